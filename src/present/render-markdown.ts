// Markdown → safe HTML for the pages, and markdown → tidy markdown for the
// twins. Seller-written descriptions are untrusted: raw HTML never survives
// (remark-html sanitizes with GitHub's schema), images become their alt text
// (no third-party pixels, no alt-less images), and headings are pushed below
// the page's own so a seller cannot add a second <h1>.
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import type { Root, Nodes } from 'mdast';
import { visit } from 'unist-util-visit';

export interface MarkdownOptions {
  /** Shallowest heading level the text may use (2 under a page title, 3 under a section heading). */
  headingBase?: number;
  /** Seller-written text: drop raw HTML, replace images with their alt text. */
  untrusted?: boolean;
  /** Rewrite root-relative links (`/glossary`) to absolute ones on this origin (for markdown served off-site). */
  origin?: string;
}

/** Every node, depth first, parents before children (a visitor may rewrite a node's children before they are visited). */
const walk = (tree: Root, fn: (node: Nodes) => void) => visit(tree, (n) => fn(n as Nodes));

const transform = (opts: MarkdownOptions) => () => (tree: Root) => {
  if (opts.headingBase) {
    let min = 7;
    walk(tree, (n) => {
      if (n.type === 'heading') min = Math.min(min, n.depth);
    });
    const shift = Math.max(0, opts.headingBase - min);
    if (shift)
      walk(tree, (n) => {
        if (n.type === 'heading') n.depth = Math.min(6, n.depth + shift) as 1 | 2 | 3 | 4 | 5 | 6;
      });
  }
  if (opts.untrusted) {
    walk(tree, (n) => {
      if (!('children' in n)) return;
      // Raw HTML goes entirely; an image becomes its alt text (phrasing stays phrasing).
      n.children = (n.children as Nodes[])
        .filter((child) => child.type !== 'html')
        .map((child) =>
          child.type === 'image' || child.type === 'imageReference' ? { type: 'text', value: child.alt ?? '' } : child,
        ) as never;
    });
  }
  if (opts.origin) {
    const origin = opts.origin;
    walk(tree, (n) => {
      if ((n.type === 'link' || n.type === 'definition') && n.url.startsWith('/') && !n.url.startsWith('//'))
        n.url = origin + n.url;
    });
  }
};

const htmlCache = new Map<string, ReturnType<typeof makeHtml>>();
const mdCache = new Map<string, ReturnType<typeof makeMd>>();

const makeHtml = (opts: MarkdownOptions) =>
  remark().use(remarkGfm).use(transform(opts)).use(remarkHtml, { sanitize: true }).freeze();

const makeMd = (opts: MarkdownOptions) =>
  remark()
    .use(remarkGfm)
    .use(transform(opts))
    .data('settings', { bullet: '-', rule: '-', emphasis: '_', strong: '*', fences: true })
    .freeze();

function cached<T>(cache: Map<string, T>, opts: MarkdownOptions, make: (o: MarkdownOptions) => T): T {
  const key = JSON.stringify([opts.headingBase ?? 0, !!opts.untrusted, opts.origin ?? '']);
  let p = cache.get(key);
  if (!p) cache.set(key, (p = make(opts)));
  return p;
}

/** Markdown to sanitized HTML, ready for `set:html`. */
export function renderMarkdown(markdown: string, opts: MarkdownOptions = {}): string {
  return String(cached(htmlCache, opts, makeHtml).processSync(markdown));
}

/** Markdown to normalised markdown with the same options applied (for the twins). */
export function normalizeMarkdown(markdown: string, opts: MarkdownOptions = {}): string {
  return String(cached(mdCache, opts, makeMd).processSync(markdown)).trim();
}

/** The plain text of a markdown snippet (for meta descriptions and JSON-LD). */
export function plainText(markdown: string): string {
  const tree = remark().use(remarkGfm).parse(markdown);
  const out: string[] = [];
  walk(tree, (n) => {
    if (n.type === 'text' || n.type === 'inlineCode') out.push(n.value);
    else if (n.type === 'image') out.push(n.alt ?? '');
    else if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'listItem') out.push(' ');
  });
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** Shorten to at most `max` characters at a word boundary. */
export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return `${(sp > max / 2 ? cut.slice(0, sp) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
