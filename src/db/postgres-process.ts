// Running initdb and the postgres server as child processes, with every
// failure turned into an EmbeddedPostgresError: a binary that cannot be
// spawned (EACCES, ENOENT) is an 'error' event that would otherwise kill the
// whole process; an early exit carries its last log lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { EmbeddedPostgresError, USE_OWN_DATABASE } from './embedded-error.ts';
import type { RunAs } from './run-as.ts';

/** How long the server may take to accept connections (~1 s here; a loaded CI machine is slower). */
const READY_TIMEOUT_MS = 60_000;
/** How long a stop may take before the server is killed. */
const STOP_TIMEOUT_MS = 10_000;
const READY = 'database system is ready to accept connections';
/** Log lines kept for an error message. */
const TAIL = 12;

interface Spawned {
  child: ChildProcess;
  tail: () => string;
}

/** English messages, so READY is recognised whatever the machine's locale. */
const ENV = { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' };

function launch(file: string, args: string[], user: RunAs | undefined, log: (m: string) => void): Spawned {
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const child = spawn(file, args, { env: ENV, stdio: ['ignore', 'pipe', 'pipe'], ...as });
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      log(line);
      lines.push(line);
      if (lines.length > TAIL) lines.shift();
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  return { child, tail: () => lines.join('\n    ') };
}

const spawnFailed = (file: string, e: NodeJS.ErrnoException, user: RunAs | undefined) =>
  new EmbeddedPostgresError(
    `${file} could not be run${user ? ` as the "${user.name}" user` : ''} (${e.code ?? e.message})`,
    e.code === 'EACCES'
      ? `let that user read the file and enter the folders above it, set EMBEDDED_PG_BIN, ${USE_OWN_DATABASE}`
      : `run npm install, set EMBEDDED_PG_BIN to a PostgreSQL bin folder, ${USE_OWN_DATABASE}`,
    { cause: e },
  );

/** Runs a program to its end; rejects with its last output when it fails. */
type Log = (m: string) => void;

export function runToEnd(file: string, args: string[], user: RunAs | undefined, log: Log, fix: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const { child, tail } = launch(file, args, user, log);
    child.once('error', (e) => reject(spawnFailed(file, e, user)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new EmbeddedPostgresError(`${file} failed (${signal ?? `exit ${code}`}):\n    ${tail()}`, fix));
    });
  });
}

/** Starts the server; resolves once it accepts connections, rejects with its last log lines if it exits first. */
export function startServer(
  file: string,
  args: string[],
  user: RunAs | undefined,
  log: Log,
  fix: (tail: string) => string,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = () => {
      const first = !settled;
      settled = true;
      clearTimeout(timer);
      return first;
    };
    const { child, tail } = launch(file, args, user, (line) => {
      log(line);
      if (line.includes(READY) && settle()) resolve(child);
    });
    const fail = (e: Error) => {
      if (!settle()) return;
      child.kill('SIGKILL');
      reject(e);
    };
    const slow = () =>
      new EmbeddedPostgresError(
        `the server did not accept connections within ${READY_TIMEOUT_MS / 1000} s:\n    ${tail()}`,
        `retry on a less busy machine, ${USE_OWN_DATABASE}`,
      );
    const timer = setTimeout(() => fail(slow()), READY_TIMEOUT_MS);
    child.once('error', (e) => fail(spawnFailed(file, e, user)));
    child.once('exit', (code, signal) =>
      fail(
        new EmbeddedPostgresError(
          `the server stopped while starting (${signal ?? `exit ${code}`}):\n    ${tail()}`,
          fix(tail()),
        ),
      ),
    );
  });
}

/** Stops the server (fast shutdown), killing it if it does not stop in time. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGQUIT');
  });
}
