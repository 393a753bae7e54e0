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
import { scrubRecord, type ScrubOptions, type Scrubbed } from './scrub-contacts.ts';
import { privacyContext, type ContactReport } from './privacy-context.ts';
import type { KnownContacts } from '../privacy/index.ts';
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

/** One record to scrub, with what its detector reads beyond the catalog's contacts and origin. */
export interface ScrubTask {
  record: unknown;
  opts: ScrubOptions;
}

/** What reading a listing's slug found: reported before the record's own findings, in the order found. */
interface SlugEvents {
  reports: ContactReport[];
  problems: ContentProblem[];
}

/**
 * Publishing in two halves around the scrubbing of each record, so the scrubbing (most of the step's cost) can
 * run anywhere, in any number of pieces (src/build/publish-parallel.ts), with the same result as `publish`:
 * `task(i)` gives the i-th record to scrub (undefined when its slug withholds it), `finish` takes every result
 * in record order and assembles the catalog, its problems and the report in the order `publish` has them.
 */
export function publishPlan(raw: RawContent, origin: string) {
  const privacy = privacyContext(raw);
  const fileOf = (id: string) => raw.files?.get(id) ?? id;
  const listingsIn = raw.listings.filter((r) => r.moderation_status === 'approved');
  const manualsIn = raw.manuals.filter((r) => r.moderation_status === 'approved');
  const groups = [listingsIn, manualsIn, raw.glossary, raw.checklists, raw.guides] as const;
  const count = groups.reduce((n, g) => n + g.length, 0);
  const starts = groups.map((_, k) => groups.slice(0, k).reduce((n, g) => n + g.length, 0));
  const [, MANUALS, GLOSSARY, CHECKLISTS, GUIDES] = starts;
  const fileAt = (i: number) =>
    i < MANUALS
      ? fileOf(listingsIn[i].public_id)
      : i < GLOSSARY
        ? fileOf(manualsIn[i - MANUALS].public_id)
        : i < CHECKLISTS
          ? raw.glossary[i - GLOSSARY].file
          : i < GUIDES
            ? raw.checklists[i - CHECKLISTS].file
            : raw.guides[i - GUIDES].file;
  const slugEvents: (SlugEvents | undefined)[] = [];
  let next = 0;

  /** Called in record order: a listing's cleaned slug takes its place among those read before it. */
  const task = (i: number): ScrubTask | undefined => {
    if (i !== next++) throw new Error(`publish: record ${i} asked for out of order`);
    if (i < MANUALS) {
      const r = listingsIn[i];
      const events: SlugEvents = { reports: [], problems: [] };
      const slug = privacy.slugFor(r, fileAt(i), events.reports, events.problems);
      if (events.reports.length || events.problems.length) slugEvents[i] = events;
      if (slug === undefined) return undefined;
      return {
        record: projectListing({ ...r, slug }, origin),
        opts: { country: r.location.country, ownPhones: privacy.ownPhones(r), slugChecked: true },
      };
    }
    if (i < GLOSSARY) return { record: projectManual(manualsIn[i - MANUALS], origin), opts: {} };
    if (i < CHECKLISTS) {
      const { slug, data, body } = raw.glossary[i - GLOSSARY];
      const { term, aliases, related, category } = data;
      const url = `${origin}/glossary#${slug}`;
      return { record: { slug, term, definition: body, aliases, related, category, url }, opts: {} };
    }
    if (i < GUIDES) {
      const { slug, data, body } = raw.checklists[i - CHECKLISTS];
      const item_count = data.sections.reduce((n, s) => n + s.items.length, 0);
      const sections = data.sections.map((s) => ({
        title: s.title,
        items: s.items.map((i) => ({ text: i.text, severity: i.severity })),
      }));
      const { title, category, summary } = data;
      const urls = pageUrls(origin, 'checklists', slug);
      const checklist = {
        slug,
        title,
        category,
        summary,
        item_count,
        ...urls,
        updated_at: utc(data.updated_at),
        sections,
      };
      return { record: { checklist, intro: body }, opts: {} };
    }
    const { slug, data, body } = raw.guides[i - GUIDES];
    const { kind, title, category, summary } = data;
    const urls = pageUrls(origin, 'guides', slug);
    return {
      record: { guide: { slug, kind, title, category, summary, ...urls, updated_at: utc(data.updated_at) }, body },
      opts: {},
    };
  };

  /** The catalog from every record's scrubbing result (`results[i]` for `task(i)`, undefined where that was). */
  const finish = (results: (Scrubbed<unknown> | undefined)[], report?: ContactReport[]): PublicCatalog => {
    const problems: ContentProblem[] = [];
    const safe = (i: number): unknown => {
      const file = fileAt(i);
      const events = slugEvents[i];
      if (events) {
        problems.push(...events.problems);
        if (report) report.push(...events.reports);
      }
      const r = results[i];
      if (!r) return undefined;
      const { value, findings, notes } = r;
      for (const f of findings) problems.push({ file, field: f.field, message: f.message });
      if (report) for (const n of notes) report.push({ file, ...n, action: findings.length ? 'withheld' : n.action });
      return findings.length ? undefined : value;
    };
    const values = Array.from({ length: count }, (_, i) => safe(i));
    const group = <T>(k: number) => values.slice(starts[k], starts[k] + groups[k].length) as (T | undefined)[];
    const defined = <T>(xs: (T | undefined)[]) => xs.filter((x): x is T => x !== undefined);
    const listings = defined(group<Listing>(0)).sort(newestFirst);
    const manuals = defined(group<Manual>(1)).sort(manualOrder);
    // A term withheld here is not linked from the others.
    const terms = new Set(defined(group<GlossaryTerm>(2)).map((g) => g.slug));
    const glossary = defined(group<GlossaryTerm>(2))
      .map((g) => ({ ...g, related: g.related.filter((r) => terms.has(r)) }))
      .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
    const checklists = defined(group<PublicCatalog['checklists'][number]>(3)).sort((a, b) =>
      a.checklist.title.localeCompare(b.checklist.title),
    );
    const guides = defined(group<PublicCatalog['guides'][number]>(4)).sort((a, b) =>
      a.guide.kind === b.guide.kind
        ? a.guide.title.localeCompare(b.guide.title)
        : a.guide.kind === 'buyer_guide'
          ? -1
          : 1,
    );
    const site = publishSite(raw, origin, privacy.known, problems, report);
    const snapshot = computeSnapshot(listings);
    return { origin, listings, manuals, glossary, checklists, guides, site, snapshot, problems, search: raw.search };
  };
  return { known: privacy.known, count, task, finish };
}

/** The options every record's scrubbing adds to its task's: the catalog's contacts and origin. */
export const scrubWith = (task: ScrubTask, known: KnownContacts, origin: string) =>
  scrubRecord(task.record, { ...task.opts, known, origin });

/**
 * The public catalog of `raw`. Each suspected contact found on the way (scrubbed, dropped or withheld, with file,
 * field and the text around it) is added to `report` when one is given.
 */
export function publish(raw: RawContent, origin: string, report?: ContactReport[]): PublicCatalog {
  const plan = publishPlan(raw, origin);
  const results = Array.from({ length: plan.count }, (_, i) => {
    const t = plan.task(i);
    return t && scrubWith(t, plan.known, origin);
  });
  return plan.finish(results, report);
}

/** The site facts cannot be withheld: a field whose contact cannot be placed is published as the placeholder alone. */
function publishSite(
  raw: RawContent,
  origin: string,
  known: KnownContacts,
  problems: ContentProblem[],
  report?: ContactReport[],
): SiteDocument {
  const s = raw.site;
  const siteFile = `${raw.dir}/site.yaml`;
  const {
    value: site,
    findings,
    notes,
  } = scrubRecord(projectSite(s, origin), {
    allowEmails: [s.contact_email],
    known,
    origin,
  });
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
  return site;
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
