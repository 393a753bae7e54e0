// The functions' connection to the search database: a small pool with hard
// limits at every step, so an unreachable or stuck database costs a request
// at most ~3 s and then a 503, never a hang. Each statement runs on a client
// of its own (pool.query checks one out and back), so one client never has
// two statements at once. On Vercel the URL is the pooled one (Neon's
// PgBouncer in transaction mode): no session state and no startup parameters
// beyond the ones PgBouncer tracks, so the statement limit is the client's
// (query_timeout), not a server setting sent at connect time
// (statement_timeout), which a pooler may refuse.
//
// Statements are protocol-level named prepared statements (parsed and planned
// once per connection: a search's records statement 0.33 → 0.24 ms at 10,000
// listings, most of it the planner's look at the table's eleven indexes).
// PgBouncer 1.21+ tracks those in transaction mode (max_prepared_statements);
// a pooler that does not answers "prepared statement does not exist" or
// "already exists", and a statement whose table a sync's schema change
// replaced answers "cached plan must not change result type": on any of the
// three the statement is sent again unnamed and the pool names none from then
// on, so a pooler without the feature costs one retried statement, not an error.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { SearchUnavailable } from './unavailable.ts';

/** Limits (ms). A cold connection to a pooled serverless Postgres takes ~100–500 ms; a search ~10 ms. */
const DB_LIMITS = { connect: 2000, query: 3000, idle: 10_000 } as const;
/**
 * Distinct statement texts given a name; any further text goes unnamed. Every read statement of ours is a
 * constant text (a few dozen), so the bound only keeps a text built per call from piling up prepared
 * statements on the server's connections.
 */
const MAX_NAMED = 128;
/** SQLSTATEs of a named statement the connection no longer (or never) holds as we named it (see above). */
const NAMED_STATEMENT_LOST = new Set(['26000', '42P05', '0A000']);

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
  const names = new Map<string, string>();
  let naming = true;
  // Named by the text's hash, not a counter: behind a pooler that hands one server connection to many
  // instances, a name another instance prepared can only stand for the same text.
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED)
      names.set(text, (name = `sl_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`));
    return name;
  };
  return {
    async query(text, values) {
      // Only a statement with parameters: one without goes as a simple query, which may hold several statements.
      const name = naming && values?.length ? nameOf(text) : undefined;
      try {
        try {
          return (await pool.query({ text, values: values as unknown[], name })).rows;
        } catch (e) {
          const code = (e as { code?: unknown }).code;
          if (name === undefined || typeof code !== 'string' || !NAMED_STATEMENT_LOST.has(code)) throw e;
          naming = false;
          return (await pool.query({ text, values: values as unknown[] })).rows;
        }
      } catch (e) {
        throw new SearchUnavailable(e);
      }
    },
    end: () => pool.end(),
  };
}
