// The markdown twins of the research pages: glossary, checklists, guides and
// the market snapshot (all CC BY 4.0, so every trailer carries the licence).
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Checklist, Guide, Listing } from '../schemas/public.ts';
import { PRICE_NOTICE } from '../catalog/attribution.ts';
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { CONDITIONS, categoryLabel } from '../schemas/vocabulary.ts';
import { categorySegment, type GuideSource } from '../present/category.ts';
import { PAGES, pageUrl } from '../present/pages.ts';
import { checklistFacts, guideFacts } from '../present/research.ts';
import { day, money, plural, severityLabel } from '../present/format.ts';
import { listingLine } from './listing-twin.ts';
import { normalizeMarkdown } from '../present/render-markdown.ts';
import { doc, esc, factsMd, field, link, originOf, quote, segmentMd, trailer } from './twin-kit.ts';

const LICENSED = { license: true };

export function glossaryMarkdown(c: PublicCatalog): string {
  const url = pageUrl(c.origin, 'glossary');
  const { title } = PAGES.glossary;
  const byslug = new Map(c.glossary.map((t) => [t.slug, t]));
  return doc(
    `# ${title}`,
    `${plural(c.glossary.length, 'term')} used when buying and selling used industrial equipment. Each term has its own anchor: ${url}#slug.`,
    ...c.glossary.map((t) =>
      [
        `## ${esc(t.term)}`,
        normalizeMarkdown(t.definition, { headingBase: 3, origin: c.origin }),
        [
          t.aliases.length ? field('Also called', t.aliases.map(esc).join(', ')) : '',
          t.category ? field('Category', categoryLabel(t.category)) : '',
          t.related.length
            ? field('Related', t.related.map((r) => link(byslug.get(r)?.term ?? r, `${url}#${r}`)).join(', '))
            : '',
          field('Link', t.url),
        ]
          .filter(Boolean)
          .join('\n'),
      ].join('\n\n'),
    ),
    trailer(title, url, LICENSED),
  );
}

export function checklistIndexMarkdown(c: PublicCatalog): string {
  const { title } = PAGES.checklists;
  return doc(
    `# ${title}`,
    'What to check on site before buying a used machine. Items are marked critical, important or advisory.',
    c.checklists
      .map(
        ({ checklist: cl }) =>
          `- ${link(cl.title, cl.url)} (${categoryLabel(cl.category)}, ${plural(cl.item_count, 'item')}): ${esc(cl.summary)}`,
      )
      .join('\n'),
    trailer(title, pageUrl(c.origin, 'checklists'), LICENSED),
  );
}

export function checklistMarkdown(c: GuideSource & { origin: string }, cl: Checklist, intro: string): string {
  return doc(
    `# ${esc(cl.title)}`,
    esc(cl.summary),
    factsMd(checklistFacts(c, cl)),
    normalizeMarkdown(intro, { headingBase: 2, origin: c.origin }),
    ...cl.sections.flatMap((s) => [
      `## ${esc(s.title)}`,
      s.items.map((i) => `- [ ] **${severityLabel(i.severity)}:** ${esc(i.text)}`).join('\n'),
    ]),
    `All checklists: ${pageUrl(c.origin, 'checklists')}`,
    trailer(cl.title, cl.url, LICENSED),
  );
}

export function guideIndexMarkdown(c: PublicCatalog): string {
  const { title } = PAGES.guides;
  const line = (g: Guide) => `- ${link(g.title, g.url)}: ${esc(g.summary)}`;
  const ofKind = (kind: Guide['kind']) =>
    c.guides
      .filter((g) => g.guide.kind === kind)
      .map((g) => line(g.guide))
      .join('\n') || 'None yet.';
  return doc(
    `# ${title}`,
    'How to judge, inspect and price used industrial equipment, and what each category of the marketplace covers.',
    '## Buyer guides',
    ofKind('buyer_guide'),
    '## Categories',
    ofKind('category_landing'),
    trailer(title, pageUrl(c.origin, 'guides'), LICENSED),
  );
}

export function guideMarkdown(g: Guide, body: string, related: { listings?: Listing[] } = {}): string {
  const origin = originOf(g.url);
  return doc(
    `# ${esc(g.title)}`,
    `_${esc(g.summary)}_`,
    [
      factsMd(guideFacts(g)),
      ...(g.kind === 'category_landing' && g.category
        ? [field('Listings in this category', `${origin}${API_BASE_PATH}/listings?category=${g.category}`)]
        : []),
    ].join('\n'),
    normalizeMarkdown(body, { headingBase: 2, origin }),
    related.listings?.length && '## Newest listings in this category',
    related.listings?.length && related.listings.map(listingLine).join('\n'),
    trailer(g.title, g.url, LICENSED),
  );
}

export function snapshotMarkdown(c: PublicCatalog): string {
  const s = c.snapshot;
  const { title } = PAGES.snapshot;
  const m = (n: number | undefined) => (n === undefined ? '–' : money(n, s.currency));
  const conditionLabel = (slug: string) => CONDITIONS.find(([x]) => x === slug)?.[1] ?? slug;
  return doc(
    `# ${title}`,
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
      ...s.categories.map(
        (k) =>
          `| ${segmentMd(categorySegment(c, k.slug))} | ${k.live_listings} | ${k.priced_listings} | ${k.price_on_request} | ${m(k.asking_price?.min)} | ${m(k.asking_price?.p25)} | ${m(k.asking_price?.median)} | ${m(k.asking_price?.p75)} | ${m(k.asking_price?.max)} | ${k.median_year ?? '–'} |`,
      ),
    ].join('\n'),
    '## Makes and conditions by category',
    s.categories
      .filter((k) => k.live_listings > 0)
      .map(
        (k) =>
          `- **${esc(k.label)}:** top makes ${k.top_makes.map((t) => `${esc(t.make)} (${t.count})`).join(', ') || 'none'}; conditions ${k.conditions.map((x) => `${conditionLabel(x.condition)} (${x.count})`).join(', ') || 'none'}`,
      )
      .join('\n') || 'No live listings.',
    `Data: ${c.origin}${API_BASE_PATH}/snapshot`,
    trailer(title, pageUrl(c.origin, 'snapshot'), LICENSED),
  );
}
