// Scans built files for what must never leave the build: seller e-mail
// addresses and telephone numbers (found by the same detector the scrubber
// uses), and any trace of unapproved or withheld records.
// The build runs it on its own output and fails on a finding; the privacy
// tests run it again over everything the server answers.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import type { RawContent } from '../catalog/read-content.ts';
import { findContacts } from '../privacy/index.ts';
import { fold } from '../privacy/fold.ts';
import { isBrotliFile, readIndexFile } from '../search/index-files.ts';

export interface Leak { where: string; kind: 'email' | 'phone' | 'unapproved'; match: string }

export interface LeakRules {
  allowedEmails: Set<string>;
  /** Digits of every seller telephone number in the raw content. */
  sellerPhones: Set<string>;
  /** Public ids and slugs of listings and manuals that are not approved. */
  unapproved: Set<string>;
  /** Ids the marketplace minted for published records: identifiers, not text to read for numbers. */
  publishedIds?: Set<string>;
}

// .records: deflated search records (the same public projection as the scanned static .json files).
const BINARY = new Set(['.records', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico', '.woff', '.woff2', '.gz', '.br']);
const CODE = new Set(['.mjs', '.js', '.svg', '.css']);
const DIGIT_RUN = /\+?\d[\d\s().\/-]{5,24}\d/g;
const EMAIL_ANY = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}/g;
// No word boundary in front: a mailto subject writes the id after %20 (Listing%20lst_…).
const PUBLIC_ID = /(?<![a-z])(?:lst|man)_[0-9a-z]{8,}(?![0-9a-z])/g;
const ID_OR_SLUG = /\b(?:lst|man)_[0-9a-z]{8,}\b|\/(?:listings|manuals)\/([a-z0-9]+(?:-[a-z0-9]+)*)/g;

export function leakRules(raw: RawContent): LeakRules {
  const sellerPhones = new Set<string>();
  for (const l of raw.listings) {
    const d = l.seller.phone?.replace(/\D/g, '');
    if (d && d.length >= 7) {
      sellerPhones.add(d);
      sellerPhones.add(d.slice(-9));
    }
  }
  const unapproved = new Set<string>();
  for (const l of raw.listings) if (l.moderation_status !== 'approved') unapproved.add(l.public_id).add(l.slug);
  for (const m of raw.manuals) if (m.moderation_status !== 'approved') unapproved.add(m.public_id);
  // An unapproved listing may share its slug with nothing public, but never with an approved one: guard anyway.
  for (const k of raw.withheld ?? []) unapproved.add(k);
  for (const l of raw.listings) if (l.moderation_status === 'approved') unapproved.delete(l.slug);
  const publishedIds = new Set<string>();
  for (const r of [...raw.listings, ...raw.manuals]) if (r.moderation_status === 'approved') publishedIds.add(r.public_id);
  return { allowedEmails: new Set([raw.site.contact_email.toLowerCase()]), sellerPhones, unapproved, publishedIds };
}

/** Opening tags of SVG shapes and groups, whose attributes are geometry. */
const VECTOR_TAG = /<(svg|g|path|rect|line|polyline|polygon|circle|ellipse|text|tspan)\b[^>]*>/gi;

const INLINE = /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/** The text of an HTML document as displayed, roughly: scripts and styles dropped, inline tags removed, block tags as paragraph breaks (cells stay apart). */
export function visibleText(html: string): string {
  return html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, '').replace(INLINE, '').replace(/<[^>]+>/g, '\n\n');
}

/** Findings in one text. `code` relaxes the generic phone-shape rule for minified JavaScript. */
/** Published ids blanked to letters of the same length (see MINTED_ID in scrub-contacts.ts); any other id-shaped token is still read. */
const maskPublishedIds = (text: string, ids: Set<string>) =>
  ids.size ? text.replace(PUBLIC_ID, (m) => (ids.has(m) ? `${m.slice(0, 4)}${'x'.repeat(m.length - 4)}` : m)) : text;

export function scanText(raw: string, where: string, rules: LeakRules, opts: { code?: boolean } = {}): Leak[] {
  const leaks: Leak[] = [];
  const original = fold(raw).text;
  raw = maskPublishedIds(raw, rules.publishedIds ?? new Set());
  // Look at text as a reader would see it: full-width and escaped forms folded.
  const text = fold(raw).text;
  if (opts.code) {
    // In code and vector paths digit runs are numbers: only addresses and known seller numbers count there.
    for (const m of text.matchAll(EMAIL_ANY)) {
      if (!rules.allowedEmails.has(m[0].toLowerCase())) leaks.push({ where, kind: 'email', match: m[0] });
    }
  } else {
    // HTML is also read as a visitor sees it: inline tags joined away (jan<code>@</code>x.de), block tags as paragraph breaks.
    // Inline SVG (the snapshot's charts) keeps its text; its coordinates are numbers, not telephone numbers.
    const views = /<(?:html|p|li|td|code|em|strong|a)\b/i.test(raw) ? [raw.replace(VECTOR_TAG, '<$1>'), visibleText(raw)] : [raw];
    const seen = new Set<string>();
    for (const view of views) {
      for (const c of findContacts(view, { allowEmails: rules.allowedEmails })) {
        if (seen.has(c.match)) continue;
        seen.add(c.match);
        leaks.push({ where, kind: c.kind === 'email' ? 'email' : 'phone', match: c.match });
      }
    }
  }
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/\D/g, '');
    if (rules.sellerPhones.has(digits) || (digits.length >= 9 && rules.sellerPhones.has(digits.slice(-9)))) {
      leaks.push({ where, kind: 'phone', match: m[0] });
    }
  }
  for (const m of original.matchAll(ID_OR_SLUG)) {
    const token = m[1] ?? m[0];
    if (rules.unapproved.has(token)) leaks.push({ where, kind: 'unapproved', match: token });
  }
  return leaks;
}

export function scanTree(root: string, rules: LeakRules, opts: { limit?: number; skip?: (path: string) => boolean } = {}): Leak[] {
  const limit = opts.limit ?? 50;
  const leaks: Leak[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (leaks.length >= limit) return;
      const p = join(dir, name);
      // Build Output diagnostics (the Vercel CLI's own traces) are never served.
      if (opts.skip?.(p) || (name === 'diagnostics' && dir === root)) continue;
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (!BINARY.has(extname(name).toLowerCase())) {
        const ext = extname(name);
        // In code and vector paths, digit runs are numbers, not telephone numbers: only known seller numbers count there.
        leaks.push(...scanText(isBrotliFile(p) ? readIndexFile(p) : readFileSync(p, 'utf8'), p, rules, { code: CODE.has(ext) }));
      }
    }
  };
  walk(root);
  return leaks.slice(0, limit);
}
