// The folders of the pages the build fills outside Astro, one per listing or manual:
//   listings/{slug}/   written by src/build/listing-pages.ts (or hard-linked from the previous build's)
//   manuals/{id}/      written by src/build/manual-pages.ts
// Each holds its page's index.html and nothing else: the twin and the JSON file sit beside the folder
// (listings/{slug}.md), never in it (tests/build/listing-pages.test.ts and manual-pages.test.ts assert it; Astro
// writes no folder there: its shells are taken out). So the routing table (./build-routes.ts) tells its readers of
// the built static folder (the twin token routes, the CSP's script hashes) not to open them: at 100,000 listings
// that is 110,000 folders to list and 18,394 pages to read for nothing, most of the step's five to seven seconds
// (it takes under two without them). The readers take the rule as an argument rather than import it: ./csp.ts is
// bundled into a function (negotiate), whose bytes a new import would change.

/** The folders whose every sub-folder is one filled page's. */
const FILLED_PAGE_PARENTS = ['listings', 'manuals'];

/** Whether `rel` (site-relative, '/'-separated) is the folder of one filled page: `listings/{slug}`, `manuals/{id}`. */
export function isFilledPageFolder(rel: string): boolean {
  const slash = rel.indexOf('/');
  return slash > 0 && rel.indexOf('/', slash + 1) === -1 && FILLED_PAGE_PARENTS.includes(rel.slice(0, slash));
}
