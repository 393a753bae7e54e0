// Lookups over the research documents: a glossary term by its name (the
// REST lookup and MCP get_glossary), a checklist by its key. Ranking research
// against listings and manuals for the search tool is ./blend.ts.
import { fold } from './text.ts';
import { editDistanceWithin, typoBudget } from './typo.ts';

/** A glossary entry as the lookup reads it. */
export interface GlossaryEntry {
  slug: string;
  term: string;
  aliases: string[];
}

/** Case, accents and punctuation ignored: "As is, where is" = "as is where is" = as-is-where-is. */
const key = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
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
  return terms.filter((t) =>
    names(t).some((n) => {
      const ns = n.split(' ');
      return ns.length === words.length && words.every((w, i) => near(w, ns[i]));
    }),
  );
}

/**
 * The checklist key as the REST path takes it: the slug list_checklists and
 * /checklists give. Slugs are lower case, so case and surrounding space are
 * forgiven; a category slug or label is not a checklist key.
 */
export const checklistKey = (slug: string) => slug.trim().toLowerCase();
