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

export const RESOURCE_KINDS: ResourceKind[] = [
  {
    scheme: 'listing',
    variable: 'slug_or_id',
    name: 'listing',
    title: 'Listing',
    mimeType: 'application/json',
    description: 'One listing by slug or public id (lst_…): the body of GET /listings/{slug_or_id}.',
    read: async (key, ctx) => {
      const d = await listingLookupDocument(ctx.listings, key);
      return d && jsonText(d);
    },
  },
  {
    scheme: 'manual',
    variable: 'public_id',
    name: 'manual',
    title: 'Manual',
    mimeType: 'application/json',
    description: 'One manual by public id (man_…): the body of GET /manuals/{public_id}.',
    read: async (key, ctx) => {
      const d = await manualLookupDocument(ctx.manuals, key);
      return d && jsonText(d);
    },
  },
  {
    scheme: 'checklist',
    variable: 'slug',
    name: 'checklist',
    title: 'Inspection checklist',
    mimeType: 'application/json',
    description: 'One inspection checklist by slug: the body of GET /checklists/{slug}.',
    read: (key, ctx) => {
      const d = ctx.research.checklists[checklistKey(key)];
      return d && jsonText(d);
    },
  },
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
