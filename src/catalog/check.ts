// `npm run check`: what the build would say about a content folder, without
// building. The same reader and the same publishing step (so the same
// contact detector and dictionary) run; nothing is written. Besides every
// problem, it lists each suspected contact with file, field, the text around
// it and what the build does with it (scrubbed, dropped, blanked, withheld),
// and what the build's last-line leak scan would withhold.
import { readContent, ContentError, type ContentProblem, type ReadOptions } from './read-content.ts';
import { publish } from './publish.ts';
import { siteOrigin } from '../config.ts';
import type { ContactReport } from './privacy-context.ts';
import { leakRules, recordLeakProblem } from './leak-text.ts';

export interface CheckReport {
  dir: string;
  problems: ContentProblem[];
  /** Suspected contacts, each with what the build does with it. */
  contacts: ContactReport[];
  /** A problem that stops any build (a folder or site.yaml missing or invalid). */
  fatal: boolean;
  counts: { listings: number; manuals: number; glossary: number; checklists: number; guides: number; withheld: number };
  ms: number;
}

type Env = Record<string, string | undefined>;

export function checkContent(dir: string, env: Env = process.env, read: ReadOptions = {}): CheckReport {
  const t0 = performance.now();
  const empty = { listings: 0, manuals: 0, glossary: 0, checklists: 0, guides: 0, withheld: 0 };
  try {
    const raw = readContent(dir, read);
    const contacts: ContactReport[] = [];
    const catalog = publish(raw, siteOrigin(env), contacts);
    // What the build's last-line leak scan would find in each published record's file (and withhold).
    const rules = leakRules(raw, catalog);
    const fileOf = (id: string) => raw.files.get(id) ?? id;
    const lastLine = [...catalog.listings, ...catalog.manuals]
      .map((r) => recordLeakProblem(fileOf(r.id), JSON.stringify(r), rules))
      .filter((p) => p !== undefined);
    const problems = [...raw.problems, ...catalog.problems, ...lastLine];
    const caught = new Set(lastLine.map((p) => p.file));
    return {
      dir,
      problems,
      contacts,
      fatal: false,
      ms: performance.now() - t0,
      counts: {
        listings: catalog.listings.filter((l) => !caught.has(fileOf(l.id))).length,
        manuals: catalog.manuals.filter((m) => !caught.has(fileOf(m.id))).length,
        glossary: catalog.glossary.length,
        checklists: catalog.checklists.length,
        guides: catalog.guides.length,
        withheld: new Set(problems.map((p) => p.file)).size,
      },
    };
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    return { dir, problems: e.problems, contacts: [], fatal: true, counts: empty, ms: performance.now() - t0 };
  }
}
