// The manual query planner, shared by both backends (see ./listing-query.ts):
// filters, text match, make facet and paging over a loaded manual table in
// index order (make, model, title, id).
import type { ManualQuery } from '../schemas/query.ts';
import { facetList, type FacetEntry } from './facets.ts';
import { rankSlice } from './rank.ts';
import type { Matcher } from './matcher.ts';
import { makeKey, squashModel } from './text.ts';

export interface ManualTable {
  n: number;
  make: Uint16Array;
  makes: string[];
  /** Per manual: squashed model, category slug or '', document type, primary language subtag. */
  models: string[];
  categories: string[];
  documentTypes: string[];
  languages: string[];
  matcher(): Matcher;
}

/** The primary subtag of a BCP 47 tag, lower case (`de-DE` → `de`). */
const primaryLanguage = (tag: string) => tag.trim().split(/[-_]/)[0].toLowerCase();

/** The fields of a manual the table's columns are made of (a published record or a row of search_manuals). */
interface ManualColumnSource {
  make: string;
  model: string;
  category: string | null;
  document_type: string;
  language: string;
}

/** The table's columns of manuals already in index order, built alike by the file index and index:sync. */
export function manualColumns(ms: readonly ManualColumnSource[]): Omit<ManualTable, 'n' | 'matcher'> {
  const makes: string[] = [];
  const makeIdx = new Map<string, number>();
  const make = Uint16Array.from(ms, (m) => {
    let k = makeIdx.get(m.make);
    if (k === undefined) makeIdx.set(m.make, (k = makes.push(m.make) - 1));
    return k;
  });
  return {
    make,
    makes,
    models: ms.map((m) => squashModel(m.model)),
    categories: ms.map((m) => m.category ?? ''),
    documentTypes: ms.map((m) => m.document_type),
    languages: ms.map((m) => primaryLanguage(m.language)),
  };
}

export interface PlannedManuals<T> {
  total: number;
  items: T[];
  facets: { make: FacetEntry[] };
}

export function manualPlanner(t: ManualTable): <T>(q: ManualQuery, get: (d: number) => T) => PlannedManuals<T> {
  const { n, make, makes } = t;
  const makeCount = new Uint32Array(makes.length);
  const makeOk = new Uint8Array(makes.length);
  return function run<T>(q: ManualQuery, get: (d: number) => T): PlannedManuals<T> {
    const wantMake = makeKey(q.make ?? '');
    const model = squashModel(q.model ?? '');
    if (wantMake) for (let i = 0; i < makes.length; i++) makeOk[i] = makeKey(makes[i]) === wantMake ? 1 : 0;
    const lang = primaryLanguage(q.language ?? '');
    // A model named inside a longer one (0i-MF in "Series 0i-MF") when no manual has it as named.
    const partial = !!model && model.length >= 2 && !t.models.includes(model);
    const pass = (d: number) =>
      (!wantMake || makeOk[make[d]] === 1) &&
      (!model || (partial ? t.models[d].includes(model) : t.models[d] === model)) &&
      (!q.category || t.categories[d] === q.category) &&
      (!q.document_type || t.documentTypes[d] === q.document_type) &&
      (!lang || t.languages[d] === lang);
    makeCount.fill(0);
    const start = (q.page - 1) * q.per_page;
    const end = start + q.per_page;
    let m = 0;
    const itemsIdx: number[] = [];
    const count = q.q.trim() ? t.matcher().run(q.q) : -1;
    if (count < 0 && q.q.trim()) return { total: 0, items: [], facets: { make: [] } }; // no searchable word: nothing matches
    if (count >= 0) {
      const { docs, scores } = t.matcher();
      for (let k = 0; k < count; k++) {
        const d = docs[k];
        if (!pass(d)) continue;
        makeCount[make[d]]++;
        docs[m] = d;
        scores[m++] = scores[k];
      }
      for (const i of rankSlice(docs, scores, m, start, end)) itemsIdx.push(docs[i]);
    } else {
      for (let d = 0; d < n; d++) {
        if (!pass(d)) continue;
        makeCount[make[d]]++;
        if (m >= start && m < end) itemsIdx.push(d);
        m++;
      }
    }
    return { total: m, items: itemsIdx.map(get), facets: { make: facetList(makeCount, makes, makes) } };
  };
}
