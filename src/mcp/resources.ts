// Listings, manuals, checklists and guides as MCP resources, addressed by
// URI templates, and the `resource_link` content items tool results use to
// point at them. A resource reads as the REST body (JSON) or, for guides,
// the markdown twin.
import { jsonText } from '../http/json.ts';
import { listingLookupDocument, manualLookupDocument } from '../core/search-documents.ts';
import { checklistKey } from '../search/research.ts';
import type { McpContext } from './context.ts';

export interface ResourceKind {
  scheme: string;
  variable: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
  read(key: string, ctx: McpContext): string | undefined | Promise<string | undefined>;
}

/** A resource answered as its REST body (JSON): the name is the scheme. */
const jsonKind = (
  scheme: string,
  variable: string,
  title: string,
  description: string,
  find: (key: string, ctx: McpContext) => unknown,
): ResourceKind => ({
  scheme,
  variable,
  name: scheme,
  title,
  mimeType: 'application/json',
  description,
  read: async (key, ctx) => {
    const d = await find(key, ctx);
    return d ? jsonText(d) : undefined;
  },
});

export const RESOURCE_KINDS: ResourceKind[] = [
  jsonKind(
    'listing',
    'slug_or_id',
    'Listing',
    'One listing by slug or public id (lst_…): the body of GET /listings/{slug_or_id}.',
    (key, ctx) => listingLookupDocument(ctx.listings, key),
  ),
  jsonKind(
    'manual',
    'public_id',
    'Manual',
    'One manual by public id (man_…): the body of GET /manuals/{public_id}.',
    (key, ctx) => manualLookupDocument(ctx.manuals, key),
  ),
  jsonKind(
    'checklist',
    'slug',
    'Inspection checklist',
    'One inspection checklist by slug: the body of GET /checklists/{slug}.',
    (key, ctx) => ctx.research.checklists[checklistKey(key)],
  ),
  {
    scheme: 'guide',
    variable: 'slug',
    name: 'guide',
    title: 'Buyer guide or category overview',
    mimeType: 'text/markdown',
    description: 'One buyer guide or category overview by slug, as markdown (its markdown twin).',
    read: (key, ctx) => ctx.research.documents.find((d) => d.id === `guide:${key.toLowerCase()}`)?.text,
  },
];

export const uriTemplate = (k: ResourceKind) => `${k.scheme}://{${k.variable}}`;

/** The kind and key of a resource URI, or undefined when no template matches. */
export function parseResourceUri(uri: string): { kind: ResourceKind; key: string } | undefined {
  const m = /^([a-z]+):\/\/(.+)$/.exec(uri);
  const kind = m && RESOURCE_KINDS.find((k) => k.scheme === m[1]);
  return kind ? { kind, key: decodeURIComponent(m![2]) } : undefined;
}

export interface Named {
  scheme: 'listing' | 'manual' | 'checklist' | 'guide';
  key: string;
  title: string;
  url: string;
}

/** A `resource_link` content item for something a tool result names. */
export function resourceLink(n: Named) {
  const kind = RESOURCE_KINDS.find((k) => k.scheme === n.scheme)!;
  return {
    type: 'resource_link' as const,
    uri: `${n.scheme}://${encodeURIComponent(n.key)}`,
    name: n.key,
    title: n.title,
    description: `${kind.title}; canonical page to cite: ${n.url}`,
    mimeType: kind.mimeType,
  };
}
