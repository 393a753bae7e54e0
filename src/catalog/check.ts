// `npm run check`: what the build would say about a content folder, without
// building. The same reader and the same publishing step (so the same
// contact detector) run; nothing is written.
import { readContent, ContentError, type ContentProblem, type ReadOptions } from './read-content.ts';
import { publish } from './publish.ts';
import { siteOrigin } from '../config.ts';

export interface CheckReport {
  dir: string;
  problems: ContentProblem[];
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
    const catalog = publish(raw, siteOrigin(env));
    const problems = [...raw.problems, ...catalog.problems];
    return {
      dir, problems, fatal: false, ms: performance.now() - t0,
      counts: {
        listings: catalog.listings.length, manuals: catalog.manuals.length, glossary: catalog.glossary.length,
        checklists: catalog.checklists.length, guides: catalog.guides.length, withheld: new Set(problems.map((p) => p.file)).size,
      },
    };
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    return { dir, problems: e.problems, fatal: true, counts: empty, ms: performance.now() - t0 };
  }
}
