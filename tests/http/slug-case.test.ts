// Checklist and guide slugs match in any letter case, like listing ids: the
// same body as the lower-case address; an unknown slug in any case is the
// contract's 404.
import { describe, expect, it } from 'vitest';
import { api, get } from '../support/http.ts';

const spellings = (slug: string) => [
  slug.toUpperCase(),
  slug.replace(/(^|-)([a-z])/g, (_, d, c) => d + c.toUpperCase()),
  `${slug.toUpperCase()}.json`,
  `${slug}.JSON`,
];

describe('slugs in any case', () => {
  for (const [kind, list, notFound] of [
    ['checklists', 'checklists', 'Checklist not found'],
    ['guides', 'guides', 'Guide not found'],
  ] as const) {
    it(`${kind}: every slug, four spellings`, async () => {
      const { json } = await get(api(`/${kind}`));
      const slugs: string[] = json.data[list].map((x: { slug: string }) => x.slug);
      expect(slugs.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const slug of slugs) {
        const canonical = await get(api(`/${kind}/${slug}`));
        expect(canonical.status).toBe(200);
        for (const s of spellings(slug)) {
          const r = await get(api(`/${kind}/${s}`));
          if (r.status !== 200 || r.text !== canonical.text) wrong.push(`${kind}/${s}: ${r.status}`);
        }
      }
      expect(wrong).toEqual([]);
      const miss = await get(api(`/${kind}/NO-SUCH-SLUG`));
      expect([miss.status, miss.json]).toEqual([404, { detail: notFound }]);
    });
  }
});
