// The whole deployable build: validate content, prerender with Astro, write
// the search indexes, bundle the functions, write the routing table, and
// scan the result for leaks. Produces .vercel/output (Build Output API v3),
// which `vercel deploy --prebuilt` ships and the local server runs.
import { buildRoutes } from '../http/build-routes.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { readContent, ContentError, type RawContent } from '../catalog/read-content.ts';
import { publish } from '../catalog/publish.ts';
import { contentDir, siteOrigin } from '../config.ts';
import { FUNCTIONS } from '../http/routes.ts';
import { writeSearchIndexes } from '../search/index.ts';
import { bundleFunction, type FunctionSpec } from './bundle-functions.ts';
import { researchData } from './research-data.ts';
import { leakRules, scanTree } from './leak-scan.ts';
import { jsonText } from '../http/json.ts';
import { buildFingerprint } from './fingerprint.ts';
import { writeAllListingPages } from './listing-pages.ts';

export const OUTPUT_DIR = '.vercel/output';
const PREVIOUS_DIR = '.vercel/output.previous';
const DATA_DIR = '.generated/data';

const log = (msg: string) => console.log(`[build] ${msg}`);
const ms = (t0: number) => `${Math.round(performance.now() - t0)} ms`;

export interface BuildOptions { env?: NodeJS.ProcessEnv; quiet?: boolean }

export async function buildAll(opts: BuildOptions = {}): Promise<{ output: string; timings: Record<string, number> }> {
  const env = { ...process.env, ...opts.env };
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const r = await fn();
    timings[name] = Math.round(performance.now() - t0);
    log(`${name}: ${ms(t0)}`);
    return r;
  };

  const dir = contentDir(env);
  const origin = siteOrigin(env);
  const fingerprint = buildFingerprint(dir, origin);
  log(`content ${dir}, site ${origin}`);
  // Validate before touching any output: a content error leaves the last good build in place.
  const raw: RawContent = await step('validate content', () => readContent(dir));
  const catalog = await step('publish', () => publish(raw, origin));

  if (existsSync(OUTPUT_DIR)) {
    rmSync(PREVIOUS_DIR, { recursive: true, force: true });
    renameSync(OUTPUT_DIR, PREVIOUS_DIR);
  }
  try {
    rmSync(DATA_DIR, { recursive: true, force: true });
    mkdirSync(DATA_DIR, { recursive: true });
    await step('search indexes', () => writeSearchIndexes(catalog, DATA_DIR));
    writeFileSync(join(DATA_DIR, 'research.json'), jsonText(researchData(catalog)));

    await step('astro build', () => {
      const r = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', ...(opts.quiet ? ['--silent'] : [])], {
        stdio: 'inherit', env: { ...env, SITE: origin, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', SECONDLINE_LISTING_SHELL: '1' },
      });
      if (r.status !== 0) throw new Error(`astro build failed (exit ${r.status})`);
    });

    await step('listing pages', () => writeAllListingPages(catalog, join(OUTPUT_DIR, 'static')));

    const functionsDir = join(OUTPUT_DIR, 'functions');
    // Each function carries only the data it reads: listing files, manual files, or (MCP) all of them.
    const data = (prefix: string) => readdirSync(DATA_DIR).filter((f) => f.startsWith(prefix)).map((f) => join(DATA_DIR, f));
    const specs: FunctionSpec[] = [
      { name: FUNCTIONS.listings, entry: './api/agents/v1/listings.ts', data: data('listings.') },
      // Lookups read records, never the text index: leave it out of their bundles.
      { name: FUNCTIONS.listing, entry: './api/agents/v1/listings/[slug_or_id].ts', data: data('listings.').filter((f) => !f.endsWith('.flex')) },
      { name: FUNCTIONS.manuals, entry: './api/agents/v1/manuals.ts', data: data('manuals.') },
      { name: FUNCTIONS.manual, entry: './api/agents/v1/manuals/[public_id].ts', data: data('manuals.').filter((f) => !f.endsWith('.flex')) },
      { name: FUNCTIONS.fallback, entry: './api/agents/v1/fallback.ts', data: [] },
    ];
    if (existsSync('api/agents/v1/mcp.ts')) {
      specs.push({ name: FUNCTIONS.mcp, entry: './api/agents/v1/mcp.ts', data: data('') });
    }
    await step('bundle functions', () => Promise.all(specs.map((s) => bundleFunction(s, functionsDir))));

    await step('routing table', () => {
      const configFile = join(OUTPUT_DIR, 'config.json');
      const config = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : { version: 3 };
      writeFileSync(configFile, JSON.stringify({ ...config, version: 3, routes: buildRoutes(origin, OUTPUT_DIR) }, null, 2));
    });

    await step('leak scan', () => {
      // Function data folders are copies of DATA_DIR: scan the original once and prove the copies identical.
      const isFunctionData = (p: string) => p.startsWith(join(OUTPUT_DIR, 'functions')) && p.split(sep).includes('data');
      const rules = leakRules(raw);
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
    writeFileSync(join(OUTPUT_DIR, 'build-info.json'), JSON.stringify({ fingerprint, site: origin, content: dir, listings: catalog.listings.length, manuals: catalog.manuals.length, built_at: new Date().toISOString() }, null, 2));
    rmSync(PREVIOUS_DIR, { recursive: true, force: true });
    return { output: OUTPUT_DIR, timings };
  } catch (e) {
    // Put the last good build back rather than leave a half-written one.
    rmSync(OUTPUT_DIR, { recursive: true, force: true });
    if (existsSync(PREVIOUS_DIR)) renameSync(PREVIOUS_DIR, OUTPUT_DIR);
    throw e;
  }
}

export function formatBuildError(e: unknown): string {
  if (e instanceof ContentError) return e.message;
  return e instanceof Error ? e.message : String(e);
}

