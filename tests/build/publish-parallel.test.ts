// The publish step on worker threads (src/build/publish-parallel.ts) must publish what `publish` publishes on one
// thread: the same catalog, the same withheld records with the same (file, field) problems, and the same contact
// report, in the same order. Held to that on the hostile fixture with contacts planted where each kind of outcome
// follows (scrubbed from text, a photo dropped, a slug cleaned, a slug whose cleaned form is taken: withheld), in
// batches spread over threads, and when a thread runs out of its bounded heap.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import type { ContactReport } from '../../src/catalog/privacy-context.ts';
import { publishInParallel } from '../../src/build/publish-parallel.ts';

const root = mkdtempSync(join(tmpdir(), 'publish-parallel-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const ORIGIN = 'https://example.test';

/** The hostile fixture, with the seller's own contacts planted in every few listings' slug, photos and text. */
function plantedCatalog(): string {
  const dir = join(root, 'catalog');
  cpSync('tests/fixtures/hostile', dir, { recursive: true });
  const files = readdirSync(join(dir, 'listings'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const slugs: string[] = [];
  files.forEach((f, i) => {
    const path = join(dir, 'listings', f);
    const r = JSON.parse(readFileSync(path, 'utf8'));
    const digits = (r.seller.phone ?? '+49 171 4019901').replace(/\D/g, '').slice(-10);
    if (i % 5 === 0) r.slug = `${r.slug}-${digits}`;
    if (i % 7 === 0 && r.photos?.length) r.photos[0].url = `https://images.example.test/${r.seller.email}/1.jpg`;
    if (i % 3 === 0) r.description = `${r.description}\n\nCall ${r.seller.contact_name} on ${r.seller.phone}.`;
    if (i % 11 === 0) r.shipping_notes = `WhatsApp ${digits.split('').join(' ')} or ${r.seller.email}`;
    slugs.push(r.slug);
    writeFileSync(path, JSON.stringify(r));
  });
  // Listing 1 takes, as its own slug, the cleaned form listing 0's slug would get: listing 0 is withheld.
  const first = JSON.parse(readFileSync(join(dir, 'listings', files[0]), 'utf8'));
  const second = JSON.parse(readFileSync(join(dir, 'listings', files[1]), 'utf8'));
  const words = first.slug.split('-').filter((w: string) => !/^\d+$/.test(w));
  second.slug = [...words, first.public_id.replace(/^lst_/, '')].join('-');
  writeFileSync(join(dir, 'listings', files[1]), JSON.stringify(second));
  return dir;
}

describe('publish on worker threads', async () => {
  const raw = await readContent(plantedCatalog(), {});
  const report: ContactReport[] = [];
  const one = publish(raw, ORIGIN, report);
  const same = async (opts: Parameters<typeof publishInParallel>[3]) => {
    const r: ContactReport[] = [];
    const c = await publishInParallel(raw, ORIGIN, r, opts);
    expect(JSON.stringify(c)).toBe(JSON.stringify(one));
    expect(r).toEqual(report);
  };

  it('the planted contacts give every outcome, withheld records included', () => {
    const actions = new Set(report.map((n) => `${n.field === 'slug' ? 'slug ' : ''}${n.action}`));
    expect([...actions].sort()).toEqual(
      expect.arrayContaining(['dropped', 'scrubbed', 'slug scrubbed', 'slug withheld']),
    );
    expect(one.problems.filter((p) => p.field === 'slug').length).toBeGreaterThan(0);
    expect(one.listings.length).toBeLessThan(raw.listings.length);
  });

  it('publishes the same catalog, problems and report in the same order on two and three threads', async () => {
    await same({ threads: 2, parallelFrom: 0 });
    await same({ threads: 3, parallelFrom: 0 });
  });

  it('scrubs here what a thread out of its heap left, so the result is still the same', async () => {
    // A heap far below the detector's modules: each thread runs out of it while loading them.
    await same({ threads: 2, parallelFrom: 0, heap: { maxOldGenerationSizeMb: 6, maxYoungGenerationSizeMb: 1 } });
  });
});
