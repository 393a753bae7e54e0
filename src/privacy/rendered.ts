// What a reader of rendered markdown sees: the visible text (inline pieces
// joined as the page joins them, so `jan`@`x.de` reads jan@x.de) and every
// link and image target. A contact the source scrub left in pieces shows up
// here.
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import type { Nodes } from 'mdast';
import { visit } from 'unist-util-visit';

const parser = remark().use(remarkGfm).freeze();

export function renderedFacets(markdown: string): { text: string; targets: string[] } {
  const tree = parser.parse(markdown) as Nodes;
  const text: string[] = [];
  const targets: string[] = [];
  visit(tree, (n: Nodes) => {
    // A block starts on a line of its own, so pieces of two blocks never join.
    if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'tableCell' || n.type === 'listItem') text.push('\n');
    if (n.type === 'text' || n.type === 'inlineCode' || n.type === 'code') text.push(n.value);
    // Raw HTML is dropped by the renderer; its text still counts (an HTML comment is folded away).
    if (n.type === 'html') text.push(n.value);
    if (n.type === 'image') text.push(n.alt ?? '');
    if (n.type === 'link' || n.type === 'image' || n.type === 'definition') targets.push(n.url);
  });
  return { text: text.join(''), targets };
}

/**
 * A cheap over-approximation of the rendered text and targets (markup
 * characters and link targets taken out, comments dropped): when the detector
 * finds nothing here, the rendered text has nothing either, and the parser
 * need not run.
 */
export function roughFacets(markdown: string): { text: string; targets: string[] } {
  const targets = [...markdown.matchAll(/\]\(\s*<?([^)\s>]+)|<([a-z][a-z0-9+.-]*:[^>\s]+)>|^\s*\[[^\]]+\]:\s*<?(\S+?)>?\s*$/gim)].map((m) => m[1] ?? m[2] ?? m[3]);
  const text = markdown.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/\]\([^)]*\)/g, '').replace(/<[^>]*>/g, '').replace(/[[\]`*_~\\]/g, '');
  return { text, targets };
}

/** Markdown syntax is present: only then can rendering join what the source scrub saw apart. */
export const hasMarkup = (s: string) => /[`*_~<>\[\]\\]|^\s*[#>|-]/m.test(s);
