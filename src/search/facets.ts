// A facet as the API answers it: value, label and count, highest count first.
import type { ListingFacets } from '../schemas/public.ts';

export interface FacetEntry {
  value: string;
  label: string;
  count: number;
}

export function facetList(counts: Uint32Array, values: readonly string[], labels: readonly string[]): FacetEntry[] {
  const out: FacetEntry[] = [];
  for (let i = 0; i < counts.length; i++)
    if (counts[i]) out.push({ value: values[i], label: labels[i], count: counts[i] });
  out.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return out;
}

/** A copy of the facets in `which` of `f` (a cached answer: callers may change what they get). */
export const copyFacets = (which: readonly string[], f: ListingFacets): ListingFacets =>
  Object.fromEntries(
    which.map((k) => {
      const v = (f as Record<string, unknown>)[k];
      return [k, Array.isArray(v) ? v.map((e) => ({ ...e })) : v && typeof v === 'object' ? { ...v } : v];
    }),
  );
