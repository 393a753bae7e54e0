// Relevance of an engine over a ground-truth set ({q, filters?, first[], relevant[]?}):
// P@1 (the first result is one of `first`), R@20 (share of the relevant
// listings in the top 20, out of at most 20) and MRR (mean reciprocal rank of
// the first relevant result, 0 when none is in the page), overall and per
// phrasing (keyword / agent) when the set says how each query is phrased.
import { toQuery } from './queries.mjs';

export function quality(engine, set, listings) {
  const slugToId = new Map(listings.map((l) => [l.slug, l.id]));
  const norm = (x) => slugToId.get(x) ?? x;
  const acc = new Map();
  const add = (key, p1, r20, rr) => {
    const a = acc.get(key) ?? { n: 0, p1: 0, r20: 0, mrr: 0 };
    a.n++;
    a.p1 += p1;
    a.r20 += r20;
    a.mrr += rr;
    acc.set(key, a);
  };
  const misses = [];
  for (const item of set) {
    const res = engine.search(toQuery({ q: item.q, ...(item.filters ?? {}) }));
    const first = new Set(item.first.map(norm));
    const rel = new Set((item.relevant ?? item.first).map(norm));
    const p1 = res.ids.length && first.has(res.ids[0]) ? 1 : 0;
    if (!p1) misses.push(item.q);
    const found = res.ids.slice(0, 20).filter((id) => rel.has(id)).length;
    const r20 = rel.size ? found / Math.min(20, rel.size) : 1;
    const rank = res.ids.findIndex((id) => rel.has(id));
    const rr = rank >= 0 ? 1 / (rank + 1) : 0;
    add('all', p1, r20, rr);
    if (item.phrasing) add(item.phrasing, p1, r20, rr);
  }
  const summary = (a) => ({ n: a.n, p1: a.p1 / a.n, r20: a.r20 / a.n, mrr: a.mrr / a.n });
  const all = summary(acc.get('all') ?? { n: 1, p1: 0, r20: 0, mrr: 0 });
  const byPhrasing = Object.fromEntries([...acc].filter(([k]) => k !== 'all').map(([k, a]) => [k, summary(a)]));
  return { ...all, byPhrasing, misses };
}

/** One line per phrasing: `agent 126: P@1 0.97 R@20 0.99 MRR 0.98`. */
export const phrasingLine = (q) =>
  Object.entries(q.byPhrasing)
    .map(([k, v]) => `${k} ${v.n}: P@1 ${v.p1.toFixed(3)} R@20 ${v.r20.toFixed(3)} MRR ${v.mrr.toFixed(3)}`)
    .join('; ');
