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
import { proseBlocks, proseHtml, proseMarkdown, proseText } from './plain-prose.ts';

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

/**
 * The syntax tree of a markdown text, kept for the last few texts: a listing's page, its JSON-LD and its twin print
 * the same description (plain text twice, HTML, markdown), and parsing is most of what each costs.
 */
const parsed: { markdown: string; tree: Root; text?: string }[] = [];
const PARSED_KEPT = 4;
const parser = remark().use(remarkGfm).freeze();

function parsedOf(markdown: string): { markdown: string; tree: Root; text?: string } {
  let p = parsed.find((x) => x.markdown === markdown);
  if (!p) {
    p = { markdown, tree: parser.parse(markdown) };
    parsed.unshift(p);
    if (parsed.length > PARSED_KEPT) parsed.pop();
  }
  return p;
}

/** Runs a processor's transforms and compiler on a copy of the text's tree (the transforms rewrite the tree). */
function processParsed(proc: ReturnType<typeof makeHtml> | ReturnType<typeof makeMd>, markdown: string): string {
  return String(proc.stringify(proc.runSync(structuredClone(parsedOf(markdown).tree)) as Root));
}

/** Markdown to sanitized HTML, ready for `set:html`. */
export function renderMarkdown(markdown: string, opts: MarkdownOptions = {}): string {
  const prose = proseBlocks(markdown);
  if (prose) return proseHtml(prose);
  return processParsed(cached(htmlCache, opts, makeHtml), markdown);
}

/** Markdown to normalised markdown with the same options applied (for the twins). */
export function normalizeMarkdown(markdown: string, opts: MarkdownOptions = {}): string {
  const prose = proseBlocks(markdown);
  if (prose) return proseMarkdown(prose);
  return processParsed(cached(mdCache, opts, makeMd), markdown).trim();
}

/** The plain text of a markdown snippet (for meta descriptions and JSON-LD). */
export function plainText(markdown: string): string {
  const prose = proseBlocks(markdown);
  if (prose) return proseText(prose);
  const p = parsedOf(markdown);
  p.text ??= textOf(p.tree);
  return p.text;
}

function textOf(tree: Root): string {
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

/** The same three forms through remark alone: what the prose fast path (./plain-prose.ts) is tested against. */
export const viaRemark = {
  html: (markdown: string, opts: MarkdownOptions = {}) => processParsed(cached(htmlCache, opts, makeHtml), markdown),
  markdown: (markdown: string, opts: MarkdownOptions = {}) =>
    processParsed(cached(mdCache, opts, makeMd), markdown).trim(),
  text: (markdown: string) => textOf(parsedOf(markdown).tree),
};
