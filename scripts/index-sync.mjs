// npm run index:sync [-- FILE …]: brings the search database (DATABASE_URL,
// a role that may write) to the content folder, writing only what changed,
// through the build's publishing choke point, in one transaction (killed at
// any point, the database answers the previous version whole). With files,
// only those files are read, published and considered. Running functions see
// the change within about a second (src/search/postgres/catalog.ts).
// `--grant-read ROLE` gives the functions' read-only role what it needs
// (docs/scaling.md); `--grace-seconds N` (default 60) is how long what a sync
// replaced stays readable before a later sync removes it.
// Without DATABASE_URL it syncs the embedded database of a
// `SEARCH_BACKEND=postgres npm start` running in this folder, with the content
// folder and origin that server uses (CONTENT_DIR and SITE still win).
import module from 'node:module';

// An editor's one-file sync is mostly Node starting and compiling ~100 modules (the publishing
// step and its privacy checks among them): V8's compile cache (in the OS temp folder) halves that.
module.enableCompileCache?.();
const { syncSearchDatabase } = await import('../src/search/postgres/sync.ts');
const { contentDir, siteOrigin } = await import('../src/config.ts');
const { formatProblem } = await import('../src/catalog/read-content.ts');
const { findLocalDatabase, LOCAL_STATE_FILE } = await import('../src/db/local-state.ts');

const env = { ...process.env };
if (!env.DATABASE_URL) {
  const local = findLocalDatabase();
  if (!local) {
    console.error(
      [
        '[index:sync] DATABASE_URL is not set, and no `SEARCH_BACKEND=postgres npm start` runs in this folder ' +
          `(${LOCAL_STATE_FILE}).`,
        '  Set DATABASE_URL to the connection string of a role that may write the search tables, ' +
          'or start the local server first.',
      ].join('\n'),
    );
    process.exit(2);
  }
  env.DATABASE_URL = local.url;
  env.CONTENT_DIR ||= local.content_dir;
  env.SITE ||= local.site;
  console.log(`[index:sync] the embedded database of npm start (pid ${local.pid}): DATABASE_URL=${local.url}`);
}

const argv = process.argv.slice(2);
const at = argv.indexOf('--grant-read');
const grantRead = at >= 0 ? argv.splice(at, 2)[1] : undefined;
const g = argv.indexOf('--grace-seconds');
const graceSeconds = g >= 0 ? Number(argv.splice(g, 2)[1]) : undefined;
if (graceSeconds !== undefined && !(graceSeconds >= 0)) {
  console.error('[index:sync] --grace-seconds takes a number of seconds (0 or more)');
  process.exit(2);
}
const files = argv.filter((a) => !a.startsWith('--'));
try {
  const s = await syncSearchDatabase({
    url: env.DATABASE_URL,
    contentDir: contentDir(env),
    origin: siteOrigin(env),
    grantRead,
    graceSeconds,
    files: files.length ? files : undefined,
    log: (m) => console.log(`[index:sync] ${m}`),
  });
  for (const kind of ['listings', 'manuals']) {
    const k = s[kind];
    console.log(
      `[index:sync] ${kind}: ${k.upserted} upserted, ${k.deleted} deleted, ${k.unchanged} unchanged; catalog version ${k.version}`,
    );
  }
  if (s.problems.length)
    console.error(
      `[index:sync] WITHHELD (${s.problems.length} problem${s.problems.length === 1 ? '' : 's'}):\n${s.problems.map(formatProblem).join('\n')}`,
    );
  console.log(`[index:sync] done in ${s.ms} ms`);
} catch (e) {
  console.error(`[index:sync] FAILED: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
