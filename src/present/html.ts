// Writes presenter output as HTML: the hand-filled listing pages and the
// Astro pages (through set:html) share these, so a fact looks the same
// wherever it appears.
import { day, type Fact, type Segment } from './segments.ts';

/** Text and attribute escaping (as Astro does for `{expr}`). */
export const escHtml = (s: string | number) =>
  String(s).replace(/[&<>"']/g, (ch) =>
    ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : '&#39;',
  );

/** A link on this site is written site-relative, so pages work under any host that serves them. */
export function siteHref(href: string, origin: string): string {
  return href.startsWith(`${origin}/`) ? href.slice(origin.length) : href;
}

function segmentHtml(s: Segment, origin: string): string {
  const e = escHtml;
  if (typeof s === 'string') return e(s);
  if ('date' in s) return `<time datetime="${e(s.date)}">${e(day(s.date))}</time>`;
  if ('code' in s) return `<code>${e(s.code)}</code>`;
  if ('href' in s) return `<a href="${e(siteHref(s.href, origin))}">${e(s.text)}</a>`;
  return `<span class="badge ${e(s.badge)}">${e(s.text)}</span>`;
}

export const valueHtml = (value: Segment[], origin: string) => value.map((s) => segmentHtml(s, origin)).join('');

/** A definition list of facts, in the presenter's order. */
export const factsHtml = (facts: Fact[], origin: string) =>
  `<dl class="facts">${facts.map((f) => `<dt>${escHtml(f.label)}</dt><dd>${valueHtml(f.value, origin)}</dd>`).join('')}</dl>`;
