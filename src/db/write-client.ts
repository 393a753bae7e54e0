// index:sync's connection: one client, every statement awaited before the
// next (node-postgres queues statements sent while one runs, a pattern it
// deprecates and that hides which statement failed), and transactions as a
// function: committed when it returns, rolled back when it throws or the
// process dies (Postgres drops an unfinished transaction with its connection).
import pg from 'pg';

export interface WriteDb {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  tx<T>(work: (tx: WriteDb) => Promise<T>): Promise<T>;
  end(): Promise<void>;
}

export async function writeDb(url: string): Promise<WriteDb> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    application_name: 'secondline-index-sync',
  });
  await client.connect();
  // Postgres notices (a table that already exists) are not ours to print.
  client.on('notice', () => {});
  let busy = false;
  const query = async <R>(text: string, values?: unknown[]): Promise<R[]> => {
    if (busy)
      throw new Error('index:sync: a statement was sent while another was running (one at a time per connection)');
    busy = true;
    try {
      return (await client.query(text, values)).rows as R[];
    } finally {
      busy = false;
    }
  };
  const db: WriteDb = {
    query,
    async tx(work) {
      await query('BEGIN');
      try {
        const out = await work(db);
        await query('COMMIT');
        return out;
      } catch (e) {
        await query('ROLLBACK').catch(() => {});
        throw e;
      }
    },
    end: () => client.end(),
  };
  return db;
}
