// npm run bench [-- options]: npm appends options to the last command of a
// script, so one entry point hands them to the benchmark they belong to.
//   (no option)                    search core + relevance set, the buyers' errands (./understanding.mjs), MCP sizes
//                                  beside the REST bodies, MCP throughput, then privacy (./privacy.mjs)
//   --planner [--sizes …]          the shared listing planner alone at 100,000 / 1,000,000 (./planner-cost.mjs)
//   --mcp [--baseline-ref C …]     only MCP throughput, optionally against a build of commit C (./mcp-throughput.mjs)
//   --function [--sizes …]         what a caller waits for: the built function (./function.mjs)
//   --pg-trips --database-url U --catalog DIR [--baseline DIR] [--baseline-database-url U2] [--slowest N]
//                                  [--statements]
//                                  a Postgres search's statements and ms per query kind (./pg-trips.mjs)
//   --build-cost [--listings N --baseline-ref REF --rounds R]
//                                  a generated catalog's build, step by step (wall and CPU), this tree beside REF's
//                                  (./build-cost.mjs)
//   --cold --output DIR (--baseline DIR | --ref REF)
//                                  the listing function's cold start, fresh processes alternated with a baseline
//                                  build of the same catalog, CPU and wall, answers compared (./cold.mjs)
//   --function-code [--ref REF …]  the listing function's code of this tree against REF's over one build's index
//                                  files, no second build (./function-code.mjs)
//   --phases (--output DIR | --data DIR --catalog DIR)
//                                  where a listing search's time goes, step by step, under the sampling profiler
//                                  (./phases.mjs)
//   --phase-times (--output DIR | --data DIR --catalog DIR)
//                                  the same steps timed by the wall clock, no profiler (./phase-times.mjs)
//   --leak-scan --output DIR --content DIR [--baseline CHECKOUT] [--rounds N] [--threads N] [--pool-only]
//     [--drop-caches] [--one-thread-every N [--one-thread-only]] [--walk]
//                                  the build's leak scan over a built output, against another checkout (./leak-scan.mjs);
//                                  --walk: only how soon the walk has the threads' first batches ready
//   --only, --rounds, --dir10k     options of the search core bench (./search.mjs)
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const run = (script, argv) => {
  const r = spawnSync(process.execPath, [new URL(script, import.meta.url).pathname, ...argv], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (args.includes('--build-cost'))
  run(
    './build-cost.mjs',
    args.filter((a) => a !== '--build-cost'),
  );
else if (args.includes('--function-code'))
  run(
    './function-code.mjs',
    args.filter((a) => a !== '--function-code'),
  );
else if (args.includes('--phase-times'))
  run(
    './phase-times.mjs',
    args.filter((a) => a !== '--phase-times'),
  );
else if (args.includes('--phases'))
  run(
    './phases.mjs',
    args.filter((a) => a !== '--phases'),
  );
else if (args.includes('--cold'))
  run(
    './cold.mjs',
    args.filter((a) => a !== '--cold'),
  );
else if (args.includes('--function'))
  run(
    './function.mjs',
    args.filter((a) => a !== '--function'),
  );
else if (args.includes('--planner'))
  run(
    './planner-cost.mjs',
    args.filter((a) => a !== '--planner'),
  );
else if (args.includes('--pg-trips'))
  run(
    './pg-trips.mjs',
    args.filter((a) => a !== '--pg-trips'),
  );
else if (args.includes('--leak-scan'))
  run(
    './leak-scan.mjs',
    args.filter((a) => a !== '--leak-scan'),
  );
else if (args.includes('--mcp'))
  run(
    './mcp-throughput.mjs',
    args.filter((a) => a !== '--mcp'),
  );
else {
  run('./search.mjs', args);
  run('./understanding.mjs', []);
  run('./mcp-size.mjs', ['--json', 'bench-results/mcp-size.json']);
  run('./mcp-throughput.mjs', []);
  run('./privacy.mjs', []);
}
