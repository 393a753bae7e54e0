// The text block of a tool result, by protocol generation. structuredContent
// always carries the body; the text block exists for clients that read only
// text, and a second full copy of the body is what made results twice their
// size. So:
//   2026-07-28            a summary: what was found, what was not applied, what to cite
//   2025-06-18, 2025-11-25 the summary and a compact body (the envelope's
//                         boilerplate left out, facts as lines, not JSON), for hosts
//                         that show the model only text
//   older, or unknown     the body itself: those clients know no structuredContent
import { PROTOCOL_VERSION_META_KEY } from '@modelcontextprotocol/server';
import { jsonText } from '../http/json.ts';

export type Era = 'summary' | 'compact' | 'full';

/** The first revisions whose clients read structuredContent, and that carry a per-request envelope. */
const STRUCTURED_SINCE = '2025-06-18';
const ENVELOPE_SINCE = '2026-07-28';

/** Which text a request gets, from its `_meta` envelope (2026-07-28) or its MCP-Protocol-Version header. */
export function eraOf(extra: { mcpReq: { envelope?: Record<string, unknown> }; http?: { req?: Request } }): Era {
  const version = String(
    extra.mcpReq.envelope?.[PROTOCOL_VERSION_META_KEY] ?? extra.http?.req?.headers.get('mcp-protocol-version') ?? '',
  );
  // Revisions are ISO dates: they order as strings.
  return version >= ENVELOPE_SINCE ? 'summary' : version >= STRUCTURED_SINCE ? 'compact' : 'full';
}

// biome-ignore lint/suspicious/noExplicitAny: the compact text reads any tool's body, member by member
type Body = Record<string, any>;

/** Members that repeat what every answer says or what the caller sent: left out of the compact body. */
const BOILERPLATE = new Set([
  'source',
  'home',
  'attribution',
  'canonical_url',
  'license',
  'notice',
  'query',
  'links',
  'license_research',
]);

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

function searchSummary(b: Body): string[] {
  const first = (b.page - 1) * b.per_page + 1;
  const shown = b.items.length ? `items ${first}–${first + b.items.length - 1}` : 'none on this page';
  const lines = [`${b.total} match; ${shown} (page ${b.page} of ${Math.max(b.total_pages, 1)}).`];
  if (b.relaxed)
    lines.push(
      `No exact match: ${b.relaxed.dropped.length ? `dropped ${b.relaxed.dropped.join(', ')}; ` : ''}${b.relaxed.mode === 'any' ? 'any word matches' : 'every other word matches'}.`,
    );
  if (b.ids_not_found?.length) lines.push(`No listing has these ids: ${b.ids_not_found.join(', ')}.`);
  return lines;
}

/** A few lines: what the result holds, what was not applied, and the citation (the notice and the data are in structuredContent). */
export function summaryText(body: Body): string {
  const lines: string[] = [];
  if (Array.isArray(body.items) && typeof body.total === 'number') lines.push(...searchSummary(body));
  else if (body.data?.title) lines.push(`${body.data.title}${body.data.status === 'sold' ? ' (sold)' : ''}.`);
  const c = body.price_context?.category;
  if (c?.percentile != null)
    lines.push(
      `Asking price at the ${ordinal(c.percentile)} percentile of ${c.comparables} comparable live listings in ${c.label}.`,
    );
  if (body.ignored_parameters?.length) lines.push(`Not applied: ${body.ignored_parameters.join(', ')}.`);
  if (body.attribution) lines.push(`Cite: ${body.attribution}`);
  return lines.join('\n');
}

/** Longer text (a description in markdown) stays in structuredContent. */
const SHORT = 120;
/** Long numbers are grouped (1,250,000): easier to read, and a bare run of nine digits reads as a telephone number. */
const GROUP_FROM = 100_000;
const shown = (v: unknown): string | null => {
  if (v === null || v === undefined || Array.isArray(v)) return null;
  if (typeof v === 'object')
    return (
      Object.values(v)
        .map(shown)
        .filter((x) => x !== null)
        .join(' ') || null
    );
  if (typeof v === 'number' && Math.abs(v) >= GROUP_FROM)
    return v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const text = String(v);
  return text.length > SHORT ? null : text;
};

/** One line per item: its title, its short facts in the item's key order, then its url and id. */
function itemLine(item: Body): string {
  const { title, url, id, ...rest } = item;
  const facts = Object.entries(rest)
    .map(([k, v]) => (k === 'price_converted' && v ? `≈ ${shown(v)}` : shown(v)))
    .filter(Boolean);
  return `- ${[title, ...facts].join(' | ')} | ${url}${id ? ` (${id})` : ''}`;
}

/** A value as text: long numbers grouped, anything else as written (long text whole: it is the content). */
const scalar = (v: unknown) => (typeof v === 'number' && Math.abs(v) >= GROUP_FROM ? shown(v)! : String(v));
const isScalar = (v: unknown) => v === null || typeof v !== 'object';

/** Keys that name a record: written bare, first. */
const NAMES = new Set(['id', 'slug', 'term', 'title', 'label', 'name']);
const present = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length);
const flat = (v: unknown): string =>
  Array.isArray(v) ? v.map(flat).join(', ') : isScalar(v) ? scalar(v) : `(${pairs(v as Body)})`;
/** `key: value; key: value`, names bare: one record on one line. */
const pairs = (r: Body) =>
  Object.entries(r)
    .filter(([, v]) => present(v))
    .map(([k, v]) => (NAMES.has(k) ? flat(v) : `${k}: ${flat(v)}`))
    .join('; ');

/**
 * A resource's facts as `key: value` lines, nulls and empty lists left out; a group of plain facts (a location,
 * a price) and each record of a list (a glossary term, a photo) on one line: what the JSON says without its
 * quoting, braces and repeated keys.
 */
function factLines(v: unknown, key: string): string[] {
  if (!present(v)) return [];
  if (Array.isArray(v)) {
    if (v.every(isScalar)) return [`${key}: ${flat(v)}`];
    return [`${key}:`, ...v.map((r) => `- ${isScalar(r) || Array.isArray(r) ? flat(r) : pairs(r)}`)];
  }
  if (isScalar(v)) return [`${key}: ${scalar(v)}`];
  const entries = Object.entries(v as Body);
  if (key && entries.every(([, x]) => isScalar(x))) return [`${key}: ${pairs(v as Body)}`];
  return entries.flatMap(([k, x]) => factLines(x, key ? `${key}.${k}` : k));
}

/** The body without its boilerplate: a search's items one line each (and its facets), a resource's facts. */
export function compactBody(body: Body): string {
  if (!Array.isArray(body.items)) {
    const own = Object.entries(body).filter(([k]) => !BOILERPLATE.has(k) && k !== 'ignored_parameters');
    // A resource's `data` is the resource itself: its keys need no prefix.
    return own.flatMap(([k, v]) => factLines(v, k === 'data' ? '' : k)).join('\n');
  }
  const facets = body.facets && Object.keys(body.facets).length ? [`facets: ${jsonText(body.facets)}`] : [];
  return [...body.items.map(itemLine), ...facets].join('\n');
}

export function resultText(body: unknown, era: Era): string {
  if (era === 'full' || typeof body !== 'object' || body === null) return jsonText(body);
  const b = body as Body;
  return era === 'summary'
    ? summaryText(b)
    : [summaryText(b), ...(b.notice ? [b.notice] : []), compactBody(b)].join('\n');
}
