// How the leak scan reads each kind of built file, in pieces it can judge on
// their own (the pieces a reader sees apart): a page in its blocks (a cell,
// a paragraph, a list item, a head tag; JSON-LD as JSON), a markdown file in
// its paragraphs, a JSON file in its string values, code (scripts, index
// files) as code. Pieces repeat across a build (the page shell, a listing's
// title in its page, twin and JSON), so a piece or block found clean once
// is not read again (./leak-text.ts remembers them).
import { matches } from '../lib/matches.ts';

export type FileKind = 'page' | 'markdown' | 'json' | 'code' | 'text';

const CODE = /\.(?:mjs|cjs|js|css|svg|flex|meta|map)$/;
export function kindOf(path: string): FileKind {
  if (path.endsWith('.html')) return 'page';
  // The routing table and function configs: written by the build from code, read as code.
  if (/(?:^|\/)(?:config|\.vc-config)\.json$/.test(path)) return 'code';
  if (path.endsWith('.json')) return 'json';
  if (path.endsWith('.md')) return 'markdown';
  if (CODE.test(path)) return 'code';
  return 'text';
}

// A block ends after its closing tag (or a head tag): a contact never spans two as a visitor reads them.
const BLOCK_END =
  /<\/(?:p|li|td|th|tr|div|h[1-6]|dd|dt|section|article|header|footer|nav|main|aside|ul|ol|dl|table|thead|tbody|tfoot|figure|figcaption|blockquote|pre|title|head|body|form|details|summary|caption|option|button|label)>|<(?:meta|link|img|input|hr|br)\b[^>]*>/gi;

/**
 * A page cut after every block end, in one forward pass. Each block end is a tag that holds no other ">", so no end
 * hides inside another: the same cuts as splitting at every position a block end ends at.
 */
function blocks(html: string): string[] {
  const out: string[] = [];
  let at = 0;
  for (const m of matches(html, BLOCK_END)) {
    const end = m.index + m[0].length;
    if (end < html.length) {
      out.push(html.slice(at, end));
      at = end;
    }
  }
  out.push(html.slice(at));
  return out;
}
const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi;
const OTHER_SCRIPT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi;

const INLINE_TAGS =
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var';
const INLINE = new RegExp(`</?(?:${INLINE_TAGS.replace(/ /g, '|')})\\b[^>]*>`, 'gi');

/**
 * A block of a built page as a visitor reads it: inline tags joined away (jan<code>@</code>x.de), other tags a
 * paragraph break, comments dropped. Attribute values are read apart (attributePieces).
 */
const visibleText = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(INLINE, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '\n\n')
    .trim();

// Attributes a reader or a browser acts on: link targets other than http(s) (tel:, mailto:, sms:, skype: …; the
// http ones are read as addresses already), and text a visitor sees or a script shows (alt, title, labels, data-*).
const TARGET_ATTR = /\s(?:href|src|action)\s*=\s*"(?!https?:|\/|#)([^"]+)"/gi;
const TEXT_ATTR = /\s(?:alt|title|content|value|label|placeholder|aria-label|data-[\w-]+)\s*=\s*"([^"]+)"/gi;

const decodedTarget = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

function attributePieces(block: string): Piece[] {
  if (!block.includes('="')) return [];
  const out: Piece[] = [];
  // A mailto: or tel: target is read as the text it puts in a mail or a dialler (escapes decoded).
  for (const m of matches(block, TARGET_ATTR)) out.push({ text: decodedTarget(m[1]), kind: 'plain' });
  for (const m of matches(block, TEXT_ATTR)) if (/[\p{L}\p{N}]/u.test(m[1])) out.push({ text: m[1], kind: 'plain' });
  return out;
}

export interface Piece {
  text: string;
  kind: 'page' | 'plain' | 'code' | 'url';
}

// An address is read as the publishing step read it (catalog/verbatim.ts: a number in a path needs more than its shape).
const URL = /\bhttps?:\/\/[^\s"'<>)\]]+/g;

/**
 * What a reader judges together: pieces, and a page's blocks, each the pieces of one stretch of markup (`block`, by
 * which a block found clean once is known again: a page shell's blocks repeat on every page).
 */
export type Unit = Piece | { block: string; pieces: () => Piece[] };

/**
 * The units of a file's text, each piece to be judged on its own, addresses apart; a page's blocks are cut into
 * their pieces only when read.
 */
export function unitsOf(text: string, kind: FileKind): Unit[] {
  if (kind === 'code') return [{ text, kind: 'code' }];
  const urls: Piece[] = [];
  const rest =
    kind === 'json'
      ? text
      : text.replace(URL, (u) => {
          urls.push({ text: u, kind: 'url' });
          return ' ';
        });
  return [...urls, ...(kind === 'page' ? pageUnits(rest) : textPieces(rest, kind))];
}

function pageUnits(text: string): Unit[] {
  const units: Unit[] = [];
  for (const m of matches(text, JSON_LD)) units.push(...jsonPieces(m[1]));
  // Other scripts and styles are code: only known contacts and real addresses count there.
  for (const m of matches(text.replace(JSON_LD, ''), OTHER_SCRIPT)) units.push({ text: m[0], kind: 'code' });
  const rest = text.replace(JSON_LD, ' ').replace(OTHER_SCRIPT, ' ');
  for (const block of blocks(rest)) units.push({ block, pieces: () => blockPieces(block) });
  return units;
}

function blockPieces(block: string): Piece[] {
  const pieces = attributePieces(block);
  const visible = visibleText(block);
  if (visible.trim()) pieces.push({ text: visible, kind: 'page' });
  return pieces;
}

const TABLE_ROW = /^[ \t]*\|.*\|[ \t]*$/;
const TABLE_RULE = /^[ \t]*\|(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*$/;

/**
 * A markdown paragraph, its table rows cut into cells: a cell is read on its own, as a page's <td> is (the twin
 * and the page must be judged alike). Read as one line, a table of counts ("| 10463 | 8397 | 2066 |", a market
 * snapshot at 100,000 listings) is a telephone number to the detector. A contact split across cells is the
 * publishing step's to find: it reads a record's spec rows together before anything is rendered.
 */
function markdownPieces(paragraph: string): Piece[] {
  // A table row holds a "|" (most paragraphs hold none: not cut into lines to find out).
  if (!paragraph.includes('|')) return [{ text: paragraph, kind: 'plain' }];
  const lines = paragraph.split('\n');
  if (!lines.some((l) => TABLE_ROW.test(l))) return [{ text: paragraph, kind: 'plain' }];
  const pieces: Piece[] = [];
  const prose: string[] = [];
  for (const line of lines) {
    if (!TABLE_ROW.test(line)) prose.push(line);
    else if (!TABLE_RULE.test(line))
      for (const cell of line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/))
        if (cell.trim()) pieces.push({ text: cell.trim(), kind: 'plain' });
  }
  if (prose.join('').trim()) pieces.push({ text: prose.join('\n'), kind: 'plain' });
  return pieces;
}

function textPieces(text: string, kind: Exclude<FileKind, 'page'>): Piece[] {
  switch (kind) {
    case 'json':
      return jsonPieces(text);
    case 'markdown':
      return text
        .split(/\n[ \t]*\n/)
        .filter((p) => p.trim())
        .flatMap(markdownPieces);
    case 'code':
      return [{ text, kind: 'code' }];
    case 'text':
      return text
        .split(/\n[ \t]*\n/)
        .filter((p) => p.trim())
        .map((p) => ({ text: p, kind: 'plain' as const }));
  }
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Every string value (and key) of a JSON text; a text that is no JSON is read as text. */
function jsonPieces(text: string): Piece[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [{ text, kind: 'plain' }];
  }
  const out: Piece[] = [];
  const walk = (v: unknown, key: string) => {
    // A slug was read by the publishing step with its record's own words (catalog/privacy-context.ts); its pages' addresses are masked.
    if (typeof v === 'string') {
      // A JSON text inside JSON (an MCP text item holding the result) is read as JSON, its slugs skipped too.
      const inner = /^\s*[[{]/.test(v) ? parsed(v) : undefined;
      if (inner !== undefined) walk(inner, key);
      else if (v && key !== 'slug') {
        if (/^https?:\/\//.test(v)) out.push({ text: v, kind: 'url' });
        // Cells of a line of facts (an MCP text item: "- title | model | year | price") are read apart, as table
        // cells of a built page are: a model number and a year are two facts.
        else if (!v.includes(' | ')) {
          if (v.trim()) out.push({ text: v, kind: 'plain' });
        } else for (const cell of v.split(' | ')) if (cell.trim()) out.push({ text: cell, kind: 'plain' });
      }
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object')
      // Own keys in Object.entries' order, without an array of pairs for every object of every JSON file.
      for (const k in v) {
        if (k.length > 24) out.push({ text: k, kind: 'plain' });
        walk((v as Record<string, unknown>)[k], k);
      }
  };
  walk(value, '');
  return out;
}
