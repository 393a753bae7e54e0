// Privacy over everything the sample service exposes: no seller e-mail
// address or telephone number and no trace of an unapproved listing or manual
// in any response (static files, pages, twins, searches, lookups, MCP tool
// results) or in any file that ships (search indexes, function bundles); and
// unapproved slugs and ids answer exactly like unknown ones.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readContent, type RawContent } from '../../src/catalog/read-content.ts';
import { leakRules, type LeakRules } from '../../src/build/leak-scan.ts';
import { contentDir } from '../../src/config.ts';
import { publish } from '../../src/catalog/publish.ts';
import { base } from '../support/http.ts';
import {
  crawl,
  mcp,
  mcpAvailable,
  scanFiles,
  scanResponses,
  summarize,
  type CrawlResult,
  type Markers,
} from './crawl.ts';

const OUT = '.vercel/output';
const API = '/api/agents/v1';

let raw: RawContent;
let rules: LeakRules;
let markers: Markers;
let result: CrawlResult;

beforeAll(async () => {
  raw = readContent(contentDir({}));
  rules = leakRules(raw, publish(raw, base()));
  // Seller contact names are never published; neither are the local parts of seller addresses.
  const names = raw.listings.map((l) => l.seller.contact_name).filter((n): n is string => !!n && n.length >= 6);
  markers = { words: [...new Set(names)], digits: [] };
  result = await crawl(base(), OUT);
}, 300_000);

describe('privacy crawl of the sample', () => {
  it('reaches every listing, manual and static file', () => {
    const approved = raw.listings.filter((l) => l.moderation_status === 'approved').length;
    expect(result.listings.length).toBe(approved);
    expect(result.manuals.length).toBe(raw.manuals.filter((m) => m.moderation_status === 'approved').length);
    expect(result.problems).toEqual([]);
    expect(result.responses.length).toBeGreaterThan(approved * 5);
  });

  it('no response carries a seller e-mail, telephone number, contact name or unapproved record', () => {
    const leaks = scanResponses(result.responses, rules, markers);
    expect(leaks, summarize(leaks)).toEqual([]);
  });

  it('the service contact is the only e-mail address, and it is published in the site facts', () => {
    const site = result.responses.find(
      (r) => r.url === `GET ${base()}${API}/site.json` || r.url.endsWith(`${API}/site.json`),
    );
    expect(site?.text).toContain(raw.site.contact_email);
  });

  it('MCP tool results are crawled', () => {
    expect(result.mcp, 'POST /api/agents/v1/mcp answers tools/list').toBe('crawled');
    expect(result.responses.filter((r) => r.url.startsWith('MCP ')).length).toBeGreaterThan(result.listings.length);
  });

  it('the search indexes and the function bundles hold no private data', () => {
    expect(existsSync(join(OUT, 'functions'))).toBe(true);
    const leaks = [
      ...scanFiles('.generated/data', rules, markers),
      ...scanFiles(join(OUT, 'functions'), rules, markers),
    ];
    expect(leaks, summarize(leaks)).toEqual([]);
  });
});

describe('unapproved records answer exactly like unknown ones', () => {
  // The scans above run for seconds without yielding; let the HTTP client's keep-alive timers run
  // first, so no request goes out on a pooled socket the server has already closed.
  beforeEach(() => new Promise<void>((r) => setTimeout(r, 200)));
  const unknownListing = 'no-such-listing-4711';
  const unknownId = 'lst_zz00zz00zz';
  const get = async (path: string, init: RequestInit = {}) => {
    const r = await fetch(`${base()}${path}`, { redirect: 'manual', ...init });
    return { status: r.status, type: r.headers.get('content-type'), body: await r.text() };
  };

  it('listings: API lookup, page, .md and .json', async () => {
    const unapproved = raw.listings.filter((l) => l.moderation_status !== 'approved');
    expect(unapproved.length).toBeGreaterThan(0);
    const ref = {
      api: await get(`${API}/listings/${unknownListing}`),
      apiId: await get(`${API}/listings/${unknownId}`),
      page: await get(`/listings/${unknownListing}`),
      md: await get(`/listings/${unknownListing}.md`),
      json: await get(`/listings/${unknownListing}.json`),
      twin: await get(`/listings/${unknownListing}`, { headers: { accept: 'text/markdown' } }),
    };
    expect(ref.api.status).toBe(404);
    expect(JSON.parse(ref.api.body)).toEqual({ detail: 'Listing not found' });
    for (const l of unapproved) {
      expect(await get(`${API}/listings/${l.slug}`), l.slug).toEqual(ref.api);
      expect(await get(`${API}/listings/${l.public_id}`), l.public_id).toEqual(ref.apiId);
      expect(await get(`/listings/${l.slug}`), l.slug).toEqual(ref.page);
      expect(await get(`/listings/${l.slug}.md`), l.slug).toEqual(ref.md);
      expect(await get(`/listings/${l.slug}.json`), l.slug).toEqual(ref.json);
      expect(await get(`/listings/${l.slug}`, { headers: { accept: 'text/markdown' } }), l.slug).toEqual(ref.twin);
    }
  });

  it('manuals: API lookup and page', async () => {
    const unapproved = raw.manuals.filter((m) => m.moderation_status !== 'approved');
    const ref = { api: await get(`${API}/manuals/man_zz00zz00zz`), page: await get('/manuals/man_zz00zz00zz') };
    expect(JSON.parse(ref.api.body)).toEqual({ detail: 'Manual not found' });
    for (const m of unapproved) {
      expect(await get(`${API}/manuals/${m.public_id}`), m.public_id).toEqual(ref.api);
      expect(await get(`/manuals/${m.public_id}`), m.public_id).toEqual(ref.page);
    }
  });

  it('searching for an unapproved title finds nothing of it', async () => {
    for (const l of raw.listings.filter((x) => x.moderation_status !== 'approved').slice(0, 10)) {
      const r = await get(`${API}/listings?include_sold=true&per_page=50&q=${encodeURIComponent(l.title)}`);
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body).items.map((i: any) => i.id)).not.toContain(l.public_id);
    }
  });

  it('MCP lookups of unapproved records answer like unknown ones', async () => {
    expect(await mcpAvailable(base()), 'POST /api/agents/v1/mcp answers tools/list').toBe(true);
    const call = async (name: string, args: Record<string, unknown>) => {
      const r = await mcp(base(), 'tools/call', { name, arguments: args });
      // The message names the key it was asked for; compare with that key swapped out.
      return JSON.stringify(r.body?.result).replaceAll(String(Object.values(args)[0]), '<key>');
    };
    const refListing = await call('get_listing', { slug_or_id: 'no-such-listing-4711' });
    const refManual = await call('get_manual', { public_id: 'man_zz00zz00zz' });
    expect(refListing).toContain('isError');
    for (const l of raw.listings.filter((x) => x.moderation_status !== 'approved')) {
      expect(await call('get_listing', { slug_or_id: l.slug }), l.slug).toBe(refListing);
      expect(await call('get_listing', { slug_or_id: l.public_id }), l.public_id).toBe(
        refListing.replaceAll('no-such-listing-4711', '<key>'),
      );
    }
    for (const m of raw.manuals.filter((x) => x.moderation_status !== 'approved')) {
      expect(await call('get_manual', { public_id: m.public_id }), m.public_id).toBe(refManual);
    }
  });
});

describe('the scanner itself', () => {
  it('finds a planted seller phone, address, contact name and unapproved slug', () => {
    const l = raw.listings.find((x) => x.seller.phone && x.seller.email && x.seller.contact_name)!;
    const hidden = raw.listings.find((x) => x.moderation_status !== 'approved')!;
    const planted = [
      { url: 'planted', status: 200, contentType: 'application/json', text: `{"d":"call ${l.seller.phone}"}` },
      { url: 'planted', status: 200, contentType: 'text/html', text: `<p>${l.seller.email}</p>` },
      { url: 'planted', status: 200, contentType: 'text/html', text: `<p>Ask for ${l.seller.contact_name}</p>` },
      {
        url: 'planted',
        status: 200,
        contentType: 'text/html',
        text: `<a href="/listings/${hidden.slug}">x</a> ${hidden.public_id}`,
      },
    ];
    const kinds = scanResponses(planted, rules, markers).map((k) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['phone', 'email', 'unapproved']));
    // The contact name is one the dictionary knows, and a marker: found by both.
    expect(scanResponses([planted[2]], rules, markers).length).toBeGreaterThanOrEqual(1);
  });

  it('the crawl covered pages, twins, searches and lookups', () => {
    const urls = result.responses.map((r) => r.url);
    const count = (re: RegExp) => urls.filter((u) => re.test(u)).length;
    console.log(`[privacy] ${result.responses.length} responses crawled (MCP: ${result.mcp})`);
    expect(count(/\/listings\/[^/ ]+\.md$/)).toBeGreaterThanOrEqual(result.listings.length);
    expect(count(/accept/)).toBeGreaterThan(result.listings.length);
    expect(count(/\/api\/agents\/v1\/listings\?/)).toBeGreaterThan(1);
    expect(count(/\/api\/agents\/v1\/manuals\/man_/)).toBe(result.manuals.length);
  });
});
