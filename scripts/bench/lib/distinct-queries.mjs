// Distinct, realistic search requests for the function-level bench: drawn
// from the catalog with a seeded generator, every one different, so no
// cache (ours, FlexSearch's, the JIT's warm paths for one query) has seen
// it before it is measured. Mix: make + model, title words, two-word
// phrases, one-edit typos, category + condition + country filters (with and
// without words), ~15 % include_sold, ~10 % page 2–4.
const WORD = /^[a-z]+$/;
const STOP = new Set(['with', 'and', 'the', 'for', 'from', 'used', 'good', 'condition', 'machine', 'year', 'built']);

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One edit of `w` (length ≥ 5): swap, drop, double or replace an inner letter. */
function misspell(w, r) {
  const p = 1 + Math.floor(r() * (w.length - 2));
  switch (Math.floor(r() * 4)) {
    case 0:
      return w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2);
    case 1:
      return w.slice(0, p) + w.slice(p + 1);
    case 2:
      return w.slice(0, p) + w[p] + w.slice(p);
    default:
      return w.slice(0, p) + 'aeiou'[Math.floor(r() * 5)] + w.slice(p + 1);
  }
}

const words = (s) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * `count` distinct query objects { q, category, condition, location, include_sold, page, kind }
 * and `toSearch(q)`, the URL query string of one (only non-default parameters).
 */
export function distinctQueries(listings, count = 3000, seed = 1) {
  const r = rng(seed);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const countries = [...new Set(listings.map((l) => l.location.country))];
  const seen = new Set();
  const out = [];
  const kinds = ['make_model', 'title_words', 'phrase', 'typo', 'filters', 'filters_text'];
  let guard = 0;
  while (out.length < count && guard++ < count * 50) {
    const l = pick(listings);
    const kind = kinds[Math.floor(r() * kinds.length)];
    const q = { q: '', category: null, condition: null, location: '', include_sold: false, page: 1, kind };
    const title = words(l.title).filter((w) => WORD.test(w) && w.length >= 3 && !STOP.has(w));
    if (kind === 'make_model') q.q = `${l.make} ${l.model}`.toLowerCase();
    else if (kind === 'title_words') {
      if (!title.length) continue;
      q.q = r() < 0.5 ? pick(title) : `${pick(title)} ${pick(title)}`;
    } else if (kind === 'phrase') {
      const ws = words(r() < 0.6 ? l.title : l.description).filter((w) => WORD.test(w) && w.length >= 3);
      if (ws.length < 2) continue;
      const i = Math.floor(r() * (ws.length - 1));
      q.q = `${ws[i]} ${ws[i + 1]}`;
    } else if (kind === 'typo') {
      const cands = [...words(l.make), ...title].filter((w) => WORD.test(w) && w.length >= 5);
      if (!cands.length) continue;
      q.q = misspell(pick(cands), r);
    } else {
      q.category = r() < 0.8 ? l.category : null;
      q.condition = r() < 0.6 ? l.condition : null;
      q.location = r() < 0.6 ? (r() < 0.8 ? l.location.country : pick(countries)) : '';
      if (kind === 'filters_text') q.q = title.length ? pick(title) : '';
    }
    if (r() < 0.15) q.include_sold = true;
    if (r() < 0.1) q.page = 2 + Math.floor(r() * 3);
    const key = toSearch(q);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out;
}

export function toSearch(q) {
  const p = new URLSearchParams();
  if (q.q) p.set('q', q.q);
  if (q.category) p.set('category', q.category);
  if (q.condition) p.set('condition', q.condition);
  if (q.location) p.set('location', q.location);
  if (q.include_sold) p.set('include_sold', 'true');
  if (q.page > 1) p.set('page', String(q.page));
  return p.toString();
}

/**
 * The latency benches' queries: `count` measured (seed 1) and a warm-up drawn apart (seed 99, 300 at most) with
 * every measured query left out, so no measured query has been answered before it is timed.
 */
export function measuredAndWarm(listings, count) {
  const measured = distinctQueries(listings, count, 1);
  const keys = new Set(measured.map(toSearch));
  const warm = distinctQueries(listings, 300, 99).filter((q) => !keys.has(toSearch(q)));
  return { measured, warm };
}
