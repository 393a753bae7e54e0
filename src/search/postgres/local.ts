// `SEARCH_BACKEND=postgres npm start`: a search database for the local server.
// Without DATABASE_URL a throwaway embedded server is started (port
// EMBEDDED_PG_PORT, default PORT + 1; deleted when the process exits) and the
// content synced into it. A DATABASE_URL given is used as it is (it may well
// be a read-only role): `npm run index:sync` updates it.
import { contentDir, siteOrigin } from '../../config.ts';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
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
  log(`no DATABASE_URL: embedded PostgreSQL on port ${port} (started in ${Math.round(performance.now() - t0)} ms, removed on exit)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void db.stop().finally(() => process.exit(0)));
  const s = await syncSearchDatabase({ url: db.url, contentDir: contentDir(env), origin: siteOrigin(env), log: (m) => log(`index:sync ${m}`) });
  log(`search database synced in ${s.ms} ms: listings ${s.listings.upserted} upserted; manuals ${s.manuals.upserted} upserted`);
}
