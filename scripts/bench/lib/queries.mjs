// Query sets for the bench, derived from the catalog deterministically:
// single words, phrases, make+model, typos and filtered queries (the mix of
// the anchor measurements), and a ground-truth set from a brute-force oracle
// (make+model and typo-of-make queries) for catalogs without a hand-made one.
const LETTERS = /^[a-z]+$/;
const STOP = new Set(['with', 'and', 'the', 'for', 'from', 'used', 'good', 'condition', 'machine']);
const squash = (s) => s.toLowerCase().replace(/[\s-]+/g, '');

/** A parsed listing query with every default filled in (as the REST parser gives it). */
export const toQuery = (x) => ({
  q: x.q ?? '',
  category: x.category ?? null,
  condition: [x.condition ?? []].flat(),
  make: x.make ?? '',
  model: x.model ?? '',
  location: x.location ?? '',
  country: x.country ?? [],
  year_min: x.year_min ?? null,
  year_max: x.year_max ?? null,
  price_min: x.price_min ?? null,
  price_max: x.price_max ?? null,
  currency: x.currency ?? 'USD',
  sort: x.sort ?? ((x.q ?? '').trim() ? 'relevance' : 'newest'),
  include_sold: x.include_sold ?? false,
  status: x.include_sold ? ['available', 'sold'] : ['available'],
  ids: [],
  fields: null,
  facets: ['category', 'condition', 'make', 'country', 'year', 'price'],
  page: 1,
  per_page: 20,
});

function top(map, k) {
  return [...map]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, k)
    .map(([w]) => w);
}

/** A deterministic one-edit typo: swap two inner letters, else double one. */
export function typo(word, i = 0) {
  const w = word.toLowerCase();
  const p = 2 + (i % Math.max(1, w.length - 4));
  return i % 2 ? w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2) : w.slice(0, p) + w[p] + w.slice(p);
}

export function mixedQueries(listings) {
  const makeWords = new Set(listings.flatMap((l) => l.make.toLowerCase().split(/[^a-z0-9]+/)));
  const words = new Map();
  const pairs = new Map();
  const makes = new Map();
  for (const l of listings) {
    const ws = l.title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i];
      if (LETTERS.test(w) && w.length >= 5 && !makeWords.has(w) && !STOP.has(w)) words.set(w, (words.get(w) ?? 0) + 1);
      const v = ws[i + 1];
      if (
        v &&
        LETTERS.test(w) &&
        LETTERS.test(v) &&
        w.length > 2 &&
        v.length > 2 &&
        !makeWords.has(w) &&
        !makeWords.has(v)
      ) {
        pairs.set(`${w} ${v}`, (pairs.get(`${w} ${v}`) ?? 0) + 1);
      }
    }
    makes.set(l.make, (makes.get(l.make) ?? 0) + 1);
  }
  const single = top(words, 12);
  const phrases = top(pairs, 13);
  const mm = makeModel(listings, 10);
  const bigMakes = top(makes, 20)
    .filter((m) => LETTERS.test(m.toLowerCase()) && m.length >= 6)
    .slice(0, 4);
  const typos = [
    ...(makes.has('Heidelberg') ? ['heidelburg'] : []),
    ...(makes.has('Mazak') ? ['mazzak'] : []),
    ...bigMakes.map((m, i) => typo(m, i)),
  ];
  const cats = new Map(),
    conds = new Map();
  for (const l of listings) {
    cats.set(l.category, (cats.get(l.category) ?? 0) + 1);
    conds.set(l.condition, (conds.get(l.condition) ?? 0) + 1);
  }
  const [cat1, cat2] = top(cats, 2);
  const [cond1] = top(conds, 1);
  const [make1, make2] = top(makes, 2);
  const filtered = [
    { q: '', category: cat1 },
    { q: '', make: make1 },
    { q: '', location: 'DE' },
    { q: '', location: 'ohio' },
    { q: '', category: cat2, condition: cond1 },
    { q: single[0], category: cat1 },
    { q: single[1], condition: cond1 },
    { q: single[2], location: 'US' },
    { q: single[3], location: 'germany' },
    { q: phrases[0], condition: cond1 },
    { q: phrases[1], location: 'ON' },
    { q: make2, include_sold: true },
    { q: 'hours', make: make1 },
    { q: 'serial number', category: cat2 },
    { q: '', make: make2, include_sold: true },
  ];
  return [
    ...single.map((q) => ({ kind: 'word', q })),
    ...phrases.map((q) => ({ kind: 'phrase', q })),
    ...mm.map(({ q }) => ({ kind: 'make+model', q })),
    ...typos.map((q) => ({ kind: 'typo', q })),
    ...filtered.map((f) => ({ kind: 'filtered', ...f })),
  ];
}

/** Distinct make+model pairs of available listings, evenly spread, with every matching listing. */
function makeModel(listings, k) {
  const groups = new Map();
  for (const l of listings) {
    if (l.status === 'sold') continue;
    const key = `${l.make.toLowerCase()}|${squash(l.model)}`;
    if (!groups.has(key)) groups.set(key, { q: `${l.make} ${l.model}`, make: l.make, model: l.model, ids: [] });
    groups.get(key).ids.push(l.id);
  }
  const all = [...groups.values()];
  const step = Math.max(1, Math.floor(all.length / k));
  return all.filter((_, i) => i % step === 0).slice(0, k);
}

/**
 * Ground truth by brute force: for `make model` the relevant listings are the
 * available ones of that make and (squashed) model; for a typo of a make, the
 * available listings of that make. `first` = any relevant listing.
 */
export function oracleQueries(listings, k = 40) {
  const out = makeModel(listings, k).map((g) => ({ q: g.q, first: g.ids, relevant: g.ids, kind: 'make+model' }));
  const makes = new Map();
  for (const l of listings)
    if (l.status !== 'sold') (makes.get(l.make) ?? makes.set(l.make, []).get(l.make)).push(l.id);
  const big = [...makes]
    .filter(([m]) => LETTERS.test(m.toLowerCase()) && m.length >= 6)
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, 10);
  big.forEach(([m, ids], i) => out.push({ q: typo(m, i), first: ids, relevant: ids, kind: 'typo' }));
  return out;
}

// Relevance scoring (P@1, R@20, MRR) lives in ./relevance.mjs.
