// Child of the cold-start measurement: load the listing index from argv[2],
// answer one filtered query, print the time since process start.
import { loadListingSearch } from '../../../src/search/load.ts';
import { toQuery } from './queries.mjs';

const s = loadListingSearch(process.argv[2]);
const r = s.searchListings(toQuery({ q: 'cutter', location: 'US' }));
process.stdout.write(JSON.stringify({ ms: performance.now(), total: r.total, items: r.items.length }));
