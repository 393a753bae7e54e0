// What a finished build says about itself (BUILD_INFO beside its output): where
// it came from, what it publishes, what it withheld and why, and how many
// suspected contacts it scrubbed or withheld. Written last, after the leak
// scan: only a folder holding it is a finished build (./output-layout.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from '../catalog/read-content.ts';
import type { ContactReport } from '../catalog/privacy-context.ts';
import type { CatalogTotals } from '../catalog/totals.ts';
import { BUILD_INFO } from './output-layout.ts';

export interface BuildFacts {
  fingerprint: string;
  origin: string;
  dir: string;
  backend: string;
  totals: CatalogTotals;
  problems: ContentProblem[];
  contacts: ContactReport[];
}

function contactCounts(contacts: ContactReport[]): Record<string, number> {
  const n: Record<string, number> = {};
  for (const c of contacts) n[c.action] = (n[c.action] ?? 0) + 1;
  return n;
}

export function writeBuildInfo(out: string, f: BuildFacts): void {
  const info = {
    fingerprint: f.fingerprint,
    site: f.origin,
    content: f.dir,
    search_backend: f.backend,
    listings: f.totals.available + f.totals.sold,
    manuals: f.totals.manuals,
    withheld: [...new Set(f.problems.map((p) => p.file))],
    // Each withheld record with the field and the reason; each suspected contact counted by what became of it.
    problems: f.problems,
    contacts: contactCounts(f.contacts),
    built_at: new Date().toISOString(),
  };
  writeFileSync(join(out, BUILD_INFO), JSON.stringify(info, null, 2));
}
