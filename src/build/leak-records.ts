// When the build's last-line scan finds a contact anyway, the record that
// put it there is withheld and the build runs again without it: a finding
// in one record never stops a non-strict build. A finding is traced to its
// record by the file it is in (a listing's page, twin or JSON; a manual's,
// checklist's or guide's page), else by the published text that holds it
// (an index file, llms.txt, the glossary page). A finding no record holds
// (the build's own templates) cannot be withheld, and fails the build.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { RawContent, ContentProblem } from '../catalog/read-content.ts';

/** What tracing needs of the raw content: each record's file. */
export interface Trace { files: Map<string, string>; glossary: Entry[]; checklists: Entry[]; guides: Entry[] }
interface Entry { file: string; slug: string }
import type { Leak } from './leak-scan.ts';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fold } from '../privacy/fold.ts';

export interface Withholding { file: string; field: string; message: string }

const skeleton = (s: string) => fold(s).text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The content files whose records put the leaks into the output, or undefined when one leak has no record. */
export function recordsOf(leaks: Leak[], catalog: PublicCatalog, raw: Trace): Withholding[] | undefined {
  const bySlug = new Map(catalog.listings.map((l) => [l.slug, l.id]));
  const fileOf = (id: string) => raw.files.get(id) ?? id;
  const out = new Map<string, Withholding>();
  const fileBySlug = new Map([...raw.glossary, ...raw.checklists, ...raw.guides].map((e) => [e.slug, e.file]));
  // [file, published text, slug] of every research record.
  const research: [string, string, string][] = [
    ...catalog.glossary.map((g) => [fileBySlug.get(g.slug) ?? g.slug, JSON.stringify(g), g.slug] as [string, string, string]),
    ...catalog.checklists.map((c) => [fileBySlug.get(c.checklist.slug) ?? '', JSON.stringify(c), c.checklist.slug] as [string, string, string]),
    ...catalog.guides.map((g) => [fileBySlug.get(g.guide.slug) ?? '', JSON.stringify(g), g.guide.slug] as [string, string, string]),
  ];
  const records: [string, string][] = [
    ...catalog.listings.map((l) => [fileOf(l.id), JSON.stringify(l)] as [string, string]),
    ...catalog.manuals.map((m) => [fileOf(m.id), JSON.stringify(m)] as [string, string]),
    ...research.map(([f, t]) => [f, t] as [string, string]),
  ];
  for (const leak of leaks) {
    if (leak.kind === 'unapproved') return undefined;
    const message = `the built ${leak.where.replace(/^.*?\/(static|functions|data)\//, '$1/')} showed ${leak.kind} "${leak.match.slice(0, 60)}" that the scrub did not place; the record is withheld`;
    const listing = /\/listings\/([a-z0-9-]+?)(?:\/index\.html|\.md|\.json)$/.exec(leak.where);
    const manual = /\/manuals\/((?:man)_[0-9a-z]+)(?:\/index\.html|\.md|\.json)?$/.exec(leak.where);
    const page = /\/(checklists|guides)\/([a-z0-9-]+?)(?:\/index\.html|\.md|\.json)?$/.exec(leak.where);
    let files: string[] = [];
    if (listing && bySlug.has(listing[1])) files = [fileOf(bySlug.get(listing[1])!)];
    else if (manual) files = [fileOf(manual[1])];
    else if (page) files = research.filter(([, , slug]) => slug === page[2]).map(([f]) => f);
    if (!files.length) {
      // Traced by text: the records whose published text holds the finding.
      const needle = skeleton(leak.match);
      if (needle.length < 5) return undefined;
      files = records.filter(([, text]) => skeleton(text).includes(needle)).map(([f]) => f);
    }
    if (!files.length) return undefined;
    for (const file of files) if (!out.has(file)) out.set(file, { file, field: '', message });
  }
  return [...out.values()];
}

/** The raw catalog without the records of these files, each reported as a problem. */
export function withhold(raw: RawContent, records: Withholding[]): RawContent {
  const files = new Set(records.map((r) => r.file));
  const keep = (id: string) => !files.has(raw.files.get(id) ?? id);
  const problems: ContentProblem[] = records.map((r) => ({ file: r.file, field: r.field, message: r.message }));
  const entry = (e: { file: string }) => !files.has(e.file);
  return {
    ...raw,
    listings: raw.listings.filter((l) => keep(l.public_id)),
    manuals: raw.manuals.filter((m) => keep(m.public_id)),
    glossary: raw.glossary.filter(entry), checklists: raw.checklists.filter(entry), guides: raw.guides.filter(entry),
    problems: [...raw.problems, ...problems],
    withheld: [...raw.withheld, ...raw.listings.filter((l) => !keep(l.public_id)).flatMap((l) => [l.public_id, l.slug]),
      ...raw.manuals.filter((m) => !keep(m.public_id)).map((m) => m.public_id)],
  };
}

/** Where a build that withholds traced records tells the Astro process which (build/catalog.ts reads it). */
export const WITHHOLD_ENV = 'SECONDLINE_WITHHOLD';
const WITHHELD_FILE = '.generated/privacy-withheld.json';

/** Writes the records to withhold for the other processes of this build; none: the file is removed. */
export function writeWithheld(records: Withholding[] | undefined): string | undefined {
  rmSync(WITHHELD_FILE, { force: true });
  if (!records?.length) return undefined;
  mkdirSync('.generated', { recursive: true });
  writeFileSync(WITHHELD_FILE, JSON.stringify(records));
  return WITHHELD_FILE;
}

/** The records this process must withhold (set by the build for its Astro process). */
export function withheldByBuild(env: Record<string, string | undefined> = process.env): Withholding[] | undefined {
  const file = env[WITHHOLD_ENV];
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as Withholding[]) : undefined;
}
