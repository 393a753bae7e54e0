// `SEARCH_BACKEND=postgres npm start`: a search database for the local server.
// Without DATABASE_URL a throwaway embedded server is started (port
// EMBEDDED_PG_PORT, default PORT + 1; deleted when the process exits), the
// content synced into it, its DATABASE_URL printed and recorded for
// `npm run index:sync` (src/db/local-state.ts). A DATABASE_URL given is used
// as it is (it may well be a read-only role): `npm run index:sync` updates it.
import { contentDir, siteOrigin } from '../../config.ts';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { forgetLocalDatabase, LOCAL_STATE_FILE, recordLocalDatabase } from '../../db/local-state.ts';
import { syncSearchDatabase } from './sync.ts';

export async function prepareSearchDatabase(env: Record<string, string | undefined> = process.env): Promise<void> {
  const log = (m: string) => console.log(`[start] ${m}`);
  if (env.DATABASE_URL) {
    log('search backend postgres on DATABASE_URL as it is (npm run index:sync brings it to the content)');
    return;
  }
  const port = Number(env.EMBEDDED_PG_PORT || Number(env.PORT || 4321) + 1);
  const t0 = performance.now();
  const db = await startEmbeddedPostgres({ port });
  env.DATABASE_URL = db.url;
  const ms = Math.round(performance.now() - t0);
  log(`no DATABASE_URL: embedded PostgreSQL on port ${port} (started in ${ms} ms, removed on exit)`);
  const stop = () => {
    forgetLocalDatabase();
    return db.stop();
  };
  process.once('exit', () => forgetLocalDatabase());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(0)));
  }
  const dir = contentDir(env);
  const site = siteOrigin(env);
  const syncLog = (m: string) => log(`index:sync ${m}`);
  const s = await syncSearchDatabase({ url: db.url, contentDir: dir, origin: site, log: syncLog });
  const counts = `listings ${s.listings.upserted} upserted; manuals ${s.manuals.upserted} upserted`;
  log(`search database synced in ${s.ms} ms: ${counts}`);
  recordLocalDatabase({ url: db.url, pid: process.pid, content_dir: dir, site });
  log(`DATABASE_URL=${db.url}`);
  log(`npm run index:sync (in this folder, while this server runs) finds it by itself through ${LOCAL_STATE_FILE}`);
}
