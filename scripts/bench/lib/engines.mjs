// The engines the bench compares with ours, answering the same question:
// page 1 (20 items), the exact total and the three facets, AND over words,
// the same filters. MiniSearch with fuzzy 0.2 + prefix and a filter callback;
// a naive lower-case substring scan.
import MiniSearch from 'minisearch';
import { countryName } from '../../../src/catalog/countries.ts';

const fold = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Filter predicate over listing positions, the semantics of contract §4. */
export function makeFilter(listings, q) {
  const make = (q.make || '').trim().toLowerCase();
  const loc = (q.location || '').trim();
  const code = loc.length === 2 ? loc.toUpperCase() : null;
  const needle = loc && !code ? fold(loc) : null;
  return (i) => {
    const l = listings[i];
    if (q.category && l.category !== q.category) return false;
    if (q.condition && l.condition !== q.condition) return false;
    if (!q.include_sold && l.status === 'sold') return false;
    if (make && l.make.toLowerCase() !== make) return false;
    if (code && l.location.country !== code && l.location.region_code !== code) return false;
    if (
      needle &&
      !fold(`${l.location.city}\u0000${l.location.region ?? ''}\u0000${countryName(l.location.country)}`).includes(
        needle,
      )
    )
      return false;
    return true;
  };
}

function facets(listings, matches) {
  const c = new Map(),
    k = new Map(),
    m = new Map();
  const inc = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const i of matches) {
    const l = listings[i];
    inc(c, l.category);
    inc(k, l.condition);
    inc(m, l.make);
  }
  const list = (map) =>
    [...map]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return { category: list(c), condition: list(k), make: list(m) };
}

export function buildMini(listings) {
  const t0 = performance.now();
  const mini = new MiniSearch({
    idField: 'i',
    fields: ['title', 'make', 'model', 'text', 'category'],
    searchOptions: { boost: { make: 3, model: 3, title: 2 }, fuzzy: 0.2, prefix: true, combineWith: 'AND' },
  });
  mini.addAll(
    listings.map((l, i) => ({
      i,
      title: l.title,
      make: l.make,
      model: l.model,
      text: `${l.description}\n${l.specs.map((s) => `${s.label} ${s.value}`).join('\n')}`,
      category: `${l.category} ${l.category_label}`,
    })),
  );
  const buildMs = performance.now() - t0;
  return {
    name: 'minisearch fuzzy',
    buildMs,
    bytes: JSON.stringify(mini).length,
    search(q) {
      const all = this.match(q);
      return { total: all.length, ids: all.slice(0, 20).map((i) => listings[i].id), facets: facets(listings, all) };
    },
    /** Every match (listing positions) in rank order, the facets over them. */
    match(q) {
      const pass = makeFilter(listings, q);
      if (!q.q.trim()) {
        const all = [];
        for (let i = 0; i < listings.length; i++) if (pass(i)) all.push(i);
        return all;
      }
      return mini.search(q.q, { filter: (r) => pass(r.id) }).map((r) => r.id);
    },
    facets: (all) => facets(listings, all),
  };
}

export function buildNaive(listings) {
  const t0 = performance.now();
  const hay = listings.map((l) =>
    fold(
      [
        l.title,
        l.make,
        l.model,
        l.description,
        ...l.specs.map((s) => `${s.label} ${s.value}`),
        l.category,
        l.category_label,
      ].join('\n'),
    ),
  );
  const head = listings.map((l) => fold(`${l.make} ${l.model}`));
  const buildMs = performance.now() - t0;
  return {
    name: 'naive scan',
    buildMs,
    bytes: 0,
    search(q) {
      const pass = makeFilter(listings, q);
      const terms = fold(q.q).split(/\s+/).filter(Boolean);
      const hits = [];
      const scores = [];
      for (let i = 0; i < listings.length; i++) {
        if (!pass(i)) continue;
        const h = hay[i];
        let ok = true,
          s = 0;
        for (const t of terms) {
          if (!h.includes(t)) {
            ok = false;
            break;
          }
          s += head[i].includes(t) ? 3 : 1;
        }
        if (ok) {
          hits.push(i);
          scores[i] = s;
        }
      }
      const top = terms.length
        ? [...hits].sort((a, b) => scores[b] - scores[a] || a - b).slice(0, 20)
        : hits.slice(0, 20);
      return { total: hits.length, ids: top.map((i) => listings[i].id), facets: facets(listings, hits) };
    },
  };
}

/** MiniSearch answering a listing search: the same page of the same records, serialised into a Response. */
export function miniHandler(mini, listings) {
  return async (q) => {
    const all = mini.match(q);
    const start = (q.page - 1) * 20;
    const body = JSON.stringify({
      total: all.length,
      page: q.page,
      per_page: 20,
      items: all.slice(start, start + 20).map((i) => listings[i]),
      facets: mini.facets(all),
    });
    return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
  };
}
