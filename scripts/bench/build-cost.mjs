// node scripts/bench/build-cost.mjs [--listings N] [--baseline-ref REF] [--rounds R]
// What the privacy step costs the build: a generated catalog (seed 7, N
// listings, default 10,000) built by this checkout and by REF (default main),
// each in an isolated copy, alternating, R rounds (default 1); wall time and
// the build's own step timings (validate, publish, leak scan …) side by side
// with their ratios, and the peak memory of the build's largest process.
// Results: bench-results/build-cost.md and .json.
import { parseArgs } from 'node:util';
import { generateCatalog } from './lib/scale-catalog.mjs';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedBuild, isolatedRoot, revisionRoot, ROOT } from '../lib/isolated-build.mjs';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000' },
    'baseline-ref': { type: 'string', default: 'main' },
    rounds: { type: 'string', default: '1' },
  },
});
const n = Number(values.listings);
const ref = values['baseline-ref'];
const catalog = join(tmpdir(), `secondline-build-cost-${n}`);
if (!existsSync(join(catalog, 'site.yaml'))) {
  generateCatalog(catalog, n, Math.max(50, Math.round(n / 5)));
}

const steps = (stdout) =>
  Object.fromEntries([...stdout.matchAll(/^\[build\] ([a-z ]+): (\d+) ms$/gm)].map((m) => [m[1], Number(m[2])]));
const runs = { this: [], [ref]: [] };
for (let r = 0; r < Number(values.rounds); r++) {
  for (const [name, root] of [
    [ref, revisionRoot(ref)],
    ['this', isolatedRoot()],
  ]) {
    const b = isolatedBuild({ contentDir: catalog, site: 'http://127.0.0.1:4399', root });
    if (b.status !== 0)
      console.error(`[build-cost] ${name}: the build failed (exit ${b.status}):\n${b.stderr.slice(-2000)}`);
    runs[name].push({
      ok: b.status === 0,
      wall: Math.round(b.wallMs),
      steps: steps(b.stdout),
      withheld: (b.stderr.match(/WITHHELD (\d+)/) ?? [])[1] ?? '0',
      // GNU time's %M: the peak resident memory of the build's largest process (null without /usr/bin/time).
      peakMb: b.maxRssKb === null ? undefined : Math.round(b.maxRssKb / 1024),
    });
    console.log(`[build-cost] ${name} round ${r + 1}: ${(b.wallMs / 1000).toFixed(1)} s, exit ${b.status}`);
    b.cleanup();
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor((a.length - 1) / 2)];
const names = [...new Set([...runs.this, ...runs[ref]].flatMap((x) => Object.keys(x.steps)))];
const row = (label, f) => {
  const a = median(runs.this.map(f).filter((x) => x !== undefined));
  const b = median(runs[ref].map(f).filter((x) => x !== undefined));
  return `| ${label} | ${a ?? '–'} | ${b ?? '–'} | ${a && b ? (a / b).toFixed(2) : '–'} |`;
};
const lines = [
  `# Build cost: ${n} generated listings, this checkout and ${ref}, ${values.rounds} round(s), medians`,
  '',
  `| | this checkout (ms) | ${ref} (ms) | this ÷ ${ref} |`,
  '|---|---|---|---|',
  row('whole build (wall)', (x) => (x.ok ? x.wall : undefined)),
  row('peak memory, largest process (MB)', (x) => (x.ok ? x.peakMb : undefined)),
  ...names.map((s) => row(s, (x) => x.steps[s])),
  '',
  `Builds that failed: this ${runs.this.filter((x) => !x.ok).length}, ${ref} ${runs[ref].filter((x) => !x.ok).length}.`,
];
console.log(lines.join('\n'));
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results/build-cost.md'), `${lines.join('\n')}\n`);
writeFileSync(join(ROOT, 'bench-results/build-cost.json'), JSON.stringify({ listings: n, ref, runs }, null, 2));
if (process.env.KEEP_CATALOG !== '1') rmSync(catalog, { recursive: true, force: true });
