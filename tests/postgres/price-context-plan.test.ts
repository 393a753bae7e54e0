// A lookup's price context reads the live, priced listings of its category (about a tenth of the catalog)
// from the index alone: born and died are in search_listings_priced_live, so no heap page is read per listing.
// Through the heap, one category at 100,000 listings was 7,240 pages (230 ms from a cold cache), and at a
// million listings past the request's 3 s limit (docs/scaling.md). With the scans that could hide a missing
// column turned off, the planner can only answer each of the two statements by an index-only scan of that
// index if the index covers every column they read.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRICES_SQL } from '../../src/search/postgres/lookups.ts';

const client = new pg.Client({ connectionString: inject('databaseUrl') });
let args: { category: string; make: string; model: string; version: number };

beforeAll(async () => {
  await client.connect();
  const { rows } = await client.query(
    `SELECT category, make_key, model_key, (SELECT version FROM search_catalog) AS version
       FROM search_listings WHERE NOT sold AND price IS NOT NULL AND died IS NULL LIMIT 1`,
  );
  args = { category: rows[0].category, make: rows[0].make_key, model: rows[0].model_key, version: +rows[0].version };
  await client.query('SET enable_seqscan = off; SET enable_bitmapscan = off');
});
afterAll(() => client.end());

const nodes = (plan: Record<string, unknown>): Record<string, unknown>[] => [
  plan,
  ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodes),
];

describe('the price context of a lookup', () => {
  for (const byModel of [false, true])
    it(`${byModel ? 'make and model' : 'category'}: an index-only scan of search_listings_priced_live`, async () => {
      const values = [args.category, args.version, ...(byModel ? [args.make, args.model] : [])];
      const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${PRICES_SQL(byModel)}`, values);
      const scans = nodes(rows[0]['QUERY PLAN'][0].Plan).filter((n) => n['Relation Name'] === 'search_listings');
      expect(scans.map((n) => [n['Node Type'], n['Index Name']])).toEqual([
        ['Index Only Scan', 'search_listings_priced_live'],
      ]);
    });
});
