// The whole deployable build: validate content, prerender with Astro, write
// the search indexes, bundle the functions, write the routing table, and
// scan the result for leaks. Produces .vercel/output (Build Output API v3),
// which `vercel deploy --prebuilt` ships and the local server runs.
import { spawn } from 'node:child_process';
import { buildRoutes } from '../http/build-routes.ts';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { readContent, ContentError, formatProblem, type RawContent } from '../catalog/read-content.ts';
import { publish } from '../catalog/publish.ts';
import { contentDir, KEY_HOLDERS_ENV, OUTPUT_DIR, siteOrigin } from '../config.ts';
import { PUBLISHED_KEYS_FILE, publishedKeys, readPublishedKeys } from '../catalog/published-keys.ts';
import { FUNCTIONS } from '../http/routes.ts';
import type { IndexSummary } from '../search/index.ts';
import type { PublicCatalog } from '../catalog/publish.ts';
import { Worker } from 'node:worker_threads';
import { bundleFunction, type FunctionSpec } from './bundle-functions.ts';
import { NOT_FOUND_PAGE, NOT_FOUND_TWIN } from '../functions/page-redirect.ts';
import { researchData } from './research-data.ts';
import { leakRules, scanTree } from './leak-scan.ts';
import { jsonText } from '../http/json.ts';
import { buildFingerprint, codeHash } from './fingerprint.ts';
import { writeAllListingPages } from './listing-pages.ts';
import { searchBackend } from '../functions/backend.ts';

export { OUTPUT_DIR } from '../config.ts';
const PREVIOUS_DIR = '.vercel/output.previous';
const STATIC_DIR = join(OUTPUT_DIR, 'static');
const DATA_DIR = '.generated/data';
/** Keys of the listing pages written (src/build/listing-pages.ts), kept with the output they describe. */
const LISTING_PAGES_MANIFEST = 'listing-pages.json';

const log = (msg: string) => console.log(`[build] ${msg}`);
const forLookups = (file: string) => !file.endsWith('.flex') && !file.endsWith('.vocab.meta');
const ms = (t0: number) => `${Math.round(performance.now() - t0)} ms`;

export interface BuildOptions {
  env?: NodeJS.ProcessEnv;
  quiet?: boolean;
  /** Fail on any content problem (CI) instead of withholding the records that have one. */
  strict?: boolean;
}

export async function buildAll(opts: BuildOptions = {}): Promise<{ output: string; timings: Record<string, number> }> {
  const env = { ...process.env, ...opts.env };
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const r = await fn();
    timings[name] = Math.round(performance.now() - t0);
    log(`${name}: ${ms(t0)}`);
    log(`rss after ${name}: ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
    return r;
  };

  const dir = contentDir(env);
  const origin = siteOrigin(env);
  const backend = searchBackend(env);
  const fingerprint = buildFingerprint(dir, origin, backend);
  log(`content ${dir}, site ${origin}${backend === 'postgres' ? ', search backend postgres (no index in the functions; npm run index:sync fills the database)' : ''}`);
  // Validate before touching any output: a fatal content error (or any, when strict) leaves the last good build in place.
  // The last build's key holders keep their keys against a copy (src/catalog/duplicate-keys.ts).
  const holders = readPublishedKeys(join(OUTPUT_DIR, PUBLISHED_KEYS_FILE), dir);
  let raw: RawContent | undefined = await step('validate content', () => readContent(dir, { holders }));
  const catalog = await step('publish', () => publish(raw!, origin));
  const problems = [...raw.problems, ...catalog.problems];
  if (problems.length) {
    if (opts.strict) throw new ContentError(problems);
    const files = new Set(problems.map((p) => p.file)).size;
    console.error(`\n[build] WITHHELD ${files} record${files === 1 ? '' : 's'} (${problems.length} problem${problems.length === 1 ? '' : 's'}); the rest publishes:\n${problems.map(formatProblem).join('\n')}\n`);
  }
  // The scan's rules are all the build needs of the raw content: let the rest go (hundreds of MB at 100,000 listings).
  const rules = leakRules(raw);
  const keys = publishedKeys(raw, catalog);
  raw = undefined;

  if (existsSync(OUTPUT_DIR)) {
    rmSync(PREVIOUS_DIR, { recursive: true, force: true });
    renameSync(OUTPUT_DIR, PREVIOUS_DIR);
  }
  try {
    rmSync(DATA_DIR, { recursive: true, force: true });
    mkdirSync(DATA_DIR, { recursive: true });
    // Astro prerenders in its own process while this one writes the search indexes: neither
    // reads what the other writes, and on two cores that hides the shorter of the two.
    const astro = step('astro build', () => new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', ...(opts.quiet ? ['--silent'] : [])], {
        stdio: 'inherit',
        env: {
          ...env, SITE: origin, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', SECONDLINE_LISTING_SHELL: '1',
          [KEY_HOLDERS_ENV]: join(PREVIOUS_DIR, PUBLISHED_KEYS_FILE),
        },
      });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed (exit ${code})`))));
    }));
    astro.catch(() => {}); // awaited below; an early failure must not go unhandled while the indexes are written
    if (backend === 'bundled') await step('search indexes', () => writeIndexesApart(catalog, DATA_DIR));
    writeFileSync(join(DATA_DIR, 'research.json'), jsonText(researchData(catalog)));
    await astro;

    await step('listing pages', async () => {
      const r = await writeAllListingPages(catalog, join(OUTPUT_DIR, 'static'), {
        previousStaticDir: join(PREVIOUS_DIR, 'static'), manifest: join(OUTPUT_DIR, LISTING_PAGES_MANIFEST), code: codeHash(),
        previousManifest: join(PREVIOUS_DIR, LISTING_PAGES_MANIFEST),
      });
      log(`listing pages: ${r.reused} of ${catalog.listings.length} unchanged since the previous build (linked, not rendered)`);
    });

    const functionsDir = join(OUTPUT_DIR, 'functions');
    // Each function carries only the data it reads: listing files, manual files, or (MCP) all of them.
    const data = (prefix: string) => readdirSync(DATA_DIR).filter((f) => f.startsWith(prefix)).map((f) => join(DATA_DIR, f));
    const specs: FunctionSpec[] = [
      // The listing search reads the keys (ids and slugs) too: a batch lookup (`ids`) is a search.
      // Lookups never read the text index or the typo vocabulary.
      { name: FUNCTIONS.listings, entry: './api/agents/v1/listings.ts', data: data('listings.') },
      // The listing lookup also answers /listings/{public_id} page paths, with the 404 page (or its twin) for a miss.
      {
        name: FUNCTIONS.listing, entry: './api/agents/v1/listings/[slug_or_id].ts',
        data: [...data('listings.').filter(forLookups), ...[NOT_FOUND_PAGE, NOT_FOUND_TWIN].map((f) => join(STATIC_DIR, f))],
      },
      { name: FUNCTIONS.manuals, entry: './api/agents/v1/manuals.ts', data: data('manuals.') },
      { name: FUNCTIONS.manual, entry: './api/agents/v1/manuals/[public_id].ts', data: data('manuals.').filter(forLookups) },
      { name: FUNCTIONS.fallback, entry: './api/agents/v1/fallback.ts', data: [] },
      { name: FUNCTIONS.mcp, entry: './api/agents/v1/mcp.ts', data: data('') },
    ];
    await step('bundle functions', () => Promise.all(specs.map((s) => bundleFunction(s, functionsDir))));

    await step('routing table', () => {
      const configFile = join(OUTPUT_DIR, 'config.json');
      const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : { version: 3 };
      writeFileSync(configFile, JSON.stringify({ ...config, version: 3, routes: buildRoutes(origin, OUTPUT_DIR) }, null, 2));
    });

    await step('leak scan', () => {
      // Function data folders are copies of DATA_DIR: scan the original once and prove the copies identical.
      const isFunctionData = (p: string) => p.startsWith(join(OUTPUT_DIR, 'functions')) && p.split(sep).includes('data');
      const leaks = [...scanTree(OUTPUT_DIR, rules, { skip: isFunctionData }), ...scanTree(DATA_DIR, rules)];
      for (const s of specs) {
        for (const file of s.data) {
          const copy = join(functionsDir, `${s.name}.func`, 'data', basename(file));
          if (!readFileSync(copy).equals(readFileSync(file))) throw new Error(`${copy} differs from ${file}`);
        }
      }
      if (leaks.length) {
        throw new Error(`the build would publish private data:\n${leaks.map((l) => `  ${l.kind} "${l.match}" in ${l.where}`).join('\n')}`);
      }
    });
    writeFileSync(join(OUTPUT_DIR, PUBLISHED_KEYS_FILE), JSON.stringify(keys));
    writeFileSync(join(OUTPUT_DIR, 'build-info.json'), JSON.stringify({ fingerprint, site: origin, content: dir, search_backend: backend, listings: catalog.listings.length, manuals: catalog.manuals.length, withheld: problems.map((p) => p.file).filter((f, i, a) => a.indexOf(f) === i), built_at: new Date().toISOString() }, null, 2));
    rmSync(PREVIOUS_DIR, { recursive: true, force: true });
    return { output: OUTPUT_DIR, timings };
  } catch (e) {
    // Put the last good build back rather than leave a half-written one.
    rmSync(OUTPUT_DIR, { recursive: true, force: true });
    if (existsSync(PREVIOUS_DIR)) renameSync(PREVIOUS_DIR, OUTPUT_DIR);
    throw e;
  }
}

/**
 * The index writer on a worker thread: what it builds on the way (the
 * FlexSearch document, every record's text, the compressed frames: well over
 * a gigabyte at 100,000 listings) goes with the thread instead of staying in
 * this process's heap for the rest of the build; and the thread leaves this
 * one free to follow the Astro child.
 */
function writeIndexesApart(catalog: PublicCatalog, dir: string): Promise<IndexSummary> {
  // Everything the index writer reads, nothing more (the worker gets a structured clone).
  const { origin, listings, manuals, search, checklists, guides } = catalog;
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./search-index-worker.ts', import.meta.url), { workerData: { catalog: { origin, listings, manuals, search, checklists, guides }, dir } });
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => code !== 0 && reject(new Error(`search index worker exited with ${code}`)));
  });
}

/** A content error's message already lists every problem with its file and field. */
export function formatBuildError(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

