// node scripts/bench/leak-scan.mjs --output DIR --content DIR [--baseline CHECKOUT] [--rounds N] [--threads N]
//   [--pool-only] [--drop-caches] [--one-thread-every N [--one-thread-only]] [--walk]
// The build's last-line leak scan over a built output (a .vercel/output and
// its .generated/data beside it): CPU time on one thread, and wall time on
// the pool the build uses; with --baseline, another checkout's scan of the
// same files in the same run (its own rules), for the ratio. With --rounds N
// the two scans alternate N times (which goes first alternates too), each
// round with fresh rules (so nothing is remembered from the round before, but for
// the number plans' answers: privacy/phone-plans.ts caches them per module, so from the second round on a side reads
// the numbers it read before from that cache, as a build's single pass never does; the pool's threads start cold),
// and the medians are compared: the machine is shared and noisy. The pool
// (wall and CPU of all its threads) alternates the same way, after the one-thread rounds. With --drop-caches
// the kernel's page, dentry and inode caches are dropped before each pool scan (root only: the walk and the reads
// then wait on the disk, as in a scan of a tree nothing has read lately); each round's line says whether it ran cold.
// With --one-thread-every N the one-thread rounds read every N-th file of the walk (the same files on both sides,
// every kind in its share): at 100,000 listings a whole one-thread round takes minutes a side, and alternating
// rounds in one process are what separates two codes on a noisy machine. The pool always reads the whole tree;
// --one-thread-only leaves it out.
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { readContent } from '../../src/catalog/read-content.ts';
import * as ours from '../../src/build/leak-scan.ts';
import { publish } from '../../src/catalog/publish.ts';
import * as ourPool from '../../src/build/leak-scan-pool.ts';

const { scanInParallel } = ourPool;

const { values } = parseArgs({
  options: {
    output: { type: 'string' },
    content: { type: 'string' },
    baseline: { type: 'string' },
    rounds: { type: 'string' },
    threads: { type: 'string' },
    'pool-only': { type: 'boolean' },
    'one-thread-every': { type: 'string' },
    'one-thread-only': { type: 'boolean' },
    'drop-caches': { type: 'boolean' },
    walk: { type: 'boolean' },
  },
});
const output = resolve(values.output ?? '.vercel/output');
// A build copied away from its checkout (/tmp/scale-wt/build-100k) has no .generated/data beside it: the output alone.
const data = join(output, '../../.generated/data');
const hasData = existsSync(data);
const isFunctionData = (p) => p.startsWith(join(output, 'functions')) && p.includes('/data/');
const rounds = Math.max(1, Number(values.rounds ?? 1));

// --walk: how long the pool's threads wait for their first batches. This checkout hands batches out as it walks
// (leak-scan.ts scannableGroups); a baseline without that walked the whole tree, then cut the batches from the list.
if (values.walk) {
  const sides = [{ name: 'this checkout', scan: ours, pool: ourPool }];
  if (values.baseline) {
    const at = resolve(values.baseline);
    const scan = await import(`${at}/src/build/leak-scan.ts`);
    sides.push({ name: `baseline ${values.baseline}`, scan, pool: await import(`${at}/src/build/leak-scan-pool.ts`) });
  }
  for (let r = 0; r < rounds; r++) {
    for (const s of r % 2 ? [...sides].reverse() : sides) {
      const t0 = performance.now();
      const queue = s.scan.scannableGroups
        ? s.pool.batches(s.scan.scannableGroups(output, isFunctionData))
        : s.pool.batches(s.scan.scannable(output, isFunctionData));
      const it = queue[Symbol.iterator]();
      it.next();
      it.next();
      const ready = performance.now() - t0;
      let n = 2;
      while (!it.next().done) n++;
      const all = performance.now() - t0;
      console.log(
        `round ${r + 1}, ${s.name}: two batches ready after ${ready.toFixed(0)} ms, all ${n} after ${all.toFixed(0)} ms`,
      );
    }
  }
  process.exit(0);
}
const raw = readContent(resolve(values.content ?? 'content'));
// Every step-th file of the tree, walked as the build walks it (the baseline reads the same list).
const step = Number(values['one-thread-every'] ?? 0);
const sample =
  step > 0
    ? [...ours.scannable(output, isFunctionData), ...(hasData ? ours.scannable(data) : [])].filter(
        (_, i) => i % step === 0,
      )
    : undefined;
if (sample) console.log(`one-thread rounds: every ${step}th file of the tree, ${sample.length} files`);

// The build's rules: the raw content, and the published slugs (identifiers wherever they stand).
const published = publish(raw, 'http://localhost');
const scans = [{ name: 'this checkout', mod: ours, cpu: [], findings: undefined }];
if (values.baseline) {
  const mod = await import(`${resolve(values.baseline)}/src/build/leak-scan.ts`);
  scans.push({ name: `baseline ${values.baseline}`, mod, cpu: [], findings: undefined });
}

/** One scan on this thread with fresh rules: CPU and wall ms, and what it found. */
function scanOnce({ mod }) {
  const rules = mod.leakRules(raw, published);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const found = sample
    ? sample.flatMap((f) => mod.scanFile(f, rules)).slice(0, 1000)
    : [
        ...mod.scanTree(output, rules, { skip: isFunctionData, limit: 1000 }),
        ...(hasData ? mod.scanTree(data, rules, { limit: 1000 }) : []),
      ];
  const c = process.cpuUsage(c0);
  return { cpuMs: Math.round((c.user + c.system) / 1000), wallMs: Math.round(performance.now() - t0), found };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (let r = 0; r < (values['pool-only'] ? 0 : rounds); r++) {
  for (const s of r % 2 ? [...scans].reverse() : scans) {
    const { cpuMs, wallMs, found } = scanOnce(s);
    s.cpu.push(cpuMs);
    s.findings = JSON.stringify(found);
    console.log(`round ${r + 1}, ${s.name}, one thread: ${cpuMs} ms CPU, ${wallMs} ms wall, ${found.length} findings`);
  }
}
if (!values['pool-only'])
  for (const s of scans) console.log(`${s.name}: median ${median(s.cpu)} ms CPU over ${rounds} round(s)`);
if (scans.length === 2 && !values['pool-only']) {
  console.log(`CPU, baseline ÷ this checkout (medians): ${(median(scans[1].cpu) / median(scans[0].cpu)).toFixed(2)}×`);
  console.log(`findings ${scans[0].findings === scans[1].findings ? 'identical' : 'DIFFER'}`);
}
// The pool the build uses (wall time and the CPU of every thread), alternated with the baseline's pool as above.
const pools = scans.map((s) => ({ ...s, wall: [], poolCpu: [] }));
for (let r = 0; r < (values['one-thread-only'] ? 0 : rounds); r++) {
  for (const s of r % 2 ? [...pools].reverse() : pools) {
    const pool =
      s === pools[0] ? { scanInParallel } : await import(`${resolve(values.baseline)}/src/build/leak-scan-pool.ts`);
    if (values['drop-caches']) {
      execFileSync('sync');
      writeFileSync('/proc/sys/vm/drop_caches', '3');
    }
    const load = loadavg()[0].toFixed(1);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const pooled = await pool.scanInParallel(
      [{ dir: output, skip: isFunctionData }, ...(hasData ? [{ dir: data }] : [])],
      s.mod.leakRules(raw, published),
      { threads: values.threads ? Number(values.threads) : undefined, limit: 1000 },
    );
    const c = process.cpuUsage(c0);
    s.wall.push(Math.round(performance.now() - t0));
    s.poolCpu.push(Math.round((c.user + c.system) / 1000));
    s.pooled = JSON.stringify(pooled.map((l) => `${l.where} ${l.kind} ${l.match}`).sort());
    console.log(
      `round ${r + 1}, ${s.name}, pool${values['drop-caches'] ? ' (cold: caches dropped)' : ''}:`,
      `${s.wall.at(-1)} ms wall,`,
      `${s.poolCpu.at(-1)} ms CPU, load ${load},`,
      `${pooled.length} findings`,
    );
  }
}
if (!values['one-thread-only']) {
  for (const s of pools) console.log(`${s.name}, pool: median ${median(s.wall)} ms wall, ${median(s.poolCpu)} ms CPU`);
  if (pools.length === 2) {
    const [a, b] = pools;
    console.log(
      'pool, baseline ÷ this checkout (medians):',
      `wall ${(median(b.wall) / median(a.wall)).toFixed(2)}×,`,
      `CPU ${(median(b.poolCpu) / median(a.poolCpu)).toFixed(2)}×;`,
      `findings ${a.pooled === b.pooled ? 'identical' : 'DIFFER'}`,
    );
  }
}
