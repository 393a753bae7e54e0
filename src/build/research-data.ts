// The research documents the MCP function serves, in one file, exactly as
// the static API files have them; nothing else goes in (the MCP bundle
// reads every key here).
import type { PublicCatalog } from '../catalog/publish.ts';
import { checklistMarkdown, guideMarkdown } from '../markdown/research-twins.ts';
import { trailer } from '../markdown/twin-kit.ts';
import { categoryListings } from '../markdown/related.ts';
import { categoryLabel } from '../schemas/vocabulary.ts';
import {
  checklistDocument,
  checklistIndexDocument,
  glossaryDocument,
  guideIndexDocument,
  siteDocument,
  snapshotDocument,
} from '../catalog/documents.ts';

export function researchData(c: PublicCatalog) {
  return {
    site: siteDocument(c),
    glossary: glossaryDocument(c),
    checklistIndex: checklistIndexDocument(c),
    checklists: Object.fromEntries(
      c.checklists.map(({ checklist, intro }) => [checklist.slug, checklistDocument(c, checklist, intro)]),
    ),
    guideIndex: guideIndexDocument(c),
    snapshot: snapshotDocument(c),
    documents: researchDocuments(c),
  };
}

/** A research page as the MCP `fetch` tool returns it, keyed by its fetch id. */
export interface ResearchDocument {
  id: string;
  title: string;
  url: string;
  text: string;
  keywords: string;
  metadata: Record<string, string | null>;
}

/** Glossary terms, checklists and guides with their markdown twins, rendered once at build time. */
function researchDocuments(c: PublicCatalog): ResearchDocument[] {
  const terms = c.glossary.map(
    (t): ResearchDocument => ({
      id: `glossary:${t.slug}`,
      title: t.term,
      url: t.url,
      text: `${[
        `# ${t.term}`,
        t.definition,
        t.aliases.length ? `Also called: ${t.aliases.join(', ')}` : '',
        trailer(t.term, t.url, { license: true }),
      ]
        .filter(Boolean)
        .join('\n\n')}\n`,
      keywords: [t.term, ...t.aliases].join(' '),
      metadata: { type: 'glossary_term', category: t.category && categoryLabel(t.category), license: 'CC BY 4.0' },
    }),
  );
  const checklists = c.checklists.map(
    ({ checklist, intro }): ResearchDocument => ({
      id: `checklist:${checklist.slug}`,
      title: checklist.title,
      url: checklist.url,
      text: checklistMarkdown(c, checklist, intro),
      keywords: `${checklist.title} ${checklist.summary} ${categoryLabel(checklist.category)} inspection checklist`,
      metadata: {
        type: 'checklist',
        category: checklist.category,
        updated_at: checklist.updated_at,
        license: 'CC BY 4.0',
      },
    }),
  );
  const guides = c.guides.map(
    ({ guide, body }): ResearchDocument => ({
      id: `guide:${guide.slug}`,
      title: guide.title,
      url: guide.url,
      text: guideMarkdown(guide, body, { listings: categoryListings(c, guide.category) }),
      keywords: `${guide.title} ${guide.summary} ${guide.category ? categoryLabel(guide.category) : ''} guide`,
      metadata: { type: guide.kind, category: guide.category, updated_at: guide.updated_at, license: 'CC BY 4.0' },
    }),
  );
  return [...terms, ...checklists, ...guides];
}

export type ResearchData = ReturnType<typeof researchData>;
