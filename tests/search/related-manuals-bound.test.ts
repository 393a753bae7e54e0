// A listing names at most RELATED_MANUALS_MAX manuals of its machine (its lookup's related.manuals, its page and
// its twin), says how many there are and where all of them are found, so no page grows with the catalog. For
// every count of manuals from none to three times the bound: the lookup, the page and the twin show the same
// first manuals in manual order, the count is the machine's, and the search they link to finds every manual.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RELATED_MANUALS_MAX } from '../../src/config.ts';
import { getCatalog } from '../../src/catalog/get-catalog.ts';
import { manualOrder } from '../../src/catalog/order.ts';
import { manualsByMachine } from '../../src/build/listing-pages.ts';
import { listingPage } from '../../src/layouts/listing-page.ts';
import { listingMarkdown } from '../../src/markdown/listing-twin.ts';
import { ListingDocument } from '../../src/schemas/documents.ts';
import { writeSearchIndexes } from '../../src/search/index.ts';
import type { Listing, Manual } from '../../src/schemas/public.ts';
import { loadSearch } from '../support/search.ts';
import { MQ } from './helpers.ts';

const c = getCatalog();
const [baseListing] = c.listings;
const [baseManual] = c.manuals;
const COUNTS = [0, 1, RELATED_MANUALS_MAX - 1, RELATED_MANUALS_MAX, RELATED_MANUALS_MAX + 1, 3 * RELATED_MANUALS_MAX];

const manuals: Manual[] = [];
const listings: Listing[] = [];
COUNTS.forEach((count, i) => {
  const make = `Boundmake ${i}`;
  const model = `BM-${i}0${i}`;
  listings.push({ ...baseListing, id: `lst_b${String(i).padStart(7, '0')}`, slug: `bound-${i}`, make, model });
  for (let j = 0; j < count; j++) {
    const id = `man_b${String(i).padStart(2, '0')}${String(j).padStart(5, '0')}`;
    // Titles out of id order, so "the first ones" means manual order, not the order they were written in.
    const url = `${c.origin}/manuals/${id}`;
    const title = `${make} ${model} manual ${(j * 7) % count}`;
    const api_url = `${c.origin}/api/agents/v1/manuals/${id}`;
    manuals.push({ ...baseManual, id, title, url, api_url, markdown_url: `${url}.md`, make, model });
  }
});
manuals.sort(manualOrder);

const dir = mkdtempSync(join(tmpdir(), 'related-bound-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeSearchIndexes({ origin: c.origin, listings, manuals, checklists: [], guides: [] }, dir);
const core = loadSearch(dir);
const machineManuals = manualsByMachine(manuals);
const links = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1]);

describe.each(listings.map((l, i) => [COUNTS[i], l] as const))('%i manuals for the machine', (count, l) => {
  const all = machineManuals(l);
  const first = all.slice(0, RELATED_MANUALS_MAX).map((m) => m.id);

  it("the lookup's related names the first manuals in manual order, the count, and a search that finds them all", () => {
    const related = core.related(l);
    expect(related.manuals.map((m) => m.id)).toEqual(first);
    expect(related.manuals_total).toBe(count);
    const search = new URL(related.manuals_search);
    expect(search.pathname).toBe('/api/agents/v1/manuals');
    const q = Object.fromEntries(search.searchParams);
    expect(q).toEqual({ make: l.make, model: l.model });
    const found = core.searchManuals(MQ({ ...q, per_page: 50 }));
    expect(found.total).toBe(count);
    expect(found.items.map((m) => m.id).sort()).toEqual(all.map((m) => m.id).sort());
  });

  it('the lookup body stays valid against its schema (at most the bound)', () => {
    const related = core.related(l);
    expect(ListingDocument.shape.related.safeParse(related).success).toBe(true);
  });

  it('the page and the twin list the same first manuals, and link to all of them only when there are more', () => {
    const page = listingPage(c, l, all).body;
    const twin = listingMarkdown(c, l, { manuals: all });
    expect(links(page, /<li><a href="\/manuals\/(man_[a-z0-9]+)"/g)).toEqual(first);
    expect(links(twin, /\]\(<[^>]*\/manuals\/(man_[a-z0-9]+)>\)/g)).toEqual(first);
    const more = count > RELATED_MANUALS_MAX;
    const href = `/manuals?make=${encodeURIComponent(l.make)}&model=${encodeURIComponent(l.model)}`;
    expect(page.includes(`All ${count} manuals for this machine`)).toBe(more);
    expect(page.includes(`href="${href.replaceAll('&', '&amp;')}"`)).toBe(more);
    expect(twin.includes(`[All ${count} manuals for this machine](<${c.origin}${href}>)`)).toBe(more);
  });
});
