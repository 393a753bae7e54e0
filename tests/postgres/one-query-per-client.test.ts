// node-postgres runs one statement at a time per client and deprecates
// sending another while one runs ("Calling client.query() when the client is
// already executing a query"): it queues them behind each other and, on a
// pooled URL, hides which statement failed. The functions' pool checks a
// client out per statement and index:sync awaits each statement, so neither
// may ever print that warning. The built functions run here in a fresh
// process (node prints a deprecation once per process) under a burst of
// concurrent searches, lookups and pages, on a cold catalog so that the
// first requests race the version load, postings, records and vocabulary.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const CHILD = `
const [out, site] = process.argv.slice(1);
const load = async (p) => (await import(new URL(p + '.func/index.mjs', out).href)).default.fetch;
const search = await load('functions/api/agents/v1/listings');
const lookup = await load('functions/api/agents/v1/listings/[slug_or_id]');
const manuals = await load('functions/api/agents/v1/manuals');
const pages = await load('functions/pages/live');
const words = ['press', 'folder', 'cnc', 'lathe', 'stiched', 'heidelberg', 'conveyor', 'packaging', 'router', 'pump'];
const first = await (await search(new Request(site + '/api/agents/v1/listings?per_page=50'))).json();
const slugs = first.items.map((l) => l.slug);
const requests = [];
for (let i = 0; i < 120; i++) {
  const w = words[i % words.length];
  const slug = slugs[i % slugs.length];
  const r = [
    () => search(new Request(site + '/api/agents/v1/listings?q=' + w + '&facets=make,price&page=' + (1 + (i % 3)))),
    () => lookup(new Request(site + '/api/agents/v1/listings/' + slug)),
    () => manuals(new Request(site + '/api/agents/v1/manuals?q=' + w)),
    () => pages(new Request(site + '/pages/live?page=listing&slug=' + slug + '&page_suffix=' + ['', '.md', '.json'][i % 3])),
  ][i % 4];
  requests.push(r().then(async (res) => (await res.text(), res.status)));
}
const statuses = await Promise.all(requests);
process.stdout.write(JSON.stringify({ statuses, slugs: slugs.length }));
process.exit(0);
`;

describe('one statement at a time per client', () => {
  it('a burst of 120 concurrent requests to the built functions prints no node-postgres warning', () => {
    const out = pathToFileURL(`${inject('pgOutput')}/`).href;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD, out, inject('baseUrl')], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, SEARCH_BACKEND: 'postgres', DATABASE_URL: inject('databaseUrl'), NODE_OPTIONS: '' },
    });
    expect(r.status, r.stderr).toBe(0);
    const { statuses, slugs } = JSON.parse(r.stdout);
    expect(slugs).toBeGreaterThan(10);
    expect(statuses.filter((s: number) => s !== 200)).toEqual([]);
    expect(r.stderr).not.toMatch(/already executing a query|DeprecationWarning/);
  });

  it('index:sync prints none either (a whole sync of the sample into a fresh database)', () => {
    const url = inject('databaseUrl').replace(/\/[^/]+$/, '/one_query_test');
    const admin = `
      import pg from 'pg';
      const c = new pg.Client({ connectionString: process.argv[1] });
      await c.connect();
      await c.query('DROP DATABASE IF EXISTS one_query_test');
      await c.query('CREATE DATABASE one_query_test');
      await c.end();`;
    const made = spawnSync(process.execPath, ['--input-type=module', '-e', admin, inject('databaseUrl')], {
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const r = spawnSync(process.execPath, ['scripts/index-sync.mjs'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, DATABASE_URL: url, SITE: inject('baseUrl') },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/listings: \d+ upserted/);
    expect(r.stderr).not.toMatch(/already executing a query|DeprecationWarning/);
  });
});
