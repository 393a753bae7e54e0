// The one choke point between content and the world. Everything published
// (static files, the search index, functions, MCP) is read from the
// PublicCatalog this returns, never from raw records: only approved records
// pass, seller contact fields are dropped, each record is projected onto its
// public schema and then every string of it is scrubbed (scrub-contacts.ts)
// with the dictionary of the catalog's own seller contacts (privacy/known.ts).
// A contact is cut out where it stands; a record is withheld (and reported
// with file and field) only where that cannot be done; the rest publishes.
import { ContentError, type ContentProblem, type RawContent } from './read-content.ts';
import type { ListingRecord, ManualRecord, SearchVocabulary } from '../schemas/content.ts';
import type { Checklist, Guide, GlossaryTerm, Listing, Manual, SiteDocument, Snapshot } from '../schemas/public.ts';
import { scrubRecord, type ScrubOptions } from './scrub-contacts.ts';
import { privacyContext, type ContactReport } from './privacy-context.ts';
import { computeSnapshot } from './snapshot.ts';
import { API_BASE_PATH } from '../config.ts';
import type { CatalogTotals } from './totals.ts';
import { CONTACT_PLACEHOLDER } from '../privacy/index.ts';

export interface PublicCatalog {
  origin: string;
  /** Approved listings, available and sold, newest `listed_at` first, then id. */
  listings: Listing[];
  manuals: Manual[];
  glossary: GlossaryTerm[];
  checklists: { checklist: Checklist; intro: string }[];
  guides: { guide: Guide; body: string }[];
  site: SiteDocument;
  snapshot: Snapshot;
  /** Records withheld here (a contact that cannot be removed), with file and field. */
  problems: ContentProblem[];
  /** Synonyms, filler words and place names for the search index (content/search/). */
  search?: SearchVocabulary;
  /**
   * Whole-catalog counts when `listings` and `manuals` are only a selection
   * (a build whose listings live in the database: ./totals.ts).
   */
  totals?: CatalogTotals;
}

export { newestFirst } from './order.ts';
import { manualOrder, newestFirst } from './order.ts';
import { projectListing, projectManual, projectSite, utc } from './project.ts';

/** A listing as published: projected, then every string scrubbed. */
export const publicListing = (r: ListingRecord, origin: string): Listing =>
  scrubRecord(projectListing(r, origin), { country: r.location.country }).value;
export const publicManual = (r: ManualRecord, origin: string): Manual => scrubRecord(projectManual(r, origin)).value;

/**
 * The public catalog of `raw`. Each suspected contact found on the way (scrubbed, dropped or withheld, with file,
 * field and the text around it) is added to `report` when one is given.
 */
export function publish(raw: RawContent, origin: string, report?: ContactReport[]): PublicCatalog {
  const problems: ContentProblem[] = [];
  const privacy = privacyContext(raw);
  /** The scrubbed record, or undefined (reported) when a contact cannot be removed from it. */
  const safe = <T>(file: string, record: T, opts: ScrubOptions = {}): T | undefined => {
    const { value, findings, notes } = scrubRecord(record, { ...opts, known: privacy.known, origin });
    for (const f of findings) problems.push({ file, field: f.field, message: f.message });
    if (report) for (const n of notes) report.push({ file, ...n, action: findings.length ? 'withheld' : n.action });
    return findings.length ? undefined : value;
  };
  const defined = <T>(xs: (T | undefined)[]) => xs.filter((x): x is T => x !== undefined);
  const fileOf = (id: string) => raw.files?.get(id) ?? id;

  const listings = defined(
    raw.listings
      .filter((r) => r.moderation_status === 'approved')
      .map((r) => {
        const file = fileOf(r.public_id);
        const slug = privacy.slugFor(r, file, report, problems);
        if (slug === undefined) return undefined;
        return safe(file, projectListing({ ...r, slug }, origin), {
          country: r.location.country,
          ownPhones: privacy.ownPhones(r),
          slugChecked: true,
        });
      }),
  ).sort(newestFirst);
  const manuals = defined(
    raw.manuals
      .filter((r) => r.moderation_status === 'approved')
      .map((r) => safe(fileOf(r.public_id), projectManual(r, origin))),
  ).sort(manualOrder);

  const glossaryEntries = raw.glossary.map(({ file, slug, data, body }) =>
    safe(file, {
      slug,
      term: data.term,
      definition: body,
      aliases: data.aliases,
      related: data.related,
      category: data.category,
      url: `${origin}/glossary#${slug}`,
    }),
  );
  // A term withheld here is not linked from the others.
  const terms = new Set(defined(glossaryEntries).map((g) => g.slug));
  const glossary = defined(glossaryEntries)
    .map((g) => ({ ...g, related: g.related.filter((r) => terms.has(r)) }))
    .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));

  const checklists = defined(
    raw.checklists.map(({ file, slug, data, body }) =>
      safe(file, {
        checklist: {
          slug,
          title: data.title,
          category: data.category,
          summary: data.summary,
          item_count: data.sections.reduce((n, s) => n + s.items.length, 0),
          ...pageUrls(origin, 'checklists', slug),
          updated_at: utc(data.updated_at),
          sections: data.sections.map((s) => ({
            title: s.title,
            items: s.items.map((i) => ({ text: i.text, severity: i.severity })),
          })),
        },
        intro: body,
      }),
    ),
  ).sort((a, b) => a.checklist.title.localeCompare(b.checklist.title));

  const guides = defined(
    raw.guides.map(({ file, slug, data, body }) =>
      safe(file, {
        guide: {
          slug,
          kind: data.kind,
          title: data.title,
          category: data.category,
          summary: data.summary,
          ...pageUrls(origin, 'guides', slug),
          updated_at: utc(data.updated_at),
        },
        body,
      }),
    ),
  ).sort((a, b) =>
    a.guide.kind === b.guide.kind
      ? a.guide.title.localeCompare(b.guide.title)
      : a.guide.kind === 'buyer_guide'
        ? -1
        : 1,
  );

  const s = raw.site;
  const siteDoc = projectSite(s, origin);

  // The site facts cannot be withheld: a field whose contact cannot be placed is published as the placeholder alone.
  const siteFile = `${raw.dir}/site.yaml`;
  const {
    value: site,
    findings,
    notes,
  } = scrubRecord(siteDoc, { allowEmails: [s.contact_email], known: privacy.known, origin });
  if (report)
    for (const n of notes)
      report.push({ file: siteFile, ...n, action: findings.some((f) => f.field === n.field) ? 'blanked' : n.action });
  for (const f of findings) {
    if (!blankField(site, f.field)) throw new ContentError([{ file: siteFile, field: f.field, message: f.message }]);
    problems.push({
      file: siteFile,
      field: f.field,
      message: `${f.message}; the field is published as "${CONTACT_PLACEHOLDER}"`,
    });
  }

  return {
    origin,
    listings,
    manuals,
    glossary,
    checklists,
    guides,
    site,
    snapshot: computeSnapshot(listings),
    problems,
    search: raw.search,
  };
}

/** A checklist's or guide's page, API and Markdown addresses (the same three for each). */
function pageUrls(origin: string, section: string, slug: string) {
  return {
    url: `${origin}/${section}/${slug}`,
    api_url: `${origin}${API_BASE_PATH}/${section}/${slug}`,
    markdown_url: `${origin}/${section}/${slug}.md`,
  };
}

/** Replaces the free-text field at a dotted path with the placeholder; false when the path is not a string. */
function blankField(record: unknown, path: string): boolean {
  const keys = path.split('.');
  let at = record as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) {
    if (!at || typeof at[k] !== 'object') return false;
    at = at[k] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (typeof at?.[last] !== 'string') return false;
  at[last] = CONTACT_PLACEHOLDER;
  return true;
}
