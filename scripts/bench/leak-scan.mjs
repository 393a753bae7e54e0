// node scripts/bench/leak-scan.mjs --output DIR --content DIR [--baseline CHECKOUT] [--threads N]
// The build's last-line leak scan over a built output (a .vercel/output and
// its .generated/data beside it): CPU time on one thread, and wall time on
// the pool the build uses; with --baseline, another checkout's scan of the
// same files in the same run (its own rules), for the ratio.
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { readContent } from '../../src/catalog/read-content.ts';
import { leakRules, scanTree } from '../../src/build/leak-scan.ts';
import { publish } from '../../src/catalog/publish.ts';
import { scanInParallel } from '../../src/build/leak-scan-pool.ts';

const { values } = parseArgs({
  options: {
    output: { type: 'string' },
    content: { type: 'string' },
    baseline: { type: 'string' },
    threads: { type: 'string' },
  },
});
const output = resolve(values.output ?? '.vercel/output');
const data = join(output, '../../.generated/data');
const raw = readContent(resolve(values.content ?? 'content'));
const isFunctionData = (p) => p.startsWith(join(output, 'functions')) && p.includes('/data/');

const cpu = (fn) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = fn();
  const c = process.cpuUsage(c0);
  return { result: r, cpuMs: Math.round((c.user + c.system) / 1000), wallMs: Math.round(performance.now() - t0) };
};

// The build's rules: the raw content, and the published slugs (identifiers wherever they stand).
const published = publish(raw, 'http://localhost');
const rules = leakRules(raw, published);
const one = cpu(() => [
  ...scanTree(output, rules, { skip: isFunctionData, limit: 1000 }),
  ...scanTree(data, rules, { limit: 1000 }),
]);
console.log(`this checkout, one thread: ${one.cpuMs} ms CPU, ${one.wallMs} ms wall, ${one.result.length} findings`);
const t0 = performance.now();
const pooled = await scanInParallel([{ dir: output, skip: isFunctionData }, { dir: data }], rules, {
  threads: values.threads ? Number(values.threads) : undefined,
  limit: 1000,
});
console.log(`this checkout, pool: ${Math.round(performance.now() - t0)} ms wall, ${pooled.length} findings`);
if (values.baseline) {
  const dir = resolve(values.baseline);
  const old = await import(`${dir}/src/build/leak-scan.ts`);
  const oldRules = old.leakRules(raw, published);
  const b = cpu(() => [
    ...old.scanTree(output, oldRules, { skip: isFunctionData, limit: 1000 }),
    ...old.scanTree(data, oldRules, { limit: 1000 }),
  ]);
  console.log(
    `baseline ${values.baseline}, one thread: ${b.cpuMs} ms CPU, ${b.wallMs} ms wall, ${b.result.length} findings`,
  );
  console.log(`CPU, baseline ÷ this checkout: ${(b.cpuMs / one.cpuMs).toFixed(2)}×`);
}
