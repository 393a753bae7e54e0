// Identifiers, codes, timestamps and URLs of a public record: read for
// contacts, never rewritten (a rewritten slug or photo address would break).
// A slug is read with its hyphens as spaces (press-0171-4010001), a URL
// percent-decoded (?contact=jan%40firma.de), a path's file name too
// (call-0171-4019905.jpg).
import { findContacts, type Contact, type DetectOptions } from '../privacy/index.ts';
import { isTld } from '../privacy/address-words.ts';
import { matches } from '../lib/matches.ts';

/** Keys whose string values are identifiers, codes, timestamps or URLs: checked, never rewritten. */
export const VERBATIM = new Set([
  'id',
  'public_id',
  'slug',
  'url',
  'markdown_url',
  'json_url',
  'api_url',
  'canonical_url',
  'download_url',
  'home',
  'for_agents',
  'agent_guide',
  'llms_txt',
  'related',
  'category',
  'condition',
  'operational_status',
  'status',
  'currency',
  'region_code',
  'country',
  'listed_at',
  'updated_at',
  'sold_at',
  'type',
  'language',
  'format',
  'document_type',
  'severity',
  'kind',
  'contact_email',
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;
/**
 * A public id as the marketplace mints it (lst_/man_ and base36). No seller
 * types it, and eight random base36 characters spell a telephone number often
 * enough (lst_0254o990: 0254 0990 once O reads as zero) to withhold real
 * listings at random in a large catalog, so it is not read for contacts.
 */
const MINTED_ID = /^(?:lst|man)_[0-9a-z]{8,}$/;
export const isMintedId = (v: string, key?: string) => MINTED_ID.test(v) && (key === 'id' || key === 'public_id');

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/** How an identifier or URL reads to a person: hyphens, underscores and slashes as spaces, escapes decoded. */
function readable(v: string): string {
  if (/:\/\/|%|^\//.test(v)) return decoded(v).replace(/[/_?=&#-]+/g, ' ');
  return SLUG.test(v) ? (slugAddress(v) ?? v.replace(/-/g, ' ')) : v;
}

/**
 * A slug that spells an address with hyphens for every mark (jan-kowalski-at-firma-mueller-de): the at-word
 * and a top-level domain at the end make it one, read as jan-kowalski@firma-mueller.de (same length, so the
 * finding's range is the slug's).
 */
function slugAddress(v: string): string | undefined {
  const words = matches(v, /[a-z0-9]+/g);
  const at = words.findIndex((w, i) => i > 0 && /^(?:at|aet|arroba|chez|malpa)$/.test(w[0]));
  if (at < 0) return undefined;
  const tld = words.findIndex((w, i) => i > at + 1 && isTld(w[0]));
  if (tld < 0) return undefined;
  const out = [...v];
  for (let i = 0; i < at - 1; i++) out[words[i].index! + words[i][0].length] = '.';
  out[words[at - 1].index! + words[at - 1][0].length] = ' ';
  for (let k = 0; k < words[at][0].length; k++) out[words[at].index! + k] = k ? ' ' : '@';
  out[words[at].index! + words[at][0].length] = ' ';
  // A spelled dot stays a word between spaces (…-qzslugdom-dot-de); otherwise the hyphen before the ending is the dot.
  const dotWord = (i: number) => /^(?:dot|punkt|punto|point|kropka|punt|nokta)$/.test(words[i][0]);
  for (let i = at + 1; i <= tld; i++)
    if (dotWord(i)) out[words[i].index! - 1] = out[words[i].index! + words[i][0].length] = ' ';
  if (!dotWord(tld - 1)) out[words[tld].index! - 1] = '.';
  return out.join('');
}

/**
 * Contacts in an identifier or URL. A URL's path holds ids and dates of its own (photos/2019/05/12345678.jpg):
 * a number there needs more than its shape (a contact word such as "call-" or "tel=", or an international form).
 */
export function checkVerbatim(v: string, opts: Omit<DetectOptions, 'structure'>): Contact[] {
  const url = /:\/\/|^\//.test(v);
  const o = { ...opts, structure: 'plain' as const, phoneThreshold: url ? URL_THRESHOLD : undefined };
  // A URL is read twice: as written (decoded: an address keeps its hyphens and dots) and with its path split into words.
  return [...(url || v.includes('%') ? findContacts(decoded(v), o) : []), ...findContacts(readable(v), o)];
}
const URL_THRESHOLD = 4.5;
