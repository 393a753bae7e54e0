// fast-check settings for every property test: a fixed seed by default, so the
// same commit gives the same result; FC_SEED=random hunts with a fresh seed,
// FC_SEED=<n> replays one. A failure is appended to test-results/fast-check-failures.log
// with the seed and path that reproduce it.
import { appendFileSync, mkdirSync } from 'node:fs';
import fc from 'fast-check';

/** Changed on purpose when the generators change (then the new seed is the new baseline). */
export const DEFAULT_SEED = 20261123;
export const FAILURE_LOG = 'test-results/fast-check-failures.log';

function seedFromEnv(): number {
  const v = process.env.FC_SEED?.trim();
  if (!v) return DEFAULT_SEED;
  if (v === 'random') return (Math.random() * 2 ** 31) | 0;
  const n = Number(v);
  if (!Number.isInteger(n)) throw new Error(`FC_SEED must be an integer or "random", not ${JSON.stringify(v)}`);
  return n;
}

export const SEED = seedFromEnv();
export const RUNS = Number(process.env.FC_RUNS || 150);
console.log(
  `[fast-check] seed ${SEED}, ${RUNS} runs per property${SEED === DEFAULT_SEED ? ' (the fixed default; FC_SEED=random to hunt)' : ''}`,
);

/** fc.assert with the suite's seed; a failure is logged where it can be replayed. */
export async function checkProperty<Ts extends [unknown, ...unknown[]]>(
  name: string,
  property: fc.IAsyncPropertyWithHooks<Ts> | fc.IAsyncProperty<Ts>,
): Promise<void> {
  try {
    await fc.assert(property, { numRuns: RUNS, seed: SEED });
  } catch (e) {
    const m = /seed: (-?\d+), path: "([^"]*)"/.exec(String((e as Error).message));
    mkdirSync('test-results', { recursive: true });
    appendFileSync(
      FAILURE_LOG,
      `${new Date().toISOString()} ${name}: FC_SEED=${m?.[1] ?? SEED}${m ? ` (path ${m[2]})` : ''}\n`,
    );
    throw e;
  }
}
