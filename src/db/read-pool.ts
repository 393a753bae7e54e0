// The functions' connection to the search database: a small pool (a function
// instance serves one request at a time; Neon's pooled endpoint multiplexes
// instances) with hard limits at every step, so an unreachable or stuck
// database costs a request at most ~3 s and then a 503, never a hang.
import pg from 'pg';
import { SearchUnavailable } from './unavailable.ts';

/** Limits (ms). A cold connection to a pooled serverless Postgres takes ~100–500 ms; a search ~10 ms. */
export const DB_LIMITS = { connect: 2000, statement: 2500, query: 3000, idle: 10_000 } as const;

export interface ReadDb {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  end(): Promise<void>;
}

export function readDb(url: string): ReadDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: 3,
    connectionTimeoutMillis: DB_LIMITS.connect,
    statement_timeout: DB_LIMITS.statement,
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
