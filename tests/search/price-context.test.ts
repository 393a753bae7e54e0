// Prices in the caller's currency and the price context of a lookup, against
// brute force over the sample catalog: the converted amount is the asking
// price at the published reference rates (spliced into stored bytes exactly as
// the parsed path writes it), and each listing's context counts, ranks and
// quartiles its comparables as the contract defines them.
import { describe, expect, it } from 'vitest';
import { LQ, setup } from './helpers.ts';
import { EXCHANGE_RATES, QUERY_CURRENCIES } from '../../src/schemas/exchange-rates.ts';
import { MIN_MODEL_COMPARABLES, type Listing } from '../../src/schemas/public.ts';
import { listingLookupBody } from '../../src/core/search-documents.ts';
import { convertedPrice, convertedPriceEnd, withConvertedPrice } from '../../src/core/price.ts';
import { catalogPriceContexts } from '../../src/build/listing-pages.ts';

const { listings, core } = setup();
const RATES = EXCHANGE_RATES.rates;
const inCurrency = (l: Listing, c: string) =>
  l.price.amount === null || l.price.on_request ? null : (l.price.amount * RATES[l.price.currency]) / RATES[c];
const squash = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '');

/** numpy's default quantile over ascending values. */
const quantile = (xs: number[], q: number) => {
  const pos = (xs.length - 1) * q;
  const lo = Math.floor(pos);
  return xs[lo] + ((xs[Math.ceil(pos)] ?? xs[lo]) - xs[lo]) * (pos - lo);
};

describe('price_converted', () => {
  it('is the asking price at the reference rates, in every published currency, null on request', () => {
    expect(QUERY_CURRENCIES).toEqual(Object.keys(RATES));
    for (const l of listings) {
      for (const c of QUERY_CURRENCIES) {
        const want = inCurrency(l, c);
        const got = convertedPrice(l.price, c);
        if (want === null) expect(got).toBeNull();
        else
          expect(got).toEqual({ amount: Math.round(want * 100) / 100, currency: c, rates_as_of: EXCHANGE_RATES.as_of });
      }
    }
  });

  it("spliced into a stored record (from the index's base price) gives the bytes the parsed path serialises", () => {
    for (const c of QUERY_CURRENCIES) {
      let seen = 0;
      for (let n = 1; seen < listings.length; n++) {
        const page = core.searchListingsBytes(
          LQ({ status: ['available', 'sold'], currency: c, per_page: 50, page: n }),
        );
        page.items.forEach((b, i) => {
          const l = JSON.parse(b.toString()) as Listing;
          expect(b.subarray(0, b.length - 1).toString() + convertedPriceEnd(page.prices[i], c)).toBe(
            JSON.stringify(withConvertedPrice(l, c)),
          );
        });
        seen += page.items.length;
        if (!page.items.length) break;
      }
      expect(seen).toBe(listings.length);
    }
  });
});

/**
 * The sample and a catalog with make-and-model groups: clones of sample listings under other ids, their model
 * spelled differently (case, spaces, hyphens), some sold, some on request, one at the same price.
 */
function withGroups(): Listing[] {
  const extra: Listing[] = [];
  listings
    .filter((l) => l.price.amount !== null)
    .slice(0, 6)
    .forEach((l, i) => {
      for (let k = 0; k < 2 + i; k++) {
        const model = k % 2 ? l.model.toUpperCase().replace(/\s+/g, '-') : l.model.toLowerCase().replace(/[\s-]+/g, '');
        const amount = k === 0 ? l.price.amount : Math.round(l.price.amount! * (0.5 + k * 0.3));
        extra.push({
          ...l,
          id: `lst_clone${i}${k}`,
          slug: `${l.slug}-clone-${k}`,
          model,
          status: k === 3 ? 'sold' : 'available',
          price: k === 4 ? { ...l.price, amount: null, on_request: true } : { ...l.price, amount },
        });
      }
    });
  return [...listings, ...extra];
}

describe('price_context of every listing equals brute force', () => {
  it.each([
    ['the sample', 'USD'],
    ['the sample', 'EUR'],
    ['a catalog with make-and-model groups', 'CHF'],
  ] as const)('%s, in %s', (which, currency) => {
    const all = which === 'the sample' ? listings : withGroups();
    const contextOf = which === 'the sample' ? (l: Listing) => core.priceContext(l) : catalogPriceContexts(all);
    let withModel = 0;
    for (const l of all) {
      const doc = listingLookupBody(core.origin, l, {
        currency,
        related: core.related(l),
        context: contextOf(l),
        ignored: [],
      }).price_context;
      const own = inCurrency(l, currency);
      expect(doc.asking_price).toBe(own === null ? null : Math.round(own * 100) / 100);
      const groups = [
        ['category', (o: Listing) => o.category === l.category],
        [
          'model',
          (o: Listing) =>
            o.category === l.category &&
            o.make.toLowerCase() === l.make.toLowerCase() &&
            squash(o.model) === squash(l.model),
        ],
      ] as const;
      for (const [name, same] of groups) {
        const others = all.filter(
          (o) => o !== l && o.status === 'available' && same(o) && inCurrency(o, currency) !== null,
        );
        const g = doc[name];
        if (name === 'model' && others.length < MIN_MODEL_COMPARABLES) {
          expect(g, l.slug).toBeNull();
          continue;
        }
        if (name === 'model') withModel++;
        const prices = others.map((o) => inCurrency(o, currency)!).sort((a, b) => a - b);
        // Counts compare the base amounts the index keeps; equal asking prices in one currency stay equal.
        const cmp = (p: number) => (own === null ? 0 : Math.abs(p - own) < 1e-6 ? 0 : p < own ? -1 : 1);
        const below = own === null ? 0 : prices.filter((p) => cmp(p) < 0).length;
        const equal = own === null ? 0 : prices.filter((p) => cmp(p) === 0).length;
        expect(g!.comparables, l.slug).toBe(prices.length);
        expect([g!.below, g!.equal, g!.above], l.slug).toEqual(
          own === null ? [0, 0, 0] : [below, equal, prices.length - below - equal],
        );
        expect(g!.percentile, l.slug).toBe(
          own === null || !prices.length ? null : Math.round(((below + equal / 2) / prices.length) * 100),
        );
        const cents = (v: number) => Math.round(v * 100) / 100;
        if (!prices.length) expect(g!.asking_price).toBeNull();
        else {
          const q = g!.asking_price!;
          for (const [k, v] of [
            ['min', prices[0]],
            ['p25', quantile(prices, 0.25)],
            ['median', quantile(prices, 0.5)],
            ['p75', quantile(prices, 0.75)],
            ['max', prices.at(-1)!],
          ] as const) {
            expect(Math.abs(q[k] - cents(v)), `${l.slug} ${name}.${k}`).toBeLessThanOrEqual(0.011);
          }
        }
        const search = new URL(g!.search_url);
        expect(search.searchParams.get('price_min')).toBe('0');
        expect(search.searchParams.get('category')).toBe(l.category);
        expect(new URL(g!.page_url).pathname).toBe('/listings');
      }
    }
    if (which !== 'the sample') expect(withModel, 'make-and-model groups large enough to show').toBeGreaterThan(10);
  });
});
