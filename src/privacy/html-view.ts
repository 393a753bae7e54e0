// HTML read as a visitor and a script see it: comments dropped, inline tags
// joined away (jan<code>@</code>x.de), <br> a line break, block tags a
// paragraph break, table cells joined with a space (seller text, where a
// number split over two cells is read whole) or kept apart (a built page,
// where a year and a voltage in two cells are two facts). Attribute values
// that carry text or targets (href, src, alt, title, content, value) are
// read as blocks of their own, and data-* attributes too: a user and a
// domain in two of them (`<span data-user="jan" data-domain="firma.de">`)
// are read as the address a script would show. Script text (JSON-LD) is read;
// style is not. Mapped back to the source (./mapped.ts).
import { MappedBuilder, type Mapped } from './mapped.ts';
import { matches } from '../lib/matches.ts';

export interface HtmlViewOptions {
  cells: 'join' | 'apart';
}

const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'form',
  'fieldset',
  'address',
  'hr',
  'details',
  'summary',
  'body',
  'html',
  'head',
  'title',
  'meta',
  'link',
  'option',
  'select',
  'textarea',
  'button',
  'label',
  'caption',
  'svg',
  'img',
  'input',
  'iframe',
  'video',
  'audio',
  'source',
]);
const TEXT_ATTRS = new Set([
  'href',
  'src',
  'alt',
  'title',
  'content',
  'value',
  'srcset',
  'poster',
  'action',
  'cite',
  'label',
  'placeholder',
  'aria-label',
  'download',
]);
const USER = /^data-(?:user|username|name|local|mail-user|email-user|u|account|prefix)$/i;
const DOMAIN = /^data-(?:domain|host|server|mail-domain|email-domain|d|suffix|website)$/i;

export function htmlView(src: string, opts: HtmlViewOptions = { cells: 'apart' }): Mapped {
  const b = new MappedBuilder();
  const gap = (text: string, at: number) => b.emit(text, at, at);
  let at = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(src); m; m = TAG.exec(src)) {
    if (m.index > at) b.copy(src.slice(at, m.index), at);
    at = m.index + m[0].length;
    if (!m[2]) continue; // a comment
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (!closing && (name === 'script' || name === 'style')) {
      const close = src.toLowerCase().indexOf(`</${name}`, at);
      const end = close < 0 ? src.length : close;
      if (name === 'script') {
        gap('\n\n', at);
        b.copy(src.slice(at, end), at);
        gap('\n\n', end);
      }
      at = end;
      TAG.lastIndex = end;
      continue;
    }
    if (name === 'br') gap('\n', m.index);
    else if (name === 'td' || name === 'th') gap(opts.cells === 'join' ? ' ' : '\n\n', m.index);
    else if (name === 'tr') gap(opts.cells === 'join' ? '\n' : '\n\n', m.index);
    else if (BLOCK.has(name)) gap('\n\n', m.index);
    if (!closing && m[3]) attributes(b, m[3], m.index + 1 + m[2].length);
  }
  if (at < src.length) b.copy(src.slice(at), at);
  return b.build();
}

/** The readable attribute values of one tag, each a block of its own; a data user and domain as one address. */
function attributes(b: MappedBuilder, attrs: string, offset: number) {
  let user: [string, number] | undefined;
  let domain: [string, number] | undefined;
  for (const a of matches(attrs, ATTR)) {
    const key = a[1].toLowerCase();
    const value = a[2] ?? a[3] ?? a[4] ?? '';
    const valueAt = offset + a.index! + a[0].length - value.length - (a[2] !== undefined || a[3] !== undefined ? 1 : 0);
    if (!value) continue;
    if (USER.test(key)) user = [value, valueAt];
    else if (DOMAIN.test(key)) domain = [value, valueAt];
    if (TEXT_ATTRS.has(key) || key.startsWith('data-')) {
      b.emit('\n\n', valueAt, valueAt);
      // A data attribute reads with its name ("data-tel": a number announced as a telephone number).
      if (key.startsWith('data-')) b.emit(`${key.slice(5)}: `, valueAt, valueAt);
      b.copy(value, valueAt);
      b.emit('\n\n', valueAt + value.length, valueAt + value.length);
    }
  }
  if (user && domain) {
    b.emit('\n\n', user[1], user[1]);
    b.copy(user[0], user[1]);
    b.emit('@', user[1] + user[0].length, domain[1]);
    b.copy(domain[0], domain[1]);
    b.emit('\n\n', domain[1] + domain[0].length, domain[1] + domain[0].length);
  }
}

/** Whether text holds HTML worth reading as HTML. */
export const hasHtml = (s: string) => /<(?:[a-zA-Z][\w:-]*[\s>/]|!--)/.test(s);
