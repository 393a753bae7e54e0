import { parse as parseYaml } from 'yaml';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CONDITIONS } from '../../src/schemas/vocabulary.ts';
import { COUNTRY_NAMES } from '../../src/catalog/countries.ts';
import { newestFirst } from '../../src/catalog/publish.ts';
import type { Listing } from '../../src/schemas/public.ts';
import { LQ, MQ, allPages, bruteFacets, deaccent, passesFilters, searchable, setup } from './helpers.ts';
import { oneEdit } from '../../src/search/typo.ts';
import { indexTokens, queryTerms, stem } from '../../src/search/text.ts';

/** Single words that have trade synonyms: content/search/synonyms.yaml and the machine types of vocabulary.yaml. */
const TYPES = (
  parseYaml(readFileSync('content/search/vocabulary.yaml', 'utf8')).types as Record<string, string[] | string>[]
).map((t) =>
  Object.entries(t)
    .filter(([k]) => k !== 'category')
    .flatMap(([, v]) => v as string[]),
);
const SYNONYM_WORDS = new Set(
  [...(parseYaml(readFileSync('content/search/synonyms.yaml', 'utf8')).groups as string[][]), ...TYPES]
    .flat()
    .filter((p) => !p.includes(' '))
    .map((p) => p.toLowerCase()),
);

const { listings, manuals, core } = setup();
const available = listings.filter((l) => l.status !== 'sold');
const sold = listings.filter((l) => l.status === 'sold');
const ids = (ls: Listing[]) => ls.map((l) => l.id);

describe('sample catalog', () => {
  it('is the one the index was built from', () => {
    expect(listings.length).toBeGreaterThan(0);
    expect(core.stats().listings).toBe(listings.length);
    expect(core.stats().manuals).toBe(manuals.length);
    expect(core.origin).toBe(listings[0]?.url.replace(/\/listings\/.*$/, ''));
  });
});

describe('filters are exact, totals and facets are brute force', () => {
  const makes = [...new Set(listings.map((l) => l.make))];
  const codes = [
    ...new Set(listings.flatMap((l) => [l.location.country, l.location.region_code ?? '']).filter(Boolean)),
  ];
  const names = [
    ...new Set(
      listings
        .flatMap((l) => [l.location.city, l.location.region ?? '', COUNTRY_NAMES[l.location.country] ?? ''])
        .filter((s) => s.length > 2),
    ),
  ];
  const queries = [
    LQ(),
    LQ({ include_sold: true }),
    ...CATEGORIES.map(([c]) => LQ({ category: c })),
    ...CONDITIONS.map(([c]) => LQ({ condition: [c], include_sold: true })),
    LQ({ condition: ['good', 'excellent', 'refurbished', 'new'] }),
    LQ({ status: ['sold'] }),
    LQ({ status: ['sold'], condition: ['fair', 'poor'] }),
    ...makes.slice(0, 40).map((m, i) => LQ({ make: i % 2 ? m.toUpperCase() : m.toLowerCase() })),
    ...codes.map((c, i) => LQ({ location: i % 2 ? c.toLowerCase() : c })),
    ...names
      .slice(0, 40)
      .map((n, i) => LQ({ location: i % 3 === 0 ? deaccent(n) : i % 3 === 1 ? n.toUpperCase() : n.slice(1, -1) })),
    LQ({ location: 'ohio' }),
    LQ({ location: 'Germany' }),
    LQ({ location: 'münchen' }),
    LQ({ location: 'munchen' }),
    LQ({ location: 'OH' }),
    LQ({ location: 'de' }),
    LQ({ category: listings[0].category, condition: [listings[0].condition], include_sold: true }),
    LQ({ make: listings[0].make, location: listings[0].location.country }),
    LQ({ make: 'No Such Make' }),
    LQ({ location: 'zz' }),
    LQ({ location: 'Atlantis' }),
  ];
  it.each(queries.map((q) => [JSON.stringify({ ...q, page: undefined, per_page: undefined }), q] as const))(
    '%s',
    (_, q) => {
      const expected = listings.filter((l) => passesFilters(l, q));
      const r = core.searchListings({ ...q, per_page: 50 });
      expect(r.total).toBe(expected.length);
      expect(ids(r.items)).toEqual(ids(expected.slice(0, 50)));
      expect(r.facets).toEqual(bruteFacets(expected));
    },
  );

  it('location forms from the contract find what they should', () => {
    for (const [loc, ok] of [
      ['ohio', (l: Listing) => l.location.region === 'Ohio'],
      ['OH', (l: Listing) => l.location.region_code === 'OH'],
      ['de', (l: Listing) => l.location.country === 'DE'],
      ['Germany', (l: Listing) => l.location.country === 'DE'],
      ['münchen', (l: Listing) => l.location.city === 'München'],
      ['munchen', (l: Listing) => l.location.city === 'München'],
    ] as const) {
      const got = allPages(core, LQ({ location: loc }));
      expect(got.map((l) => l.id)).toEqual(available.filter(ok).map((l) => l.id));
    }
  });
});

describe('text queries', () => {
  const words = ['cutter', 'lathe', 'press', 'conveyor', 'folder', 'hours', 'serial', 'extruder', 'router'];
  it.each(words)('%s: total and facets over the whole match set, every hit holds the word', (w) => {
    const q = LQ({ q: w, include_sold: true });
    const r = core.searchListings(q);
    const all = allPages(core, q);
    expect(all.length).toBe(r.total);
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(r.facets).toEqual(bruteFacets(all));
    // bounds: every listing with the whole word is found; nothing without the stem in it
    const whole = listings.filter((l) => new RegExp(`\\b${w}\\b`).test(searchable(l)));
    const sub = listings.filter((l) => searchable(l).includes(stem(w)));
    expect(r.total).toBeGreaterThanOrEqual(whole.length);
    if (SYNONYM_WORDS.has(w)) return; // trade synonyms find more (synonyms tests)
    expect(r.total).toBeLessThanOrEqual(sub.length);
    for (const l of all) expect(searchable(l)).toContain(stem(w));
  });

  it('filters combine with text exactly', () => {
    for (const w of words) {
      for (const f of [
        { category: listings[0].category },
        { make: listings[0].make },
        { location: 'US' },
        { condition: ['good' as const] },
        { status: ['sold' as const] },
      ]) {
        const q = LQ({ q: w, ...f });
        const unfiltered = allPages(core, LQ({ q: w, include_sold: true }));
        const expected = unfiltered.filter((l) => passesFilters(l, q));
        const r = core.searchListings(q);
        // Nothing exact: the search relaxes instead of answering empty (checked in relax tests).
        if (!expected.length && r.relaxed) continue;
        expect(r.total).toBe(expected.length);
        expect(r.facets).toEqual(bruteFacets(expected));
      }
    }
  });

  it('AND semantics: a phrase is the intersection of its words', () => {
    const a = new Set(ids(allPages(core, LQ({ q: 'serial' }))));
    const b = new Set(ids(allPages(core, LQ({ q: 'number' }))));
    const both = ids(allPages(core, LQ({ q: 'serial number' })));
    expect(both.length).toBe([...a].filter((x) => b.has(x)).length);
    // nothing holds both: relaxed to any-word, every hit holds cutter
    const relaxed = core.searchListings(LQ({ q: 'cutter zzzqqqxxx' }));
    expect(relaxed.relaxed).toEqual({ dropped: [], mode: 'any' });
    expect(relaxed.total).toBe(core.searchListings(LQ({ q: 'cutter' })).total);
  });

  it('plurals: cutters finds cutter', () => {
    const one = core.searchListings(LQ({ q: 'cutter' }));
    const many = core.searchListings(LQ({ q: 'cutters' }));
    expect(one.total).toBeGreaterThan(0);
    expect(many.total).toBe(one.total);
  });

  it('one typo in a longer word', () => {
    for (const [typo, make] of [
      ['heidelburg', 'Heidelberg'],
      ['mazzak', 'Mazak'],
      ['heidleberg', 'Heidelberg'],
    ]) {
      if (!listings.some((l) => l.make === make && l.status !== 'sold')) continue;
      const r = core.searchListings(LQ({ q: typo }));
      expect(r.items[0]?.make).toBe(make);
      expect(r.total).toBeGreaterThanOrEqual(available.filter((l) => l.make === make).length);
    }
    // short words and numbers are not corrected
    expect(queryTerms('vf3 lathe qtn250').terms.map((t) => t.fuzzy)).toEqual([false, true, false]);
  });

  it('make and model matches rank before description mentions', () => {
    const withModel = available.filter((l) => /^[A-Za-z]+$/.test(l.make));
    for (const l of withModel.slice(0, 30)) {
      const r = core.searchListings(LQ({ q: `${l.make} ${l.model}` }));
      const top = r.items[0];
      expect(top.make.toLowerCase()).toBe(l.make.toLowerCase());
      expect(deaccent(top.model).replace(/[\s-]/g, '')).toBe(deaccent(l.model).replace(/[\s-]/g, ''));
    }
  });

  it('model tokens: VF-2 = vf2 = vf 2, SM 52 = sm52 = sm-52', () => {
    const spaced = available.filter((l) => /^[a-z]+[\s-][0-9]+$/i.test(l.model));
    expect(spaced.length).toBeGreaterThan(0);
    for (const l of spaced.slice(0, 20)) {
      const [a, b] = l.model.split(/[\s-]/);
      for (const form of [`${a}${b}`, `${a}-${b}`, `${a} ${b}`, `${a.toUpperCase()} ${b}`]) {
        const got = ids(allPages(core, LQ({ q: form })));
        expect(got, `${form} → ${l.id}`).toContain(l.id);
      }
    }
  });

  it('equal relevance keeps newest listed_at first, then id', () => {
    const all = allPages(core, LQ({ include_sold: true }));
    expect(ids(all)).toEqual(ids([...listings].sort(newestFirst)));
    // a word found only in the body of many listings ranks them all equally
    const r = allPages(core, LQ({ q: 'serial', include_sold: true }));
    const body = r.filter((l) => !deaccent(`${l.title} ${l.make} ${l.model}`).includes('serial'));
    const order = ids(body);
    expect(order).toEqual(ids([...body].sort(newestFirst)));
  });
});

describe('paging', () => {
  it('pages tile the ordered match set; a page past the end is empty with the true total', () => {
    for (const q of [LQ(), LQ({ q: 'cutter', include_sold: true }), LQ({ location: 'US' })]) {
      const all = allPages(core, q);
      const tiles: string[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 7); page++)
        tiles.push(...ids(core.searchListings({ ...q, page, per_page: 7 }).items));
      expect(tiles).toEqual(ids(all));
      const past = core.searchListings({ ...q, page: 10_000, per_page: 50 });
      expect(past.items).toEqual([]);
      expect(past.total).toBe(all.length);
      expect(core.searchListings({ ...q, page: Number.MAX_SAFE_INTEGER, per_page: 50 }).total).toBe(all.length);
    }
  });
});

describe('sold listings', () => {
  it('are left out unless include_sold, and found by slug or id', () => {
    expect(sold.length).toBeGreaterThan(0);
    const off = core.searchListings(LQ()).total;
    const on = core.searchListings(LQ({ include_sold: true })).total;
    expect(on - off).toBe(sold.length);
    for (const l of sold.slice(0, 5)) {
      expect(allPages(core, LQ({ q: `${l.make} ${l.model}` })).some((x) => x.id === l.id)).toBe(false);
      expect(allPages(core, LQ({ q: `${l.make} ${l.model}`, include_sold: true })).some((x) => x.id === l.id)).toBe(
        true,
      );
      expect(core.getListing(l.slug)).toEqual(l);
      expect(core.getListing(l.id)).toEqual(l);
    }
  });
  it('lookups: every listing by both keys, unknown → undefined', () => {
    for (const l of listings) {
      expect(core.getListing(l.id)?.slug).toBe(l.slug);
      expect(core.getListing(l.slug)?.id).toBe(l.id);
    }
    expect(core.getListing(listings[0].id)).toEqual(listings[0]);
    for (const k of ['', 'nope', 'lst_00000000', '__proto__', 'constructor'])
      expect(core.getListing(k)).toBeUndefined();
    // ids and slugs match in any case (CONTRACT §4)
    expect(core.getListing(listings[0].slug.toUpperCase())?.id).toBe(listings[0].id);
  });
});

describe('odd input never throws', () => {
  const odd = [
    '',
    ' ',
    '"',
    "'",
    '\\',
    '%',
    '*',
    '?',
    '-',
    '--',
    '...',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '💥 press',
    'ｐｒｅｓｓ',
    'İstanbul',
    'ß',
    'a'.repeat(200),
    Array.from({ length: 32 }, (_, i) => `w${i}`).join(' '),
    'press'.repeat(40),
    '\u0000\u0001',
    '(a|b)*',
    '[',
    'sm 52 sm 52 sm 52',
    '1 2 3 4 5 6 7 8 9',
    'the',
    'and or not',
  ];
  it.each(odd)('%j', (q) => {
    for (const x of [LQ({ q }), LQ({ q, location: q.slice(0, 40), make: q.slice(0, 40) })]) {
      const r = core.searchListings(x);
      expect(r.total).toBeGreaterThanOrEqual(r.items.length);
    }
    const m = core.searchManuals(MQ({ q, model: q.slice(0, 40), make: q.slice(0, 40) }));
    expect(m.total).toBeGreaterThanOrEqual(m.items.length);
  });
});

describe('manuals', () => {
  const squash = (s: string) => deaccent(s).replace(/[\s-]/g, '');
  it('empty q keeps catalog order; make filter any case; facets brute force', () => {
    const all: string[] = [];
    for (let page = 1; ; page++) {
      const r = core.searchManuals(MQ({ page, per_page: 50 }));
      all.push(...r.items.map((m) => m.id));
      if (r.items.length < 50) break;
    }
    expect(all).toEqual(manuals.map((m) => m.id));
    for (const make of [...new Set(manuals.map((m) => m.make))].slice(0, 20)) {
      const r = core.searchManuals(MQ({ make: make.toUpperCase(), per_page: 50 }));
      const exp = manuals.filter((m) => m.make.toLowerCase() === make.toLowerCase());
      expect(r.total).toBe(exp.length);
      expect(r.facets.make).toEqual([{ value: make, label: make, count: exp.length }]);
    }
  });
  it('model ignores case, spaces and hyphens', () => {
    for (const m of manuals.slice(0, 40)) {
      for (const form of [m.model, m.model.toUpperCase(), m.model.replace(/[\s-]/g, ''), m.model.replace(/\s/g, '-')]) {
        const r = core.searchManuals(MQ({ model: form, per_page: 50 }));
        expect(r.total).toBe(manuals.filter((x) => squash(x.model) === squash(form)).length);
        expect(r.items.map((x) => x.id)).toContain(m.id);
      }
    }
  });
  it('q over title, make, model, description; lookups', () => {
    const m = manuals[0];
    const r = core.searchManuals(MQ({ q: `${m.make} ${m.model}`, per_page: 50 }));
    expect(r.items.map((x) => x.id)).toContain(m.id);
    expect(r.facets.make[0].value).toBe(m.make);
    expect(core.getManual(m.id)).toEqual(m);
    expect(core.getManual('man_nope0000')).toBeUndefined();
  });
});

describe('text units', () => {
  it('tokenizes model numbers every way they are written', () => {
    expect([...indexTokens('Haas VF-2', new Set(), true)].sort()).toEqual(['2', 'haas', 'vf', 'vf2']);
    expect([...indexTokens('Heidelberg SM 52', new Set(), true)]).toEqual(
      expect.arrayContaining(['heidelberg', 'sm', '52', 'sm52']),
    );
    expect([...indexTokens('SM52', new Set(), false)]).toEqual(expect.arrayContaining(['sm52', 'sm', '52']));
    expect(queryTerms('VF-2').terms.map((t) => t.token)).toEqual(['vf2']);
    expect(queryTerms('qtn 200').bonus).toEqual(['qtn200']);
    expect(['cutters', 'batteries', 'presses', 'boxes', 'haas', 'chassis'].map(stem)).toEqual([
      'cutter',
      'battery',
      'press',
      'box',
      'haas',
      'chassis',
    ]);
  });
  it('one edit', () => {
    expect(oneEdit('heidelburg', 'heidelberg')).toBe(true);
    expect(oneEdit('mazzak', 'mazak')).toBe(true);
    expect(oneEdit('heidleberg', 'heidelberg')).toBe(true);
    expect(oneEdit('lathe', 'lathe')).toBe(false);
    expect(oneEdit('lathe', 'latte')).toBe(true);
    expect(oneEdit('lathe', 'plate')).toBe(false);
  });
});

describe('raw items', () => {
  it('searchListingsBytes returns the stored JSON of the same page', () => {
    for (const q of [LQ(), LQ({ q: 'cutter', include_sold: true, page: 2, per_page: 5 }), LQ({ location: 'US' })]) {
      const a = core.searchListings(q);
      const b = core.searchListingsBytes(q);
      expect(b.total).toBe(a.total);
      expect(b.facets).toEqual(a.facets);
      expect(b.items.map((t) => JSON.parse(t.toString()))).toEqual(a.items);
      expect(b.items.map((t) => t.toString().slice(7, t.indexOf('"', 7)))).toEqual(a.items.map((l) => l.id));
    }
  });
  it('cached records are frozen copies: changing one throws instead of leaking', () => {
    const l = core.searchListings(LQ()).items[0];
    expect(Object.isFrozen(l) && Object.isFrozen(l.location)).toBe(true);
  });
});
