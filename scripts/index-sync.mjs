// npm run index:sync [-- FILE …]: brings the search database (DATABASE_URL,
// a role that may write) to the content folder, upserting and deleting only
// what changed, through the build's publishing choke point. With files, only
// the records of those files are considered. Running functions see the change
// within about a second (src/search/postgres/catalog.ts). `--grant-read ROLE`
// gives the functions' read-only role what it needs (docs/scaling.md).
// Without DATABASE_URL it syncs the embedded database of a
// `SEARCH_BACKEND=postgres npm start` running in this folder, with the content
// folder and origin that server uses (CONTENT_DIR and SITE still win).
import { syncSearchDatabase } from '../src/search/postgres/sync.ts';
import { contentDir, siteOrigin } from '../src/config.ts';
import { formatProblem } from '../src/catalog/read-content.ts';
import { findLocalDatabase, LOCAL_STATE_FILE } from '../src/db/local-state.ts';

const env = { ...process.env };
if (!env.DATABASE_URL) {
  const local = findLocalDatabase();
  if (!local) {
    console.error([
      '[index:sync] DATABASE_URL is not set, and no `SEARCH_BACKEND=postgres npm start` runs in this folder '
        + `(${LOCAL_STATE_FILE}).`,
      '  Set DATABASE_URL to the connection string of a role that may write the search tables, '
        + 'or start the local server first.',
    ].join('\n'));
    process.exit(2);
  }
  env.DATABASE_URL = local.url;
  env.CONTENT_DIR ||= local.content_dir;
  env.SITE ||= local.site;
  console.log(`[index:sync] the embedded database of npm start (pid ${local.pid}): DATABASE_URL=${local.url}`);
}

const argv = process.argv.slice(2);
const at = argv.indexOf('--grant-read');
const grantRead = at >= 0 ? argv.splice(at, 2)[1] : undefined;
const files = argv.filter((a) => !a.startsWith('--'));
try {
  const s = await syncSearchDatabase({
    url: env.DATABASE_URL, contentDir: contentDir(env), origin: siteOrigin(env), grantRead,
    files: files.length ? files : undefined,
    log: (m) => console.log(`[index:sync] ${m}`),
  });
  for (const kind of ['listings', 'manuals']) {
    const k = s[kind];
    console.log(`[index:sync] ${kind}: ${k.upserted} upserted, ${k.deleted} deleted, ${k.unchanged} unchanged; catalog version ${k.version}`);
  }
  if (s.problems.length) console.error(`[index:sync] WITHHELD (${s.problems.length} problem${s.problems.length === 1 ? '' : 's'}):\n${s.problems.map(formatProblem).join('\n')}`);
  console.log(`[index:sync] done in ${s.ms} ms`);
} catch (e) {
  console.error(`[index:sync] FAILED: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
