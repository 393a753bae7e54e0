// One ranking for the `search` tool (MCP, ChatGPT connectors): listings,
// manuals, glossary terms, checklists and guides scored alike against the
// words a buyer asked about, then by what kind of answer they asked for.
//   score = the share of query words a document holds, each counted by the
//           best field it is in (title, make, model, term: 3; summary: 2;
//           body: 1), + 0.5 when the title is the query itself,
//           + 0.3 for a checklist or guide of the machine type's category,
//           + 1 for the kind the intent words ask for (checklist, manual,
//             definition, guide), or for listings when the words set a
//             listing filter (a price, a year, a place, an order, a make).
// Listings and manuals come ranked by their own search (typos, synonyms,
// an order such as cheapest first): each keeps that order at the best score
// of its kind. Ties keep listings first, then manuals, then research.
import { CATEGORIES } from '../schemas/vocabulary.ts';
import type { Intent } from '../schemas/search-content.ts';
import { fold, indexTokens, queryTerms } from './text.ts';

type BlendKind = 'listing' | 'manual' | 'glossary' | 'checklist' | 'guide';

export interface BlendDoc {
  kind: BlendKind;
  id: string;
  title: string;
  url: string;
  /** Texts with their weight (3 title, make, model; 2 summary; 1 body). */
  fields: readonly (readonly [string, number])[];
  /** Category slug or label, for checklists and guides of the asked machine type. */
  category?: string | null;
}

export interface BlendQuery {
  text: string;
  intents: readonly Intent[];
  categories: readonly string[];
  /** The words set a listing filter: what is asked for is a machine for sale. */
  listings?: boolean;
}

const INTENT_KIND: Record<Intent, BlendKind> = {
  checklist: 'checklist',
  manual: 'manual',
  definition: 'glossary',
  guide: 'guide',
};
const KIND_ORDER: BlendKind[] = ['listing', 'manual', 'glossary', 'checklist', 'guide'];
/** Kinds that arrive ranked by their own search. */
const RANKED_KINDS: BlendKind[] = ['listing', 'manual'];
const MAX_WEIGHT = 3;
/** A research word matches a document word it begins (inspect → inspection); listing and manual words match whole. */
const PREFIX_KINDS = new Set<BlendKind>(['glossary', 'checklist', 'guide']);

const tokenCache = new WeakMap<BlendDoc, Set<string>[]>();
function fieldTokens(d: BlendDoc): Set<string>[] {
  let t = tokenCache.get(d);
  if (!t) tokenCache.set(d, (t = d.fields.map(([text]) => indexTokens(text, new Set(), true))));
  return t;
}

const categoryKeys = (c: string) => {
  const pair = CATEGORIES.find(([slug, label]) => slug === c || fold(label) === fold(c));
  return pair ? pair[0] : fold(c);
};

const squash = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function scoreDoc(
  d: BlendDoc,
  q: BlendQuery,
  words = queryTerms(q.text)
    .terms.filter((t) => t.required)
    .map((t) => t.token),
): number {
  let score = 0;
  if (words.length) {
    const tokens = fieldTokens(d);
    const prefix = PREFIX_KINDS.has(d.kind);
    let sum = 0;
    for (const w of words) {
      let best = 0;
      d.fields.forEach(([, weight], f) => {
        if (weight <= best) return;
        const set = tokens[f];
        if (set.has(w) || (prefix && w.length >= 3 && [...set].some((x) => x.startsWith(w)))) best = weight;
      });
      sum += best;
    }
    score = sum / (words.length * MAX_WEIGHT);
    if (score > 0 && squash(d.title) === squash(q.text)) score += 0.5;
  }
  if (
    d.category &&
    (d.kind === 'checklist' || d.kind === 'guide') &&
    q.categories.some((c) => categoryKeys(c) === categoryKeys(d.category!))
  )
    score += 0.3;
  if (q.intents.some((i) => INTENT_KIND[i] === d.kind) || (q.listings && d.kind === 'listing')) score += 1;
  return score;
}

/** The documents in one order, best first; those matching nothing left out (unless nothing matches: then as given). */
export function blend(docs: readonly BlendDoc[], q: BlendQuery, limit: number): BlendDoc[] {
  const words = queryTerms(q.text)
    .terms.filter((t) => t.required)
    .map((t) => t.token);
  const scored = docs.map((d, i) => ({ d, i, s: scoreDoc(d, q, words) }));
  for (const kind of RANKED_KINDS) {
    const own = scored.filter((x) => x.d.kind === kind);
    const best = Math.max(0, ...own.map((x) => x.s));
    for (const x of own) x.s = best;
  }
  const hits = scored.filter((x) => x.s > 0);
  const pool = hits.length ? hits : scored;
  pool.sort((a, b) => b.s - a.s || KIND_ORDER.indexOf(a.d.kind) - KIND_ORDER.indexOf(b.d.kind) || a.i - b.i);
  return pool.slice(0, limit).map((x) => x.d);
}
