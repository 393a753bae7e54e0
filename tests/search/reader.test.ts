// The query reader (src/search/understand/): phrases become the filters the parameters set, an explicit
// parameter wins, prices convert, the understood block says what happened; glossary lookup and partial models.
import { describe, expect, it } from 'vitest';
import { ListingSearchParams } from '../../src/schemas/query.ts';
import { parseParams } from '../../src/schemas/parse-params.ts';
import { EXCHANGE_RATES } from '../../src/schemas/exchange-rates.ts';
import { findGlossaryTerms } from '../../src/search/research.ts';
import { getCatalog } from '../../src/catalog/get-catalog.ts';
import { MQ, allPages, passesFilters, priceIn, setup } from './helpers.ts';

const { core, listings } = setup();
const parsed = (raw: Record<string, string>) => {
  const p = parseParams(ListingSearchParams, raw);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return p.value;
};
const search = (raw: Record<string, string>) => core.searchListings(parsed({ per_page: '50', ...raw }));
const year = new Date().getUTCFullYear();

describe('phrases become filters', () => {
  it.each([
    ['under 20k EUR', { price_max: 20000, currency: 'EUR' }],
    ['unter 20.000 €', { price_max: 20000, currency: 'EUR' }],
    ['moins de 20 000 euros', { price_max: 20000, currency: 'EUR' }],
    ['max $50,000', { price_max: 50000, currency: 'USD' }],
    ['between 10 and 20 thousand euros', { price_min: 10000, price_max: 20000, currency: 'EUR' }],
    ['after 2015', { year_min: 2016 }],
    ['ab 2015', { year_min: 2015 }],
    ['2015 or newer', { year_min: 2015 }],
    ['before 2010', { year_max: 2009 }],
    ['not older than 10 years', { year_min: year - 10 }],
    ['cheapest first', { sort: 'price_asc' }],
    ['günstigste', { sort: 'price_asc' }],
    ['good or better', { condition: ['new', 'refurbished', 'excellent', 'good'] }],
    ['generalüberholt', { condition: ['refurbished'] }],
    ['in Deutschland', { country: ['DE'] }],
    ['w Niemczech', { country: ['DE'] }],
    ['sold', { status: 'sold' }],
  ])('%s', (q, filter) => {
    const r = search({ q });
    const phrase = r.understood?.phrases.find((p) => p.filter);
    expect(phrase?.filter).toEqual(filter);
    expect(phrase?.applied).toBe(true);
  });

  it('the answer is the brute-force set of the filters', () => {
    const r = search({ q: 'folder in the USA under 40,000 USD cheapest first' });
    const expected = allPages(core, {
      ...parsed({ q: 'folder' }),
      country: ['US'],
      price_max: 40000,
      currency: 'USD',
      sort: 'price_asc',
    });
    expect(r.items.map((l) => l.id)).toEqual(expected.map((l) => l.id));
    for (const l of r.items) expect(l.location.country === 'US' && (priceIn(l, 'USD') ?? Infinity) <= 40000).toBe(true);
    const prices = r.items.map((l) => priceIn(l, 'USD')!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(r.understood?.text).toBe('folder');
  });

  it('an explicit parameter wins over a phrase, and the phrase says so', () => {
    const r = search({ q: 'folder under 20000 eur cheapest first', price_max: '30000', sort: 'price_desc' });
    const price = r.understood?.phrases.find((p) => p.kind === 'price');
    expect(price?.applied).toBe(false);
    expect(price?.note).toMatch(/price_max/);
    const prices = r.items.map((l) => priceIn(l, 'USD')!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices.every((p) => p <= 30000)).toBe(true);
  });

  it('a phrase in another currency than the explicit one is converted at the reference rates', () => {
    const r = search({ q: 'folder under 20000 eur', currency: 'USD' });
    const max = 20000 * EXCHANGE_RATES.rates.EUR;
    const folders = allPages(core, parsed({ q: 'folder' }));
    expect(r.total).toBe(folders.filter((l) => (priceIn(l, 'USD') ?? Infinity) <= max + 0.01).length);
    expect(r.understood?.phrases[1]?.filter).toEqual({ price_max: 20000, currency: 'EUR' });
  });

  it('a machine type in any of the seven languages finds what the English name finds', () => {
    const folder = new Set(allPages(core, parsed({ q: 'folder' })).map((l) => l.id));
    for (const q of [
      'Falzmaschine',
      'plieuse',
      'vouwmachine',
      'piegatrice',
      'plegadora',
      'falcerka',
      'Falzmaschinen',
    ]) {
      const r = search({ q });
      expect(new Set(r.items.map((l) => l.id)), q).toEqual(folder);
      expect(r.understood?.phrases[0]?.means, q).toBe('folder');
    }
  });

  it('filler and intent words leave the text and are named', () => {
    const r = search({ q: 'Spritzgießmaschine gebraucht kaufen worauf achten' });
    expect(r.understood?.intents).toEqual(['checklist']);
    expect(r.understood?.phrases.map((p) => p.kind)).toEqual(['type', 'filler', 'intent']);
    expect(r.total).toBeGreaterThan(0);
  });

  it("a make named inside another make's model is a word, not a make filter", () => {
    const r = search({ q: 'titan 200' });
    expect(r.items.some((l) => l.model === 'Titan 200')).toBe(true);
  });
});

describe('never 0 when a correction exists', () => {
  it.each(['novels', 'noveils', 'kronas', 'heidelburg', 'Falzmashine'])('%s', (q) => {
    const r = search({ q });
    expect(r.total).toBeGreaterThan(0);
    expect(r.understood?.corrections.length).toBeGreaterThan(0);
    expect(r.understood?.did_you_mean).toBeTruthy();
  });
  it('no correction: no invented answer', () => expect(search({ q: 'zzqqxxvv' }).total).toBe(0));
});

describe('partial model names and the glossary', () => {
  it('manual model named inside a longer one', () => {
    expect(core.searchManuals(MQ({ make: 'Fanuc', model: '0i-MF' })).items.map((m) => m.model)).toEqual([
      'Series 0i-MF',
    ]);
    expect(core.searchManuals(MQ({ model: 'BK-600' })).total).toBeGreaterThan(0);
  });
  it('an exact model stays exact', () => {
    const exact = core.searchManuals(MQ({ model: 'BK-600 Tabber' }));
    expect(exact.items.every((m) => m.model === 'BK-600 Tabber')).toBe(true);
  });
  it('listing model filter: inside a longer one only when none has it as named', () => {
    const l = listings.find((x) => /^[A-Za-z]{4,}\s/.test(x.model))!;
    const part = l.model.split(/\s+/)[0];
    const r = core.searchListings({ ...parsed({ per_page: '50' }), model: part, status: ['available', 'sold'] });
    if (
      !listings.some((x) => x.model.replace(/[\s-]/g, '').toLowerCase() === part.replace(/[\s-]/g, '').toLowerCase())
    ) {
      expect(r.items.map((x) => x.id)).toContain(l.id);
    }
    expect(r.items.every((x) => passesFilters(x, { ...parsed({}), status: ['available', 'sold'] }))).toBe(true);
  });
  it('glossary: punctuation, aliases and near spellings', () => {
    const terms = getCatalog().glossary;
    expect(findGlossaryTerms(terms, 'as is where is').map((t) => t.term)).toEqual(['As is, where is']);
    expect(findGlossaryTerms(terms, 'As-Is, Where-Is').map((t) => t.term)).toEqual(['As is, where is']);
    expect(findGlossaryTerms(terms, 'spindel taper').map((t) => t.term)).toEqual(['Spindle taper']);
    expect(findGlossaryTerms(terms, 'qqqqqq')).toEqual([]);
  });
});

describe('sold in a year', () => {
  it('sold in 2025: sold listings whose sale was in 2025, exactly', () => {
    const r = search({ q: 'sold in 2025' });
    const want = listings
      .filter((l) => l.status === 'sold' && l.sold_at?.startsWith('2025'))
      .map((l) => l.id)
      .sort();
    expect(want.length).toBeGreaterThan(0);
    expect(r.items.map((l) => l.id).sort()).toEqual(want);
    expect(r.understood?.phrases[0]).toMatchObject({
      kind: 'sold',
      applied: true,
      filter: { status: 'sold', sold_year_min: 2025, sold_year_max: 2025 },
    });
    expect(r.understood?.phrases[0].note).toBeUndefined();
  });
});
