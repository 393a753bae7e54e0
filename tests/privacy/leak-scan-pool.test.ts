// The build's leak scan on several threads (src/build/leak-scan-pool.ts) finds what one thread finds, and a share
// whose thread outgrows its bounded heap is read again without the bound: never left unread.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scannable, scannableGroups, scanTree, type LeakRules } from '../../src/build/leak-scan.ts';
import { batches, scanBatches, scanInParallel, scanShare } from '../../src/build/leak-scan-pool.ts';
import { knownContacts } from '../../src/privacy/index.ts';

const rules = (): LeakRules => ({
  known: knownContacts([]),
  allowedEmails: new Set(['agents@secondline-demo.com']),
  unapproved: new Set<string>(),
});

/** A small build: 600 listings' page, twin and JSON, a contact in three of them. */
function tree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'leak-pool-'));
  const planted = new Map([
    [17, 'Call Jan on +49 171 2345678 after six.'],
    [301, 'Write to jan.kowalski@example-mail.de for the manual.'],
    [577, 'WhatsApp: +44 7700 900123'],
  ]);
  for (let k = 0; k < 600; k++) {
    const text = planted.get(k) ?? `Lathe ${k}, serviced in 2019, 1,200 hours.`;
    mkdirSync(join(dir, 'listings', `lathe-${k}`), { recursive: true });
    writeFileSync(join(dir, 'listings', `lathe-${k}`, 'index.html'), `<html><body><p>${text}</p></body></html>`);
    writeFileSync(join(dir, 'listings', `lathe-${k}.md`), `# Lathe ${k}\n\n${text}\n`);
    writeFileSync(join(dir, 'listings', `lathe-${k}.json`), JSON.stringify({ title: `Lathe ${k}`, description: text }));
  }
  return dir;
}

describe('the leak scan pool', () => {
  it('finds on two threads what one thread finds', async () => {
    const dir = tree();
    try {
      const one = scanTree(dir, rules(), { limit: 1000 });
      const two = await scanInParallel([{ dir }], rules(), { threads: 2, limit: 1000 });
      expect(one.length).toBeGreaterThanOrEqual(9);
      const key = (l: { where: string; match: string }) => `${l.where} ${l.match}`;
      expect(two.map(key).sort()).toEqual(one.map(key).sort());
      // On this thread (BUILD_THREADS=1), as the walk goes: the same findings, and no more than the limit.
      const here = await scanInParallel([{ dir }], rules(), { threads: 1, limit: 1000 });
      expect(here.map(key).sort()).toEqual(one.map(key).sort());
      expect(await scanInParallel([{ dir }], rules(), { threads: 1, limit: 4 })).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("hands out every file once, a listing's page, twin and JSON in one batch", () => {
    const dir = tree();
    try {
      const files = scannable(dir);
      for (const size of [1, 7, 120, 5000]) {
        const bs = [...batches(scannableGroups(dir), size)];
        expect(bs.flat().sort()).toEqual([...files].sort());
        const batchOf = new Map(bs.flatMap((b, n) => b.map((f) => [f, n] as const)));
        for (let k = 0; k < 600; k++) {
          const at = [`lathe-${k}/index.html`, `lathe-${k}.md`, `lathe-${k}.json`].map((f) =>
            batchOf.get(join(dir, 'listings', f)),
          );
          expect(new Set(at).size, `lathe-${k} at batch size ${size}`).toBe(1);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds on two threads with one listing a batch what one thread finds', async () => {
    const dir = tree();
    try {
      const one = scanTree(dir, rules(), { limit: 1000 });
      const two = await scanInParallel([{ dir }], rules(), { threads: 2, limit: 1000, batchFiles: 1 });
      const key = (l: { where: string; match: string }) => `${l.where} ${l.match}`;
      expect(two.map(key).sort()).toEqual(one.map(key).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads every file, each once, whatever the batch size', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leak-pool-'));
    try {
      // A contact in every file: a file the pool did not hand out, or handed out twice, shows in the findings.
      for (let k = 0; k < 300; k++) {
        const mail = `jan.kowalski${k}@example-mail.de`;
        mkdirSync(join(dir, 'listings', `lathe-${k}`), { recursive: true });
        writeFileSync(join(dir, 'listings', `lathe-${k}`, 'index.html'), `<html><body><p>${mail}</p></body></html>`);
        writeFileSync(join(dir, 'listings', `lathe-${k}.md`), `# Lathe ${k}\n\nWrite to ${mail}\n`);
        writeFileSync(join(dir, 'listings', `lathe-${k}.json`), JSON.stringify({ description: `Mail ${mail}` }));
        if (k % 50 === 0) writeFileSync(join(dir, `page-${k}.md`), `Or ${mail}.`);
      }
      const files = scannable(dir);
      for (const batchFiles of [1, 7, 120]) {
        const found = await scanInParallel([{ dir }], rules(), { threads: 2, limit: 100_000, batchFiles });
        expect(found.map((l) => l.where).sort()).toEqual([...files].sort());
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a share again without the bound when its thread runs out of heap', async () => {
    const dir = tree();
    try {
      const files = scannable(dir);
      const one = scanTree(dir, rules(), { limit: 1000 });
      // A heap far below the detector's modules (~25 MB): the bounded thread runs out of it while loading them.
      const found = await scanShare(files, rules(), 1000, { maxOldGenerationSizeMb: 6, maxYoungGenerationSizeMb: 1 });
      expect(found.length).toBe(one.length);
      // Two bounded threads, many batches: each thread that runs out of heap is replaced and its batch read again.
      const key = (l: { where: string; match: string }) => `${l.where} ${l.match}`;
      const tiny = { maxOldGenerationSizeMb: 6, maxYoungGenerationSizeMb: 1 };
      const queued = await scanBatches(batches(scannableGroups(dir), 30), rules(), 1000, 2, tiny);
      expect(queued.map(key).sort()).toEqual(one.map(key).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads every kind of built file exactly once, and nothing the build keeps apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leak-pool-'));
    try {
      // A different address in every file that is served, in the form its kind is read in: a page, a twin, a
      // listing's JSON, a manual's twin and JSON without a folder, function code, an index file stored compressed,
      // the routing table, a sitemap, a text file, a folder reached through a link; none in what the scan leaves out.
      const expected: string[] = [];
      let n = 0;
      const put = (path: string, text: (mail: string) => string | Buffer, served = true) => {
        const mail = `jan.kowalski${n++}@example-mail.de`;
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), text(mail));
        if (served) expected.push(join(dir, path));
      };
      for (let k = 0; k < 250; k++) {
        put(`static/listings/lathe-${k}/index.html`, (m) => `<html><body><p>Write to ${m}</p></body></html>`);
        put(`static/listings/lathe-${k}.md`, (m) => `# Lathe ${k}\n\nWrite to ${m}\n`);
        put(`static/listings/lathe-${k}.json`, (m) => JSON.stringify({ title: `Lathe ${k}`, description: m }));
      }
      for (let k = 0; k < 40; k++) {
        put(`static/manuals/manual-${k}.md`, (m) => `Ask ${m}.`);
        put(`static/manuals/manual-${k}.json`, (m) => JSON.stringify({ notes: `Ask ${m}` }));
      }
      put('functions/api/search.func/index.mjs', (m) => `export const x = "${m}";`);
      put('functions/api/search.func/.vc-config.json', (m) => JSON.stringify({ handler: m }));
      put('data/listings-0.flex', (m) => brotliCompressSync(Buffer.from(`{"doc":"${m}"}`)));
      put('config.json', (m) => JSON.stringify({ routes: [{ src: m }] }));
      put('static/sitemap.xml', (m) => `<urlset><url><loc>mailto:${m}</loc></url></urlset>`);
      put('static/robots.txt', (m) => `Contact: ${m}`);
      put('elsewhere/linked.md', (m) => `Or ${m}.`, false);
      symlinkSync(join(dir, 'elsewhere'), join(dir, 'static/linked'));
      expected.push(join(dir, 'static/linked/linked.md'));
      put('static/logo.png', (m) => `PNG ${m}`, false);
      put('build-info.json', (m) => JSON.stringify({ note: m }), false);
      put('skipped/index.html', (m) => `<p>${m}</p>`, false);
      const skip = (p: string) => p.startsWith(join(dir, 'skipped')) || p.startsWith(join(dir, 'elsewhere'));
      expect(scannable(dir, skip).sort()).toEqual([...expected].sort());
      const where = (leaks: { where: string }[]) => leaks.map((l) => l.where).sort();
      expect(where(scanTree(dir, rules(), { skip, limit: 100_000 }))).toEqual([...expected].sort());
      for (const batchFiles of [1, 7, 120]) {
        const found = await scanInParallel([{ dir, skip }], rules(), { threads: 2, limit: 100_000, batchFiles });
        expect(where(found), `batch size ${batchFiles}`).toEqual([...expected].sort());
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every thread reading: each of two threads reads a share of the batches', async () => {
    const dir = tree();
    try {
      const read = new Map<number, number>();
      const found = await scanBatches(batches(scannableGroups(dir), 30), rules(), 1000, 2, undefined, (t, files) =>
        read.set(t, (read.get(t) ?? 0) + files),
      );
      expect(found.length).toBe(scanTree(dir, rules(), { limit: 1000 }).length);
      // 1,800 files in 60 batches of 30: both threads started and each read some (a thread started late, or only
      // one thread, leaves the other with none).
      expect([...read.keys()].sort()).toEqual([0, 1]);
      expect(read.get(0)! + read.get(1)!).toBe(1800);
      expect(Math.min(...read.values())).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the scan when the walk fails after the threads have started, and stops handing out batches', async () => {
    const dir = tree();
    try {
      const files = scannable(dir);
      let given = 0;
      // The walk breaks on its fourth batch (as on a link to nothing, found after the first batches went out).
      function* walk() {
        for (let b = 0; b < 3; b++) {
          given++;
          yield files.slice(b * 30, (b + 1) * 30);
        }
        throw new Error('ENOENT: a link to nothing');
      }
      await expect(scanBatches(walk(), rules(), 1000, 2)).rejects.toThrow('a link to nothing');
      expect(given).toBe(3);
      // A tree with a link to nothing fails the whole scan, found up front or on the way.
      symlinkSync(join(dir, 'nowhere'), join(dir, 'listings', 'lathe-599', 'broken'));
      await expect(scanInParallel([{ dir }], rules(), { threads: 2, limit: 1000 })).rejects.toThrow(/ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the first groups before the walk has listed every folder', () => {
    const dir = tree();
    try {
      // The pool reads the first batches while the walk goes on: the first group (a listing's page, twin and JSON)
      // comes when its folder's listing and its own page's folder are read, not after all 600 page folders.
      const pages: string[] = [];
      const groups = scannableGroups(dir, (p) => {
        if (p.endsWith('index.html')) pages.push(p);
        return false;
      });
      const first = groups.next().value!;
      const slug = /listings\/(lathe-\d+)/.exec(first[0])![1];
      const files = [`${slug}/index.html`, `${slug}.md`, `${slug}.json`].map((f) => join(dir, 'listings', f));
      expect([...first].sort()).toEqual(files.sort());
      expect(pages.length).toBe(1);
      const rest = [...groups];
      expect(pages.length).toBe(600);
      expect(rest.length).toBe(599);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a file whole whatever its size: empty, below, at and past the read buffer, a character cut at its edge', () => {
    const dir = mkdtempSync(join(tmpdir(), 'leak-pool-'));
    try {
      const MIB = 1 << 20;
      const tail = (k: number) => ` write to jan.kowalski${k}@example-mail.de`;
      // Spaces, and 3-byte characters (€) across the buffer's edge, so a read that stops there cuts one in two.
      const filled = (bytes: number, k: number) => {
        const file = Buffer.alloc(bytes, ' ');
        for (let at = MIB - 8; at + 3 <= Math.min(bytes, MIB + 8); at += 3) file.write('€', at);
        const end = Buffer.from(tail(k));
        end.copy(file, bytes - end.length);
        return file;
      };
      const sizes = [MIB - 1, MIB, MIB + 1, 3 * MIB + 7];
      sizes.forEach((size, k) => writeFileSync(join(dir, `big-${k}.md`), filled(size, k)));
      writeFileSync(join(dir, 'empty.md'), '');
      writeFileSync(join(dir, 'small.md'), `Naïve café ${tail(9)}`);
      const found = scanTree(dir, rules(), { limit: 100 });
      const matches = found.map((l) => l.match).sort();
      expect(matches).toEqual([0, 1, 2, 3, 9].map((k) => `jan.kowalski${k}@example-mail.de`).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
