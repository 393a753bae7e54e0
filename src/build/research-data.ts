// The research documents the MCP function serves, in one file, exactly as
// the static API files have them.
import type { PublicCatalog } from '../catalog/publish.ts';
import {
  checklistDocument, checklistIndexDocument, glossaryDocument, guideIndexDocument, siteDocument, snapshotDocument,
} from '../catalog/documents.ts';

export function researchData(c: PublicCatalog) {
  return {
    site: siteDocument(c),
    glossary: glossaryDocument(c),
    checklistIndex: checklistIndexDocument(c),
    checklists: Object.fromEntries(c.checklists.map(({ checklist }) => [checklist.slug, checklistDocument(c, checklist)])),
    checklistIntros: Object.fromEntries(c.checklists.map(({ checklist, intro }) => [checklist.slug, intro])),
    guideIndex: guideIndexDocument(c),
    guideBodies: Object.fromEntries(c.guides.map(({ guide, body }) => [guide.slug, body])),
    snapshot: snapshotDocument(c),
  };
}

export type ResearchData = ReturnType<typeof researchData>;
