// Privacy by construction: every string leaf of every kind of content record,
// found by walking a real record (so a field added tomorrow is covered
// without touching this test), carries contact disguises through the
// publishing choke point. Wherever the content schema lets the text in, the
// published catalog either withholds the record or shows none of the
// disguise's markers, in any field of any public record.
import { describe, expect, it } from 'vitest';
import { readContent, type RawContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import {
  ChecklistFrontMatter,
  GlossaryFrontMatter,
  GuideFrontMatter,
  ListingRecord,
  ManualRecord,
  SiteRecord,
} from '../../src/schemas/content.ts';
import { CONTACT_FORMS } from '../fixtures/contact-corpus.ts';
import { markerFinder } from './crawl.ts';

const ORIGIN = 'https://equipment.example';
const sample = readContent('content');

/** A spread of the corpus: every category of disguise, a few of each. */
const DISGUISES = [...new Map(CONTACT_FORMS.map((c) => [c.category, c])).values()].concat(
  CONTACT_FORMS.filter((_, i) => i % 23 === 5),
);

type Path = (string | number)[];
function stringLeaves(v: unknown, path: Path = []): Path[] {
  if (typeof v === 'string') return [path];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringLeaves(x, [...path, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => stringLeaves(x, [...path, k]));
  return [];
}
const setAt = <T>(record: T, path: Path, value: string): T => {
  const copy = structuredClone(record) as any;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k];
  at[path.at(-1)!] = value;
  return copy;
};

/** One kind of record: a valid sample, its schema, and how to put it into a catalog of its own. */
interface Kind {
  name: string;
  record: unknown;
  schema: { safeParse(v: unknown): { success: boolean } };
  into(raw: RawContent, record: any): RawContent;
}
const only = (raw: RawContent): RawContent => ({
  ...raw,
  listings: [],
  manuals: [],
  glossary: [],
  checklists: [],
  guides: [],
  problems: [],
  withheld: [],
  files: new Map(),
});
const first = <T>(xs: T[]) => xs[0];
const KINDS: Kind[] = [
  {
    name: 'listing',
    record: { ...first(sample.listings), moderation_status: 'approved' },
    schema: ListingRecord,
    into: (r, x) => ({ ...only(r), listings: [x] }),
  },
  {
    name: 'manual',
    record: { ...first(sample.manuals), moderation_status: 'approved' },
    schema: ManualRecord,
    into: (r, x) => ({ ...only(r), manuals: [x] }),
  },
  {
    name: 'glossary term',
    record: first(sample.glossary),
    schema: { safeParse: (v: any) => GlossaryFrontMatter.safeParse(v.data) },
    into: (r, x) => ({ ...only(r), glossary: [x] }),
  },
  {
    name: 'checklist',
    record: first(sample.checklists),
    schema: { safeParse: (v: any) => ChecklistFrontMatter.safeParse(v.data) },
    into: (r, x) => ({ ...only(r), checklists: [x] }),
  },
  {
    name: 'guide',
    record: first(sample.guides),
    schema: { safeParse: (v: any) => GuideFrontMatter.safeParse(v.data) },
    into: (r, x) => ({ ...only(r), guides: [x] }),
  },
  { name: 'site facts', record: sample.site, schema: SiteRecord, into: (r, x) => ({ ...only(r), site: x }) },
];
/** Where the file name, not the text, decides (the entry's own bookkeeping, never published as text). */
const BOOKKEEPING = new Set(['file', 'slug']);

describe('every string leaf of every content record, with contact disguises', () => {
  it('the sample has a record of every kind and the markers would be seen (the check can fail)', () => {
    for (const k of KINDS) expect(k.record, k.name).toBeTruthy();
    const c = DISGUISES[0];
    expect(markerFinder({ words: c.words ?? [], digits: c.digits ?? [] })(c.text, 'self').length).toBeGreaterThan(0);
    expect(DISGUISES.length).toBeGreaterThan(20);
  });

  for (const kind of KINDS) {
    it(`${kind.name}: withheld or scrubbed in every field the schema lets text into`, () => {
      const leaves = stringLeaves(kind.record).filter((p) => !(p.length === 1 && BOOKKEEPING.has(String(p[0]))));
      expect(leaves.length).toBeGreaterThan(3);
      let planted = 0;
      const leaks: string[] = [];
      for (const path of leaves) {
        for (const c of DISGUISES) {
          const original = path.reduce((v: any, k) => v[k], kind.record) as string;
          // In front of the field's own text: what follows a word like "Serial no." or "Type" is a machine's number to the
          // detector (tests/privacy/detector.test.ts covers that rule); here the question is whether every field is scrubbed.
          const record = setAt(kind.record, path, `${c.text} ${original}`);
          if (!kind.schema.safeParse(record).success) continue; // an enum, a code or a URL: the schema keeps the text out
          planted++;
          const published = publish(kind.into(sample, record), ORIGIN);
          const out = JSON.stringify([
            published.listings,
            published.manuals,
            published.glossary,
            published.checklists,
            published.guides,
            published.site,
          ]);
          const found = markerFinder({ words: c.words ?? [], digits: c.digits ?? [] })(out, path.join('.'));
          if (found.length)
            leaks.push(`${path.join('.')} ← ${c.id} (${c.format}): ${found.map((f) => f.match).join(', ')}`);
        }
      }
      expect(planted, 'no field took the text: the walk or the sample is wrong').toBeGreaterThan(DISGUISES.length);
      expect(leaks).toEqual([]);
    });
  }
});
