// What the publishing step knows about the catalog's contacts before it reads
// a single text: every seller's number, address and contact name (the
// dictionary of privacy/known.ts), each listing's own seller number in its
// short forms, and slugs cleaned of a contact (press-0171-4019901 publishes as
// press-7k2m9q4x: the listing stays up under an address without the number).
import type { RawContent, ContentProblem } from './read-content.ts';
import type { ListingRecord } from '../schemas/content.ts';
import { knownContacts, type KnownContacts } from '../privacy/index.ts';
import { nationalNumber } from '../privacy/known.ts';
import { checkVerbatim } from './verbatim.ts';
import { around, type ContactNote } from './contact-notes.ts';
import { matches } from '../lib/matches.ts';

/** A suspected contact with the file it is in. */
export interface ContactReport extends ContactNote {
  file: string;
}

/** The shortest own number looked for: a subscriber number without its area code. */
const SHORT = 7;

/**
 * The slug with the words it takes from the record's make, model and year blanked (same length): a slug is
 * made of them ("lyondellbasell-pro-fax-6523-2026-chemnitz": Pro-fax 6523, 2026), and they are read where they
 * are written. A make or model is blanked only where the slug spells all of it in order ("nc1-80", not a lone
 * "80" that ends a number); words that could carry a number to call (a leading zero, six characters or more) stay.
 */
function ownWordsMasked(r: ListingRecord): string {
  const words = matches(r.slug, /[a-z0-9]+/g);
  const out = [...r.slug];
  const blankable = (w: string) => w.length <= 5 && !w.startsWith('0');
  const phrases = [r.make, r.model, String(r.year ?? '')].map((t) =>
    t
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  for (const phrase of phrases) {
    if (!phrase.length) continue;
    for (let i = 0; i + phrase.length <= words.length; i++) {
      if (!phrase.every((w, k) => words[i + k][0] === w)) continue;
      for (let k = 0; k < phrase.length; k++) {
        const m = words[i + k];
        if (blankable(m[0])) out.splice(m.index!, m[0].length, ...'x'.repeat(m[0].length));
      }
    }
  }
  return out.join('');
}

export function privacyContext(raw: RawContent) {
  const known: KnownContacts = knownContacts(
    raw.listings.map((l) => ({ ...l.seller, country: l.location.country })),
    [raw.site.contact_email],
  );
  const slugs = new Set(raw.listings.map((l) => l.slug));
  return {
    known,
    /** The listing's own seller number, whole and without its area code. */
    ownPhones(r: ListingRecord): Set<string> | undefined {
      const nsn = r.seller.phone ? nationalNumber(r.seller.phone, r.location.country) : undefined;
      return nsn ? new Set([nsn, nsn.slice(-SHORT)].filter((d) => d.length >= SHORT)) : undefined;
    },
    /**
     * The slug to publish: the listing's own, or, when it carries a contact, its other words and the id's
     * characters (unique as the id is). Undefined (reported) when even that is taken.
     */
    slugFor(
      r: ListingRecord,
      file: string,
      report: ContactReport[] | undefined,
      problems: ContentProblem[],
    ): string | undefined {
      const found = checkVerbatim(ownWordsMasked(r), { country: r.location.country, known });
      if (!found.length) return r.slug;
      const covered = (at: number, end: number) => found.some((c) => c.start < end && c.end > at);
      const words: string[] = [];
      for (const m of matches(r.slug, /[a-z0-9]+/g)) if (!covered(m.index!, m.index! + m[0].length)) words.push(m[0]);
      const slug = [...words.filter((w) => !/^\d+$/.test(w)), r.public_id.replace(/^lst_/, '')].join('-');
      const action = slugs.has(slug) ? 'withheld' : 'scrubbed';
      for (const c of found)
        report?.push({ file, field: 'slug', action, kind: c.kind, known: c.known, context: around(r.slug, c) });
      if (action === 'withheld') {
        problems.push({
          file,
          field: 'slug',
          message: `carries a contact and its cleaned form ${slug} is taken: the record is withheld`,
        });
        return undefined;
      }
      slugs.add(slug);
      return slug;
    },
  };
}
