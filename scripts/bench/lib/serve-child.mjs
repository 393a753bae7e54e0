// Starts the local server on a Build Output folder in a child process on a
// free loopback port and waits until it answers; autocannon runs against it.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { API } from './load-scenarios.mjs';

const freePort = () =>
  new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });

/**
 * CPU time (user + system, ms) the process has used so far, from /proc on Linux (null elsewhere).
 * Per request it is the server's own cost, which other work on a shared machine changes far less
 * than it changes requests per second.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** Serves `outputDir` with the local server of the source tree `root` (default: this one). */
export async function serveOutput(outputDir, root) {
  if (!existsSync(join(outputDir, 'config.json')))
    throw new Error(`no build in ${outputDir}: run \`npm run build\` first`);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [new URL('./serve-output.mjs', import.meta.url).pathname, outputDir, ...(root ? [root] : [])],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${API}/site`)).ok) return { base, pid: child.pid, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 20 s');
}

/** One fixed-time autocannon run cycling through `reqs`. */
export function load(base, reqs, { connections, duration }) {
  let i = 0;
  return new Promise((res, rej) => {
    autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 10,
        requests: [{ setupRequest: (req) => ({ ...req, ...reqs[i++ % reqs.length] }) }],
      },
      (err, r) => (err ? rej(err) : res(r)),
    );
  });
}
