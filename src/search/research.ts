// Lookups over the research documents (glossary terms, checklists, guides),
// cut by the same tokenizer and folding as listings and manuals, so the MCP
// tools and any other caller match a word the way the search API does.
import { fold, indexTokens, parseQuery } from './text.ts';
import { editDistanceWithin, typoBudget } from './typo.ts';

/** What a research document offers to search: its title and the words it should also be found by. */
export interface Searchable { title: string; keywords: string }

const tokensOf = new WeakMap<Searchable, string[]>();
function tokens(d: Searchable): string[] {
  let t = tokensOf.get(d);
  if (!t) tokensOf.set(d, (t = [...indexTokens(`${d.title} ${d.keywords}`, new Set(), true)]));
  return t;
}

/**
 * Documents holding every required word of `query`, in their order, at most
 * `limit`. A query word matches a document word it begins (`inspect` finds
 * `inspection`), as typing ahead expects; stop words only count when the
 * query has nothing else.
 */
export function searchResearch<D extends Searchable>(docs: readonly D[], query: string, limit = 5): D[] {
  const required = parseQuery(query).terms.filter((t) => t.required).map((t) => t.token);
  if (!required.length) return [];
  const out: D[] = [];
  for (const d of docs) {
    const have = tokens(d);
    if (required.every((w) => have.some((h) => h.startsWith(w)))) out.push(d);
    if (out.length === limit) break;
  }
  return out;
}

/** A glossary entry as the lookup reads it. */
export interface GlossaryEntry { slug: string; term: string; aliases: string[] }

/** Case, accents and punctuation ignored: "As is, where is" = "as is where is" = as-is-where-is. */
const key = (s: string) => fold(s).replace(/[^a-z0-9]+/g, ' ').trim();
const names = (t: GlossaryEntry) => [t.slug, t.term, ...t.aliases].map(key);

/**
 * Glossary entries named by `term`: the slug, term or an alias (case, accents
 * and punctuation ignored); failing that, the terms and aliases holding it
 * as whole words; failing that, the names within the typo budget of its
 * length (one edit from 4 letters, two from 8), word by word.
 */
export function findGlossaryTerms<T extends GlossaryEntry>(terms: readonly T[], term: string): T[] {
  const want = key(term);
  if (!want) return [...terms];
  const exact = terms.filter((t) => names(t).includes(want));
  if (exact.length) return exact;
  const inside = terms.filter((t) => names(t).some((n) => ` ${n} `.includes(` ${want} `)));
  if (inside.length) return inside;
  const words = want.split(' ');
  const near = (a: string, b: string) => a === b || editDistanceWithin(a, b, typoBudget(a)) <= typoBudget(a);
  return terms.filter((t) => names(t).some((n) => {
    const ns = n.split(' ');
    return ns.length === words.length && words.every((w, i) => near(w, ns[i]));
  }));
}

/**
 * The checklist key as the REST path takes it: the slug list_checklists and
 * /checklists give. Slugs are lower case, so case and surrounding space are
 * forgiven; a category slug or label is not a checklist key.
 */
export const checklistKey = (slug: string) => slug.trim().toLowerCase();
