// `SEARCH_BACKEND=postgres npm start`: a search database for the local server.
// Without DATABASE_URL a throwaway embedded server is started (port
// EMBEDDED_PG_PORT, default PORT + 1; deleted when the process exits); either
// way the database is synced to the content folder before serving.
import { contentDir, siteOrigin } from '../../config.ts';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { syncSearchDatabase } from './sync.ts';

export async function prepareSearchDatabase(env: Record<string, string | undefined> = process.env): Promise<void> {
  const log = (m: string) => console.log(`[start] ${m}`);
  if (!env.DATABASE_URL) {
    const port = Number(env.EMBEDDED_PG_PORT || Number(env.PORT || 4321) + 1);
    const t0 = performance.now();
    const db = await startEmbeddedPostgres({ port });
    env.DATABASE_URL = db.url;
    log(`no DATABASE_URL: embedded PostgreSQL on port ${port} (started in ${Math.round(performance.now() - t0)} ms, removed on exit)`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void db.stop().finally(() => process.exit(0)));
  }
  const s = await syncSearchDatabase({ url: env.DATABASE_URL!, contentDir: contentDir(env), origin: siteOrigin(env), log: (m) => log(`index:sync ${m}`) });
  log(`search database synced in ${s.ms} ms: listings ${s.listings.upserted} upserted, ${s.listings.deleted} deleted; manuals ${s.manuals.upserted} upserted, ${s.manuals.deleted} deleted`);
}
