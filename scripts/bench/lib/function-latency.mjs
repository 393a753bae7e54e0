// What a caller waits for, measured on built functions: `default.fetch(new
// Request(url))` with the body read, over distinct queries (interleaved
// between engines, who goes first alternating; bodies compared), and the cold
// start of a fresh node (import, one query; median of 5).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toSearch } from './distinct-queries.mjs';

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)];
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
export const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50_ms: pct(s, 0.5), p90_ms: pct(s, 0.9), p99_ms: pct(s, 0.99), max_ms: s.at(-1) };
};

const COLD_CHILD = `
const [file, url] = process.argv.slice(1);
const mod = await import(file);
const res = await mod.default.fetch(new Request(url));
await res.text();
process.stdout.write(JSON.stringify({ ms: performance.now(), status: res.status }));
process.exit(0);
`;

export function coldStart(funcDir, url, env) {
  const runs = [];
  let status;
  for (let i = 0; i < 5; i++) {
    const r = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', COLD_CHILD, pathToFileURL(join(funcDir, 'index.mjs')).href, url],
      { encoding: 'utf8', env: { ...process.env, SECONDLINE_DATA_DIR: '', ...env } },
    );
    if (r.status !== 0) throw new Error(`cold start of ${funcDir} failed: ${r.stderr}`);
    const out = JSON.parse(r.stdout);
    runs.push(out.ms);
    status = out.status;
  }
  return { ms: median(runs), runs, status };
}

/** Per engine the time of each measured query; `differ`: queries whose bodies were not all equal. */
export async function latencies(engines, site, queries, warm) {
  const names = Object.keys(engines);
  const ask = (name, q) => engines[name].fetch(new Request(`${site}/api/agents/v1/listings?${toSearch(q)}`));
  for (const q of warm) for (const name of names) await (await ask(name, q)).text();
  const times = Object.fromEntries(names.map((n) => [n, []]));
  let differ = 0;
  for (let i = 0; i < queries.length; i++) {
    const bodies = {};
    for (const name of i % 2 ? names : [...names].reverse()) {
      const a = performance.now();
      const res = await ask(name, queries[i]);
      bodies[name] = await res.text();
      times[name].push(performance.now() - a);
      if (res.status !== 200)
        throw new Error(`${name} answered ${res.status} to ${toSearch(queries[i])}: ${bodies[name].slice(0, 300)}`);
    }
    if (new Set(Object.values(bodies)).size > 1) differ++;
  }
  return { times, differ };
}
