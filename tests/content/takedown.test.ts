// A takedown is never held back by somebody else's typo: a listing that
// moderation has just rejected disappears from every surface in the next
// (non-strict) build even though an unrelated file of the catalog is broken;
// the broken file is withheld and reported, everything else keeps serving.
// And an editor's copy of a live listing (every field the same, a file name
// that sorts first) is withheld: the file the previous build published keeps
// its keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { freePort, isolatedBuild, isolatedRoot, serveOutput, type IsolatedBuild } from '../support/isolated-build.ts';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import { PUBLISHED_KEYS_FILE, publishedKeys } from '../../src/catalog/published-keys.ts';
import { mcp, mcpAvailable } from '../privacy/crawl.ts';

const PORT = Number(process.env.TAKEDOWN_PORT) || (await freePort());
const SITE = `http://127.0.0.1:${PORT}`;
const API = '/api/agents/v1';

describe(`takedown with an unrelated broken file, served on ${SITE}`, () => {
  let dir: string;
  let build: IsolatedBuild;
  let server: Server | undefined;
  let rejected: { slug: string; public_id: string; title: string };
  let broken: { slug: string; file: string };
  let kept: { slug: string; file: string; public_id: string };
  const COPY = '0-copy.json';

  beforeAll(async () => {
    // A small catalog: the sample's research and site facts, its first twenty listings.
    dir = mkdtempSync(join(tmpdir(), 'takedown-'));
    cpSync('content', dir, { recursive: true });
    const files = readdirSync(join(dir, 'listings')).sort();
    for (const f of files.slice(20)) rmSync(join(dir, 'listings', f));
    const approved = files
      .slice(0, 20)
      .filter((f) => JSON.parse(readFileSync(join(dir, 'listings', f), 'utf8')).moderation_status === 'approved');
    const at = (f: string) => join(dir, 'listings', f);
    // Moderation rejects one approved listing…
    const r = JSON.parse(readFileSync(at(approved[0]), 'utf8'));
    rejected = { slug: r.slug, public_id: r.public_id, title: r.title };
    writeFileSync(at(approved[0]), JSON.stringify({ ...r, moderation_status: 'rejected' }, null, 2));
    // …while an editor breaks another one (a category that does not exist, and a duplicate key).
    const b = JSON.parse(readFileSync(at(approved[1]), 'utf8'));
    broken = { slug: b.slug, file: approved[1] };
    writeFileSync(
      at(approved[1]),
      JSON.stringify({ ...b, category: 'spaceships' }, null, 2).replace('"status":', '"status": "sold",\n  "status":'),
    );
    const k = JSON.parse(readFileSync(at(approved[2]), 'utf8'));
    kept = { slug: k.slug, file: approved[2], public_id: k.public_id };
    // The previous build published `kept` (its key file, as a build writes it); then an editor copies it.
    const root = isolatedRoot();
    const raw = readContent(dir);
    mkdirSync(join(root, '.vercel/output'), { recursive: true });
    writeFileSync(
      join(root, '.vercel/output', PUBLISHED_KEYS_FILE),
      JSON.stringify(publishedKeys(raw, publish(raw, SITE))),
    );
    // A finished build has its info file (src/build/output-layout.ts): this one is served until the new one replaces it.
    writeFileSync(join(root, '.vercel/output', 'build-info.json'), '{}');
    writeFileSync(at(COPY), JSON.stringify({ ...k, title: `${k.title} (copy)` }, null, 2));
    build = isolatedBuild({ contentDir: dir, site: SITE, root });
    if (build.status === 0) server = await serveOutput(build.output, PORT);
  }, 600_000);

  afterAll(async () => {
    await new Promise<void>((res) => (server ? server.close(() => res()) : res()));
    build?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const res = await fetch(`${SITE}${path}`, { redirect: 'manual' });
    return { status: res.status, text: await res.text() };
  };

  it('the build succeeds and names the broken file, its fields and what was expected', () => {
    expect(build.status, build.stderr.slice(-2000)).toBe(0);
    expect(build.stderr).toMatch(/WITHHELD 2 records/);
    expect(build.stderr).toContain(`${broken.file} → category`);
    expect(build.stderr).toMatch(/duplicate key/);
  });

  it('the rejected listing is gone from its page, twin, .json, the API lookup, search and MCP', async () => {
    for (const path of [
      `/listings/${rejected.slug}`,
      `/listings/${rejected.slug}.md`,
      `/listings/${rejected.slug}.json`,
      `${API}/listings/${rejected.slug}`,
      `${API}/listings/${rejected.public_id}`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const search = await get(`${API}/listings?include_sold=true&per_page=50&q=${encodeURIComponent(rejected.title)}`);
    expect(search.status).toBe(200);
    expect(search.text).not.toContain(rejected.public_id);
    expect((await get('/sitemap.xml')).text).not.toContain(rejected.slug);
    expect((await get('/llms.txt')).text).not.toContain(rejected.slug);
    if (await mcpAvailable(SITE)) {
      const res = await mcp(SITE, 'tools/call', { name: 'get_listing', arguments: { slug_or_id: rejected.slug } });
      expect(res.body?.result?.isError).toBe(true);
    }
  });

  it('the broken listing is withheld, and the rest of the catalog still serves', async () => {
    expect((await get(`/listings/${broken.slug}.json`)).status).toBe(404);
    expect((await get(`/listings/${kept.slug}.json`)).status).toBe(200);
    expect((await get(`${API}/listings/${kept.slug}`)).status).toBe(200);
  });

  it('a copy of a live listing is withheld, naming both files; the original keeps serving', async () => {
    expect(build.stderr).toMatch(
      new RegExp(
        `listings/${COPY} → public_id: duplicate public_id "${kept.public_id}", already used by \\S*listings/${kept.file.replace(/\./g, '\\.')} \\(the file that published it last time\\)`,
      ),
    );
    const page = await get(`/listings/${kept.slug}.json`);
    expect(page.status).toBe(200);
    expect(JSON.parse(page.text).data.title).not.toMatch(/\(copy\)$/);
    const search = await get(`${API}/listings?per_page=50&q=${encodeURIComponent('copy')}`);
    expect(search.text).not.toContain('(copy)');
  });
});
