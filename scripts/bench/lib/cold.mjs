// Child of the cold-start measurement: load the listing index from argv[2],
// answer one filtered query, print the time since process start.
import { loadListingSearch } from '../../../src/search/load.ts';

const s = loadListingSearch(process.argv[2]);
const r = s.searchListings({ q: 'cutter', category: null, condition: null, make: '', location: 'US', include_sold: false, page: 1, per_page: 20 });
process.stdout.write(JSON.stringify({ ms: performance.now(), total: r.total, items: r.items.length }));
