// The market snapshot as pictures: SVG charts rendered at build time into the
// page (no JavaScript), each with a <title> and <desc> text alternative; the
// tables under them carry every figure as text. Styling is by presentation
// attributes only, so the page CSP needs no 'unsafe-inline' for styles.
import type { Snapshot } from '../schemas/public.ts';
import { CONDITIONS } from '../schemas/vocabulary.ts';
import { money } from '../present/format.ts';

const esc = (s: string | number) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = 'font-family="system-ui, sans-serif" font-size="13" fill="#1f2937"';
const LABEL_W = 230;
const WIDTH = 760;
const ROW = 26;
const PLOT_W = WIDTH - LABEL_W - 30;

/** Condition colours, best to worst; dark enough for text-free bars and distinct for common colour blindness. */
const CONDITION_COLOURS = ['#1b5e20', '#2e7d32', '#1565c0', '#42a5f5', '#f9a825', '#e65100', '#6d4c41'];

function frame(id: string, title: string, desc: string, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-labelledby="${id}-t ${id}-d" class="chart">` +
    `<title id="${id}-t">${esc(title)}</title><desc id="${id}-d">${esc(desc)}</desc>${body}</svg>`
  );
}

const rowLabel = (i: number, text: string) =>
  `<text x="${LABEL_W - 8}" y="${30 + i * ROW + 17}" text-anchor="end" ${FONT}>${esc(text)}</text>`;

/** Asking-price ranges per category on a log scale: whisker min–max, box 25th–75th percentile, tick at the median. */
export function priceRangeChart(s: Snapshot): string {
  const rows = s.categories.filter((k) => k.asking_price);
  const lo = Math.min(...rows.map((k) => k.asking_price!.min), Infinity);
  const hi = Math.max(...rows.map((k) => k.asking_price!.max), 0);
  const desc = rows.length
    ? `Asking prices of live listings in ${s.currency}, by category: ${rows.map((k) => `${k.label} median ${money(k.asking_price!.median, s.currency)} (from ${money(k.asking_price!.min, s.currency)} to ${money(k.asking_price!.max, s.currency)})`).join('; ')}.`
    : 'No live listing has a price.';
  const height = 30 + rows.length * ROW + 40;
  if (!rows.length)
    return frame(
      'chart-prices',
      'Asking-price ranges by category',
      desc,
      60,
      `<text x="10" y="35" ${FONT}>No priced listings.</text>`,
    );
  const a = Math.log10(Math.max(1, lo)),
    b = Math.log10(Math.max(hi, lo * 10));
  const x = (v: number) => LABEL_W + ((Math.log10(Math.max(1, v)) - a) / (b - a || 1)) * PLOT_W;
  const ticks: number[] = [];
  for (let p = Math.floor(a); p <= Math.ceil(b); p++)
    if (10 ** p >= lo / 1.0001 && 10 ** p <= hi * 1.0001) ticks.push(10 ** p);
  let body = ticks
    .map(
      (t) =>
        `<line x1="${x(t)}" x2="${x(t)}" y1="24" y2="${height - 34}" stroke="#cbd2dc"/><text x="${x(t)}" y="${height - 16}" text-anchor="middle" ${FONT}>${esc(money(t, s.currency))}</text>`,
    )
    .join('');
  rows.forEach((k, i) => {
    const q = k.asking_price!,
      y = 30 + i * ROW + 12;
    body +=
      rowLabel(i, k.label) +
      `<line x1="${x(q.min)}" x2="${x(q.max)}" y1="${y}" y2="${y}" stroke="#4b5563" stroke-width="2"/>` +
      `<rect x="${x(q.p25)}" y="${y - 7}" width="${Math.max(2, x(q.p75) - x(q.p25))}" height="14" fill="#3a6ea5"/>` +
      `<line x1="${x(q.median)}" x2="${x(q.median)}" y1="${y - 10}" y2="${y + 10}" stroke="#111827" stroke-width="3"/>`;
  });
  return frame('chart-prices', `Asking-price ranges by category (${s.currency}, log scale)`, desc, height, body);
}

/** Live listings per category, stacked by condition. */
export function listingsByConditionChart(s: Snapshot): string {
  const rows = s.categories;
  const most = Math.max(1, ...rows.map((k) => k.live_listings));
  const height = 30 + rows.length * ROW + 60;
  const w = (n: number) => (n / most) * (PLOT_W - 40);
  let body = '';
  rows.forEach((k, i) => {
    const y = 30 + i * ROW + 4;
    let at = LABEL_W;
    body += rowLabel(i, k.label);
    CONDITIONS.forEach(([cond], ci) => {
      const n = k.conditions.find((c) => c.condition === cond)?.count ?? 0;
      if (!n) return;
      body += `<rect x="${at}" y="${y}" width="${w(n)}" height="16" fill="${CONDITION_COLOURS[ci]}"/>`;
      at += w(n);
    });
    body += `<text x="${at + 6}" y="${y + 13}" ${FONT}>${k.live_listings}</text>`;
  });
  // Legend.
  const ly = height - 22;
  body += CONDITIONS.map(
    ([, label], ci) =>
      `<rect x="${10 + ci * 105}" y="${ly}" width="12" height="12" fill="${CONDITION_COLOURS[ci]}"/><text x="${26 + ci * 105}" y="${ly + 11}" ${FONT}>${esc(label)}</text>`,
  ).join('');
  const label = new Map<string, string>(CONDITIONS);
  const desc = `Live listings per category and condition: ${rows.map((k) => `${k.label} ${k.live_listings}${k.conditions.length ? ` (${k.conditions.map((c) => `${label.get(c.condition) ?? c.condition} ${c.count}`).join(', ')})` : ''}`).join('; ')}.`;
  return frame('chart-conditions', 'Live listings per category, by condition', desc, height, body);
}

/** Median year of manufacture per category, as dots on a year axis. */
export function medianYearChart(s: Snapshot): string {
  const rows = s.categories.filter((k) => k.median_year !== null);
  if (!rows.length)
    return frame(
      'chart-years',
      'Median year by category',
      'No listing states a year.',
      60,
      `<text x="10" y="35" ${FONT}>No years given.</text>`,
    );
  const years = rows.map((k) => k.median_year!);
  const lo = Math.floor(Math.min(...years) / 5) * 5,
    hi = Math.ceil((Math.max(...years) + 1) / 5) * 5;
  const x = (v: number) => LABEL_W + ((v - lo) / (hi - lo || 1)) * PLOT_W;
  const height = 30 + rows.length * ROW + 40;
  let body = '';
  for (let t = lo; t <= hi; t += 5)
    body += `<line x1="${x(t)}" x2="${x(t)}" y1="24" y2="${height - 34}" stroke="#cbd2dc"/><text x="${x(t)}" y="${height - 16}" text-anchor="middle" ${FONT}>${t}</text>`;
  rows.forEach((k, i) => {
    const y = 30 + i * ROW + 12;
    body +=
      rowLabel(i, k.label) +
      `<line x1="${LABEL_W}" x2="${x(k.median_year!)}" y1="${y}" y2="${y}" stroke="#9aa5b4"/><circle cx="${x(k.median_year!)}" cy="${y}" r="6" fill="#b45309"/>`;
  });
  const desc = `Median year of manufacture of live listings: ${rows.map((k) => `${k.label} ${k.median_year}`).join('; ')}.`;
  return frame('chart-years', 'Median year of manufacture by category', desc, height, body);
}
