// Each engine a latency bench compares, alone in its own Node process, as a deployed function instance is: its
// garbage collector walks only its own heap. Run in one process, every engine's major collections (over a heap
// the other engines and the bench's catalog inflate) land inside the other engines' measured queries; at 100,000
// listings pauses of 7–50 ms were found inside the slowest Postgres queries. (Apart, an engine's collector threads
// still share the cores with the others: at 100,000 this way measured our bundled p99 higher, not lower, than one
// process did; docs/scaling.md, sixth session.) The parent drives the children query
// by query (interleaved, who goes first rotating: function-latency.mjs `interleave`); each child times its own
// answer with performance.now() around `default.fetch(new Request(url))` and the body read, and sends back the
// time, the body's hash and its first bytes, so the IPC round trip stays outside the timed region.
import { fork, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCatalog } from './catalog.mjs';
import { buildMini, miniHandler } from './engines.mjs';
import { inProcessEngine, searchUrl } from './function-latency.mjs';

const CHILD = new URL('./engine-child.mjs', import.meta.url).pathname;

/**
 * One engine in a child process. `spec`: `{ func: dir, env }` (a built function folder, imported as a function
 * instance imports it, with `env` over this process's environment) or `{ minisearch: catalogDir }` (MiniSearch
 * built by the child from the catalog, answering the same page of records as a Response). The child is the same
 * Node binary with no extra flags, like the cold-start measurement's fresh process. `spec.cpu`: the one core the
 * child (every thread of it, its collector's too) may run on (`taskset`, see pinnedCpus).
 */
export async function isolatedEngine(spec, site) {
  const pinned = spec.cpu !== undefined;
  const child = fork(CHILD, [], {
    execPath: pinned ? TASKSET : process.execPath,
    execArgv: pinned ? ['--cpu-list', String(spec.cpu), process.execPath] : [],
    env: { ...process.env, SECONDLINE_DATA_DIR: '', ...spec.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pending = null;
  const settle = (fn, value) => {
    const p = pending;
    pending = null;
    p?.[fn](value);
  };
  let exited = null;
  child.on('message', (m) => (m.error ? settle('reject', new Error(m.error)) : settle('resolve', m)));
  child.on('exit', (code, signal) => {
    exited = new Error(`engine process exited (${code ?? signal})`);
    settle('reject', exited);
  });
  const call = (msg) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(exited);
      if (pending) return reject(new Error('one request at a time'));
      pending = { resolve, reject };
      child.send(msg, (err) => err && settle('reject', err));
    });
  const info = await call({ load: { ...spec, env: undefined, cpu: undefined, origin: site } });
  return {
    info,
    pid: child.pid,
    time: (q) => call({ q, url: searchUrl(site, q) }),
    gcs: async () => (await call({ gcs: true })).gcs,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const TASKSET = 'taskset';

/**
 * `--pin`: a core for each engine, or null where it cannot be done (fewer cores than engines' groups, no
 * `taskset`). Why: a deployed instance has its cores to itself, and apart on shared cores one engine's concurrent
 * marking and sweeping threads still run while another's query is timed (at 100,000 MiniSearch spent 10 s in
 * stop-the-world pauses alone; docs/scaling.md, seventh session). `groups`: engine names by core, e.g.
 * [['ours', 'baseline'], ['minisearch']]: the two builds of our function share one core, so neither has a core the
 * other lacks, and MiniSearch has the other.
 */
export function pinnedCpus(groups) {
  const allowed = allowedCpus();
  if (allowed.length < groups.length) return null;
  if (spawnSync(TASKSET, ['--version']).status !== 0) return null;
  /** @type {Record<string, number>} */
  const cpus = {};
  groups.forEach((names, i) => {
    for (const n of names) cpus[n] = allowed[i];
  });
  return cpus;
}

/**
 * The cores this process may run on (Linux's Cpus_allowed_list, e.g. "0-1" or "2,5-6"): in a container they need
 * not be 0 and 1. Elsewhere, none (so nothing is pinned).
 */
export function allowedCpus() {
  let list;
  try {
    list = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  } catch {
    return [];
  }
  return (list ?? '').split(',').flatMap((part) => {
    const [a, b = a] = part.split('-').map(Number);
    return Array.from({ length: b - a + 1 }, (_, k) => a + k);
  });
}

/** Several engines, each in its own process, started one after another (their loads do not compete). */
export async function isolatedEngines(specs, site) {
  /** @type {Record<string, any>} */
  const engines = {};
  try {
    for (const [name, spec] of Object.entries(specs)) engines[name] = await isolatedEngine(spec, site);
  } catch (e) {
    await closeEngines(engines);
    throw e;
  }
  return engines;
}

export const closeEngines = (engines) => Promise.all(Object.values(engines).map((e) => e.close?.()));

/** The markdown sentence saying how the engines were run. */
export const modeNote = (inProcess, pinned) =>
  (inProcess
    ? "All engines answered in ONE process (`--in-process`): their garbage collections and the bench's data share " +
      "one heap, so one engine's pauses can land in another's measured queries."
    : 'Each engine answered in its own Node process, as a deployed instance holds only itself, driven query by ' +
      'query from the bench and timed inside that process (IPC outside the timed region; `--in-process` for the ' +
      'old one-process way).') +
  (pinned
    ? ` Pinned (\`--pin\`): each engine's process ran on its own core (${Object.entries(pinned)
        .map(([n, c]) => `${n} on ${c}`)
        .join(', ')}), its collector's threads too.`
    : '');

/**
 * The same engines answering in THIS process (`--in-process`, the benches' earlier way, kept so one run can show
 * both): functions imported here (with `env` applied while they load), MiniSearch built here.
 */
export async function inProcessEngines(specs, site) {
  /** @type {Record<string, any>} */
  const engines = {};
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.func) {
      const saved = { ...process.env };
      Object.assign(process.env, spec.env);
      const fn = (await import(pathToFileURL(join(spec.func, 'index.mjs')).href)).default;
      for (const k of Object.keys(spec.env ?? {}))
        if (k in saved) process.env[k] = saved[k];
        else delete process.env[k];
      engines[name] = { info: {}, ...inProcessEngine((q) => fn.fetch(new Request(searchUrl(site, q)))) };
    } else {
      const { listings } = loadCatalog(spec.minisearch, site);
      const mini = buildMini(listings);
      const ask = miniHandler(mini, listings);
      engines[name] = { info: { build_ms: mini.buildMs, listings: listings.length }, ...inProcessEngine(ask) };
    }
  }
  return engines;
}
