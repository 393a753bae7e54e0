// YAML errors that point at the spot: the file's own line and column, the
// reason, and the line itself. A parser notices an unclosed quote or bracket
// only where the text stops making sense (often lines later, at the next
// key); the editor needs the place where the quote or bracket was opened.
// So the text is read again with `yaml` (position-exact errors, a concrete
// syntax tree), and an unterminated quoted value or flow collection is
// reported where it starts. Front matter is parsed by gray-matter (js-yaml);
// when `yaml` sees no error there, js-yaml's own mark is used.
import { LineCounter, Parser, parseDocument } from 'yaml';

/** What an editor reads: `line 2, column 7: <reason>: <the line>`. */
function describe(text: string, offset: number, reason: string, firstLine: number, lc: LineCounter): string {
  const { line, col } = lc.linePos(offset);
  const source = text.split('\n')[line - 1]?.trim() ?? '';
  const shown = source.length > 60 ? `${source.slice(0, 57)}…` : source;
  return `line ${line + firstLine - 1}, column ${col}: ${reason}${shown ? ` (${shown})` : ''}`;
}

interface Opened {
  offset: number;
  what: string;
}

/** Quoted values and flow collections ([…], {…}) whose closing character never comes. */
function unterminated(text: string): Opened[] {
  const out: Opened[] = [];
  const walk = (t: unknown): void => {
    if (!t || typeof t !== 'object') return;
    const tok = t as {
      type?: string;
      offset?: number;
      source?: string;
      start?: { source: string; offset: number };
      end?: { source: string }[];
    };
    if (tok.type === 'double-quoted-scalar' || tok.type === 'single-quoted-scalar') {
      const q = tok.source!.charAt(0);
      const body = tok.source!.slice(1);
      const closed = q === '"' ? /(?:^|[^\\])(?:\\\\)*"\s*$/.test(body) : /'\s*$/.test(body.replace(/''/g, ''));
      if (!closed || body.length === 0) out.push({ offset: tok.offset!, what: `the ${q} opened here is never closed` });
    }
    if (tok.type === 'flow-collection' && tok.start) {
      const close = tok.start.source === '[' ? ']' : '}';
      const what = `the ${tok.start.source} opened here is never closed with ${close}`;
      if (!tok.end?.some((e) => e.source === close)) out.push({ offset: tok.start.offset, what });
    }
    for (const v of Object.values(t)) (Array.isArray(v) ? v : [v]).forEach(walk);
  };
  for (const token of new Parser().parse(text)) walk(token);
  return out;
}

/**
 * The first YAML error in `text`, described at file lines (`firstLine` is the
 * file line of the text's first line), or undefined when `yaml` finds none.
 */
export function yamlError(text: string, firstLine = 1): string | undefined {
  const lc = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lc });
  const e = doc.errors[0];
  if (!e) {
    try {
      doc.toJS();
      return undefined;
    } catch (x) {
      return `${(x as Error).message} (YAML, from line ${firstLine})`;
    }
  }
  const reason = e.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '');
  const opened = unterminated(text).find((o) => o.offset <= e.pos[0]);
  const stopped = lc.linePos(e.pos[0]).line + firstLine - 1;
  const what = opened && `${opened.what}; the parser stopped at line ${stopped}: ${reason}`;
  if (opened && what) return describe(text, opened.offset, what, firstLine, lc);
  return describe(text, e.pos[0], reason, firstLine, lc);
}

/** The front matter of a markdown file and the file line it starts on, if the file has one. */
function frontMatterOf(source: string): { text: string; firstLine: number } | undefined {
  const m = /^\uFEFF?---[ \t]*\r?\n/.exec(source);
  if (!m) return undefined;
  const rest = source.slice(m[0].length);
  const end = /^(?:---|\.\.\.)[ \t]*$/m.exec(rest);
  return { text: end ? rest.slice(0, end.index) : rest, firstLine: 2 };
}

/**
 * A front-matter error (gray-matter parses it with js-yaml): an unclosed
 * quote or bracket where it opens; anything else where js-yaml stopped, with
 * its reason. gray-matter hands js-yaml the text after the opening `---`
 * with its newline, so the mark's 0-based line is the file's 1-based one less one.
 */
export function frontMatterError(source: string, e: unknown): string {
  const fm = frontMatterOf(source);
  const x = e as { reason?: string; message?: string; mark?: { line: number; column: number } };
  const lc = new LineCounter();
  if (fm) {
    parseDocument(fm.text, { lineCounter: lc });
    const opened = unterminated(fm.text)[0];
    // Unless js-yaml stopped at an earlier line for another reason.
    const before = x.mark && opened && x.mark.line + 1 < lc.linePos(opened.offset).line + fm.firstLine - 1;
    if (opened && !before) return describe(fm.text, opened.offset, opened.what, fm.firstLine, lc);
  }
  const reason = x.reason ?? String(x.message ?? e).split('\n')[0];
  if (!x.mark) return fm ? (yamlError(fm.text, fm.firstLine) ?? reason) : reason;
  const line = x.mark.line + 1;
  const text = source.split('\n')[line - 1]?.trim() ?? '';
  const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return `line ${line}, column ${x.mark.column + 1}: ${reason}${shown ? ` (${shown})` : ''}`;
}
