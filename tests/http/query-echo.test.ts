// The search envelope's `query` echo has one convention for a filter that is
// not applied: null for a single value, [] for a list, "" for q, whether the
// parameter is absent or sent blank (numbers sent blank are a 422, as the contract says).
import { describe, expect, it } from 'vitest';
import { api, get } from '../support/http.ts';
import { ListingSearchParams, ManualSearchParams } from '../../src/schemas/query.ts';

const SINGLE = {
  listings: ['category', 'make', 'model', 'location', 'year_min', 'year_max', 'price_min', 'price_max'],
  manuals: ['make', 'model', 'category', 'document_type', 'language'],
};
const LISTS = { listings: ['condition', 'country', 'ids'], manuals: [] as string[] };

describe('the query echo of filters not applied', () => {
  for (const kind of ['listings', 'manuals'] as const) {
    it(`${kind}: absent and blank alike`, async () => {
      const spec = kind === 'listings' ? ListingSearchParams : ManualSearchParams;
      const numeric = /_(min|max)$/;
      const blank = Object.keys(spec)
        .filter((k) => [...SINGLE[kind], ...LISTS[kind]].includes(k) && !numeric.test(k))
        .map((k) => `${k}=%20`)
        .join('&');
      for (const qs of ['', blank]) {
        const { status, json } = await get(api(`/${kind}?${qs}`));
        expect(status, qs).toBe(200);
        expect(json.query.q).toBe('');
        for (const k of SINGLE[kind]) expect(json.query[k], `${k} (${qs || 'absent'})`).toBeNull();
        for (const k of LISTS[kind]) expect(json.query[k], `${k} (${qs || 'absent'})`).toEqual([]);
      }
    });
  }
});
