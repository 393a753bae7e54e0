// The MCP part of npm run bench: the tools/call mix of ./lib/load-scenarios.mjs
//  1. by the built MCP function alone, Request in, body read, in a fresh process
//     per measurement (CPU and wall time per call);
//  2. through the local server under load (autocannon, 10 connections):
//     requests per second and the server's CPU per request, against REST
//     listing search on the same build;
// each against a baseline build when given, the targets interleaved round by
// round. The machines are shared and busy, so the ratios are the figures.
//   npm run bench -- --mcp [--baseline-ref <commit> | --baseline DIR] [--rounds 3] [--duration 5]
// Needs a build in .vercel/output (npm run build). --baseline-ref builds that
// commit in a temporary folder (same SITE), serves it with its own local
// server code, and removes it afterwards.
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { discover, scenarios } from './lib/load-scenarios.mjs';
import { buildRef } from './lib/baseline-build.mjs';
import { cpuMs, load, serveOutput } from './lib/serve-child.mjs';

const { values: o } = parseArgs({
  options: {
    'baseline-ref': { type: 'string' },
    baseline: { type: 'string' },
    rounds: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
  },
  strict: false,
});
const ROUNDS = Number(o.rounds ?? 3);
const opts = { duration: Number(o.duration ?? 5), connections: Number(o.connections ?? 10) };
const OUTPUT = resolve('.vercel/output');
const site = JSON.parse(readFileSync(`${OUTPUT}/build-info.json`, 'utf8')).site;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rotate = (xs, r) => xs.map((_, i) => xs[(i + r) % xs.length]);
const ratio = (a, b) => (a && b ? +(a / b).toFixed(2) : null);

const built = o['baseline-ref'] ? buildRef(o['baseline-ref'], site) : null;
const baselineDir = built?.output ?? (o.baseline ? resolve(o.baseline) : null);
const baselineLabel = o['baseline-ref'] ?? baselineDir;
const servers = [];
try {
  const current = await serveOutput(OUTPUT);
  servers.push(current);
  const baseline = baselineDir ? await serveOutput(baselineDir, built?.root) : null;
  if (baseline) servers.push(baseline);
  const found = await discover(current.base);
  const mix = scenarios(found);
  if (!mix.mcp) throw new Error('the MCP endpoint does not answer tools/list');

  // 1. The function alone.
  const builds = [{ name: 'mcp', dir: OUTPUT }, ...(baselineDir ? [{ name: 'baseline', dir: baselineDir }] : [])];
  const fnRuns = Object.fromEntries(builds.map((b) => [b.name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const b of rotate(builds, r)) {
      const out = execFileSync(
        process.execPath,
        [new URL('./lib/mcp-function.mjs', import.meta.url).pathname, b.dir, found.listings[0].slug],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      fnRuns[b.name].push(JSON.parse(out));
    }
  }
  const fn = Object.fromEntries(
    builds.map((b) => [
      b.name,
      {
        cpu_us_per_call: Math.round(median(fnRuns[b.name].map((x) => x.cpu_us))),
        wall_us_per_call: Math.round(median(fnRuns[b.name].map((x) => x.wall_us))),
      },
    ]),
  );

  // 2. Through the local server.
  const targets = [
    { name: 'mcp', label: 'MCP tools/call, this build', server: current, reqs: mix.mcp },
    { name: 'search', label: 'REST listing search, this build', server: current, reqs: mix.search },
    ...(baseline
      ? [{ name: 'baseline', label: `MCP tools/call, ${baselineLabel}`, server: baseline, reqs: mix.mcp }]
      : []),
  ];
  for (const t of targets) await load(t.server.base, t.reqs, { ...opts, duration: 1 }); // warm-up, not counted
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of rotate(targets, r)) {
      const cpu0 = cpuMs(t.server.pid);
      const res = await load(t.server.base, t.reqs, opts);
      const cpu = cpu0 === null ? null : ((cpuMs(t.server.pid) - cpu0) * 1000) / res.requests.total;
      if (res.errors || res.timeouts || res.non2xx)
        throw new Error(`${t.name}: ${res.errors} errors, ${res.timeouts} timeouts, ${res.non2xx} non-2xx`);
      runs[t.name].push({ rps: res.requests.average, p50: res.latency.p50, p99: res.latency.p99, cpu });
    }
  }
  const http = Object.fromEntries(
    targets.map((t) => [
      t.name,
      {
        label: t.label,
        rps: Math.round(median(runs[t.name].map((x) => x.rps))),
        p50_ms: median(runs[t.name].map((x) => x.p50)),
        p99_ms: median(runs[t.name].map((x) => x.p99)),
        rounds_rps: runs[t.name].map((x) => Math.round(x.rps)),
        server_cpu_us_per_request:
          runs[t.name][0].cpu === null ? null : Math.round(median(runs[t.name].map((x) => x.cpu))),
      },
    ]),
  );

  const ratios = {
    http_mcp_over_search_rps: ratio(http.mcp.rps, http.search.rps),
    http_mcp_over_search_cpu: ratio(http.search.server_cpu_us_per_request, http.mcp.server_cpu_us_per_request),
    ...(baseline
      ? {
          function_mcp_over_baseline_cpu: ratio(fn.baseline.cpu_us_per_call, fn.mcp.cpu_us_per_call),
          function_mcp_over_baseline_wall: ratio(fn.baseline.wall_us_per_call, fn.mcp.wall_us_per_call),
          http_mcp_over_baseline_rps: ratio(http.mcp.rps, http.baseline.rps),
          http_mcp_over_baseline_cpu: ratio(
            http.baseline.server_cpu_us_per_request,
            http.mcp.server_cpu_us_per_request,
          ),
          http_baseline_over_search_rps: ratio(http.baseline.rps, http.search.rps),
        }
      : {}),
  };
  console.log(
    `\nMCP tools/call mix (${mix.mcp.length} calls), ${ROUNDS} rounds, medians${baseline ? `; baseline ${baselineLabel}` : ''}`,
  );
  for (const b of builds)
    console.log(
      `  function alone, ${b.name === 'mcp' ? 'this build' : baselineLabel}: ${fn[b.name].cpu_us_per_call} µs CPU, ${fn[b.name].wall_us_per_call} µs wall per call`,
    );
  for (const s of Object.values(http)) {
    console.log(
      `  ${s.label}: ${s.rps} req/s (rounds ${s.rounds_rps.join(', ')}), p50 ${s.p50_ms} ms, p99 ${s.p99_ms} ms, server CPU ${s.server_cpu_us_per_request ?? '?'} µs/request`,
    );
  }
  console.log(
    `  ratios (higher is better for this build): ${Object.entries(ratios)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  mkdirSync('bench-results', { recursive: true });
  const result = {
    measured_at: new Date().toISOString(),
    baseline: baselineLabel ?? null,
    rounds: ROUNDS,
    ...opts,
    function: fn,
    http,
    ratios,
  };
  writeFileSync('bench-results/mcp-throughput.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  for (const s of servers) s.stop();
  built?.cleanup();
}
