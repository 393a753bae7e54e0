// The functions' connection to the search database: a small pool with hard
// limits at every step, so an unreachable or stuck database costs a request
// at most ~3 s and then a 503, never a hang. Each statement runs on a client
// of its own (pool.query checks one out and back), so one client never has
// two statements at once. On Vercel the URL is the pooled one (Neon's
// PgBouncer in transaction mode): no session state, no named prepared
// statements, and no startup parameters beyond the ones PgBouncer tracks, so
// the statement limit is the client's (query_timeout), not a server setting
// sent at connect time (statement_timeout), which a pooler may refuse.
import pg from 'pg';
import { SearchUnavailable } from './unavailable.ts';

/** Limits (ms). A cold connection to a pooled serverless Postgres takes ~100–500 ms; a search ~10 ms. */
const DB_LIMITS = { connect: 2000, query: 3000, idle: 10_000 } as const;

export interface ReadDb {
  /** Every statement under the one limit (DB_LIMITS.query): callers read large values in slices. */
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  end(): Promise<void>;
}

export function readDb(url: string): ReadDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: 3,
    connectionTimeoutMillis: DB_LIMITS.connect,
    query_timeout: DB_LIMITS.query,
    idleTimeoutMillis: DB_LIMITS.idle,
    allowExitOnIdle: true,
    application_name: 'secondline-search',
  });
  // An idle client that loses its connection must not crash the function.
  pool.on('error', () => {});
  return {
    async query(text, values) {
      try {
        return (await pool.query(text, values as unknown[])).rows;
      } catch (e) {
        throw new SearchUnavailable(e);
      }
    },
    end: () => pool.end(),
  };
}
