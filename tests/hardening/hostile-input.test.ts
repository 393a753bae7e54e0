// Property-based hostile input: arbitrary query parameters, path segments and
// JSON-RPC bodies never produce a 5xx, always produce the documented status
// with a JSON body of the documented shape, and are answered quickly.
// The query oracle follows the contract (CONTRACT.md §4), not the code.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import { base } from '../support/http.ts';
import { checkProperty } from '../support/property.ts';
import { CATEGORIES, CONDITIONS } from '../../src/schemas/vocabulary.ts';
import { MAX_NAME_CHARS } from '../../src/schemas/params.ts';
import { MAX_ID_CHARS } from '../../src/schemas/query.ts';
import { echoOf } from '../../src/schemas/echo.ts';

const API = '/api/agents/v1';
const MAX_MS = 2000;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
  ms: number;
}

/** A GET (or any method) with the path sent byte for byte: no client-side normalisation of `..`, `%2F` or `\`. */
function raw(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const u = new URL(base());
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: u.hostname, port: u.port, path, method: init.method ?? 'GET', headers: init.headers, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: any;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, ms: performance.now() - t0 });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

const isJson = (a: Answer) => String(a.headers['content-type']).startsWith('application/json');
const bounded = (a: Answer, what: string) => expect(a.ms, `${what} took ${Math.round(a.ms)} ms`).toBeLessThan(MAX_MS);

// ---------- the oracle for search parameters ----------

type Verdict = { ok: true } | { ok: false; type: string } | { ok: 'unsure' };
const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s);

function intVerdict(rawValue: string, ge: number, le?: number): Verdict {
  const s = rawValue.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '');
  if (!ascii(s)) return { ok: 'unsure' };
  if (!/^[+-]?[0-9]+$/.test(s)) return { ok: false, type: 'int_parsing' };
  const n = BigInt(s);
  if (n < BigInt(ge)) return { ok: false, type: 'greater_than_equal' };
  if (le !== undefined && n > BigInt(le)) return { ok: false, type: 'less_than_equal' };
  return { ok: true };
}
const BOOLS = ['true', 'false', 't', 'f', 'yes', 'no', 'y', 'n', 'on', 'off', '1', '0'];
function boolVerdict(v: string): Verdict {
  if (BOOLS.includes(v.toLowerCase())) return { ok: true };
  if (!ascii(v) || v.trim() !== v) return { ok: 'unsure' };
  return { ok: false, type: 'bool_parsing' };
}
function enumVerdict(v: string, pairs: readonly (readonly [string, string])[]): Verdict {
  const s = v.trim().toLowerCase();
  if (s === '' || pairs.some(([slug, label]) => slug === s || label.toLowerCase() === s)) return { ok: true };
  if (!ascii(v)) return { ok: 'unsure' };
  return { ok: false, type: 'enum' };
}
/** A list parameter (CONTRACT §4): every value and comma-separated part is one element of a union. */
const parts = (v: string) =>
  v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
function listVerdict(v: string, element: (p: string) => Verdict, max?: number): Verdict {
  const verdicts = parts(v).map(element);
  const bad = verdicts.find((x) => x.ok === false);
  if (bad) return bad;
  if (verdicts.some((x) => x.ok === 'unsure')) return { ok: 'unsure' };
  if (max !== undefined && new Set(parts(v)).size > max) return { ok: false, type: 'too_long' };
  return { ok: true };
}
const LIST_KEYS = new Set(['condition', 'country', 'status', 'ids']);
/** A name filter (make, model, location): refused past MAX_NAME_CHARS, never echoed whole. */
const nameVerdict = (v: string): Verdict =>
  v.trim().length <= MAX_NAME_CHARS
    ? { ok: true }
    : ascii(v)
      ? { ok: false, type: 'string_too_long' }
      : { ok: 'unsure' };
const LISTING_ORACLE: Record<string, (v: string) => Verdict> = {
  q: () => ({ ok: true }),
  make: nameVerdict,
  model: nameVerdict,
  location: nameVerdict,
  category: (v) => enumVerdict(v, CATEGORIES),
  condition: (v) => listVerdict(v, (p) => enumVerdict(p, CONDITIONS)),
  country: (v) =>
    listVerdict(v, (p) =>
      /^[A-Za-z]{2}$/.test(p)
        ? { ok: true }
        : ascii(p)
          ? { ok: false, type: 'string_pattern_mismatch' }
          : { ok: 'unsure' },
    ),
  status: (v) =>
    listVerdict(v, (p) =>
      enumVerdict(p, [
        ['available', 'available'],
        ['sold', 'sold'],
        ['all', 'all'],
      ]),
    ),
  ids: (v) =>
    listVerdict(
      v,
      (p) =>
        p.length <= MAX_ID_CHARS ? { ok: true } : ascii(p) ? { ok: false, type: 'string_too_long' } : { ok: 'unsure' },
      50,
    ),
  include_sold: boolVerdict,
  page: (v) => intVerdict(v, 1),
  per_page: (v) => intVerdict(v, 1, 50),
};
const MANUAL_ORACLE: Record<string, (v: string) => Verdict> = {
  q: () => ({ ok: true }),
  make: nameVerdict,
  model: nameVerdict,
  language: nameVerdict,
  page: (v) => intVerdict(v, 1),
  per_page: (v) => intVerdict(v, 1, 50),
};

// ---------- arbitraries ----------

const NASTY = [
  '',
  ' ',
  '%00',
  '\u0000',
  '../',
  '..%2F',
  '%2e%2e%2f',
  '/',
  '\\',
  '%',
  '%zz',
  '&',
  '=',
  '+',
  '#',
  '?',
  '*',
  '.*',
  '(a+)+$',
  '[',
  '\\d+',
  '^$',
  '|',
  '${x}',
  '{{x}}',
  '1e3',
  '-0',
  '+0',
  '0x10',
  '0o7',
  '1_000',
  '1.0',
  '١٢',
  '１２',
  'NaN',
  'Infinity',
  '-1',
  '99999999999999999999999999999',
  '-99999999999999999999',
  ' 5 ',
  '\t3\t',
  '00001',
  '+7',
  'TRUE',
  'Yes',
  'oN',
  '2',
  'truee',
  ' true',
  'null',
  'undefined',
  '[]',
  '{}',
  '"',
  "'",
  '<script>alert(1)</script>',
  '\u202e',
  '\ufeff',
  'ß',
  'İ',
  'ǅ',
  '\ud83d\ude00',
  'a'.repeat(5000),
  ...CATEGORIES.flatMap(([s, l]) => [s, l, l.toUpperCase()]),
  ...CONDITIONS.map(([s]) => s),
];

const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 60 }).map(String) },
  { weight: 1, arbitrary: fc.string({ maxLength: 3000 }) },
);
const pairs = (keys: string[]) =>
  fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...keys),
        fc.constantFrom('unknown', 'Page', 'q[]', 'format'),
        fc.string({ maxLength: 8 }),
      ),
      value,
    ),
    { maxLength: 8 },
  );

/** Lone surrogates cannot be sent as UTF-8; encodeURIComponent throws on them. Replace them. */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udfff]/g, (c, i, all) => {
    const code = c.charCodeAt(0);
    const next = all.charCodeAt(i + 1),
      prev = all.charCodeAt(i - 1);
    if (code < 0xdc00 && next >= 0xdc00 && next <= 0xdfff) return c;
    if (code >= 0xdc00 && prev >= 0xd800 && prev < 0xdc00) return c;
    return '\ufffd';
  });
const enc = (s: string) => encodeURIComponent(wellFormed(s));

function checkSearch(
  a: Answer,
  sent: [string, string][],
  oracle: Record<string, (v: string) => Verdict>,
  what: string,
) {
  bounded(a, what);
  expect(a.status, `${what}: ${a.text.slice(0, 300)}`).toBeLessThan(500);
  expect(isJson(a), what).toBe(true);
  // A list parameter's values are one union (a comma list); any other takes its last value.
  const last = new Map<string, string>();
  for (const [k, v] of sent)
    last.set(k, LIST_KEYS.has(k) && last.has(k) ? `${last.get(k)},${wellFormed(v)}` : wellFormed(v));
  const verdicts = [...last].filter(([k]) => k in oracle).map(([k, v]) => [k, oracle[k](v)] as const);
  const mustFail = verdicts.filter(([, v]) => v.ok === false) as [string, { ok: false; type: string }][];
  const mayFail = new Set(verdicts.filter(([, v]) => v.ok !== true).map(([k]) => k));
  if (a.status === 200) {
    expect(mustFail, what).toEqual([]);
    for (const k of [
      'source',
      'home',
      'attribution',
      'query',
      'total',
      'page',
      'per_page',
      'total_pages',
      'items',
      'facets',
      'links',
    ])
      expect(a.json, `${what} lacks ${k}`).toHaveProperty(k);
    expect(Array.isArray(a.json.items)).toBe(true);
  } else {
    expect(a.status, `${what}: ${a.text.slice(0, 300)}`).toBe(422);
    expect(Array.isArray(a.json.detail), what).toBe(true);
    for (const d of a.json.detail) {
      expect(d.loc[0]).toBe('query');
      expect(mayFail.has(d.loc[1]), `${what}: unexpected error ${JSON.stringify(d)}`).toBe(true);
      expect(typeof d.msg).toBe('string');
      // A list names the one element it refused; a long value is cut (src/schemas/echo.ts).
      if (LIST_KEYS.has(d.loc[1]) && d.type !== 'too_long')
        expect(parts(last.get(d.loc[1])!).map(echoOf)).toContain(d.input);
      else expect(d.input).toBe(echoOf(last.get(d.loc[1])!));
    }
    const failed = new Map(a.json.detail.map((d: any) => [d.loc[1], d.type]));
    for (const [k, v] of mustFail) expect(failed.get(k), `${what}: ${k} should fail with ${v.type}`).toBe(v.type);
  }
}

describe('search parameters', () => {
  it('GET /listings: any parameters, repeated or unknown, give a 200 envelope or a 422 naming exactly the bad ones', async () => {
    await checkProperty(
      'GET /listings: any parameters, repeated or unknown, give a 200 envelope or a 422 naming exactly the bad ones',
      fc.asyncProperty(pairs(Object.keys(LISTING_ORACLE)), async (sent) => {
        const qs = sent.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
        const a = await raw(`${API}/listings?${qs}`);
        checkSearch(
          a,
          sent.map(([k, v]) => [wellFormed(k), v]),
          LISTING_ORACLE,
          `GET /listings?${qs.slice(0, 200)}`,
        );
      }),
    );
  });

  it('GET /manuals: the same for the manual parameters', async () => {
    await checkProperty(
      'GET /manuals: the same for the manual parameters',
      fc.asyncProperty(pairs(Object.keys(MANUAL_ORACLE)), async (sent) => {
        const qs = sent.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
        const a = await raw(`${API}/manuals?${qs}`);
        checkSearch(
          a,
          sent.map(([k, v]) => [wellFormed(k), v]),
          MANUAL_ORACLE,
          `GET /manuals?${qs.slice(0, 200)}`,
        );
      }),
    );
  });

  it('raw, unencoded query strings never break the searches', async () => {
    const rawQuery = fc
      .array(
        fc.constantFrom(
          'page=',
          'per_page=',
          'q=',
          '%',
          '%zz',
          '%00',
          '&',
          '&&',
          '=',
          '==',
          'include_sold',
          '%2F',
          '..',
          '+',
          ';',
          '%C3%28',
          '%E2%82',
          '%ff%fe',
          'a',
          '1',
          '-0',
          '1e3',
        ),
        { maxLength: 12 },
      )
      .map((xs) => xs.join(''));
    await checkProperty(
      'raw, unencoded query strings never break the searches',
      fc.asyncProperty(fc.constantFrom('/listings', '/manuals'), rawQuery, async (path, q) => {
        const a = await raw(`${API}${path}?${q}`);
        bounded(a, q);
        expect([200, 422], `${path}?${q}: ${a.status} ${a.text.slice(0, 200)}`).toContain(a.status);
        expect(isJson(a)).toBe(true);
        if (a.status === 422) expect(Array.isArray(a.json.detail)).toBe(true);
        else expect(Array.isArray(a.json.items)).toBe(true);
      }),
    );
  });

  it('numbers that are not plain decimal integers are int_parsing; huge ones are valid pages', async () => {
    for (const v of ['1e3', '0x10', '1.0', '1_000', '', ' ', 'NaN', '１２']) {
      const a = await raw(`${API}/listings?page=${enc(v)}`);
      expect(a.status, v).toBe(422);
      expect(a.json.detail[0].type, v).toBe('int_parsing');
    }
    for (const [v, type] of [
      ['-0', 'greater_than_equal'],
      ['0', 'greater_than_equal'],
      ['-99999999999999999999', 'greater_than_equal'],
    ]) {
      const a = await raw(`${API}/listings?page=${enc(v)}`);
      expect(a.json.detail[0].type, v).toBe(type);
    }
    const huge = await raw(`${API}/listings?page=${'9'.repeat(40)}`);
    expect(huge.status).toBe(200);
    expect(huge.json.items).toEqual([]);
    expect(huge.json.total).toBeGreaterThan(0);
    const hugePer = await raw(`${API}/listings?per_page=${'9'.repeat(40)}`);
    expect(hugePer.json.detail[0].type).toBe('less_than_equal');
  });
});

// ---------- path segments ----------

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).map(enc) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(enc) },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 4000 }).map(enc) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '..%2F..%2Fsite',
      '%2e%2e%2fsite',
      '%2Fetc%2Fpasswd',
      'x%2F..%2F..%2Fsite',
      '%5C..%5C',
      '.json',
      'x.json',
      'x.md',
      'index.html',
      '%252e%252e',
      'lst_',
      'lst_zzzzzzzz',
      'man_zzzzzzzz',
      'LST_KMNNNG8I',
      '*',
      '(a%2B)%2B%24',
      '%E2%80%AE',
      '%EF%BB%BF',
      '%C0%AE%C0%AE',
      '%ZZ',
      '%',
      'a%2Fb',
      '~',
      '%7E',
    ),
  },
);

describe('path segments', () => {
  it('listing and manual lookups: any encoded segment is a 200 or exactly the contract 404', async () => {
    await checkProperty(
      'listing and manual lookups: any encoded segment is a 200 or exactly the contract 404',
      fc.asyncProperty(
        fc.constantFrom(
          ['listings', 'Listing not found'],
          ['manuals', 'Manual not found'],
          ['checklists', 'Checklist not found'],
        ),
        segment,
        async ([kind, detail], seg) => {
          const a = await raw(`${API}/${kind}/${seg}`);
          const what = `GET ${API}/${kind}/${seg.slice(0, 120)}`;
          bounded(a, what);
          if (DOT_SEGMENT.test(seg)) return expect(a.status, what).toBeLessThan(500);
          expect(a.status, `${what}: ${a.text.slice(0, 200)}`).toBeLessThan(500);
          expect(isJson(a), what).toBe(true);
          if (a.status === 200) expect(a.json).toHaveProperty('data');
          else {
            expect(a.status, what).toBe(404);
            // A segment that decodes to a path (`%2F`) may leave the lookup and be an unknown API path.
            expect([{ detail }, { detail: 'Not Found' }], what).toContainEqual(a.json);
            if (!/%2f|%5c|%25/i.test(seg)) expect(a.json, what).toEqual({ detail });
          }
        },
      ),
    );
  });

  it('unknown API paths are JSON 404s, never HTML', async () => {
    const known = /^(site|glossary|checklists|guides|snapshot|listings|manuals|mcp|openapi\.json|[a-z]+\.json)$/;
    await checkProperty(
      'unknown API paths are JSON 404s, never HTML',
      fc.asyncProperty(segment, fc.boolean(), async (seg, nested) => {
        const path = `${API}/${nested ? `${seg}/x` : seg}`;
        const a = await raw(path);
        bounded(a, path);
        expect(a.status, `${path}: ${a.text.slice(0, 200)}`).toBeLessThan(500);
        let decoded = seg;
        try {
          decoded = decodeURIComponent(seg);
        } catch {
          /* stays encoded */
        }
        if (!nested && known.test(decoded)) return;
        // `.` and `..` are removed by URL parsing (RFC 3986 §5.2.4): the request is for the parent path.
        if (DOT_SEGMENT.test(seg)) return;
        expect(a.status, path).toBe(404);
        expect(isJson(a), path).toBe(true);
        expect(a.json).toHaveProperty('detail');
      }),
    );
  });

  /**
   * What a page path may answer (the routing table's rules): a path that URL
   * normalisation leaves with a trailing slash (`/listings/.`, `/listings/`)
   * is a 308 to the path without it; a listing page by public id is a 308 to
   * the slug's address or the HTML 404; anything else is a page or the 404.
   */
  function expectedPageStatus(prefix: string, seg: string, suffix: string): number[] {
    const pathPart = `${prefix}${seg}${suffix.startsWith('?') ? '' : suffix}`;
    const normalized = new URL(pathPart, 'http://x').pathname;
    if (normalized.length > 1 && normalized.endsWith('/')) return [308];
    if (
      prefix === '/listings/' &&
      /^lst_[0-9a-z]{8,}$/i.test(seg) &&
      ['', '.md', '.json', '?format=md'].includes(suffix)
    )
      return [308, 404];
    return [200, 404];
  }

  /** A miss answers in the type asked for (src/http/not-found.ts): the extension, else a page (HTML, or its twin when negotiated). */
  const missType = (path: string) =>
    /\.json$/i.test(path)
      ? /^application\/json/
      : /\.(md|markdown)$/i.test(path)
        ? /^text\/markdown/
        : /[^/.]\.(?!html?$)[^/.]+$/i.test(path)
          ? /^text\/plain/
          : /^text\/(html|markdown)/;

  it('pages and twins: any encoded segment is a page or the HTML 404', async () => {
    await checkProperty(
      'pages and twins: any encoded segment is a page or the HTML 404',
      fc.asyncProperty(
        fc.constantFrom('/listings/', '/manuals/', '/checklists/', '/guides/', '/'),
        segment,
        fc.constantFrom('', '.md', '.json', '?format=md'),
        fc.constantFrom('text/markdown', 'text/html', '*/*'),
        async (prefix, seg, suffix, accept) => {
          const path = `${prefix}${seg}${suffix}`;
          const a = await raw(path, { headers: { accept } });
          bounded(a, path);
          expect(a.status, `${path}: ${a.text.slice(0, 200)}`).toBeLessThan(500);
          const expected = expectedPageStatus(prefix, seg, suffix);
          expect(expected, `${path} → ${a.status} ${String(a.headers.location ?? '')}`).toContain(a.status);
          if (a.status === 308) expect(String(a.headers.location), path).toMatch(/^(https?:\/\/[^/]+)?\//);
          if (a.status === 404) expect(String(a.headers['content-type']), path).toMatch(missType(path.split('?')[0]));
        },
      ),
    );
  });

  it('dot segments, backslashes and raw traversal stay inside the output', async () => {
    const attempts = [
      '/..',
      '/../',
      '/%2e%2e/',
      '/api/agents/v1/listings/..',
      '/api/agents/v1/listings/%2e%2e',
      '/api/agents/v1/../../etc/passwd',
      '/api\\agents\\v1\\site',
      '/static/../config.json',
      '/config.json',
      '/functions/api/agents/v1/listings.func/index.mjs',
      '/api/agents/v1/listings.func/.vc-config.json',
      '/..%2f..%2fconfig.json',
      '/%2e%2e%2fconfig.json',
      '/build-info.json',
      '//etc/passwd',
      '/api/agents/v1/checklists/..%2F..%2F..%2Fconfig',
      '/_astro/..%2F..%2Fconfig.json',
    ];
    for (const p of attempts) {
      const a = await raw(p);
      expect(a.status, `${p}: ${a.text.slice(0, 100)}`).toBeLessThan(500);
      expect(a.text, p).not.toMatch(/"version":\s*3,|"handler"|"fingerprint"|root:x:0/);
      if (p.startsWith('/api') && a.status === 404) expect(isJson(a), p).toBe(true);
    }
  });
});

// ---------- MCP ----------

let mcpUp = false;
beforeAll(async () => {
  const a = await raw(`${API}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  mcpUp = a.status === 200 && Array.isArray(a.json?.result?.tools);
});

const TOOLS = [
  'search_listings',
  'get_listing',
  'search_manuals',
  'get_manual',
  'get_glossary',
  'list_checklists',
  'get_checklist',
  'list_guides',
  'get_market_snapshot',
  'get_site_facts',
  'search',
  'fetch',
];
const jsonish = fc.jsonValue({ maxDepth: 3 });
const rpcBody = fc.oneof(
  jsonish.map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        jsonrpc: fc.oneof(fc.constant('2.0'), jsonish),
        id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), jsonish),
        method: fc.oneof(
          fc.constantFrom(
            'initialize',
            'ping',
            'tools/list',
            'tools/call',
            'notifications/initialized',
            'resources/list',
            'prompts/list',
            '',
          ),
          fc.string(),
        ),
        params: jsonish,
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      name: fc.oneof(fc.constantFrom(...TOOLS), fc.string()),
      arguments: fc.oneof(
        fc.dictionary(
          fc.constantFrom(
            'q',
            'page',
            'per_page',
            'include_sold',
            'slug_or_id',
            'public_id',
            'slug',
            'term',
            'query',
            'id',
            'category',
            'x',
          ),
          fc.oneof(value, jsonish),
        ),
        jsonish,
      ),
    })
    .map((params) => JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params })),
  fc
    .array(
      fc.record({ jsonrpc: fc.constant('2.0'), id: fc.integer(), method: fc.constantFrom('ping', 'tools/list') }),
      { maxLength: 3 },
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    '{',
    '[',
    'null',
    '{"jsonrpc":"2.0"',
    '\u0000',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_listings","arguments":{"page":"1e3"}}}',
  ),
);

describe('MCP JSON-RPC bodies', () => {
  it('any body: never a 5xx, a JSON-RPC answer or a documented 4xx, in bounded time', async () => {
    expect(mcpUp, 'POST /api/agents/v1/mcp answers tools/list').toBe(true);
    await checkProperty(
      'any body: never a 5xx, a JSON-RPC answer or a documented 4xx, in bounded time',
      fc.asyncProperty(
        rpcBody,
        fc.constantFrom('application/json', 'application/json; charset=utf-8'),
        async (body, type) => {
          const a = await raw(`${API}/mcp`, {
            method: 'POST',
            headers: { 'content-type': type, accept: 'application/json, text/event-stream' },
            body,
          });
          const what = `POST /mcp ${body.slice(0, 200)}`;
          bounded(a, what);
          expect(a.status, `${what}: ${a.text.slice(0, 300)}`).toBeLessThan(500);
          expect([200, 202, 400, 404, 406, 413, 415], `${what}: ${a.status}`).toContain(a.status);
          if (a.status === 202) return;
          expect(a.json, `${what}: not JSON: ${a.text.slice(0, 200)}`).toBeDefined();
          const one = Array.isArray(a.json) ? a.json : [a.json];
          for (const m of one) {
            if ('jsonrpc' in m) {
              expect(m.jsonrpc).toBe('2.0');
              expect('result' in m || 'error' in m, what).toBe(true);
              if (m.error) expect(typeof m.error.code).toBe('number');
            } else expect(m, what).toHaveProperty('detail');
          }
        },
      ),
    );
  });

  it('oversized bodies are 413, wrong content types 415', async () => {
    expect(mcpUp, 'POST /api/agents/v1/mcp answers tools/list').toBe(true);
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70 * 1024) } });
    const a = await raw(`${API}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: big,
    });
    expect(a.status).toBe(413);
    const b = await raw(`${API}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', accept: 'application/json, text/event-stream' },
      body: '{}',
    });
    expect(b.status).toBe(415);
  });
});
