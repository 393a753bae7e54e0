// The deployable artifact: the routing table the local server runs is the
// one that ships, and every bundled function answers a Request on its own,
// with its index inside the bundle.
import { buildRoutes } from '../../src/http/build-routes.ts';
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type routes, FUNCTIONS } from '../../src/http/routes.ts';
import { loadBuildOutput } from '../../src/server/build-output-server.ts';
import { base } from '../support/http.ts';

const OUT = '.vercel/output';
const config = () => JSON.parse(readFileSync(join(OUT, 'config.json'), 'utf8'));

describe('routing table', () => {
  it('config.json carries exactly the routes of src/http/routes.ts', () => {
    expect(config().version).toBe(3);
    expect(config().routes).toEqual(
      buildRoutes(JSON.parse(readFileSync(join(OUT, 'build-info.json'), 'utf8')).site, OUT),
    );
  });

  it('the local server routes with that same file', async () => {
    const out = await loadBuildOutput(OUT);
    expect(out.routes).toEqual(config().routes);
  });

  it('is already in the order Vercel runs it: in each phase, continue routes first', () => {
    const rs = config().routes as ReturnType<typeof routes>;
    // Phases are the runs of routes between `handle` entries (filesystem, hit).
    const cuts = [-1, ...rs.flatMap((r, i) => (r.handle ? [i] : [])), rs.length];
    const phases = cuts.slice(1).map((end, i) => rs.slice(cuts[i] + 1, end));
    expect(phases.length).toBe(3);
    expect(phases[2].length > 0 && phases[2].every((r) => r.continue && r.headers && !r.dest && !r.status)).toBe(true);
    for (const phase of phases) {
      const firstStop = phase.findIndex((r) => !r.continue);
      if (firstStop >= 0) expect(phase.slice(firstStop).some((r) => r.continue)).toBe(false);
    }
  });

  it('negotiation and headers come before the filesystem, 404s after it', () => {
    const rs = config().routes as ReturnType<typeof routes>;
    const fs = rs.findIndex((r) => r.handle === 'filesystem');
    expect(fs).toBeGreaterThan(0);
    const before = rs.slice(0, fs);
    expect(before.some((r) => r.has?.some((h) => h.key === 'accept') && r.dest?.endsWith('.md'))).toBe(true);
    expect(before.some((r) => r.has?.some((h) => h.key === 'format') && r.dest?.endsWith('.md'))).toBe(true);
    expect(before.some((r) => r.headers?.['X-Content-Type-Options'] === 'nosniff')).toBe(true);
    expect(rs.slice(fs + 1).some((r) => r.status === 404)).toBe(true);
  });
});

describe('bundled functions', () => {
  const names = Object.values(FUNCTIONS).filter((n) => existsSync(join(OUT, 'functions', `${n}.func`)));

  it('every function has a Node 24 .vc-config.json and its handler file', () => {
    expect(names.length).toBe(Object.keys(FUNCTIONS).length);
    for (const n of names) {
      const dir = join(OUT, 'functions', `${n}.func`);
      const vc = JSON.parse(readFileSync(join(dir, '.vc-config.json'), 'utf8'));
      expect(vc.runtime).toBe('nodejs24.x');
      expect(vc.launcherType).toBe('Nodejs');
      expect(existsSync(join(dir, vc.handler))).toBe(true);
    }
  });

  const load = async (name: string) =>
    (await import(pathToFileURL(join(process.cwd(), OUT, 'functions', `${name}.func`, 'index.mjs')).href)).default;

  it('the listings function answers a search from its own bundle', async () => {
    const fn = await load(FUNCTIONS.listings);
    const res: Response = await fn.fetch(new Request(`${base()}/api/agents/v1/listings?q=polar&per_page=3`));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(3);
  });

  it('the lookup function answers by slug', async () => {
    const search = await load(FUNCTIONS.listings);
    const first = (await (await search.fetch(new Request(`${base()}/api/agents/v1/listings?per_page=1`))).json())
      .items[0];
    const fn = await load(FUNCTIONS.listing);
    const res: Response = await fn.fetch(
      new Request(`${base()}/api/agents/v1/listings/[slug_or_id]?slug_or_id=${first.slug}`),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data.id).toBe(first.id);
  });

  it('the manuals functions answer from their own bundle', async () => {
    const fn = await load(FUNCTIONS.manuals);
    const body = await (await fn.fetch(new Request(`${base()}/api/agents/v1/manuals?per_page=2`))).json();
    expect(body.total).toBeGreaterThan(0);
    const one = await load(FUNCTIONS.manual);
    const res: Response = await one.fetch(
      new Request(`${base()}/api/agents/v1/manuals/[public_id]?public_id=${body.items[0].id}`),
    );
    expect(res.status).toBe(200);
  });

  it('the MCP function answers tools/call from its own bundle', async () => {
    const fn = await load(FUNCTIONS.mcp);
    const res: Response = await fn.fetch(
      new Request(`${base()}/api/agents/v1/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'search_listings', arguments: { q: 'press', per_page: 2 } },
        }),
      }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).result.structuredContent.total).toBeGreaterThan(0);
  });

  it('the fallback function answers 404 and 405 as JSON', async () => {
    const fn = await load(FUNCTIONS.fallback);
    const nf: Response = await fn.fetch(
      new Request(`${base()}/api/agents/v1/fallback?path=/api/agents/v1/manuals/nope`),
    );
    expect(nf.status).toBe(404);
    expect(await nf.json()).toEqual({ detail: 'Manual not found' });
    const na: Response = await fn.fetch(
      new Request(`${base()}/api/agents/v1/fallback?path=/api/agents/v1/site`, { method: 'DELETE' }),
    );
    expect(na.status).toBe(405);
    expect(na.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
