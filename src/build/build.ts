// The whole deployable build: validate content, prerender with Astro, write
// the search indexes, bundle the functions, write the routing table, and
// scan the result for leaks. Produces .vercel/output (Build Output API v3),
// which `vercel deploy --prebuilt` ships and the local server runs.
import { buildRoutes } from '../http/build-routes.ts';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve as resolvePath, sep } from 'node:path';
import { readContent, ContentError, formatProblem, type RawContent } from '../catalog/read-content.ts';
import { contentDir, siteOrigin } from '../config.ts';
import { PUBLISHED_KEYS_FILE, publishedKeys, readPublishedKeys } from '../catalog/published-keys.ts';
import { REGISTRY_AUTH_ENV, registryProof } from '../mcp/registry-auth.ts';
import type { IndexSummary } from '../search/index.ts';
import type { PublicCatalog } from '../catalog/publish.ts';
import { Worker } from 'node:worker_threads';
import { deserialize, serialize } from 'node:v8';
import { bundleFunction } from './bundle-functions.ts';
import { functionSpecs } from './function-specs.ts';
import { researchData } from './research-data.ts';
import { leakRules } from './leak-scan.ts';
import { scanInParallel } from './leak-scan-pool.ts';
import { LeaksFound, recordsOf } from './leak-records.ts';
import { withhold, writeWithheld, WITHHOLD_ENV, type Withholding } from '../catalog/withhold.ts';
import { reportContacts } from '../catalog/contact-log.ts';
import type { ContactReport } from '../catalog/privacy-context.ts';
import { jsonText } from '../http/json.ts';
import { buildFingerprint, codeHash } from './fingerprint.ts';
import { writeBuildInfo } from './build-info.ts';
import { takeShell, writeAllListingPages } from './listing-pages.ts';
import { writeManualPages } from './manual-pages.ts';
import { publishInParallel } from './publish-parallel.ts';
import { buildStep } from './step.ts';
import { PAGE_FILES } from '../functions/listing-pages.ts';
import { CATALOG_SELECTION_ENV, PUBLISHED_CATALOG_ENV } from '../catalog/get-catalog.ts';
import { catalogTotals } from '../catalog/totals.ts';
import { searchBackend } from '../functions/backend.ts';
import { astroBuild, stageOf } from './astro-stage.ts';
import {
  OUTPUT_DIR,
  acquireBuildLock,
  currentBuild,
  migrateLegacyOutput,
  newBuildDir,
  publishBuild,
  pruneBuilds,
} from './output-layout.ts';
const DATA_DIR = '.generated/data';
/** The published catalog, handed to the Astro child and the index writer (v8-serialised), removed once they are done. */
const HANDED_CATALOG = '.generated/published-catalog.v8';
/** Static files a postgres build leaves to the page function (src/functions/live-pages.ts): they follow every sync. */
const LIVE_FILES = ['api/agents/v1/snapshot.json', 'market-snapshot.md', 'sitemap.xml', 'sitemaps'];
/** Keys of the listing pages written (src/build/listing-pages.ts), kept with the output they describe. */
const LISTING_PAGES_MANIFEST = 'listing-pages.json';

const log = (msg: string) => console.log(`[build] ${msg}`);

export interface BuildOptions {
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  /** Fail on any content problem (CI) instead of withholding the records that have one. */
  strict?: boolean;
  /** Records to withhold because an earlier attempt's leak scan traced a contact to them. */
  withhold?: Withholding[];
}

/** Attempts at most: each withholds what the previous one's leak scan traced, so the build ends either way. */
const ATTEMPTS = 3;

/**
 * Builds into a folder of its own and publishes it (src/build/output-layout.ts)
 * only once every step and the leak scan have passed; until then, and
 * whatever happens to this process, .vercel/output stays the last good build.
 */
export async function buildAll(
  opts: BuildOptions = {},
): Promise<{ output: string; dir: string; timings: Record<string, number> }> {
  const release = acquireBuildLock();
  try {
    migrateLegacyOutput();
    // Folders of builds that failed or were killed: never published, never needed again.
    pruneBuilds();
    return await buildWithholding(opts);
  } finally {
    release();
  }
}

/**
 * When the last-line leak scan traces a contact to records, those records are withheld (named) and the build
 * runs again without them, so one record never stops a non-strict build. `--strict` fails on the first finding.
 */
async function buildWithholding(
  opts: BuildOptions,
): Promise<{ output: string; dir: string; timings: Record<string, number> }> {
  let withheld = opts.withhold ?? [];
  for (let attempt = 1; ; attempt++) {
    try {
      return await buildInto(newBuildDir(), { ...opts, withhold: withheld.length ? withheld : undefined });
    } catch (e) {
      if (!(e instanceof LeaksFound) || opts.strict || !e.records?.length || attempt >= ATTEMPTS) throw e;
      const n = e.leaks.length;
      console.error(
        `\n[build] the leak scan traced ${n} finding${n === 1 ? '' : 's'} to ${e.records.length} record${e.records.length === 1 ? '' : 's'}; building again without them:\n${e.records.map((r) => `  ${r.file}: ${r.message}`).join('\n')}\n`,
      );
      withheld = [...withheld, ...e.records];
    }
  }
}

async function buildInto(
  out: string,
  opts: BuildOptions,
): Promise<{ output: string; dir: string; timings: Record<string, number> }> {
  const env = { ...process.env, ...opts.env };
  const timings: Record<string, number> = {};
  const step = buildStep(timings, log);

  const dir = contentDir(env);
  const origin = siteOrigin(env);
  const backend = searchBackend(env);
  // A malformed registry key (MCP_REGISTRY_AUTH) fails here, before any output is touched.
  registryProof(env);
  const fingerprint = buildFingerprint(dir, origin, backend, env[REGISTRY_AUTH_ENV] ?? '');
  log(
    `content ${dir}, site ${origin}${backend === 'postgres' ? ', search backend postgres (no index in the functions; npm run index:sync fills the database)' : ''}`,
  );
  // With the listings in the database (and a DATABASE_URL to read them), the listing and manual files
  // are not read: pages get a bounded selection and the totals from the database, whatever the size.
  const fromDatabase = backend === 'postgres' && !!env.DATABASE_URL;
  // Validate before writing anything: a fatal content error (or any, when strict) builds nothing.
  // The served build's key holders keep their keys against a copy (src/catalog/duplicate-keys.ts); the Astro
  // child reads the same file, which stays served until this build is published.
  const holders = readPublishedKeys(join(OUTPUT_DIR, PUBLISHED_KEYS_FILE), dir);
  const only = fromDatabase ? { only: new Set<string>() } : {};
  let raw: RawContent | undefined = await step('validate content', () => readContent(dir, { holders, ...only }));
  if (opts.withhold) raw = withhold(raw, opts.withhold);
  // The Astro process reads the catalog itself (catalog/get-catalog.ts): it withholds the same records.
  const withheldFile = writeWithheld(opts.withhold);
  const contacts: ContactReport[] = [];
  let catalog = await step('publish', () => publishInParallel(raw!, origin, contacts));
  const selection = fromDatabase
    ? await step('catalog from the database', async () =>
        (await import('../search/postgres/build-catalog.ts')).catalogSelection(env.DATABASE_URL!),
      )
    : undefined;
  if (selection) catalog = { ...catalog, ...selection };
  if (backend === 'postgres' && !fromDatabase)
    log('no DATABASE_URL: pages are built from the content folder (the listing pages still come from the database)');
  const problems = [...raw.problems, ...catalog.problems];
  reportContacts(contacts, opts.quiet);
  if (problems.length) {
    if (opts.strict) throw new ContentError(problems);
    const files = new Set(problems.map((p) => p.file)).size;
    console.error(
      `\n[build] WITHHELD ${files} record${files === 1 ? '' : 's'} (${problems.length} problem${problems.length === 1 ? '' : 's'}); the rest publishes:\n${problems.map(formatProblem).join('\n')}\n`,
    );
  }
  // The scan's rules and the record files are all the build needs of the raw content: let the rest go
  // (hundreds of MB at 100,000 listings).
  const rules = leakRules(raw, catalog);
  const entries = (list: { file: string; slug: string }[]) => list.map(({ file, slug }) => ({ file, slug }));
  const trace = {
    files: raw.files,
    glossary: entries(raw.glossary),
    checklists: entries(raw.checklists),
    guides: entries(raw.guides),
  };
  const keys = publishedKeys(raw, catalog);
  raw = undefined;

  const previous = currentBuild();
  log(
    `building into ${out}; ${OUTPUT_DIR} keeps serving ${previous ?? 'nothing yet'} until this build has passed its leak scan`,
  );
  try {
    rmSync(DATA_DIR, { recursive: true, force: true });
    mkdirSync(DATA_DIR, { recursive: true });
    const handed = resolvePath(HANDED_CATALOG);
    writeFileSync(handed, serialize({ catalog, problems, keys }));
    writeFileSync(join(DATA_DIR, 'research.json'), jsonText(researchData(catalog)));
    // Until Astro and the index writer are done this process needs no catalog: it lets its copy go (the index
    // worker reads its own from the same file) and reads it back afterwards, a second or two at 100,000 listings.
    catalog = undefined!;
    const selectionFile = resolvePath(DATA_DIR, '..', 'catalog-selection.json');
    if (selection) writeFileSync(selectionFile, jsonText(selection));
    // Astro prerenders in its own process while this one writes the search indexes: neither
    // reads what the other writes, and on two cores that hides the shorter of the two.
    const astroEnv = {
      ...env,
      SITE: origin,
      ...(backend === 'postgres' ? { SECONDLINE_PAGES_FROM_DB: '1' } : {}),
      ...(selection ? { [CATALOG_SELECTION_ENV]: selectionFile } : {}),
      ...(withheldFile ? { [WITHHOLD_ENV]: withheldFile } : {}),
      [PUBLISHED_CATALOG_ENV]: handed,
    };
    const astro = step('astro build', () => astroBuild(out, astroEnv, opts.quiet));
    astro.catch(() => {}); // awaited below; an early failure must not go unhandled while the indexes are written
    if (backend === 'bundled') await step('search indexes', () => writeIndexesApart(handed, DATA_DIR));
    await astro;
    catalog = (deserialize(readFileSync(handed)) as { catalog: PublicCatalog }).catalog;
    rmSync(handed, { force: true });

    const pagesFromDatabase = backend === 'postgres';
    if (pagesFromDatabase) {
      // No file per listing or manual: the page function renders each from the database in Astro's shells;
      // what follows every sync (market snapshot, sitemap) is answered there too, not from files.
      const staticDir = join(out, 'static');
      writeFileSync(join(DATA_DIR, PAGE_FILES.shell), takeShell(staticDir));
      writeFileSync(join(DATA_DIR, PAGE_FILES.manualShell), takeShell(staticDir, 'manuals'));
      writeFileSync(join(DATA_DIR, PAGE_FILES.snapshotShell), takeShell(staticDir, '', 'market-snapshot'));
      const { origin: o, site, guides, checklists } = catalog;
      writeFileSync(join(DATA_DIR, PAGE_FILES.context), jsonText({ origin: o, site, guides, checklists }));
      for (const f of LIVE_FILES) rmSync(join(staticDir, f), { recursive: true, force: true });
    } else {
      await step('listing pages', async () => {
        // Unchanged listings are hard-linked from the served build, which nothing writes to again.
        const r = await writeAllListingPages(catalog, join(out, 'static'), {
          previousStaticDir: join(previous ?? out, 'static'),
          manifest: join(out, LISTING_PAGES_MANIFEST),
          code: codeHash(),
          previousManifest: join(previous ?? out, LISTING_PAGES_MANIFEST),
        });
        log(
          `listing pages: ${r.reused} of ${catalog.listings.length} unchanged since the previous build (linked, not rendered)`,
        );
      });
      await step('manual pages', () => writeManualPages(catalog, join(out, 'static')));
    }
    const functionsDir = join(out, 'functions');
    const specs = functionSpecs(out, DATA_DIR, pagesFromDatabase);
    await step('bundle functions', () => Promise.all(specs.map((s) => bundleFunction(s, functionsDir))));

    // Astro's adapter wrote config.json (its own routes, replaced; any other keys kept).
    await step('routing table', () => {
      const configFile = join(out, 'config.json');
      const config = JSON.parse(readFileSync(configFile, 'utf8'));
      writeFileSync(
        configFile,
        JSON.stringify({ ...config, version: 3, routes: buildRoutes(origin, out, { pagesFromDatabase }) }, null, 2),
      );
    });

    await step('leak scan', async () => {
      // Function data folders are copies of DATA_DIR: scan the original once and prove the copies identical.
      const isFunctionData = (p: string) => p.startsWith(join(out, 'functions')) && p.split(sep).includes('data');
      const leaks = await scanInParallel([{ dir: out, skip: isFunctionData }, { dir: DATA_DIR }], rules);
      for (const s of specs) {
        for (const file of s.data) {
          const copy = join(functionsDir, `${s.name}.func`, 'data', basename(file));
          if (!readFileSync(copy).equals(readFileSync(file))) throw new Error(`${copy} differs from ${file}`);
        }
      }
      if (leaks.length) throw new LeaksFound(leaks, recordsOf(leaks, catalog, trace));
    });
    const totals = catalogTotals(catalog);
    writeFileSync(join(out, PUBLISHED_KEYS_FILE), JSON.stringify(keys));
    // Written after the scan: only a folder with it is a finished build (src/build/output-layout.ts).
    writeBuildInfo(out, { fingerprint, origin, dir, backend, totals, problems, contacts });
    publishBuild(out);
    log(`published: ${OUTPUT_DIR} → ${out}`);
    pruneBuilds();
    return { output: OUTPUT_DIR, dir: out, timings };
  } catch (e) {
    // Nothing of this build is served; the last good one stays where it is.
    rmSync(out, { recursive: true, force: true });
    rmSync(stageOf(out), { recursive: true, force: true });
    rmSync(HANDED_CATALOG, { force: true });
    throw e;
  }
}

/**
 * The index writer on a worker thread: what it builds on the way (the
 * FlexSearch document, every record's text, the compressed frames: well over
 * a gigabyte at 100,000 listings) goes with the thread instead of staying in
 * this process's heap for the rest of the build; and the thread leaves this
 * one free to follow the Astro child. It reads the published catalog from
 * the file the build handed to Astro (`catalogFile`).
 */
function writeIndexesApart(catalogFile: string, dir: string): Promise<IndexSummary> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./search-index-worker.ts', import.meta.url), { workerData: { catalogFile, dir } });
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => code !== 0 && reject(new Error(`search index worker exited with ${code}`)));
  });
}

/** A content error's message already lists every problem with its file and field. */
export function formatBuildError(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
