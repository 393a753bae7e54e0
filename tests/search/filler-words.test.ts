// Filler words are dropped from a query that finds nothing: none of them may
// be a word that means something in the catalog, such as a condition grade
// (`good` is one) or a category, whose slug or label a buyer types.
import { expect, it } from 'vitest';
import { readContent } from '../../src/catalog/read-content.ts';
import { CATEGORIES, CONDITIONS } from '../../src/schemas/vocabulary.ts';

it('no filler word is a condition grade or a category, by slug or label', () => {
  const filler = readContent('content').search.filler.map((w) => w.toLowerCase());
  expect(filler.length).toBeGreaterThan(0);
  const meaningful = [...CONDITIONS, ...CATEGORIES]
    .flatMap(([slug, label]) => [slug, label, slug.replace(/-/g, ' ')])
    .map((w) => w.toLowerCase());
  expect(filler.filter((w) => meaningful.includes(w))).toEqual([]);
});
