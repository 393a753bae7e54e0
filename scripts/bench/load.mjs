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
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discover, scenarios } from './lib/load-scenarios.mjs';
import { load, serveOutput } from './lib/serve-child.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Unknown options are ignored, as they always were.
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    only: { type: 'string' },
    json: { type: 'string' },
  },
  strict: false,
});
const opt = (name, def) => args[name] ?? def;
const DURATION = Number(opt('duration', process.env.LOAD_DURATION || 10));
const CONNECTIONS = Number(opt('connections', process.env.LOAD_CONNECTIONS || 10));
const ONLY = opt('only', null)?.split(',');
const JSON_OUT = opt('json', null);
const run = (base, _name, reqs) => load(base, reqs, { connections: CONNECTIONS, duration: DURATION });

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

const own = process.env.BASE_URL ? null : await serveOutput(join(ROOT, '.vercel/output'));
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
  console.log(
    `load: ${base}, ${found.listings.length} listings, ${found.manuals.length} manuals; ${DURATION} s per scenario, ${CONNECTIONS} connections${all._mcpUp ? '' : '; MCP not built: mcp scenario skipped'}\n`,
  );
  console.log(
    `${pad('scenario', 10)}${lpad('req/s', 10)}${lpad('p50 ms', 9)}${lpad('p99 ms', 9)}${lpad('max ms', 9)}${lpad('requests', 10)}${lpad('errors', 8)}${lpad('timeouts', 10)}${lpad('2xx', 9)}${lpad('3xx', 6)}${lpad('4xx', 6)}${lpad('5xx', 6)}`,
  );
  for (const name of names) {
    const r = await run(base, name, all[name]);
    const row = {
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      requests: r.requests.total,
      errors: r.errors,
      timeouts: r.timeouts,
      '2xx': r['2xx'],
      '3xx': r['3xx'],
      '4xx': r['4xx'],
      '5xx': r['5xx'],
      statusCodes: r.statusCodeStats,
    };
    results[name] = row;
    console.log(
      `${pad(name, 10)}${lpad(row.rps, 10)}${lpad(row.p50, 9)}${lpad(row.p99, 9)}${lpad(row.max, 9)}${lpad(row.requests, 10)}${lpad(row.errors, 8)}${lpad(row.timeouts, 10)}${lpad(row['2xx'], 9)}${lpad(row['3xx'], 6)}${lpad(row['4xx'], 6)}${lpad(row['5xx'], 6)}`,
    );
    if (row.errors || row.timeouts || row['5xx']) failed = true;
    if (row['4xx']) console.log(`  ${name}: unexpected 4xx answers: ${JSON.stringify(row.statusCodes)}`);
  }
  if (results.search && results.static)
    console.log(`\nsearch / static throughput: ${(results.search.rps / results.static.rps).toFixed(2)}`);
  if (JSON_OUT)
    writeFileSync(JSON_OUT, JSON.stringify({ base, duration_s: DURATION, connections: CONNECTIONS, results }, null, 2));
} finally {
  own?.stop();
}
if (failed) {
  console.error('\nFAILED: errors, timeouts or 5xx answers under load');
  process.exit(1);
}
console.log('\nok: no errors, no timeouts, no 5xx');
