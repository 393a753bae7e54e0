// The look of the market snapshot page (/market-snapshot), as a function, like
// ./listing-page.ts: the static build renders it inside Base
// (src/pages/market-snapshot.astro); with the Postgres backend the page
// function fills Astro's shell of it with the snapshot of the current catalog
// version, so the page follows every sync as its twin and JSON do.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Snapshot } from '../schemas/public.ts';
import { CC_BY, PRICE_NOTICE, citation } from '../catalog/attribution.ts';
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { CONDITIONS } from '../schemas/vocabulary.ts';
import { categoryGuide } from '../present/category.ts';
import { PAGES } from '../present/pages.ts';
import { day, money } from '../present/format.ts';
import { escHtml as e } from '../present/html.ts';
import { snapshotLd } from '../structured-data/research.ts';
import { listingsByConditionChart, medianYearChart, priceRangeChart } from '../charts/snapshot-charts.ts';
import type { ListingPage } from './listing-page.ts';

export type SnapshotPageContext = Pick<PublicCatalog, 'origin' | 'guides'> & { snapshot: Snapshot };

const row = (cells: string[]) => `<tr>${cells.join('')}</tr>`;

export function snapshotPage(c: SnapshotPageContext): ListingPage {
  const s = c.snapshot;
  const url = `${c.origin}/market-snapshot`;
  const data = `${c.origin}${API_BASE_PATH}/snapshot`;
  const m = (n: number | undefined) => (n === undefined ? '–' : money(n, s.currency));
  const condLabel = new Map<string, string>(CONDITIONS);
  const intro = `Asking prices and supply per category over the live listings on ${SERVICE_NAME}, as of ${day(s.as_of)}. Prices are converted to ${s.currency} at fixed reference rates.`;
  const num = (v: string | number) => `<td class="num">${e(String(v))}</td>`;
  const live = s.categories.filter((k) => k.live_listings > 0);
  const b = [
    `<h1>${e(PAGES.snapshot.title)}</h1>`,
    `<p class="lede">${e(intro)}</p>`,
    `<p class="notice"><strong>Notice:</strong> ${e(PRICE_NOTICE)}</p>`,
    '<section aria-labelledby="totals"><h2 id="totals">Totals</h2><dl class="facts">',
    `<dt>Live listings</dt><dd>${s.totals.live_listings}</dd><dt>Sold listings (kept for reference)</dt><dd>${s.totals.sold_listings}</dd>`,
    `<dt>Live listings with a price</dt><dd>${s.totals.priced_listings}</dd><dt>Makes</dt><dd>${s.totals.makes}</dd>`,
    `<dt>As of</dt><dd><time datetime="${e(s.as_of)}">${e(s.as_of)}</time></dd></dl></section>`,
    '<section aria-labelledby="charts"><h2 id="charts">At a glance</h2><p class="muted">Each chart\'s figures are in the tables below.</p>',
    `<figure class="chart-figure">${priceRangeChart(s)}<figcaption>Asking-price ranges: the line runs from the lowest to the highest asking price, the box from the 25th to the 75th percentile, the dark tick marks the median.</figcaption></figure>`,
    `<figure class="chart-figure">${listingsByConditionChart(s)}<figcaption>Live listings per category, coloured by condition.</figcaption></figure>`,
    `<figure class="chart-figure">${medianYearChart(s)}<figcaption>Median year of manufacture per category.</figcaption></figure></section>`,
    '<section aria-labelledby="prices"><h2 id="prices">Asking prices by category</h2><div class="table-wrap" tabindex="0" role="region" aria-labelledby="prices"><table>',
    `<caption class="muted">Asking prices of live listings in ${e(s.currency)}; “–” where no listing in the category has a price.</caption>`,
    '<thead><tr><th scope="col">Category</th><th scope="col" class="num">Live</th><th scope="col" class="num">Priced</th><th scope="col" class="num">On request</th>' +
      '<th scope="col" class="num">Min</th><th scope="col" class="num">25th pct</th><th scope="col" class="num">Median</th><th scope="col" class="num">75th pct</th>' +
      '<th scope="col" class="num">Max</th><th scope="col" class="num">Median year</th></tr></thead><tbody>',
    ...s.categories.map((k) => {
      const g = categoryGuide(c, k.slug);
      const p = k.asking_price;
      return row([
        `<th scope="row">${g ? `<a href="/guides/${e(g.slug)}">${e(k.label)}</a>` : e(k.label)}</th>`,
        num(k.live_listings),
        num(k.priced_listings),
        num(k.price_on_request),
        num(m(p?.min)),
        num(m(p?.p25)),
        num(m(p?.median)),
        num(m(p?.p75)),
        num(m(p?.max)),
        num(k.median_year ?? '–'),
      ]);
    }),
    '</tbody></table></div></section>',
    '<section aria-labelledby="makes"><h2 id="makes">Makes and conditions by category</h2>',
    live.length
      ? `<ul class="plain-list">${live
          .map(
            (k) =>
              `<li><strong>${e(k.label)}:</strong> top makes ${e(k.top_makes.map((t) => `${t.make} (${t.count})`).join(', ') || 'none')}; conditions ${e(
                k.conditions.map((x) => `${condLabel.get(x.condition) ?? x.condition} (${x.count})`).join(', ') ||
                  'none',
              )}</li>`,
          )
          .join('')}</ul>`
      : '<p>No live listings.</p>',
    '</section>',
    `<section class="cite" aria-labelledby="cite"><h2 id="cite">Licence and citation</h2><p class="license">This snapshot is licensed under <a href="${e(CC_BY.url)}">${e(CC_BY.name)}</a>. Cite: ${e(citation(PAGES.snapshot.title, url))}</p>`,
    `<p>Data: <a href="${e(data)}">${e(data)}</a></p></section>`,
  ];
  return {
    title: PAGES.snapshot.title,
    description: intro,
    canonical: url,
    markdown: `${url}.md`,
    json: data,
    jsonLd: snapshotLd(c as PublicCatalog, intro),
    body: b.join('\n'),
  };
}
