// A facet as the API answers it: value, label and count, highest count first.
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
