// The markdown report of `npm run bench:scale -- --backend postgres`, with the
// targets of issue 29 checked against what was measured.
import { modeNote } from './isolated-engines.mjs';

const ms = (x) => (x === undefined || x === null ? '–' : `${x.toFixed(x < 10 ? 2 : 0)} ms`);
const s = (x) => `${x.toFixed(x < 10 ? 2 : 0)} s`;
const MB = (b) => `${(b / 1e6).toFixed(1)} MB`;
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor((a.length - 1) / 2)];
const n = (x) => x.toLocaleString('en-US');

/** Targets per size: [label, measured value, limit]. */
function targets(r) {
  const p = r.postgres;
  const out = [];
  if (r.listings >= 1_000_000) {
    out.push(
      ['postgres p50 ≤ 5 ms', p.p50_ms, 5],
      ['postgres p99 ≤ 30 ms', p.p99_ms, 30],
      ['edit on every surface ≤ 5 s after index:sync FILE starts', Math.max(...p.visible_s), 5],
    );
    out.push(['full build (database serving listing pages) ≤ 5 min', p.build?.wall_s, 300]);
  } else if (r.listings >= 100_000) {
    out.push(
      ['postgres p50 ≤ 1 ms', p.p50_ms, 1],
      ['postgres p99 ≤ 10 ms', p.p99_ms, 10],
      ['one-file sync ≤ 2 s', Math.max(...p.sync_one_file_s), 2],
    );
  }
  return out.map(
    ([label, v, limit]) =>
      `- ${v !== undefined && v <= limit ? 'MET' : 'MISSED'}: ${n(r.listings)} listings, ${label} (measured ${typeof v === 'number' ? v.toFixed(2) : '–'})`,
  );
}

export function scalePostgresMarkdown(results) {
  const rows = results.sizes;
  const col = (f) => rows.map(f).join(' | ');
  return [
    '# Postgres search backend at scale',
    '',
    `${results.date.slice(0, 10)}, ${results.machine}, Node ${results.node}${results.load ? `, load average ${results.load.join(' / ')} when it started (the 2 cores shared with other work: take the ratios)` : ''}. \`npm run bench:scale -- --backend postgres --sizes ${rows.map((r) => r.listings).join(',')}\`: generated catalogs (seed 7, a manual per five listings), embedded PostgreSQL 18 on the same machine (loopback); the built functions imported as a function instance imports them, \`fetch(new Request(url))\` with the body read, ${rows[0]?.queries ?? ''} distinct queries none seen before (JIT warmed on others), interleaved query by query with the bundled function where it is measured. ${modeNote(!rows[0]?.engines_isolated)} Cold start: fresh node, import, one filtered text query, median of 5. Sync times are the CLI from spawn to exit (Node start included); "on every surface" is from the spawn of \`index:sync FILE\` until search, lookup, page, twin and JSON all answer the edit.`,
    '',
    `| | ${rows.map((r) => `${n(r.listings)} listings (about ${n(r.published)} published, from the query sample's rate)`).join(' | ')} |`,
    `|---|${rows.map(() => '---').join('|')}|`,
    `| postgres p50 / p99 through the function | ${col((r) => `${ms(r.postgres.p50_ms)} / ${ms(r.postgres.p99_ms)}`)} |`,
    `| bundled p50 / p99 through the function | ${col((r) => (r.bundled ? `${ms(r.bundled.p50_ms)} / ${ms(r.bundled.p99_ms)}` : 'not shipped at this size'))} |`,
    `| GC pauses ('gc' entries: stop-the-world parts) inside measured queries, postgres / bundled: all, in the slowest 1 % | ${col((r) => [r.postgres, r.bundled].map((e) => (e ? `${ms(e.gc_ms)}, ${ms(e.gc_in_slowest_1pct_ms)}` : '–')).join(' / '))} |`,
    `| cold start, postgres / bundled | ${col((r) => `${ms(r.postgres.cold_ms)} / ${r.bundled ? ms(r.bundled.cold_ms) : '–'}`)} |`,
    `| listings function, postgres / bundled | ${col((r) => `${MB(r.postgres.function_bytes)} / ${r.bundled ? MB(r.bundled.function_bytes) : '–'}`)} |`,
    `| index:sync, whole catalog into an empty database | ${col((r) => (r.postgres.sync_full_s === null ? 'run apart (see below)' : s(r.postgres.sync_full_s)))} |`,
    `| index:sync FILE (one listing), median of 3: wall / its own CPU | ${col((r) => `${s(med(r.postgres.sync_one_file_s))} / ${r.postgres.sync_one_file_cpu_s?.[0] == null ? '–' : s(med(r.postgres.sync_one_file_cpu_s))}`)} |`,
    `| edit on search, lookup, page, twin and JSON, after the sync starts (max of 3) | ${col((r) => s(Math.max(...r.postgres.visible_s)))} |`,
    `| full build with SEARCH_BACKEND=postgres (wall / peak) | ${col((r) => (r.postgres.build ? `${r.postgres.build.status ? 'FAILED after ' : ''}${s(r.postgres.build.wall_s)} / ${r.postgres.build.peak_mb ? `${Math.round(r.postgres.build.peak_mb)} MB` : '?'}` : '–'))} |`,
    `| database size | ${col((r) => MB(r.postgres.database_bytes))} |`,
    `| response bodies differing (postgres vs bundled) | ${col((r) => (r.bodies_differing === null ? '–' : `${r.bodies_differing} of ${r.queries}`))} |`,
    '',
    'One-file sync steps (ms, first run): ' +
      rows.map((r) => `${n(r.listings)}: ${r.postgres.sync_steps[0]}`).join('; '),
    '',
    ...rows.flatMap(targets),
    '',
  ].join('\n');
}
