// When the build's last-line scan finds a contact anyway, the record that
// put it there is withheld and the build runs again without it: a finding
// in one record never stops a non-strict build. A finding is traced to its
// record by the file it is in (a listing's page, twin or JSON; a manual's,
// checklist's or guide's page), else by the published text that holds it
// (an index file, llms.txt, the glossary page), else, for a number a page
// put together from two fields, by its longest digit group when at most a
// few records hold it. A link to an unpublished record is traced the same
// way: the record that links is withheld. A finding no record holds (the
// build's own templates) cannot be withheld, and fails the build.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Leak } from './leak-scan.ts';
import type { Withholding } from '../catalog/withhold.ts';
import { fieldHolding, skeleton } from '../catalog/leak-text.ts';

/** What tracing needs of the raw content: each record's file. */
export interface Trace {
  files: Map<string, string>;
  glossary: Entry[];
  checklists: Entry[];
  guides: Entry[];
}
interface Entry {
  file: string;
  slug: string;
}

/** The private data the leak scan found in a build, and the records it traced it to (undefined: to none). */
export class LeaksFound extends Error {
  readonly leaks: Leak[];
  readonly records: Withholding[] | undefined;

  constructor(leaks: Leak[], records: Withholding[] | undefined) {
    super(
      `the build would publish private data:\n${leaks.map((l) => `  ${l.kind} "${l.match}" in ${l.where}`).join('\n')}`,
    );
    this.leaks = leaks;
    this.records = records;
  }
}

/** At most this many records are withheld for one finding traced by a digit group alone. */
const FEW = 3;

/**
 * The content files whose records put the leaks into the output, or undefined when one leak has no record (the
 * build's own templates: a fault of the code, which no withholding mends).
 */
export function recordsOf(leaks: Leak[], catalog: PublicCatalog, raw: Trace): Withholding[] | undefined {
  const bySlug = new Map(catalog.listings.map((l) => [l.slug, l.id]));
  const fileOf = (id: string) => raw.files.get(id) ?? id;
  const out = new Map<string, Withholding>();
  const fileBySlug = new Map([...raw.glossary, ...raw.checklists, ...raw.guides].map((e) => [e.slug, e.file]));
  // [file, published text, slug] of every research record.
  const research: [string, string, string][] = [
    ...catalog.glossary.map(
      (g) => [fileBySlug.get(g.slug) ?? g.slug, JSON.stringify(g), g.slug] as [string, string, string],
    ),
    ...catalog.checklists.map(
      (c) => [fileBySlug.get(c.checklist.slug) ?? '', JSON.stringify(c), c.checklist.slug] as [string, string, string],
    ),
    ...catalog.guides.map(
      (g) => [fileBySlug.get(g.guide.slug) ?? '', JSON.stringify(g), g.guide.slug] as [string, string, string],
    ),
  ];
  const records: [string, string][] = [
    ...catalog.listings.map((l) => [fileOf(l.id), JSON.stringify(l)] as [string, string]),
    ...catalog.manuals.map((m) => [fileOf(m.id), JSON.stringify(m)] as [string, string]),
    ...research.map(([f, t]) => [f, t] as [string, string]),
  ];
  // Each record's skeleton, made once the first finding needs tracing by text.
  let skeletons: string[] | undefined;
  for (const leak of leaks) {
    const where = leak.where.replace(/^.*?\/(static|functions|data)\//, '$1/');
    // A record that links to an unpublished one (an editor's "see also" to a listing withheld or not yet approved).
    const unapproved = leak.kind === 'unapproved';
    const message = unapproved
      ? `the built ${where} linked to "${leak.match.slice(0, 60)}", which is not published; the record is withheld`
      : `the built ${where} showed ${leak.kind} "${leak.match.slice(0, 60)}" that the scrub did not place; the record is withheld`;
    const listing = /\/listings\/([a-z0-9-]+?)(?:\/index\.html|\.md|\.json)$/.exec(leak.where);
    const manual = /\/manuals\/((?:man)_[0-9a-z]+)(?:\/index\.html|\.md|\.json)?$/.exec(leak.where);
    const page = /\/(checklists|guides)\/([a-z0-9-]+?)(?:\/index\.html|\.md|\.json)?$/.exec(leak.where);
    let files: string[] = [];
    // What names the field: the finding, or the digit group it was traced by.
    let held = leak.match;
    if (listing && bySlug.has(listing[1])) files = [fileOf(bySlug.get(listing[1])!)];
    else if (manual) files = [fileOf(manual[1])];
    else if (page) files = research.filter(([, , slug]) => slug === page[2]).map(([f]) => f);
    if (!files.length && unapproved) files = records.filter(([, text]) => text.includes(leak.match)).map(([f]) => f);
    else if (!files.length) {
      // Traced by text: the records whose published text holds the finding.
      const needle = skeleton(leak.match);
      if (needle.length < 5) return undefined;
      skeletons ??= records.map(([, text]) => skeleton(text));
      files = records.filter((_, i) => skeletons![i].includes(needle)).map(([f]) => f);
      // A number a page put together from two fields of one record (a block of the listings index): its
      // longest digit group, when few records hold it.
      const group =
        leak.kind === 'phone' ? (leak.match.match(/\d{5,}/g) ?? []).sort((a, b) => b.length - a.length)[0] : undefined;
      if (!files.length && group) {
        const holders = records.filter((_, i) => skeletons![i].includes(group)).map(([f]) => f);
        if (holders.length <= FEW) {
          files = holders;
          held = group;
        }
      }
    }
    if (!files.length) return undefined;
    for (const file of files) {
      const text = records.find(([f]) => f === file)?.[1];
      if (!out.has(file)) out.set(file, { file, field: text ? fieldHolding(JSON.parse(text), held) : '', message });
    }
  }
  return [...out.values()];
}
