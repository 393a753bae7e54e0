// npm run bench:load: HTTP load on the built service with autocannon, one
// fixed-time run per scenario (search, lookups, static, MCP tools/call,
// mixed). Prints requests/s, p50/p99 latency, errors and status classes per
// scenario and the search-to-static throughput ratio; exits non-zero on any
// error, timeout or 5xx.
//   BASE_URL=http://127.0.0.1:4321   use a server that is already running (loopback only)
//   --duration S (10)  --connections N (10)  --only search,static,...  --json FILE
// Without BASE_URL it serves .vercel/output (run `npm run build` first) in a
// child process on a free loopback port, so the load generator and the server
// do not share one event loop, and stops it afterwards.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Unknown options are ignored, as they always were.
const { values: args } = parseArgs({ options: { duration: { type: 'string' }, connections: { type: 'string' }, only: { type: 'string' }, json: { type: 'string' } }, strict: false });
const opt = (name, def) => args[name] ?? def;
const DURATION = Number(opt('duration', process.env.LOAD_DURATION || 10));
const CONNECTIONS = Number(opt('connections', process.env.LOAD_CONNECTIONS || 10));
const ONLY = opt('only', null)?.split(',');
const JSON_OUT = opt('json', null);
const API = '/api/agents/v1';

const freePort = () => new Promise((res, rej) => {
  const s = createServer();
  s.once('error', rej);
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => res(port)); });
});

async function startServer() {
  const out = join(ROOT, '.vercel/output');
  if (!existsSync(join(out, 'config.json'))) throw new Error('no build in .vercel/output: run `npm run build` first (or set BASE_URL)');
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs')], { cwd: ROOT, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${API}/site`)).ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 20 s');
}

const json = async (url, init) => { const r = await fetch(url, init); if (!r.ok) throw new Error(`${url}: ${r.status}`); return r.json(); };

async function discover(base) {
  const listings = [];
  for (let page = 1; page < 100; page++) {
    const b = await json(`${base}${API}/listings?include_sold=true&per_page=50&page=${page}`);
    listings.push(...b.items);
    if (page >= b.total_pages) break;
  }
  const manuals = (await json(`${base}${API}/manuals?per_page=50`)).items;
  const makes = [...new Set(listings.map((l) => l.make))];
  const mcpUp = await fetch(`${base}${API}/mcp`, {
    method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  }).then(async (r) => r.ok && Array.isArray((await r.json()).result?.tools)).catch(() => false);
  return { listings, manuals, makes, mcpUp };
}

function scenarios({ listings, manuals, makes, mcpUp }) {
  const get = (path) => ({ method: 'GET', path });
  const words = ['polar cutter', 'folder', 'heidelberg', 'cnc lathe', 'press', 'laser', 'conveyor', 'saw', 'stitcher', 'extruder', 'mill', 'guilotine', 'bindery', 'packaging machine', 'haas vf2'];
  const search = [
    ...words.map((q) => get(`${API}/listings?q=${encodeURIComponent(q)}`)),
    ...makes.slice(0, 10).map((m) => get(`${API}/listings?make=${encodeURIComponent(m)}`)),
    get(`${API}/listings`), get(`${API}/listings?include_sold=true&page=2`), get(`${API}/listings?category=packaging&condition=good`),
    get(`${API}/listings?location=DE`), get(`${API}/listings?location=ohio&per_page=50`), get(`${API}/manuals?q=service`), get(`${API}/manuals?make=${encodeURIComponent(manuals[0]?.make ?? 'Polar')}`),
  ];
  const lookups = [
    ...listings.slice(0, 100).flatMap((l) => [get(`${API}/listings/${l.slug}`), get(`${API}/listings/${l.id}`)]),
    ...manuals.slice(0, 30).map((m) => get(`${API}/manuals/${m.id}`)),
  ];
  const stat = [
    ...['/', '/glossary', '/checklists', '/guides', '/market-snapshot', '/for-agents', '/llms.txt', '/robots.txt', '/sitemap.xml', '/openapi.json'].map(get),
    ...['/site', '/glossary', '/checklists', '/guides', '/snapshot'].map((p) => get(`${API}${p}`)),
    ...listings.slice(0, 60).flatMap((l) => [get(`/listings/${l.slug}`), get(`/listings/${l.slug}.md`), get(`/listings/${l.slug}.json`)]),
  ];
  const rpc = (name, args) => ({
    method: 'POST', path: `${API}/mcp`, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  const mcp = mcpUp ? [
    rpc('search_listings', { q: 'polar cutter' }), rpc('search_listings', { category: 'packaging', per_page: 5 }), rpc('get_listing', { slug_or_id: listings[0].slug }),
    rpc('search_manuals', { q: 'service' }), rpc('get_site_facts', {}), rpc('get_glossary', {}), rpc('search', { query: 'folder' }), rpc('get_market_snapshot', {}),
  ] : null;
  const mixed = [...search, ...lookups.slice(0, 20), ...stat.slice(0, 40), ...(mcp ?? [])];
  return { search, lookups, static: stat, ...(mcp ? { mcp } : {}), mixed, _mcpUp: mcpUp };
}

function run(base, name, reqs) {
  let i = 0;
  return new Promise((res, rej) => {
    autocannon({
      url: base, connections: CONNECTIONS, duration: DURATION, timeout: 10,
      requests: [{ setupRequest: (req) => ({ ...req, ...reqs[i++ % reqs.length] }) }],
    }, (err, r) => (err ? rej(err) : res(r)));
  });
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

const own = process.env.BASE_URL ? null : await startServer();
const base = (process.env.BASE_URL ?? own.base).replace(/\/$/, '');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(base).hostname)) {
  own?.stop();
  throw new Error(`BASE_URL must be a loopback address (127.0.0.1, localhost, [::1]); got ${base}`);
}
let failed = false;
const results = {};
try {
  const found = await discover(base);
  const all = scenarios(found);
  const names = Object.keys(all).filter((n) => n !== '_mcpUp' && (!ONLY || ONLY.includes(n)));
  console.log(`load: ${base}, ${found.listings.length} listings, ${found.manuals.length} manuals; ${DURATION} s per scenario, ${CONNECTIONS} connections${all._mcpUp ? '' : '; MCP not built: mcp scenario skipped'}\n`);
  console.log(`${pad('scenario', 10)}${lpad('req/s', 10)}${lpad('p50 ms', 9)}${lpad('p99 ms', 9)}${lpad('max ms', 9)}${lpad('requests', 10)}${lpad('errors', 8)}${lpad('timeouts', 10)}${lpad('2xx', 9)}${lpad('3xx', 6)}${lpad('4xx', 6)}${lpad('5xx', 6)}`);
  for (const name of names) {
    const r = await run(base, name, all[name]);
    const row = {
      rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, requests: r.requests.total,
      errors: r.errors, timeouts: r.timeouts, '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'], statusCodes: r.statusCodeStats,
    };
    results[name] = row;
    console.log(`${pad(name, 10)}${lpad(row.rps, 10)}${lpad(row.p50, 9)}${lpad(row.p99, 9)}${lpad(row.max, 9)}${lpad(row.requests, 10)}${lpad(row.errors, 8)}${lpad(row.timeouts, 10)}${lpad(row['2xx'], 9)}${lpad(row['3xx'], 6)}${lpad(row['4xx'], 6)}${lpad(row['5xx'], 6)}`);
    if (row.errors || row.timeouts || row['5xx']) failed = true;
    if (row['4xx']) console.log(`  ${name}: unexpected 4xx answers: ${JSON.stringify(row.statusCodes)}`);
  }
  if (results.search && results.static) console.log(`\nsearch / static throughput: ${(results.search.rps / results.static.rps).toFixed(2)}`);
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify({ base, duration_s: DURATION, connections: CONNECTIONS, results }, null, 2));
} finally {
  own?.stop();
}
if (failed) {
  console.error('\nFAILED: errors, timeouts or 5xx answers under load');
  process.exit(1);
}
console.log('\nok: no errors, no timeouts, no 5xx');
