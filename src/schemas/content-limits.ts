// Size limits on content, as on every other input. A catalog is written by
// editors and exported by the marketplace database, so a record can be as
// big as a bug or a seller makes it: a 50 MB description ran the build out of
// memory, a 10,000-photo listing published a 1.9 MB page. Every string and
// every list of a content record has a limit here; a record over one is
// withheld and named (file and field) like any other invalid record, and the
// rest publishes. The content schemas (./content.ts), the reader
// (src/catalog/read-content.ts) and SECURITY.md's table read this one object.

type LimitUnit = 'bytes' | 'characters' | 'items';

export interface ContentLimit {
  /** The largest value accepted. */
  max: number;
  unit: LimitUnit;
  /** What it applies to, as SECURITY.md's table names it. */
  applies: string;
  /** The threat it guards against, in one sentence. */
  threat: string;
}

const limit = (max: number, unit: LimitUnit, applies: string, threat: string): ContentLimit => ({
  max,
  unit,
  applies,
  threat,
});

export const CONTENT_LIMITS = {
  /**
   * Checked on the file's size before it is read: parsing, rendering and
   * scanning cost grow with the input, so a file past this is refused before
   * any of them runs. It is far above the largest record the field limits
   * below allow (tests/content/limits.test.ts builds one).
   */
  file: limit(
    1024 * 1024,
    'bytes',
    'a content file (listing or manual JSON, markdown, YAML)',
    "one oversized file must not take the build's memory or time; it is refused before it is parsed",
  ),
  text: limit(
    500,
    'characters',
    'every string without a limit of its own (names, places, labels, alt texts, notes)',
    'a field nobody expected to be long cannot carry megabytes into every page, twin, index and MCP answer',
  ),
  title: limit(
    200,
    'characters',
    'listing and manual titles, research titles',
    'titles are repeated in cards, search results and citations',
  ),
  key: limit(100, 'characters', 'slugs and public ids', 'they become file names, URLs and index keys'),
  makeModel: limit(80, 'characters', 'make and model', 'make and model are index keys and filter values'),
  url: limit(2048, 'characters', 'photo and download URLs', 'browsers and CDNs refuse longer URLs anyway'),
  description: limit(
    20_000,
    'characters',
    'listing and manual descriptions (markdown)',
    'markdown is rendered, scrubbed and scanned for contacts several times per build; cost grows with length',
  ),
  shippingNotes: limit(
    2_000,
    'characters',
    'shipping notes',
    'a short note, shown on the page and in every copy of the record',
  ),
  body: limit(
    100_000,
    'characters',
    'the markdown body of a glossary term, checklist or guide',
    'research pages are rendered and scanned like descriptions',
  ),
  photos: limit(
    50,
    'items',
    'photos of one listing',
    'each photo is markup on the page and an entry in every copy of the record ' +
      '(a 10,000-photo listing made a 1.9 MB page)',
  ),
  specs: limit(
    100,
    'items',
    'spec rows of one listing',
    'specs are rendered as a table on the page and the twin and indexed for search',
  ),
  list: limit(
    200,
    'items',
    'every other list (aliases, related terms, checklist sections and items, site facts, FAQ)',
    'no list of a content file may grow without bound',
  ),
} as const satisfies Record<string, ContentLimit>;

const fmt = (n: number) => n.toLocaleString('en-US');

/** `1 MiB (1,048,576 bytes)`, `20,000 characters`, `50 items`. */
export function formatLimit(l: ContentLimit): string {
  if (l.unit === 'bytes' && l.max % (1024 * 1024) === 0) return `${l.max / (1024 * 1024)} MiB (${fmt(l.max)} bytes)`;
  return `${fmt(l.max)} ${l.unit}`;
}

/** The message of a value over its limit, with the size it has: never the value itself. */
export function overLimit(l: ContentLimit, actual: number): string {
  const what = l.unit === 'items' ? 'too many' : 'too long';
  return `${what}: at most ${formatLimit(l)}, this one has ${fmt(actual)} ${l.unit}`;
}

/** SECURITY.md's table of content limits (rows), generated from CONTENT_LIMITS. */
export function contentLimitRows(): string[] {
  return Object.values(CONTENT_LIMITS).map((l) => `| ${l.applies} | ${formatLimit(l)} | ${l.threat} |`);
}
