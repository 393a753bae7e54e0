// Records withheld because the build's last-line leak scan traced a contact
// to them (src/build/leak-records.ts): taken out of the raw catalog, each
// reported as a problem, in the build's process and in the Astro process it
// starts (which reads the catalog itself, ./get-catalog.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { RawContent, ContentProblem } from './read-content.ts';

export interface Withholding {
  file: string;
  field: string;
  message: string;
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
    glossary: raw.glossary.filter(entry),
    checklists: raw.checklists.filter(entry),
    guides: raw.guides.filter(entry),
    problems: [...raw.problems, ...problems],
    withheld: [
      ...raw.withheld,
      ...raw.listings.filter((l) => !keep(l.public_id)).flatMap((l) => [l.public_id, l.slug]),
      ...raw.manuals.filter((m) => !keep(m.public_id)).map((m) => m.public_id),
    ],
  };
}

/** Where a build that withholds traced records tells the Astro process which (./get-catalog.ts reads it). */
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
