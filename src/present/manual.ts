// The manual presenter: what a manual shows, in order, on its page and in its
// markdown twin (and the browse page's list of the newest manuals).
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing, Manual } from '../schemas/public.ts';
import { RELATED_MANUALS_MAX } from '../config.ts';
import { readableQuery } from '../lib/readable-query.ts';
import { documentTypeLabel, fileSize, languageName, yearText } from './format.ts';
import { categorySegment, type GuideSource } from './category.ts';
import type { Fact } from './segments.ts';

export function manualFacts(c: GuideSource, m: Manual): Fact[] {
  return [
    { key: 'make', label: 'Make', value: [m.make] },
    { key: 'model', label: 'Model', value: [m.model] },
    { key: 'year', label: 'Year', value: [yearText(m.year)] },
    { key: 'category', label: 'Category', value: [m.category ? categorySegment(c, m.category) : 'Not stated'] },
    { key: 'document_type', label: 'Document type', value: [documentTypeLabel(m.document_type)] },
    { key: 'language', label: 'Language', value: [languageName(m.language)] },
    { key: 'pages', label: 'Pages', value: [String(m.pages)] },
    { key: 'format', label: 'Format', value: [m.format.toUpperCase()] },
    { key: 'file_size', label: 'File size', value: [fileSize(m.file_size_bytes)] },
    { key: 'download_url', label: 'Download', value: [{ text: m.download_url, href: m.download_url }] },
    { key: 'updated_at', label: 'Updated', value: [{ date: m.updated_at }] },
    { key: 'id', label: 'Manual ID', value: [{ code: m.id }] },
  ];
}

/** "Operator manual for the Polar N 115." */
export const manualLede = (m: Manual) => `${documentTypeLabel(m.document_type)} for the ${m.make} ${m.model}.`;

/** How many manuals the browse page and its twin list before search takes over. */
export const MANUALS_FIRST_PAGE = 20;

/** Manuals newest first, as the browse page shows them. */
export const newestManuals = (c: Pick<PublicCatalog, 'manuals'>) =>
  [...c.manuals].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id));

/**
 * What a listing's page and twin show of its machine's manuals (all of them, in manual order): the first
 * RELATED_MANUALS_MAX, and when there are more, the manuals page searched for the machine (it keeps `make` and
 * `model` from its URL), so a page's size does not grow with the catalog.
 */
export function machineManuals(origin: string, l: Pick<Listing, 'make' | 'model'>, manuals: readonly Manual[]) {
  const more = manuals.length > RELATED_MANUALS_MAX;
  return {
    shown: more ? manuals.slice(0, RELATED_MANUALS_MAX) : manuals,
    all: more
      ? { count: manuals.length, href: `${origin}/manuals?${readableQuery({ make: l.make, model: l.model })}` }
      : null,
  };
}
