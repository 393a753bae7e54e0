// index:sync as the scale bench runs it: the CLI in its own process (what an
// editor's tool or CI runs), timed from spawn to exit; and an edit's way to
// every surface: one listing file changed, `index:sync FILE` spawned, and the
// built functions polled (search, lookup, page, twin, JSON) until all of them
// answer the change, timed from the spawn.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../lib/isolated-build.mjs';

const TIME = '/usr/bin/time';

/**
 * A sync of the content folder (or of `files`), in its own node. Resolves with its wall time, its
 * own CPU time (user + system, from GNU time: what it costs whatever else the machine runs) and output.
 */
export function indexSync({ url, contentDir, site, files = [], heapMb }) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const env = { ...process.env, DATABASE_URL: url, CONTENT_DIR: contentDir, SITE: site };
    if (heapMb) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMb}`.trim();
    const args = [join(ROOT, 'scripts/index-sync.mjs'), ...files];
    const timed = existsSync(TIME);
    const child = spawn(
      timed ? TIME : process.execPath,
      timed ? ['-f', '[time] cpu_s=%U+%S rss_kb=%M', process.execPath, ...args] : args,
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`index:sync failed (${code}):\n${out.slice(-4000)}`));
      const m = /\[time\] cpu_s=([\d.]+)\+([\d.]+) rss_kb=(\d+)/.exec(out);
      resolve({
        s: (performance.now() - t0) / 1000,
        cpuS: m ? Number(m[1]) + Number(m[2]) : null,
        rssMb: m ? Number(m[3]) / 1024 : null,
        out,
      });
    });
  });
}

const steps = (out) => /steps \(ms\): (.*)/.exec(out)?.[1] ?? '';

/**
 * Edits one listing's title (a word no listing has), syncs that file, and
 * polls until search, lookup, page, twin and JSON all show it. Restores the
 * file and syncs it back before returning.
 */
export async function editToEverySurface({ url, contentDir, site, file, word, fns }) {
  const path = join(contentDir, 'listings', file);
  const before = readFileSync(path, 'utf8');
  const rec = JSON.parse(before);
  writeFileSync(path, JSON.stringify({ ...rec, title: `${word} ${rec.title}` }, null, 2));
  const t0 = performance.now();
  try {
    const sync = indexSync({ url, contentDir, site, files: [path] });
    let synced;
    sync.then(
      (r) => (synced = r),
      () => {},
    );
    const ask = async (fn, path) => {
      const res = await fn(new Request(`${site}${path}`));
      return { status: res.status, text: await res.text() };
    };
    const surfaces = async () => {
      const [search, lookup, page, twin, json] = await Promise.all([
        ask(fns.search, `/api/agents/v1/listings?q=${word}`),
        ask(fns.lookup, `/api/agents/v1/listings/${rec.slug}`),
        ...['', '.md', '.json'].map((x) =>
          ask(fns.pages, `/pages/live?page=listing&slug=${rec.slug}&page_suffix=${x}`),
        ),
      ]);
      return [
        search.text.includes(rec.public_id),
        lookup.text.includes(word),
        page.text.includes(word),
        twin.text.includes(word),
        json.text.includes(word),
      ];
    };
    let seen;
    while (!(seen = await surfaces()).every(Boolean)) {
      if (performance.now() - t0 > 30_000)
        throw new Error(`the edit of ${file} was not on every surface after 30 s: ${seen}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const visibleS = (performance.now() - t0) / 1000;
    await sync;
    return { visibleS, syncS: synced.s, cpuS: synced.cpuS, steps: steps(synced.out) };
  } finally {
    writeFileSync(path, before);
    await indexSync({ url, contentDir, site, files: [path] });
  }
}
