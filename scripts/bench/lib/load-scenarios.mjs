// The request mixes of the HTTP load benchmarks (npm run bench:load and the
// MCP throughput part of npm run bench), written once so both describe the
// same work: what the served catalog holds is discovered first, then each
// scenario is a list of requests autocannon cycles through.
export const API = '/api/agents/v1';

const json = async (url, init) => {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return r.json();
};

export async function discover(base) {
  const listings = [];
  for (let page = 1; page < 100; page++) {
    const b = await json(`${base}${API}/listings?include_sold=true&per_page=50&page=${page}`);
    listings.push(...b.items);
    if (page >= b.total_pages) break;
  }
  const manuals = (await json(`${base}${API}/manuals?per_page=50`)).items;
  const makes = [...new Set(listings.map((l) => l.make))];
  const mcpUp = await fetch(`${base}${API}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  })
    .then(async (r) => r.ok && Array.isArray((await r.json()).result?.tools))
    .catch(() => false);
  return { listings, manuals, makes, mcpUp };
}

const callBody = (name, args) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });

/** One JSON-RPC tools/call as a 2025-era client sends it (no `_meta` envelope), as most clients still do. */
export const toolCall = (name, args) => ({
  method: 'POST',
  path: `${API}/mcp`,
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: callBody(name, args),
});

/**
 * The MCP mix: searches, a lookup, research answers large (glossary) and
 * small, the connector search. `slug`: a listing of the catalog served.
 */
const MCP_MIX = (slug) => [
  ['search_listings', { q: 'polar cutter' }],
  ['search_listings', { category: 'packaging', per_page: 5 }],
  ['get_listing', { slug_or_id: slug }],
  ['search_manuals', { q: 'service' }],
  ['get_site_facts', {}],
  ['get_glossary', {}],
  ['search', { query: 'folder' }],
  ['get_market_snapshot', {}],
];
export const mcpMixBodies = (slug) => MCP_MIX(slug).map(([name, args]) => callBody(name, args));

export function scenarios({ listings, manuals, makes, mcpUp }) {
  const get = (path) => ({ method: 'GET', path });
  const words = [
    'polar cutter',
    'folder',
    'heidelberg',
    'cnc lathe',
    'press',
    'laser',
    'conveyor',
    'saw',
    'stitcher',
    'extruder',
    'mill',
    'guilotine',
    'bindery',
    'packaging machine',
    'haas vf2',
  ];
  const search = [
    ...words.map((q) => get(`${API}/listings?q=${encodeURIComponent(q)}`)),
    ...makes.slice(0, 10).map((m) => get(`${API}/listings?make=${encodeURIComponent(m)}`)),
    get(`${API}/listings`),
    get(`${API}/listings?include_sold=true&page=2`),
    get(`${API}/listings?category=packaging&condition=good`),
    get(`${API}/listings?location=DE`),
    get(`${API}/listings?location=ohio&per_page=50`),
    get(`${API}/manuals?q=service`),
    get(`${API}/manuals?make=${encodeURIComponent(manuals[0]?.make ?? 'Polar')}`),
  ];
  const lookups = [
    ...listings.slice(0, 100).flatMap((l) => [get(`${API}/listings/${l.slug}`), get(`${API}/listings/${l.id}`)]),
    ...manuals.slice(0, 30).map((m) => get(`${API}/manuals/${m.id}`)),
  ];
  const stat = [
    ...[
      '/',
      '/glossary',
      '/checklists',
      '/guides',
      '/market-snapshot',
      '/for-agents',
      '/llms.txt',
      '/robots.txt',
      '/sitemap.xml',
      '/openapi.json',
    ].map(get),
    ...['/site', '/glossary', '/checklists', '/guides', '/snapshot'].map((p) => get(`${API}${p}`)),
    ...listings
      .slice(0, 60)
      .flatMap((l) => [get(`/listings/${l.slug}`), get(`/listings/${l.slug}.md`), get(`/listings/${l.slug}.json`)]),
  ];
  const mcp = mcpUp ? MCP_MIX(listings[0].slug).map(([name, args]) => toolCall(name, args)) : null;
  const mixed = [...search, ...lookups.slice(0, 20), ...stat.slice(0, 40), ...(mcp ?? [])];
  return { search, lookups, static: stat, ...(mcp ? { mcp } : {}), mixed, _mcpUp: mcpUp };
}
