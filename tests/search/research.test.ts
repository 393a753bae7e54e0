// Research lookups (the MCP `search`, `get_glossary` and `get_checklist`
// tools read these): the search API's folding and stemming, on the sample
// catalog's research documents as the build ships them to MCP.
import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../src/catalog/get-catalog.ts';
import { researchData } from '../../src/build/research-data.ts';
import { checklistKey, findGlossaryTerms, searchResearch } from '../../src/search/research.ts';

const research = researchData(getCatalog());
const docs = research.documents;
const terms = research.glossary.data.terms;
const ids = (q: string) => searchResearch(docs, q, 100).map((d) => d.id);

describe('searchResearch', () => {
  it('finds a glossary term by its words, its plural, another case and accents', () => {
    for (const q of ['addressing system', 'Addressing Systems', 'ADDRÉSSING', 'inkjet addressing']) {
      expect(ids(q), q).toContain('glossary:addressing-system');
    }
  });

  it('needs every word, and a word matches the words it begins', () => {
    expect(ids('inspect').some((id) => id.startsWith('checklist:'))).toBe(true);
    expect(ids('addressing zzzzzz')).toEqual([]);
  });

  it('ignores stop words beside other words, and finds nothing for no word', () => {
    expect(ids('the addressing system')).toEqual(ids('addressing system'));
    expect(ids('  -- ')).toEqual([]);
  });

  it('keeps the documents\' order and the limit', () => {
    const all = ids('inspection');
    expect(all.length).toBeGreaterThan(2);
    expect(searchResearch(docs, 'inspection', 2).map((d) => d.id)).toEqual(all.slice(0, 2));
    expect(all).toEqual(docs.filter((d) => all.includes(d.id)).map((d) => d.id));
  });
});

describe('findGlossaryTerms', () => {
  const t = terms.find((x) => x.slug === 'addressing-system')!;

  it('by slug, term or alias, any case and accents', () => {
    for (const key of [t.slug, t.term.toUpperCase(), ` ${t.aliases[0]} `, 'Addréssing System']) {
      expect(findGlossaryTerms(terms, key).map((x) => x.slug), key).toEqual([t.slug]);
    }
  });

  it('falls back to terms containing the words, and gives every term for none', () => {
    expect(findGlossaryTerms(terms, 'addressing').map((x) => x.slug)).toContain(t.slug);
    expect(findGlossaryTerms(terms, '')).toHaveLength(terms.length);
    expect(findGlossaryTerms(terms, 'no such term anywhere')).toEqual([]);
  });
});

it('checklistKey forgives case and space, nothing else', () => {
  const slug = Object.keys(research.checklists)[0];
  expect(research.checklists[checklistKey(` ${slug.toUpperCase()}`)]).toBeDefined();
  expect(research.checklists[checklistKey('CNC and metalworking')]).toBeUndefined();
});
