// A fast path for the commonest seller text: paragraphs of plain prose, a
// paragraph that is one bold phrase ("**Included**"), and tight "- " lists.
// Parsing with remark costs ~0.8 ms for a 600-character description, most of
// a listing page's price at 100,000 listings; a text of this shape is
// recognised with a few regular expressions and printed directly, in exactly
// the bytes remark prints (HTML, normalised markdown, plain text:
// tests/present/plain-prose.test.ts compares them on generated texts). Any
// other text (links, emphasis, headings, HTML, entities, escapes, tables,
// loose or ordered lists, line breaks inside a paragraph) is not recognised
// and goes through remark (src/present/render-markdown.ts).

export type ProseBlock = { kind: 'p' | 'strong'; text: string } | { kind: 'list'; items: string[] };

/**
 * Characters with no markdown meaning where they can stand in such a text: no `*_`~[]<>&#\|@` and
 * no whitespace but the space. A phrase starts with a letter or digit and ends without a space.
 */
const PHRASE = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} ,.;:'"()/?!%=+$€£°×-]*[^ ])?$/u;
/**
 * Inside the allowed characters, what markdown still reads as syntax (an ordered list `1.`, a GFM autolink
 * `www.` or `http://`), what remark escapes when it prints (`.` after `w`), and runs of spaces: not recognised.
 */
const SYNTAX = /^\d+[.)]|www\.|w\.[\w.-]|:\/| {2}/i;
const LIST_ITEM = /^- (.*)$/;
const STRONG = /^\*\*(.*)\*\*$/;

const phrase = (s: string) => PHRASE.test(s) && !SYNTAX.test(s);

/** The blocks of a text of the recognised shape, or undefined. */
export function proseBlocks(markdown: string): ProseBlock[] | undefined {
  const blocks: ProseBlock[] = [];
  for (const block of markdown.split('\n\n')) {
    const items = block.split('\n').map((l) => LIST_ITEM.exec(l)?.[1]);
    if (items.every((i): i is string => i !== undefined)) {
      // Lines of "- item" only: a tight list. Two lists in a row are one loose list to remark.
      if (!items.every(phrase) || blocks.at(-1)?.kind === 'list') return undefined;
      blocks.push({ kind: 'list', items });
      continue;
    }
    const strong = STRONG.exec(block);
    if (strong && phrase(strong[1])) blocks.push({ kind: 'strong', text: strong[1] });
    else if (phrase(block)) blocks.push({ kind: 'p', text: block });
    else return undefined;
  }
  return blocks;
}

/** What remark-html prints (no character of a phrase needs escaping in HTML text). */
export const proseHtml = (blocks: ProseBlock[]): string =>
  `${blocks
    .map((b) =>
      b.kind === 'list'
        ? `<ul>\n${b.items.map((i) => `<li>${i}</li>`).join('\n')}\n</ul>`
        : b.kind === 'strong'
          ? `<p><strong>${b.text}</strong></p>`
          : `<p>${b.text}</p>`,
    )
    .join('\n')}\n`;

/** What remark-stringify prints with the twins' settings (bullet `-`, strong `*`), trimmed. */
export const proseMarkdown = (blocks: ProseBlock[]): string =>
  blocks
    .map((b) =>
      b.kind === 'list' ? b.items.map((i) => `- ${i}`).join('\n') : b.kind === 'strong' ? `**${b.text}**` : b.text,
    )
    .join('\n\n');

/** The plain text (src/present/render-markdown.ts plainText): phrases separated by one space. */
export const proseText = (blocks: ProseBlock[]): string =>
  blocks.flatMap((b) => (b.kind === 'list' ? b.items : [b.text])).join(' ');
