// Research lookups and the search tool's ranking (the MCP `search`, `get_glossary` and `get_checklist`
// tools read these): the search API's folding and stemming, on the sample
// catalog's research documents as the build ships them to MCP.
import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../src/catalog/get-catalog.ts';
import { researchData } from '../../src/build/research-data.ts';
import { checklistKey, findGlossaryTerms } from '../../src/search/research.ts';
import { blend, scoreDoc, type BlendDoc } from '../../src/search/blend.ts';
import type { Intent } from '../../src/schemas/search-content.ts';

const research = researchData(getCatalog());
const docs = research.documents;
const terms = research.glossary.data.terms;
const blendDocs: BlendDoc[] = docs.map((d) => ({
  kind: d.metadata.type === 'glossary_term' ? 'glossary' : d.metadata.type === 'checklist' ? 'checklist' : 'guide',
  id: d.id,
  title: d.title,
  url: d.url,
  category: d.metadata.category,
  fields: [
    [d.keywords, 3],
    [d.text, 1],
  ],
}));
const ids = (text: string, intents: Intent[] = [], categories: string[] = []) =>
  blend(blendDocs, { text, intents, categories }, 100).map((d) => d.id);

describe('blend: the search tool ranks documents by the asked words and the intent', () => {
  it('a term asked as it is written, in plural, another case or with accents comes first', () => {
    for (const q of ['addressing system', 'Addressing Systems', 'ADDRÉSSING system'])
      expect(ids(q)[0], q).toBe('glossary:addressing-system');
  });
  it('a word matches the words it begins; a document holding no word is left out', () => {
    expect(ids('inspect').some((id) => id.startsWith('checklist:'))).toBe(true);
    expect(ids('zzzzzz qqqqqq').length).toBe(Math.min(100, docs.length)); // nothing matches: the documents as given
    expect(ids('addressing zzzzzz')).toContain('glossary:addressing-system');
  });
  it('the kind the intent asks for comes first, then the category of the machine type', () => {
    expect(ids('guillotine', ['checklist'])[0]).toMatch(/^checklist:/);
    expect(ids('', ['checklist'], ['plastics'])[0]).toBe('checklist:plastics-inspection');
    expect(ids('buckle folder', ['definition'])[0]).toBe('glossary:buckle-folder');
  });
  it('scores are shares: every asked word in a title scores 1', () => {
    const d = blendDocs.find((x) => x.id === 'glossary:addressing-system')!;
    expect(scoreDoc(d, { text: 'addressing system', intents: [], categories: [] })).toBeCloseTo(1.5);
  });
});

describe('findGlossaryTerms', () => {
  const t = terms.find((x) => x.slug === 'addressing-system')!;

  it('by slug, term or alias, any case and accents', () => {
    for (const key of [t.slug, t.term.toUpperCase(), ` ${t.aliases[0]} `, 'Addréssing System']) {
      expect(
        findGlossaryTerms(terms, key).map((x) => x.slug),
        key,
      ).toEqual([t.slug]);
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
