// The facets of a loaded listing table as ./filters.ts counts them: one
// counting source per vocabulary, dictionary and place column, one stats
// source per range column, read off the listing column descriptor. Kept apart
// from the planner (./listing-query.ts): it is set up once per table.
import {
  LISTING_COLUMNS,
  LISTING_COLUMN_NAMES,
  type CountFacetName,
  type ListingColumn,
  type StatsFacetName,
} from '../schemas/listing-columns.ts';
import type { CountSource, StatsSource } from './filters.ts';
import type { ListingTable } from './listing-query.ts';

const columns = LISTING_COLUMN_NAMES.map((name) => [name, LISTING_COLUMNS[name] as ListingColumn] as const);

/** The counting and stats facets of a table, as ./filters.ts reads them. */
export function facetSources(t: ListingTable): { counts: CountSource[]; stats: StatsSource[] } {
  const countryIdx = new Map(t.countries.map((c, i) => [c, i]));
  const counts: CountSource[] = [];
  const stats: StatsSource[] = [];
  for (const [name, c] of columns) {
    const col = t.cols[name];
    const facet = ('facet' in c ? c.facet : '') as CountFacetName & StatsFacetName;
    if (c.kind === 'vocabulary')
      counts.push({ facet, col, values: c.values.map(([s]) => s), labels: c.values.map(([, l]) => l) });
    else if (c.kind === 'dictionary')
      counts.push({ facet, col, values: t.dict.values[name] ?? [], labels: t.dict.values[name] ?? [] });
    else if (c.kind === 'place') {
      counts.push({
        facet,
        col,
        values: t.countries,
        labels: t.countryLabels,
        slotOf: Uint16Array.from(t.dict.places, (p) => countryIdx.get(p[3])!),
      });
    } else if (c.kind === 'range')
      stats.push({ facet, col, none: c.none, money: 'money' in c, order: t.priceOrders?.[name] });
  }
  return { counts, stats };
}
