// Markdown read as its reader sees it once rendered: the visible text of
// every node (inline pieces joined as the page joins them, so `jan`@`x.de`
// reads jan@x.de), table cells of a row joined with a space (| 0171 | 9014827 |
// reads 0171 9014827), list items and rows on lines of their own, blocks
// apart; footnotes, image alt text, link and image targets; raw HTML read by
// ./html-view.ts. Every character maps back to the markdown source, so a
// contact the rendering reveals is cut out of the source where it stands.
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import type { Nodes } from 'mdast';
import { MappedBuilder, type Mapped } from './mapped.ts';
import { htmlView } from './html-view.ts';

const parser = remark().use(remarkGfm).freeze();

const BLOCKS = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'code',
  'footnoteDefinition',
  'table',
  'list',
  'thematicBreak',
]);

export function markdownView(src: string): Mapped {
  const tree = parser.parse(src) as Nodes;
  const b = new MappedBuilder();
  const gap = (text: string, at: number) => b.emit(text, at, at);
  /** A literal value found inside the node's source: mapped character for character, else to the whole node. */
  const value = (v: string, from: number, to: number) => {
    const k = v ? src.slice(from, to).indexOf(v) : -1;
    if (k >= 0) b.copy(v, from + k);
    else if (v) b.emit(v, from, to);
  };
  const visit = (n: Nodes, parent?: Nodes) => {
    const from = n.position?.start.offset ?? 0;
    const to = n.position?.end.offset ?? from;
    // A list item's paragraph is the item's line: items stay one line apart, as a reader goes down the list.
    if (BLOCKS.has(n.type) && !(n.type === 'paragraph' && parent?.type === 'listItem')) gap('\n\n', from);
    else if (n.type === 'listItem' || n.type === 'tableRow') gap('\n', from);
    else if (n.type === 'tableCell') gap(' ', from);
    else if (n.type === 'break') gap('\n', from);
    if (n.type === 'text' || n.type === 'inlineCode' || n.type === 'code') value(n.value, from, to);
    else if (n.type === 'html')
      b.append(htmlView(n.value, { cells: 'join' }), from + Math.max(0, src.slice(from, to).indexOf(n.value)));
    else if (n.type === 'image') value(n.alt ?? '', from, to);
    if ('children' in n) for (const c of n.children as Nodes[]) visit(c, n);
    // Targets are read after the text, each on its own: the text around a link reads on as the page shows it.
    if (n.type === 'link' || n.type === 'image' || n.type === 'definition') targets.push([n.url, from, to]);
  };
  const targets: [string, number, number][] = [];
  visit(tree);
  for (const [url, from, to] of targets) {
    gap('\n\n', to);
    value(url, from, to);
  }
  return b.build();
}
