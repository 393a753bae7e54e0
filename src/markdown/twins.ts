// The markdown twin of every human page: pure functions of the public
// catalog. Each twin starts with `# Title`, carries the facts of its page and
// ends with the citation line and the canonical URL. The MCP `fetch` tool
// reuses these builders for its `text`.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Checklist, Guide, Listing, Manual } from '../schemas/public.ts';
import { CC_BY, PRICE_NOTICE, citation } from '../catalog/attribution.ts';
import { NO_PLAN_NEEDED, planPhrases } from '../catalog/plans.ts';
import { API_BASE_PATH, API_VERSION, SERVICE_NAME } from '../config.ts';
import { CATEGORIES, CONDITIONS, categoryLabel, type Category } from '../schemas/vocabulary.ts';
import { normalizeMarkdown } from './render.ts';
import { SERVER_CARD_PATH } from '../mcp/metadata.ts';
import {
  day, documentTypeLabel, fileSize, languageName, money, operationalLabel, plural, powerText, priceValue, sellerTypeLabel,
  severityLabel, yearText,
} from './format.ts';

// ---------------------------------------------------------------- helpers

/** Escape text so markdown reads it literally (titles, names, spec values). */
export const esc = (s: string) => s.replace(/[\\`*_[\]<>|]/g, (ch) => `\\${ch}`).replace(/^([#>+-]|\d+\.)(?=\s)/, '\\$1').replace(/\s*\n\s*/g, ' ');
const link = (text: string, url: string) => `[${esc(text)}](<${url}>)`;
const originOf = (url: string) => new URL(url).origin;
const field = (label: string, value: string) => `- **${label}:** ${value}`;
/** The category overview (guide of kind category_landing) of a category, if there is one. */
export const categoryGuide = (c: PublicCatalog, category: string): Guide | undefined =>
  c.guides.find((g) => g.guide.kind === 'category_landing' && g.guide.category === category)?.guide;
/** A category's label, linked to its overview when there is one. */
const categoryLink = (c: PublicCatalog, category: Category) => {
  const g = categoryGuide(c, category);
  return g ? link(categoryLabel(category), g.url) : esc(categoryLabel(category));
};
const LICENSE_LINE = `License: ${CC_BY.name} (${CC_BY.url})`;

/** The closing lines of every twin: citation, licence where it applies, canonical URL. */
export function trailer(title: string, url: string, opts: { license?: boolean } = {}): string {
  return ['---', '', `Source: ${citation(title, url)}`, ...(opts.license ? [LICENSE_LINE] : []), `Canonical URL: ${url}`].join('\n');
}

const doc = (...blocks: (string | number | false | null | undefined)[]) =>
  `${blocks.filter((b): b is string => typeof b === 'string' && b.length > 0).join('\n\n')}\n`;

const quote = (s: string) => s.split('\n').map((l) => `> ${l}`.trimEnd()).join('\n');

/** One line per listing: the key facts of a search result. */
export function listingLine(l: Listing): string {
  const facts = [
    priceValue(l.price),
    l.condition_label,
    l.year === null ? 'year unknown' : String(l.year),
    esc(l.location.display),
    ...(l.status === 'sold' ? [`**sold**${l.sold_at ? ` ${day(l.sold_at)}` : ''}`] : []),
  ];
  return `- ${link(l.title, l.url)}: ${facts.join(' · ')}`;
}

// ---------------------------------------------------------------- listings

export const LISTING_TITLE = (l: Listing) => l.title;

export function listingMarkdown(l: Listing, related: { manuals?: Manual[] } = {}): string {
  const origin = originOf(l.url);
  const sold = l.status === 'sold';
  return doc(
    `# ${esc(l.title)}`,
    sold && `**Sold${l.sold_at ? ` on ${day(l.sold_at)}` : ''}.** This listing is no longer available; it stays published for reference.`,
    [
      l.price.on_request || l.price.amount === null ? field('Price', 'Price on request') : field('Asking price', money(l.price.amount, l.price.currency)),
      field('Condition', l.condition_label),
      field('Year', yearText(l.year)),
      field('Make', esc(l.make)),
      field('Model', esc(l.model)),
      field('Category', esc(l.category_label)),
      field('Location', esc(l.location.display)),
      field('Operational status', operationalLabel(l.operational_status)),
      field('Power', esc(powerText(l.power))),
      field('Status', sold ? `Sold${l.sold_at ? ` (${day(l.sold_at)})` : ''}` : 'Available'),
      field('Listed', day(l.listed_at)),
      field('Updated', day(l.updated_at)),
      field('Listing ID', `\`${l.id}\``),
    ].join('\n'),
    quote(PRICE_NOTICE),
    '## Specifications',
    l.specs.length ? l.specs.map((s) => field(esc(s.label), esc(s.value))).join('\n') : 'No specifications given.',
    '## Shipping',
    l.shipping_notes ? esc(l.shipping_notes) : 'No shipping notes given.',
    '## Seller',
    [
      field('Name', esc(l.seller.name)),
      field('Type', sellerTypeLabel(l.seller.type)),
      field('Verified', l.seller.verified ? 'Yes' : 'No'),
    ].join('\n'),
    `Seller contact details are not published. Inquiries go through ${SERVICE_NAME}, quoting listing ID \`${l.id}\`: ${l.url}`,
    '## Photos',
    l.photos.length ? l.photos.map((p) => `- ${link(p.alt, p.url)} (${p.width}×${p.height})`).join('\n') : 'No photos.',
    '## Description',
    normalizeMarkdown(l.description, { headingBase: 3, untrusted: true, origin }),
    related.manuals?.length && '## Manuals for this machine',
    related.manuals?.length && related.manuals.map((m) => `- ${link(m.title, m.url)} (${documentTypeLabel(m.document_type)})`).join('\n'),
    `Data: ${l.json_url}`,
    trailer(l.title, l.url),
  );
}

// ---------------------------------------------------------------- manuals

export function manualMarkdown(m: Manual, related: { listings?: Listing[] } = {}): string {
  const origin = originOf(m.url);
  return doc(
    `# ${esc(m.title)}`,
    [
      field('Make', esc(m.make)),
      field('Model', esc(m.model)),
      field('Year', yearText(m.year)),
      field('Category', m.category ? categoryLabel(m.category) : 'Not stated'),
      field('Document type', documentTypeLabel(m.document_type)),
      field('Language', languageName(m.language)),
      field('Pages', String(m.pages)),
      field('Format', m.format.toUpperCase()),
      field('File size', fileSize(m.file_size_bytes)),
      field('Download', `<${m.download_url}>`),
      field('Updated', day(m.updated_at)),
      field('Manual ID', `\`${m.id}\``),
    ].join('\n'),
    '## Description',
    esc(m.description),
    related.listings?.length && `## Listings of this make`,
    related.listings?.length && related.listings.map(listingLine).join('\n'),
    trailer(m.title, m.url),
  );
}

// ---------------------------------------------------------------- research

export const GLOSSARY_TITLE = 'Used equipment glossary';
export const CHECKLISTS_TITLE = 'Used equipment inspection checklists';
export const GUIDES_TITLE = 'Buyer guides and category overviews';
export const SNAPSHOT_TITLE = 'Used equipment market snapshot';
export const BROWSE_TITLE = 'Browse used equipment listings';
export const FOR_AGENTS_TITLE = `${SERVICE_NAME} for agents`;

export function glossaryMarkdown(c: PublicCatalog): string {
  const url = `${c.origin}/glossary`;
  const byslug = new Map(c.glossary.map((t) => [t.slug, t]));
  return doc(
    `# ${GLOSSARY_TITLE}`,
    `${plural(c.glossary.length, 'term')} used when buying and selling used industrial equipment. Each term has its own anchor: ${url}#slug.`,
    ...c.glossary.map((t) => [
      `## ${esc(t.term)}`,
      normalizeMarkdown(t.definition, { headingBase: 3, origin: c.origin }),
      [
        t.aliases.length ? field('Also called', t.aliases.map(esc).join(', ')) : '',
        t.category ? field('Category', categoryLabel(t.category)) : '',
        t.related.length ? field('Related', t.related.map((r) => link(byslug.get(r)?.term ?? r, `${url}#${r}`)).join(', ')) : '',
        field('Link', t.url),
      ].filter(Boolean).join('\n'),
    ].join('\n\n')),
    trailer(GLOSSARY_TITLE, url, { license: true }),
  );
}

export function checklistIndexMarkdown(c: PublicCatalog): string {
  const url = `${c.origin}/checklists`;
  return doc(
    `# ${CHECKLISTS_TITLE}`,
    'What to check on site before buying a used machine. Items are marked critical, important or advisory.',
    c.checklists.map(({ checklist: cl }) =>
      `- ${link(cl.title, cl.url)} (${categoryLabel(cl.category)}, ${plural(cl.item_count, 'item')}): ${esc(cl.summary)}`).join('\n'),
    trailer(CHECKLISTS_TITLE, url, { license: true }),
  );
}

export function checklistMarkdown(c: PublicCatalog, cl: Checklist, intro: string): string {
  return doc(
    `# ${esc(cl.title)}`,
    esc(cl.summary),
    [
      field('Category', categoryLink(c, cl.category)),
      field('Items', String(cl.item_count)),
      field('Updated', day(cl.updated_at)),
    ].join('\n'),
    normalizeMarkdown(intro, { headingBase: 2, origin: c.origin }),
    ...cl.sections.flatMap((s) => [
      `## ${esc(s.title)}`,
      s.items.map((i) => `- [ ] **${severityLabel(i.severity)}:** ${esc(i.text)}`).join('\n'),
    ]),
    `All checklists: ${c.origin}/checklists`,
    trailer(cl.title, cl.url, { license: true }),
  );
}

export function guideIndexMarkdown(c: PublicCatalog): string {
  const url = `${c.origin}/guides`;
  const line = (g: Guide) => `- ${link(g.title, g.url)}: ${esc(g.summary)}`;
  const buyer = c.guides.filter((g) => g.guide.kind === 'buyer_guide').map((g) => g.guide);
  const landing = c.guides.filter((g) => g.guide.kind === 'category_landing').map((g) => g.guide);
  return doc(
    `# ${GUIDES_TITLE}`,
    'How to judge, inspect and price used industrial equipment, and what each category of the marketplace covers.',
    '## Buyer guides',
    buyer.length ? buyer.map(line).join('\n') : 'None yet.',
    '## Categories',
    landing.length ? landing.map(line).join('\n') : 'None yet.',
    trailer(GUIDES_TITLE, url, { license: true }),
  );
}

export function guideMarkdown(g: Guide, body: string, related: { listings?: Listing[] } = {}): string {
  const origin = originOf(g.url);
  return doc(
    `# ${esc(g.title)}`,
    `_${esc(g.summary)}_`,
    [
      field('Kind', g.kind === 'buyer_guide' ? 'Buyer guide' : 'Category overview'),
      ...(g.category ? [field('Category', categoryLabel(g.category))] : []),
      ...(g.kind === 'category_landing' && g.category
        ? [field('Listings in this category', `${origin}${API_BASE_PATH}/listings?category=${g.category}`)] : []),
      field('Updated', day(g.updated_at)),
    ].join('\n'),
    normalizeMarkdown(body, { headingBase: 2, origin }),
    related.listings?.length && '## Newest listings in this category',
    related.listings?.length && related.listings.map(listingLine).join('\n'),
    trailer(g.title, g.url, { license: true }),
  );
}

export function snapshotMarkdown(c: PublicCatalog): string {
  const s = c.snapshot;
  const url = `${c.origin}/market-snapshot`;
  const m = (n: number | undefined) => (n === undefined ? '–' : money(n, s.currency));
  return doc(
    `# ${SNAPSHOT_TITLE}`,
    `Asking prices and supply per category over the live listings on ${SERVICE_NAME}, as of ${day(s.as_of)}. Prices are converted to ${s.currency} at fixed reference rates.`,
    quote(`**Notice:** ${PRICE_NOTICE}`),
    '## Totals',
    [
      field('Live listings', String(s.totals.live_listings)),
      field('Sold listings (kept for reference)', String(s.totals.sold_listings)),
      field('Live listings with a price', String(s.totals.priced_listings)),
      field('Makes', String(s.totals.makes)),
      field('As of', s.as_of),
    ].join('\n'),
    '## Asking prices by category',
    [
      `| Category | Live | Priced | On request | Min | 25th pct | Median | 75th pct | Max | Median year |`,
      `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
      ...s.categories.map((k) => `| ${categoryLink(c, k.slug)} | ${k.live_listings} | ${k.priced_listings} | ${k.price_on_request} | ${m(k.asking_price?.min)} | ${m(k.asking_price?.p25)} | ${m(k.asking_price?.median)} | ${m(k.asking_price?.p75)} | ${m(k.asking_price?.max)} | ${k.median_year ?? '–'} |`),
    ].join('\n'),
    '## Makes and conditions by category',
    s.categories.filter((k) => k.live_listings > 0).map((k) =>
      `- **${esc(k.label)}:** top makes ${k.top_makes.map((t) => `${esc(t.make)} (${t.count})`).join(', ') || 'none'}; conditions ${k.conditions.map((x) => `${CONDITIONS.find(([slug]) => slug === x.condition)?.[1] ?? x.condition} (${x.count})`).join(', ') || 'none'}`).join('\n') || 'No live listings.',
    `Data: ${c.origin}${API_BASE_PATH}/snapshot`,
    trailer(SNAPSHOT_TITLE, url, { license: true }),
  );
}

// ---------------------------------------------------------------- home and browse

export function homeMarkdown(c: PublicCatalog): string {
  const d = c.site.data;
  const live = c.listings.filter((l) => l.status === 'available');
  return doc(
    `# ${esc(d.name)}`,
    `_${esc(d.slogan)}_`,
    esc(d.description),
    '## Explore',
    [
      `- ${link('Browse listings', `${c.origin}/listings`)}: ${plural(live.length, 'live listing')}`,
      `- ${link(GUIDES_TITLE, `${c.origin}/guides`)}`,
      `- ${link(CHECKLISTS_TITLE, `${c.origin}/checklists`)}`,
      `- ${link(GLOSSARY_TITLE, `${c.origin}/glossary`)}`,
      `- ${link(SNAPSHOT_TITLE, `${c.origin}/market-snapshot`)}`,
      `- ${link(FOR_AGENTS_TITLE, `${c.origin}/for-agents`)}: REST API, MCP endpoint and citation rules`,
    ].join('\n'),
    '## Newest listings',
    live.slice(0, 8).map(listingLine).join('\n') || 'No live listings.',
    '## Categories',
    CATEGORIES.map(([slug]) => `- ${categoryLink(c, slug)} (${live.filter((l) => l.category === slug).length} live)`).join('\n'),
    c.manuals.length > 0 && '## Manuals',
    c.manuals.length > 0 && `Machine manuals in the library: ${c.manuals.length}. Search them at ${c.origin}${API_BASE_PATH}/manuals?q=…`,
    c.manuals.length > 0 && c.manuals.slice(0, 10).map((m) => `- ${link(m.title, m.url)}`).join('\n'),
    '## Facts',
    d.facts.map((f) => field(esc(f.label), esc(f.value))).join('\n'),
    '## Frequently asked questions',
    ...d.faq.flatMap((f) => [`### ${esc(f.q)}`, esc(f.a)]),
    `Contact: ${d.contact_email}`,
    trailer(SERVICE_NAME, `${c.origin}/`),
  );
}

export function browseMarkdown(c: PublicCatalog): string {
  const live = c.listings.filter((l) => l.status === 'available');
  const sold = c.listings.length - live.length;
  const api = `${c.origin}${API_BASE_PATH}/listings`;
  return doc(
    `# ${BROWSE_TITLE}`,
    `${plural(live.length, 'listing')} available and ${plural(sold, 'sold listing')} kept for reference. This page shows the 20 newest available listings; search all of them with the API:`,
    [
      '```sh',
      `curl -s '${api}?q=guillotine&category=print-finishing-bindery&condition=good&make=Polar&location=OH&include_sold=false&page=1&per_page=20'`,
      '```',
    ].join('\n'),
    'Parameters: `q` (full text), `category`, `condition`, `make`, `location` (country or region code, or part of a city, region or country name), `include_sold` (default false), `page`, `per_page` (at most 50).',
    '## Newest listings',
    live.slice(0, 20).map(listingLine).join('\n') || 'No live listings.',
    '## Categories',
    CATEGORIES.map(([slug]) => `- ${categoryLink(c, slug)}: ${live.filter((l) => l.category === slug).length} live (\`category=${slug}\`)`).join('\n'),
    '## Conditions',
    CONDITIONS.map(([slug, label]) => `- ${label} (\`condition=${slug}\`)`).join('\n'),
    quote(PRICE_NOTICE),
    trailer(BROWSE_TITLE, `${c.origin}/listings`),
  );
}

export const MANUALS_TITLE = 'Equipment manuals';
/** How many manuals the browse page and its twin list before search takes over. */
export const MANUALS_FIRST_PAGE = 20;

/** Manuals newest first, as the browse page shows them. */
export const newestManuals = (c: PublicCatalog) => [...c.manuals].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id));

export function manualsMarkdown(c: PublicCatalog): string {
  const api = `${c.origin}${API_BASE_PATH}/manuals`;
  return doc(
    `# ${MANUALS_TITLE}`,
    `${plural(c.manuals.length, 'manual')}: operator, service, parts and electrical documentation for the machines on the marketplace. This page shows the ${MANUALS_FIRST_PAGE} most recently updated; search all of them with the API:`,
    ['```sh', `curl -s '${api}?q=hydraulic&make=Polar&model=N%20115&page=1&per_page=20'`, '```'].join('\n'),
    'Parameters: `q` (full text), `make`, `model`, `page`, `per_page` (at most 50).',
    '## Recently updated manuals',
    newestManuals(c).slice(0, MANUALS_FIRST_PAGE).map((m) => `- ${link(m.title, m.url)}: ${documentTypeLabel(m.document_type)}, ${esc(m.make)} ${esc(m.model)}, ${languageName(m.language)}, ${plural(m.pages, 'page')} (${m.markdown_url}, ${m.api_url})`).join('\n') || 'No manuals.',
    trailer(MANUALS_TITLE, `${c.origin}/manuals`),
  );
}

// ---------------------------------------------------------------- agent guide

export const TOOLS: { name: string; args: string; returns: string }[] = [
  { name: 'search_listings', args: '`q`, `category`, `condition`, `make`, `location`, `include_sold`, `page`, `per_page`', returns: 'the GET /listings search envelope' },
  { name: 'get_listing', args: '`slug_or_id`', returns: 'one listing, as GET /listings/{slug_or_id}' },
  { name: 'search_manuals', args: '`q`, `make`, `model`, `page`, `per_page`', returns: 'the GET /manuals search envelope' },
  { name: 'get_manual', args: '`public_id`', returns: 'one manual, as GET /manuals/{public_id}' },
  { name: 'get_glossary', args: '`term` (optional)', returns: 'the glossary, or the matching term' },
  { name: 'list_checklists', args: 'none', returns: 'the checklist index' },
  { name: 'get_checklist', args: '`slug`', returns: 'one inspection checklist' },
  { name: 'list_guides', args: 'none', returns: 'buyer guides and category overviews' },
  { name: 'get_market_snapshot', args: 'none', returns: 'asking-price figures per category' },
  { name: 'get_site_facts', args: 'none', returns: 'facts about the marketplace, as GET /site' },
  { name: 'search', args: '`query`', returns: '`{results:[{id,title,url}]}` over listings, manuals and research (ChatGPT connector shape)' },
  { name: 'fetch', args: '`id`', returns: '`{id,title,text,url,metadata}` for an id from `search`; `text` is the markdown twin' },
];

/** The agent guide without its title and trailer: the HTML page renders this. */
export function forAgentsBody(c: PublicCatalog): string {
  const o = c.origin;
  const api = `${o}${API_BASE_PATH}`;
  const mcp = `${api}/mcp`;
  const firstListing = c.listings.find((l) => l.status === 'available') ?? c.listings[0];
  const slug = firstListing?.slug ?? 'example-slug';
  const firstChecklist = c.checklists[0]?.checklist.slug ?? 'example-checklist';
  const exampleManual = c.manuals[0];
  const sh = (...lines: string[]) => ['```sh', ...lines, '```'].join('\n');
  const json = (v: unknown) => ['```json', JSON.stringify(v, null, 2), '```'].join('\n');
  return [
    `${SERVICE_NAME} is a used-equipment marketplace. Everything on this page is public and read-only: no key, no account, no cookies. Use the REST API, the MCP endpoint or the markdown twin of any page, and cite the canonical page URL of what you use.`,
    '## Quick start',
    sh(
      `# the newest available listings`,
      `curl -s '${api}/listings'`,
      `# full-text search with filters`,
      `curl -s '${api}/listings?q=guillotine&condition=good&location=OH&per_page=5'`,
      `# one listing, by slug or by id`,
      `curl -s '${api}/listings/${slug}'`,
      `# any page as markdown`,
      `curl -s -H 'Accept: text/markdown' '${o}/listings/${slug}'`,
    ),
    '## Discovery',
    [
      `- OpenAPI 3.1 description (version ${API_VERSION}): <${o}/openapi.json> (also <${api}/openapi.json>)`,
      `- API catalog (RFC 9727 linkset): <${o}/.well-known/api-catalog>`,
      `- MCP server card (SEP-2127): <${o}${SERVER_CARD_PATH}>`,
      `- llms.txt: <${o}/llms.txt>`,
      `- Sitemap of every page: <${o}/sitemap.xml>`,
      `- Facts about ${SERVICE_NAME}: <${api}/site>`,
    ].join('\n'),
    '## Markdown twins',
    [
      'Every page answers with markdown when asked with `Accept: text/markdown` (first by q-value) or `?format=md`, and names its twin in `<link rel="alternate" type="text/markdown">`. A twin starts with `# Title`, carries the facts of the page and ends with the citation line and the canonical URL.',
      '',
      `- Listing pages also at \`${o}/listings/{slug}.md\`, and as JSON at \`${o}/listings/{slug}.json\` (the same bytes as the API lookup).`,
      `- Guides at \`${o}/guides/{slug}.md\`; home at <${o}/index.md>; also <${o}/listings.md>, <${o}/glossary.md>, <${o}/checklists.md>, <${o}/guides.md>, <${o}/market-snapshot.md> and <${o}/for-agents.md>.`,
    ].join('\n'),
    '## REST API',
    `Base URL: \`${api}\`. Version ${API_VERSION}. JSON (\`application/json; charset=utf-8\`), snake_case keys, \`null\` where a value is unknown, ISO 8601 UTC timestamps, money as numbers with an ISO 4217 currency. \`GET\`, \`HEAD\` and \`OPTIONS\` everywhere; \`POST\` only on \`/mcp\`. CORS is open (\`Access-Control-Allow-Origin: *\`).`,
    [
      '| Method | Path | Returns |',
      '|---|---|---|',
      '| GET | `/site` | facts about the marketplace, its FAQ and citation text |',
      '| GET | `/listings` | search listings (parameters below) |',
      '| GET | `/listings/{slug_or_id}` | one listing, by slug or by public id (`lst_…`) |',
      '| GET | `/manuals` | search machine manuals |',
      '| GET | `/manuals/{public_id}` | one manual (`man_…`) |',
      '| GET | `/glossary` | every glossary term (CC BY 4.0) |',
      '| GET | `/checklists` | the inspection checklists (CC BY 4.0) |',
      '| GET | `/checklists/{slug}` | one checklist with its sections and items |',
      '| GET | `/guides` | buyer guides and category overviews (CC BY 4.0) |',
      '| GET | `/snapshot` | the market snapshot: asking-price figures per category (CC BY 4.0) |',
      '| GET, POST | `/mcp` | the MCP endpoint (below) |',
      '| GET | `/openapi.json` | the OpenAPI 3.1 document |',
    ].join('\n'),
    '### Searching listings',
    `\`GET ${api}/listings\``,
    [
      '| Parameter | Type | Default | Meaning |',
      '|---|---|---|---|',
      '| `q` | string | empty | full text over title, make, model, description, specs and category; ranked by relevance, tolerant of one typo in longer words and of plurals; at most 200 characters and 32 terms (longer input is cut, not refused). Empty: newest first |',
      '| `category` | string | empty | a category slug or label, any case |',
      '| `condition` | string | empty | a condition slug or label, any case |',
      '| `make` | string | empty | the make, any case |',
      '| `location` | string | empty | two letters: a country code or region code (`DE`, `OH`, `ON`); longer: part of a city, region or country name, ignoring case and accents (`ohio`, `münchen`) |',
      '| `include_sold` | boolean | `false` | also return sold listings (`true/false`, `yes/no`, `on/off`, `1/0`, …) |',
      '| `page` | integer | 1 | page number, 1 or more |',
      '| `per_page` | integer | 20 | results per page, 1 to 50 |',
    ].join('\n'),
    `Categories: ${CATEGORIES.map(([s, l]) => `\`${s}\` (${l})`).join(', ')}.`,
    `Conditions: ${CONDITIONS.map(([s, l]) => `\`${s}\` (${l})`).join(', ')}.`,
    '### Searching manuals',
    `\`GET ${api}/manuals\` takes \`q\`, \`make\`, \`model\` (ignores case, spaces and hyphens: \`SM52\` finds \`SM 52\`), \`page\` and \`per_page\` (1 to 50, default 24).`,
    sh(`curl -s '${api}/manuals?make=${encodeURIComponent(exampleManual?.make ?? 'Heidelberg')}&model=${encodeURIComponent(exampleManual?.model ?? 'SM 52')}'`),
    '### Response shapes',
    [
      '- A single resource: `{ source, home, attribution, canonical_url, license?, notice?, data }`. `canonical_url` is the page to cite and `attribution` a ready-made citation; `license` appears on research content, `notice` on listings and the snapshot.',
      '- A search: `{ source, home, attribution, notice?, query, total, page, per_page, total_pages, items, facets, links: { self, next, prev } }`. `query` echoes every parameter as parsed; `facets` counts the whole match set before paging (listings by `category`, `condition` and `make`; manuals by `make`), each entry `{ value, label, count }`.',
      '- A listing: `id`, `slug`, `title`, `url`, `markdown_url`, `json_url`, `category`, `make`, `model`, `year`, `condition`, `operational_status`, `location`, `price { amount, currency, on_request, type: "asking" }`, `power`, `photos`, `shipping_notes`, `description` (markdown), `specs`, `seller { name, type, verified }`, `status` (`available` or `sold`), `listed_at`, `updated_at`, `sold_at`.',
    ].join('\n'),
    '### Paging',
    'Follow `links.next` until it is `null`. `total` is the exact size of the match set. A page past the end is a 200 with empty `items` and the true `total`.',
    '### Errors',
    'An invalid parameter is a 422 in the FastAPI / Pydantic v2 shape, one entry per failing parameter; an enum error lists the accepted values:',
    json({ detail: [{ type: 'less_than_equal', loc: ['query', 'per_page'], msg: 'Input should be less than or equal to 50', input: '100', ctx: { le: 50 } }] }),
    'An unknown slug or id is a 404 such as `{"detail":"Listing not found"}`; an unknown path under the API is `{"detail":"Not Found"}`; a write method is a 405 with `Allow`. Errors are always JSON, never an HTML page.',
    '### Caching',
    'Every response carries `Cache-Control`. Static resources (single listings, manuals, research, the site facts, OpenAPI) are cached at the CDN and carry an `ETag`: send `If-None-Match` and get a 304 when nothing changed. Search results are cached for a short time. Please reuse responses rather than polling.',
    '## MCP endpoint',
    `URL: \`${mcp}\`. MCP over Streamable HTTP, stateless: no session id is needed, responses are JSON (no event stream), and \`tools/call\` works without a prior \`initialize\`. Protocol versions: 2025-11-25 and the earlier ones the official TypeScript SDK negotiates. A \`GET\` on the URL returns a discovery document with the tool list.`,
    'Client configuration (Claude Desktop, Cursor and other MCP clients that take a URL):',
    json({ mcpServers: { secondline: { url: mcp } } }),
    'Try it with the MCP Inspector (choose the Streamable HTTP transport in the web UI, or use the CLI):',
    sh(
      `npx @modelcontextprotocol/inspector`,
      `npx @modelcontextprotocol/inspector --cli ${mcp} --transport http --method tools/list`,
      `npx @modelcontextprotocol/inspector --cli ${mcp} --transport http --method tools/call --tool-name search_listings --tool-arg q=guillotine`,
    ),
    'Or with curl:',
    sh(
      `curl -s '${mcp}' -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\`,
      `  -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'`,
      ``,
      `curl -s '${mcp}' -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\`,
      `  -d '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search_listings","arguments":{"q":"guillotine","per_page":5}}}'`,
      ``,
      `curl -s '${mcp}' -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\`,
      `  -d '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"get_checklist","arguments":{"slug":"${firstChecklist}"}}}'`,
    ),
    '### Tools',
    'Every tool is read-only and idempotent and takes the REST parameter names. Except `search` and `fetch`, each returns the REST body as `structuredContent` plus the same JSON as a text block.',
    ['| Tool | Arguments | Returns |', '|---|---|---|', ...TOOLS.map((t) => `| \`${t.name}\` | ${t.args} | ${t.returns} |`)].join('\n'),
    'Protocol errors: parse error -32700, invalid request -32600, unknown method -32601, unknown tool -32602. Invalid tool arguments and unknown ids come back as a tool result with `isError: true` and a message that says what to change.',
    '## Citation rules',
    [
      '- Cite the `canonical_url` of each listing, manual or research page you use: the human page, not the API URL.',
      `- Use the \`attribution\` text of the response, for example: “${citation('Used equipment glossary', `${o}/glossary`)}”.`,
      `- Asking prices are not comparables. ${PRICE_NOTICE}`,
      '- Sold listings stay published with `status: "sold"` and `sold_at`; their price is the last asking price, not a sale price.',
      `- Listing facts are given by the seller. Inquiries go through ${SERVICE_NAME} (${c.site.data.contact_email}), quoting the listing id; no seller e-mail address or telephone number is published.`,
    ].join('\n'),
    '## Licence',
    [
      `- Research content (glossary, checklists, buyer guides and category overviews, market snapshot) is licensed under ${CC_BY.name} (<${CC_BY.url}>): reuse it with attribution and a link to the canonical URL.`,
      '- Listing and manual data are published for reference: quote and summarise them with a citation and link; they are not under an open licence.',
    ].join('\n'),
    '## Plans',
    [...planPhrases().map((p) => `- ${p}.`), `- ${NO_PLAN_NEEDED}`].join('\n'),
    '## Limits',
    [
      '- `q`: at most 200 characters and 32 terms; longer queries are cut.',
      '- `per_page`: at most 50 (listings default 20, manuals default 24).',
      '- MCP request body: at most 64 KiB; larger bodies get a 413.',
      '- No key and no quota, but please cache, use conditional requests and keep to a modest request rate.',
    ].join('\n'),
    '## Contact',
    `Questions about the API: ${c.site.data.contact_email}.`,
  ].join('\n\n');
}

export function forAgentsMarkdown(c: PublicCatalog): string {
  return doc(`# ${FOR_AGENTS_TITLE}`, forAgentsBody(c), trailer(FOR_AGENTS_TITLE, `${c.origin}/for-agents`));
}
