// One machine, one rule: the REST `make`/`model` manual filter, the listing
// page's "manuals for this machine" and the listing lookup's `related.manuals`
// find the same manuals, whatever dashes, spaces, case or accents the
// spellings use (SM‑52 with a non-breaking hyphen, SM 52, sm52, SM–52).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getCatalog } from '../../src/catalog/get-catalog.ts';
import { manualsByMachine } from '../../src/build/listing-pages.ts';
import { writeSearchIndexes } from '../../src/search/index.ts';
import type { Listing, Manual } from '../../src/schemas/public.ts';
import { loadSearch } from '../support/search.ts';
import { MQ } from './helpers.ts';

const c = getCatalog();
const [baseListing] = c.listings;
const [baseManual] = c.manuals;

/** Spellings of one machine, as sellers and publishers type them. */
const FAMILIES = {
  sm52: { make: 'Heidelberg', models: ['SM‑52', 'SM 52', 'sm52', 'SM–52', 'Sm-52', ' SM52 '] },
  mecanique: { make: 'Bréton', models: ['Mécanique 5', 'MECANIQUE-5', 'mecanique 5', 'Mécanique‐5'] },
};

const manuals: Manual[] = [];
const listings: Listing[] = [];
let n = 0;
for (const [family, { make, models }] of Object.entries(FAMILIES)) {
  for (const model of models) {
    const k = String(++n).padStart(8, '0');
    manuals.push({
      ...baseManual,
      id: `man_${k}`,
      title: `${make} ${model} manual (${family})`,
      make: n % 2 ? make : make.toUpperCase(),
      model,
    });
    listings.push({
      ...baseListing,
      id: `lst_${k}`,
      slug: `${family}-${k}`,
      title: `${make} ${model}`,
      make,
      model,
      status: 'available',
    });
  }
}
// A different machine of the same make must never be mixed in.
manuals.push({
  ...baseManual,
  id: 'man_99999999',
  title: 'Heidelberg SM 74 manual',
  make: 'Heidelberg',
  model: 'SM 74',
});

const dir = mkdtempSync(join(tmpdir(), 'machine-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeSearchIndexes({ origin: c.origin, listings, manuals, checklists: [], guides: [] }, dir);
const core = loadSearch(dir);
const page = manualsByMachine(manuals);

const ids = (xs: { id: string }[]) => xs.map((x) => x.id).sort();
const family = (name: keyof typeof FAMILIES) => ids(manuals.filter((m) => m.title.endsWith(`(${name})`)));

describe.each(listings.map((l) => [`${l.make} "${l.model}"`, l] as const))('%s', (_name, l) => {
  const expected = family(l.slug.split('-')[0] as keyof typeof FAMILIES);

  it("the REST filter with the listing's make and model finds every spelling of the machine, and nothing else", () => {
    expect(ids(core.searchManuals(MQ({ make: l.make, model: l.model, per_page: 50 })).items)).toEqual(expected);
  });

  it("the listing page and the lookup's related.manuals list the same manuals", () => {
    expect(ids(page(l))).toEqual(expected);
    expect(ids(core.related(l).manuals)).toEqual(expected);
  });
});
