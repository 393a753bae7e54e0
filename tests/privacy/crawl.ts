// Crawls everything a built service answers, for the privacy tests: every
// static file over HTTP, every listing in its three forms plus the API
// lookup, every page's markdown twin by negotiation, every page of both
// searches, and every MCP tool. Also scans the files that never go over HTTP
// (search indexes, function bundles). Findings use src/build/leak-scan.ts,
// extended with literal markers (contact names, hostile-case markers).
import { readdirSync, statSync, readFileSync, existsSync } from 'node:fs';
import { isBrotliFile, readIndexFile } from '../../src/search/index-files.ts';
import { extname, join, relative, sep } from 'node:path';
import { BINARY_FILES, scanText, type Leak, type LeakRules } from '../../src/build/leak-scan.ts';
import { kindOf, type FileKind } from '../../src/catalog/leak-read.ts';
import { fold } from '../../src/privacy/fold.ts';

export interface Fetched {
  url: string;
  status: number;
  contentType: string;
  text: string;
}

// What the leak scan skips as binary (compressed records and their dictionaries, images, fonts), and SVG icons,
// which hold no seller text.
const BINARY = new Set([...BINARY_FILES, '.svg']);
const API = '/api/agents/v1';

async function fetchText(url: string, init: RequestInit = {}): Promise<Fetched> {
  const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
  return {
    url: `${init.method ?? 'GET'} ${url}${init.headers ? ` ${JSON.stringify(init.headers)}` : ''}`,
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

/** Runs `fn` over `items`, `n` at a time. */
export async function pool<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

/** Every file under `dir`, relative, with forward slashes. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((p) => statSync(join(dir, p)).isFile())
    .map((p) => p.split(sep).join('/'));
}

/** The URL path that serves a file of .vercel/output/static. */
export function staticPath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

export interface McpCall {
  tool: string;
  args: Record<string, unknown>;
}

export async function mcp(
  base: string,
  method: string,
  params: unknown,
  id = 1,
): Promise<{ status: number; body: any; text: string }> {
  const res = await fetch(`${base}${API}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    // An SSE framing, if the server chose it: take the last data line.
    const data = text
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .pop();
    try {
      body = data ? JSON.parse(data.slice(5)) : undefined;
    } catch {
      body = undefined;
    }
  }
  return { status: res.status, body, text };
}

/** Whether the MCP function is deployed: a tools/list that answers a result. */
export async function mcpAvailable(base: string): Promise<boolean> {
  try {
    const r = await mcp(base, 'tools/list', {});
    return r.status === 200 && Array.isArray(r.body?.result?.tools);
  } catch {
    return false;
  }
}

export interface CrawlResult {
  responses: Fetched[];
  listings: { id: string; slug: string }[];
  manuals: { id: string }[];
  mcp: 'crawled' | 'absent';
  problems: string[];
}

/** Pages through a search endpoint and returns every item and every response. */
async function pageAll(base: string, path: string, params: string, responses: Fetched[], problems: string[]) {
  const items: any[] = [];
  for (let page = 1; page < 1000; page++) {
    const r = await fetchText(`${base}${API}${path}?${params}&per_page=50&page=${page}`);
    responses.push(r);
    if (r.status !== 200) {
      problems.push(`${r.url}: ${r.status}`);
      break;
    }
    const body = JSON.parse(r.text);
    items.push(...body.items);
    if (!body.items.length || page >= body.total_pages) break;
  }
  return items;
}

export async function crawl(
  base: string,
  outputDir: string,
  opts: { concurrency?: number } = {},
): Promise<CrawlResult> {
  const n = opts.concurrency ?? 16;
  const responses: Fetched[] = [];
  const problems: string[] = [];
  const keep = (r: Fetched) => {
    responses.push(r);
    return r;
  };

  // 1. Every static file, by the URL that serves it; every page also by negotiation and ?format=md.
  const files = listFiles(join(outputDir, 'static')).filter((f) => !BINARY.has(extname(f).toLowerCase()));
  await pool(files, n, async (f) => {
    const path = staticPath(f);
    const r = keep(await fetchText(`${base}${path}`));
    if (r.status !== 200 && !(f === '404.html' && r.status === 404)) problems.push(`${r.url}: ${r.status}`);
    if (f.endsWith('.html') && f !== '404.html') {
      keep(await fetchText(`${base}${path}`, { headers: { accept: 'text/markdown' } }));
      keep(await fetchText(`${base}${path}?format=md`));
    }
  });

  // 2. Both searches, all pages; sold listings included.
  const listings = await pageAll(base, '/listings', 'include_sold=true', responses, problems);
  const manuals = await pageAll(base, '/manuals', 'q=', responses, problems);
  await pageAll(base, '/listings', 'q=machine&include_sold=true', responses, problems);

  // 3. Every listing: page, .md, .json, API lookup by slug and by id; every manual: page and lookup.
  await pool(listings, n, async (l) => {
    for (const u of [
      `/listings/${l.slug}`,
      `/listings/${l.slug}.md`,
      `/listings/${l.slug}.json`,
      `${API}/listings/${l.slug}`,
      `${API}/listings/${l.id}`,
    ]) {
      const r = keep(await fetchText(`${base}${u}`));
      if (r.status !== 200) problems.push(`${r.url}: ${r.status}`);
    }
  });
  await pool(manuals, n, async (m) => {
    for (const u of [`/manuals/${m.id}`, `${API}/manuals/${m.id}`]) {
      const r = keep(await fetchText(`${base}${u}`));
      if (r.status !== 200) problems.push(`${r.url}: ${r.status}`);
    }
  });

  // 4. MCP: every tool once, and the lookups for every listing and manual.
  let mcpState: CrawlResult['mcp'] = 'absent';
  if (await mcpAvailable(base)) {
    mcpState = 'crawled';
    const list = await mcp(base, 'tools/list', {});
    keep({ url: 'MCP tools/list', status: list.status, contentType: 'application/json', text: list.text });
    const tools: string[] = list.body.result.tools.map((t: any) => t.name);
    const calls: McpCall[] = [];
    const argsFor: Record<string, Record<string, unknown>[]> = {
      search_listings: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((page) => ({ include_sold: true, per_page: 50, page })),
      get_listing: listings.map((l) => ({ slug_or_id: l.slug })),
      // Every listing side by side, 50 at a time (the batch lookup's limit).
      get_listings: Array.from({ length: Math.ceil(listings.length / 50) }, (_, i) => ({
        ids: listings.slice(i * 50, i * 50 + 50).map((l) => l.slug),
      })),
      search_manuals: [1, 2, 3].map((page) => ({ per_page: 50, page })),
      get_manual: manuals.map((m) => ({ public_id: m.id })),
      get_glossary: [{}],
      get_checklist: [],
      search: [{ query: 'machine' }, { query: 'press' }, { query: 'contact' }, { query: 'phone' }],
      fetch: [],
    };
    for (const t of tools) for (const args of argsFor[t] ?? [{}]) calls.push({ tool: t, args });
    // Checklist slugs and fetch ids come from other tools' results.
    const lc = await mcp(base, 'tools/call', { name: 'list_checklists', arguments: {} });
    for (const c of lc.body?.result?.structuredContent?.data?.checklists ?? [])
      calls.push({ tool: 'get_checklist', args: { slug: c.slug } });
    const found = new Set<string>();
    for (const q of ['machine', 'press', 'manual', 'guide']) {
      const s = await mcp(base, 'tools/call', { name: 'search', arguments: { query: q } });
      for (const r of s.body?.result?.structuredContent?.results ?? []) found.add(r.id);
    }
    for (const id of found) calls.push({ tool: 'fetch', args: { id } });
    await pool(calls, n, async (c) => {
      const r = await mcp(base, 'tools/call', { name: c.tool, arguments: c.args });
      keep({
        url: `MCP tools/call ${c.tool} ${JSON.stringify(c.args)}`,
        status: r.status,
        contentType: 'application/json',
        text: r.text,
      });
      if (r.status !== 200 || r.body?.result?.isError)
        problems.push(`MCP ${c.tool} ${JSON.stringify(c.args)}: ${r.status} ${r.text.slice(0, 200)}`);
    });
  }
  return { responses, listings, manuals, mcp: mcpState, problems };
}

/** Literal markers on top of the leak rules: words (case-insensitive) and digit runs with any separators. */
export interface Markers {
  words: string[];
  digits: string[];
}

// What may stand between the digits of a planted number in a response: escapes, references, tags, punctuation.
const BETWEEN = /\\[nrt]|\\u[0-9a-fA-F]{4}|&#\d+;|&[a-z]+;|<[^>]{0,40}>/g;

/**
 * Finds markers in text read as a person reads it (look-alikes, invisible
 * characters and references folded): words as whole words, case-insensitive;
 * digit markers with anything but letters and digits between their digits.
 * Hundreds of markers over thousands of responses: one pass per text, then
 * plain substring tests.
 */
export function markerFinder(m: Markers) {
  const esc = (w: string) => w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = m.words.length
    ? new RegExp(`(?<![a-z0-9])(?:${[...new Set(m.words)].map(esc).join('|')})(?![a-z0-9])`, 'g')
    : undefined;
  const digits = [...new Set(m.digits)];
  return (text: string, where: string): Leak[] => {
    const norm = fold(text).text;
    const out: Leak[] = [];
    if (words)
      for (const w of new Set(norm.toLowerCase().match(words) ?? [])) out.push({ where, kind: 'email', match: w });
    if (digits.length) {
      const skeleton = norm.replace(BETWEEN, ' ').replace(/[^0-9A-Za-z]+/g, '');
      for (const d of digits) if (skeleton.includes(d)) out.push({ where, kind: 'phone', match: d });
    }
    return out;
  };
}

/** How a response body is read, by its media type (as the build reads files by their extension). */
function kindOfType(type: string, text: string): FileKind {
  if (/javascript|css|svg/.test(type)) return 'code';
  if (/html/.test(type)) return 'page';
  if (/json/.test(type) || /^\s*[[{]/.test(text)) return 'json';
  return /markdown/.test(type) ? 'markdown' : 'text';
}

/** Every leak in a crawl: the build's rules on each body, plus markers. */
export function scanResponses(responses: Fetched[], rules: LeakRules, markers?: Markers): Leak[] {
  const find = markers ? markerFinder(markers) : undefined;
  const leaks: Leak[] = [];
  for (const r of responses) {
    // Each body read as the build reads a file of its type: pages, markdown, JSON; JavaScript assets are code.
    leaks.push(...scanText(r.text, r.url, rules, { kind: kindOfType(r.contentType, r.text) }));
    if (find) leaks.push(...find(r.text, r.url));
  }
  return leaks;
}

/** Every leak in the files of a folder (indexes, function bundles), `.mjs`/`.js` as code. */
export function scanFiles(dir: string, rules: LeakRules, markers?: Markers): Leak[] {
  const find = markers ? markerFinder(markers) : undefined;
  const leaks: Leak[] = [];
  for (const f of listFiles(dir)) {
    // build-info.json is the build's own bookkeeping beside the output (never served; it names withheld records).
    if (BINARY.has(extname(f).toLowerCase()) || f === 'build-info.json') continue;
    // Compressed index files are read as the search core reads them.
    const text = isBrotliFile(f) ? readIndexFile(join(dir, f)) : readFileSync(join(dir, f), 'utf8');
    const where = relative(process.cwd(), join(dir, f));
    leaks.push(...scanText(text, where, rules, { kind: kindOf(f) }));
    if (find) leaks.push(...find(text, where));
  }
  return leaks;
}

export const summarize = (leaks: Leak[], max = 40) =>
  leaks
    .slice(0, max)
    .map((l) => `${l.kind} "${l.match}" in ${l.where}`)
    .join('\n') + (leaks.length > max ? `\n… and ${leaks.length - max} more` : '');
