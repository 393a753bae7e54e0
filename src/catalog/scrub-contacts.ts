// Makes a public record safe to publish, string by string. Every string leaf
// is free text and is scrubbed, unless its key names an identifier or a URL
// (VERBATIM): those are checked instead, and a contact in one makes the record
// invalid, since rewriting a slug or a photo address would break it. Scrubbed
// text is checked again as a reader sees it once rendered (visible text and
// link targets); a contact that only appears there cannot be removed safely,
// so it makes the record invalid too. A new field is therefore scrubbed by
// default, without anyone remembering to.
import { CONTACT_PLACEHOLDER, describeContacts, findContacts, scrub } from '../privacy/index.ts';
import { hasMarkup, renderedFacets, roughFacets } from '../privacy/rendered.ts';

export { CONTACT_PLACEHOLDER };

/** Keys whose string values are identifiers, codes, timestamps or URLs: checked, never rewritten. */
export const VERBATIM = new Set([
  'id', 'public_id', 'slug', 'url', 'markdown_url', 'json_url', 'api_url', 'canonical_url', 'download_url', 'home', 'for_agents',
  'agent_guide', 'llms_txt', 'related', 'category', 'condition', 'operational_status', 'status', 'currency', 'region_code', 'country',
  'listed_at', 'updated_at', 'sold_at', 'type', 'language', 'format', 'document_type', 'severity', 'kind', 'contact_email',
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;
/**
 * A public id as the marketplace mints it (lst_/man_ and base36). No seller
 * types it, and eight random base36 characters spell a telephone number often
 * enough (lst_0254o990: 0254 0990 once O reads as zero) to withhold real
 * listings at random in a large catalog, so it is not read for contacts.
 */
export const MINTED_ID = /^(?:lst|man)_[0-9a-z]{8,}$/;

export interface Finding { field: string; message: string }
export interface ScrubOptions { country?: string; allowEmails?: string[] }

const decoded = (s: string) => {
  try { return decodeURIComponent(s.replace(/\+/g, ' ')); } catch { return s; }
};

const facetsShowContact = ({ text, targets }: { text: string; targets: string[] }, opts: ScrubOptions) =>
  [...findContacts(text, opts), ...targets.flatMap((t) => findContacts(decoded(t), opts))];

/** The record with every free-text string scrubbed, and what makes it unpublishable (empty when it is fine). */
export function scrubRecord<T>(record: T, opts: ScrubOptions = {}): { value: T; findings: Finding[] } {
  const findings: Finding[] = [];
  const walk = (v: unknown, path: string[], verbatim: boolean): unknown => {
    if (typeof v === 'string') {
      const field = path.join('.');
      if (verbatim) {
        if (MINTED_ID.test(v) && (path.at(-1) === 'id' || path.at(-1) === 'public_id')) return v;
        // A slug's hyphens are separators a number may hide behind (press-0171-4010001).
        const found = findContacts(/:\/\/|%/.test(v) ? decoded(v) : SLUG.test(v) ? v.replace(/-/g, ' ') : v, opts);
        if (found.length) findings.push({ field, message: `carries a contact (${describeContacts(found)}); an identifier or URL is never rewritten, so the record is withheld` });
        return v;
      }
      const out = scrub(v, opts);
      if (hasMarkup(out) && (out !== v || facetsShowContact(roughFacets(out), opts).length)) {
        const found = facetsShowContact(renderedFacets(out), opts);
        if (found.length) findings.push({ field, message: `rendered markdown still shows a contact after scrubbing (${describeContacts(found)})` });
      }
      return out;
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, [...path, String(i)], verbatim));
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, [...path, k], VERBATIM.has(k))]));
    }
    return v;
  };
  return { value: walk(record, [], false) as T, findings };
}
