// npm start: build if anything changed since the last build, then serve it.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildFingerprint } from '../src/build/fingerprint.ts';
import { contentDir, siteOrigin } from '../src/config.ts';
import { OUTPUT_DIR } from '../src/build/output-layout.ts';
import { searchBackend } from '../src/functions/backend.ts';

// SEARCH_BACKEND=postgres: a database synced to the content (an embedded one without DATABASE_URL).
if (searchBackend() === 'postgres') {
  try {
    await (await import('../src/search/postgres/local.ts')).prepareSearchDatabase();
  } catch (e) {
    // One message with cause and fix (src/db/embedded-error.ts), not a stack trace.
    if (e?.name !== 'EmbeddedPostgresError') throw e;
    console.error(`[start] ${e.message}`);
    process.exit(1);
  }
}

const infoFile = `${OUTPUT_DIR}/build-info.json`;
const current = existsSync(infoFile) ? JSON.parse(readFileSync(infoFile, 'utf8')).fingerprint : undefined;
if (current !== buildFingerprint(contentDir(), siteOrigin(), searchBackend())) {
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
} else {
  console.log('[start] build is up to date');
}
await import('./serve.mjs');
