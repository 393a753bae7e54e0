// MCP tools/call throughput through the local server (the mix of
// ./lib/load-scenarios.mjs), against REST listing search on the same build
// and, when given, the same mix on a baseline build, all measured in one run
// with the targets interleaved round by round: the machines are shared, so
// the ratios are the figures, not the absolute rates.
//   npm run bench -- --mcp [--baseline-ref main | --baseline DIR] [--rounds 3] [--duration 5] [--connections 10]
// Needs a build in .vercel/output (npm run build). --baseline-ref builds that
// commit in a temporary folder first (for the same SITE) and removes it after.
import { parseArgs } from 'node:util';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { discover, scenarios } from './lib/load-scenarios.mjs';
import { buildRef } from './lib/baseline-build.mjs';
import { cpuMs, load, serveOutput } from './lib/serve-child.mjs';

const { values: o } = parseArgs({
  options: { 'baseline-ref': { type: 'string' }, baseline: { type: 'string' }, rounds: { type: 'string' }, duration: { type: 'string' }, connections: { type: 'string' } },
  strict: false,
});
const ROUNDS = Number(o.rounds ?? 3);
const opts = { duration: Number(o.duration ?? 5), connections: Number(o.connections ?? 10) };
const OUTPUT = resolve('.vercel/output');
const site = JSON.parse(readFileSync(`${OUTPUT}/build-info.json`, 'utf8')).site;

const built = o['baseline-ref'] ? buildRef(o['baseline-ref'], site) : null;
const baselineDir = built?.output ?? (o.baseline ? resolve(o.baseline) : null);
const servers = [];
try {
  const current = await serveOutput(OUTPUT);
  servers.push(current);
  const baseline = baselineDir ? await serveOutput(baselineDir, built?.root) : null;
  if (baseline) servers.push(baseline);
  const mix = scenarios(await discover(current.base));
  if (!mix.mcp) throw new Error('the MCP endpoint does not answer tools/list');
  const targets = [
    { name: 'mcp', label: 'MCP tools/call, this build', server: current, reqs: mix.mcp },
    { name: 'search', label: 'REST listing search, this build', server: current, reqs: mix.search },
    ...(baseline ? [{ name: 'baseline', label: `MCP tools/call, ${o['baseline-ref'] ?? baselineDir}`, server: baseline, reqs: mix.mcp }] : []),
  ];
  for (const t of targets) await load(t.server.base, t.reqs, { ...opts, duration: 1 }); // warm-up, not counted
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    // Rotate the order each round, so drift in the machine's load does not favour one target.
    for (const t of targets.map((_, i) => targets[(i + r) % targets.length])) {
      const cpu0 = cpuMs(t.server.pid);
      const res = await load(t.server.base, t.reqs, opts);
      const cpu = cpu0 === null ? null : ((cpuMs(t.server.pid) - cpu0) * 1000) / res.requests.total;
      if (res.errors || res.timeouts || res.non2xx) throw new Error(`${t.name}: ${res.errors} errors, ${res.timeouts} timeouts, ${res.non2xx} non-2xx`);
      runs[t.name].push({ rps: res.requests.average, p50: res.latency.p50, p99: res.latency.p99, cpu });
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = Object.fromEntries(targets.map((t) => [t.name, {
    label: t.label, rps: Math.round(median(runs[t.name].map((x) => x.rps))), p50_ms: median(runs[t.name].map((x) => x.p50)),
    p99_ms: median(runs[t.name].map((x) => x.p99)), rounds: runs[t.name].map((x) => Math.round(x.rps)),
    server_cpu_us_per_request: runs[t.name][0].cpu === null ? null : Math.round(median(runs[t.name].map((x) => x.cpu))),
  }]));
  console.log(`\nMCP throughput through the local server: ${ROUNDS} rounds × ${opts.duration} s, ${opts.connections} connections, medians`);
  for (const s of Object.values(summary)) {
    console.log(`  ${s.label.padEnd(44)} ${String(s.rps).padStart(6)} req/s  p50 ${s.p50_ms} ms  p99 ${s.p99_ms} ms  server CPU ${s.server_cpu_us_per_request ?? '?'} µs/request  (rounds: ${s.rounds.join(', ')})`);
  }
  // Throughput ratios, and the same from the server's CPU per request (steadier on a shared machine).
  const ratio = (a, b) => +(summary[a].rps / summary[b].rps).toFixed(2);
  const cpuRatio = (a, b) => (summary[a].server_cpu_us_per_request && summary[b].server_cpu_us_per_request
    ? +(summary[b].server_cpu_us_per_request / summary[a].server_cpu_us_per_request).toFixed(2) : null);
  const ratios = { mcp_over_search: ratio('mcp', 'search'), mcp_over_search_cpu: cpuRatio('mcp', 'search') };
  if (summary.baseline) {
    Object.assign(ratios, {
      mcp_over_baseline: ratio('mcp', 'baseline'), mcp_over_baseline_cpu: cpuRatio('mcp', 'baseline'),
      baseline_over_search: ratio('baseline', 'search'), baseline_over_search_cpu: cpuRatio('baseline', 'search'),
    });
  }
  console.log(`  ratios: ${Object.entries(ratios).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/mcp-throughput.json', `${JSON.stringify({ measured_at: new Date().toISOString(), rounds: ROUNDS, ...opts, summary, ratios }, null, 2)}\n`);
} finally {
  for (const s of servers) s.stop();
  built?.cleanup();
}
