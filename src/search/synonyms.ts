// Trade synonyms (content/search/synonyms.yaml): a query phrase found in a
// group matches what any phrase of the group matches (folder = folding
// machine, VMC = vertical machining center). Phrases are cut by the same
// tokenizer as queries, so plurals and accents behave alike.
import { queryTerms, type QueryTerm } from './text.ts';

/** One place of the query: a plain word, or a phrase of the list with its alternatives (each a list of tokens). */
export type Slot = { term: QueryTerm } | { phrase: string[]; alternatives: string[][] };

const phraseTokens = (p: string) =>
  queryTerms(p)
    .terms.filter((t) => t.required)
    .map((t) => t.token);

/**
 * The groups cut into tokens as queries are. The listing index stores them (cutting ~900 phrases cost ~10 ms of
 * a cold start's CPU); a change of the token rules bumps INDEX_FORMAT, so stored tokens are never stale.
 */
export const synonymTokens = (groups: readonly (readonly string[])[]): string[][][] =>
  groups.map((g) => g.map(phraseTokens).filter((t) => t.length));

/** Groups of phrases, or the same already cut by `synonymTokens`. */
export type SynonymGroups = readonly (readonly string[])[] | { tokens: string[][][] };

export class Synonyms {
  /** First token → phrases starting with it (longest first), with their group. */
  private readonly byFirst = new Map<string, { tokens: string[]; group: number }[]>();
  private readonly groups: string[][][];

  constructor(groups: SynonymGroups) {
    this.groups = 'tokens' in groups ? groups.tokens : synonymTokens(groups);
    this.groups.forEach((g, group) => {
      for (const tokens of g) {
        const list = this.byFirst.get(tokens[0]) ?? [];
        list.push({ tokens, group });
        list.sort((a, b) => b.tokens.length - a.tokens.length);
        this.byFirst.set(tokens[0], list);
      }
    });
  }

  /** Single-word phrases of the list (what a misspelt word may have meant). */
  singleWords(): string[] {
    return [...this.byFirst].flatMap(([first, list]) => (list.some((p) => p.tokens.length === 1) ? [first] : []));
  }

  /** The alternatives of the group a single-word phrase belongs to. */
  groupOf(token: string): string[][] | undefined {
    const hit = this.byFirst.get(token)?.find((p) => p.tokens.length === 1);
    return hit && this.groups[hit.group];
  }

  /** The query's terms with the longest phrases of the list found among its required words, left to right. */
  slots(terms: QueryTerm[]): Slot[] {
    const words = terms.filter((t) => t.required);
    const out: Slot[] = terms.filter((t) => !t.required).map((term) => ({ term }));
    for (let i = 0; i < words.length; ) {
      const hit = (this.byFirst.get(words[i].token) ?? []).find((p) =>
        p.tokens.every((tk, k) => words[i + k]?.token === tk),
      );
      if (hit) {
        out.push({ phrase: hit.tokens, alternatives: this.groups[hit.group] });
        i += hit.tokens.length;
      } else out.push({ term: words[i++] });
    }
    return out;
  }
}
