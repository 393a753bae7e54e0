// The routing table sends id-shaped page paths (/listings/{public_id}, .md,
// .json) to the listing lookup function with the page suffix as a query
// parameter; the function answers 308 to the slug's address with it.
/** Query parameter the routing table adds to an id-shaped page path: '', '.md' or '.json'. */
export const PAGE_SUFFIX_PARAM = 'page_suffix';
export const PAGE_SUFFIXES = ['', '.md', '.json'] as const;
