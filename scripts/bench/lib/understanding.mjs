// The errand set run through an engine and judged against the oracle:
// per errand { top, set }, summed per language and per phrase kind.
import { ListingSearchParams } from '../../../src/schemas/query.ts';
import { parseParams } from '../../../src/schemas/parse-params.ts';
import { expected, judge } from './errand-oracle.mjs';
import { toQuery } from './queries.mjs';

/** Every id of our answer, all pages, through the REST parser (so `q` is read as the function reads it). */
export function oursAll(core, q) {
  const ids = [];
  for (let page = 1; page < 50; page++) {
    const p = parseParams(ListingSearchParams, { q, page: String(page), per_page: '50' });
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    const r = core.searchListings(p.value);
    ids.push(...r.items.map((l) => l.id));
    if (r.items.length < 50) break;
  }
  return ids;
}

/** MiniSearch on the same words (it has no reader of constraints), all matches in rank order. */
export const miniAll = (mini, listings) => (q) => mini.match(toQuery({ q })).map((i) => listings[i].id);

export function score(errands, raw, types, answer) {
  const rows = errands.map((e) => {
    const want = expected(raw, types, e.want);
    const got = answer(e.q);
    return { ...e, expected: want.length, got: got.length, ...judge(e, got, want) };
  });
  const sum = (key) => {
    const acc = {};
    for (const r of rows)
      for (const k of key(r)) {
        const a = (acc[k] ??= { n: 0, top: 0, set: 0 });
        a.n++;
        a.top += r.top ? 1 : 0;
        a.set += r.set ? 1 : 0;
      }
    return Object.fromEntries(Object.entries(acc).map(([k, a]) => [k, { n: a.n, top: a.top / a.n, set: a.set / a.n }]));
  };
  return { rows, all: sum(() => ['all']).all, byLang: sum((r) => [r.lang]), byKind: sum((r) => r.kinds) };
}
