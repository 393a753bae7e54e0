// The last line before anything leaves the build: reads published text for
// what must never leave it (a seller's e-mail address, telephone number, chat
// id or contact name, found with the same detector and dictionary the
// publishing step scrubbed with) and for any trace of unapproved or withheld
// records. The publishing step has read every record's text already, more
// closely (all views, number words, label and value together), so this pass
// reads each text once, in pieces, quickly (./leak-read.ts), and finds
// nothing in a sound build. The build's leak scan reads every built file with
// it (src/build/leak-scan.ts); index:sync reads every row it writes to the
// search database with it (src/search/postgres/sync.ts); the privacy tests
// read everything the server answers with it.
import type { RawContent, ContentProblem } from './read-content.ts';
import { findContacts, type KnownContacts } from '../privacy/index.ts';
import { fold, foldText } from '../privacy/fold.ts';
import { findKnownPhones } from '../privacy/known.ts';
import { mightHoldContact } from '../privacy/gate.ts';
import { privacyContext } from './privacy-context.ts';
import { checkVerbatim } from './verbatim.ts';
import { unitsOf, type FileKind, type Piece } from './leak-read.ts';
import { idsAndSlugs, maskOwnPaths, maskPublishedIds } from './leak-masks.ts';
import { CleanMemo, LastFile } from './clean-memo.ts';
import { matches } from '../lib/matches.ts';

export interface Leak {
  where: string;
  kind: 'email' | 'phone' | 'messenger' | 'name' | 'unapproved';
  match: string;
}

export interface LeakRules {
  /** Every seller's contacts (privacy/known.ts), the site's own address among the allowed. */
  known: KnownContacts;
  allowedEmails: Set<string>;
  /** Public ids and slugs of listings and manuals that are not approved (or withheld). */
  unapproved: Set<string>;
  /** Ids the marketplace minted for published records: identifiers, not text to read for numbers. */
  publishedIds?: Set<string>;
  /**
   * The slugs the publishing step published, each read there with its record's own words (privacy-context.ts):
   * identifiers wherever they stand (an MCP text item's cells, a batch's ids in a citation URL).
   */
  publishedSlugs?: Set<string>;
}

const EMAIL_ANY = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}/g;
/** A listing or manual id, or the slug of a listing or manual path (group 1); ./leak-masks.ts idsAndSlugs reads it. */
export const ID_OR_SLUG = /\b(?:lst|man)_[0-9a-z]{8,}\b|\/(?:listings|manuals)\/([a-z0-9]+(?:-[a-z0-9]+)*)/g;

/** The rules for a build of `raw`; with the published listings' slugs when the catalog is at hand. */
export function leakRules(raw: RawContent, published?: { listings: { slug: string }[] }): LeakRules {
  const unapproved = new Set<string>();
  for (const l of raw.listings) if (l.moderation_status !== 'approved') unapproved.add(l.public_id).add(l.slug);
  for (const m of raw.manuals) if (m.moderation_status !== 'approved') unapproved.add(m.public_id);
  for (const k of raw.withheld ?? []) unapproved.add(k);
  // An unapproved listing never shares its slug with an approved one: guard anyway.
  for (const l of raw.listings) if (l.moderation_status === 'approved') unapproved.delete(l.slug);
  const publishedIds = new Set<string>();
  for (const r of [...raw.listings, ...raw.manuals])
    if (r.moderation_status === 'approved') publishedIds.add(r.public_id);
  const { known } = privacyContext(raw);
  const publishedSlugs = published ? new Set(published.listings.map((l) => l.slug)) : undefined;
  return {
    known,
    allowedEmails: new Set([raw.site.contact_email.toLowerCase()]),
    unapproved,
    publishedIds,
    publishedSlugs,
  };
}

/** In code (scripts, index files) digits are numbers: only known numbers, written as numbers are written, and real addresses count. */
function codeLeaks(text: string, where: string, rules: LeakRules): Leak[] {
  const leaks: Leak[] = [];
  const f = foldText(text);
  for (const m of matches(f, EMAIL_ANY))
    if (!rules.allowedEmails.has(m[0].toLowerCase())) leaks.push({ where, kind: 'email', match: m[0] });
  for (const run of matches(f, /\+?\d[\d\s()./-]{5,24}\d/g)) {
    if (findKnownPhones(run[0], rules.known).length) leaks.push({ where, kind: 'phone', match: run[0] });
  }
  return leaks;
}

/**
 * What a scan has found clean before, under one set of rules (a page shell's blocks, a listing's title in its page,
 * twin and JSON, the site's own addresses): read once (./clean-memo.ts). Each kind apart, each bounded.
 */
interface Clean {
  pieces: CleanMemo;
  urls: CleanMemo;
  blocks: CleanMemo;
  /** The file of each kind read last (a thread reads its share in turn). */
  last?: Map<FileKind, LastFile>;
}
const clean = new WeakMap<LeakRules, Clean>();
const cleanFor = (rules: LeakRules) => {
  let c = clean.get(rules);
  if (!c) {
    c = { pieces: new CleanMemo(2_000_000), urls: new CleanMemo(500_000), blocks: new CleanMemo(2_000_000) };
    c.last = new Map();
    clean.set(rules, c);
  }
  return c;
};

/** Nothing remembered, every piece to the detector: the scan the fast one is held to (tests/privacy). */
const FULL: Clean = { pieces: new CleanMemo(0), urls: new CleanMemo(0), blocks: new CleanMemo(0) };

function pieceLeaks(p: Piece, where: string, rules: LeakRules, c: Clean): Leak[] {
  if (p.kind === 'code') return codeLeaks(p.text, where, rules);
  const opts = { known: rules.known, allowEmails: rules.allowedEmails };
  const set = p.kind === 'url' ? c.urls : c.pieces;
  if (set.has(p.text)) return [];
  const found =
    p.kind === 'url'
      ? checkVerbatim(p.text, opts)
      : // The gate (privacy/gate.ts) says "nothing here" only where the detector would find nothing.
        c === FULL || mightHoldContact(p.text, { known: rules.known, fast: true })
        ? findContacts(p.text, { ...opts, structure: 'plain', fast: true })
        : [];
  if (!found.length && c !== FULL) set.add(p.text);
  return found.map((f) => ({ where, kind: f.kind, match: f.match }));
}

/** Findings in one built file's text. */
export function scanText(
  raw: string,
  where: string,
  rules: LeakRules,
  opts: { code?: boolean; kind?: FileKind; full?: boolean } = {},
): Leak[] {
  const kind = opts.code
    ? 'code'
    : (opts.kind ?? (/<(?:html|p|li|td|code|em|strong|a)\b/i.test(raw) ? 'page' : 'text'));
  const leaks: Leak[] = [];
  const c = opts.full ? FULL : cleanFor(rules);
  const text = maskOwnPaths(maskPublishedIds(raw, rules.publishedIds), rules.publishedSlugs);
  const units = unitsOf(text, kind);
  let last = c.last?.get(kind);
  if (c.last && !last) c.last.set(kind, (last = new LastFile()));
  last?.start(units.length);
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    const block = 'block' in u;
    const what = block ? 'block' : u.kind;
    const unit = block ? u.block : u.text;
    // Code is read whole each time (codeLeaks), never remembered.
    const known = what !== 'code' && (last?.knownClean(i, what, unit) || (block && c.blocks.has(unit)));
    const found = known
      ? []
      : block
        ? u.pieces().flatMap((p) => pieceLeaks(p, where, rules, c))
        : pieceLeaks(u, where, rules, c);
    if (block && !known && !found.length && c !== FULL) c.blocks.add(unit);
    last?.record(what, unit, what !== 'code' && !found.length);
    leaks.push(...found);
  }
  last?.finish();
  for (const token of idsAndSlugs(raw))
    if (rules.unapproved.has(token)) leaks.push({ where, kind: 'unapproved', match: token });
  return leaks;
}

/**
 * What a published record would show the last line (its JSON as the static file is read, and optionally its
 * index text as the index files are read), as the problem that withholds it; undefined when clean.
 */
export function recordLeakProblem(
  file: string,
  json: string,
  rules: LeakRules,
  indexText?: string,
): ContentProblem | undefined {
  const leaks = scanText(json, file, rules, { kind: 'json' });
  if (indexText) leaks.push(...scanText(indexText, file, rules, { code: true }));
  if (!leaks.length) return undefined;
  const l = leaks[0];
  const field = fieldHolding(JSON.parse(json), l.match);
  const quoted = `"${l.match.slice(0, 60)}"`;
  const what =
    l.kind === 'unapproved'
      ? `a link to ${quoted}, which is not published`
      : `${l.kind} ${quoted} that the scrub did not place`;
  return { file, field, message: `the published record shows ${what}; the record is withheld` };
}

/** A text's letters and digits only, folded and lower-cased: what a finding is traced by across markup. */
export const skeleton = (t: string) =>
  fold(t)
    .text.toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The path of the first string of a published record that holds a finding (description, specs.3.value), or ''. */
export function fieldHolding(record: unknown, match: string): string {
  const needle = skeleton(match);
  if (!needle) return '';
  const walk = (v: unknown, path: string): string | undefined => {
    if (typeof v === 'string') return skeleton(v).includes(needle) ? path : undefined;
    if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const hit = walk(x, path ? `${path}.${k}` : k);
        if (hit !== undefined) return hit;
      }
    }
    return undefined;
  };
  return walk(record, '') ?? '';
}
