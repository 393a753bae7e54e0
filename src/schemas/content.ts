// What editors and the marketplace export commit under content/. These
// schemas are private: they describe raw records, seller contact fields and
// moderation state included. Nothing outside src/catalog reads them.
import { z } from 'zod';
import { PLANS_LABEL } from './plans.ts';
import { CONTENT_LIMITS as L, overLimit, type ContentLimit } from './content-limits.ts';
import {
  Category,
  Condition,
  DocumentType,
  GuideKind,
  ListingStatus,
  ModerationStatus,
  OperationalStatus,
  SellerType,
  Severity,
} from './vocabulary-enums.ts';
import { YEAR_BOUNDS } from './listing-columns.ts';

/** The message of a value over its limit names the limit and the size, never the value (src/schemas/content-limits.ts). */
const over = (l: ContentLimit) => ({
  error: (iss: { input?: unknown }) => overLimit(l, (iss.input as { length?: number })?.length ?? 0),
});
const slug = z
  .string()
  .max(L.key.max, over(L.key))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug of letters, digits and single hyphens');
// YAML front matter turns an unquoted timestamp into a Date; accept both spellings.
const timestamp = z
  .preprocess(
    (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString() : v),
    z.iso.datetime({ offset: true }),
  )
  .describe('ISO 8601 timestamp');
/** A file this site serves from public/ (the sample's illustrations); publishing makes it absolute. */
const sitePath = z
  .string()
  .regex(/^\/(?!\/)[A-Za-z0-9._~/-]+(?:\?[^#\s]*)?$/)
  .describe('site-relative path, e.g. /illustrations/packaging.svg');
/** A string of at most `l` characters; `text` is every string without a limit of its own. */
const str = (l: ContentLimit) => z.string().trim().max(l.max, over(l));
const text = str(L.text);
/** A list of at most `l` items. */
const list = <T extends z.ZodType>(item: T, l: ContentLimit = L.list) => z.array(item).max(l.max, over(l));
const httpUrl = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain })
  .max(L.url.max, over(L.url))
  .describe('absolute http(s) URL');
/** One message an editor can act on, rather than a union's "Invalid input". */
const photoUrl = z
  .string()
  .max(L.url.max, over(L.url))
  .refine(
    (v) => httpUrl.safeParse(v).success || sitePath.safeParse(v).success,
    'an absolute http(s) URL or a site-relative path such as /illustrations/packaging.svg',
  );

export const ListingId = z.string().regex(/^lst_[0-9a-z]{8,}$/, 'a public listing id like lst_7k2m9q4x');
export const ManualId = z.string().regex(/^man_[0-9a-z]{8,}$/, 'a public manual id like man_3f8w2z1c');

export const ListingRecord = z
  .strictObject({
    record_id: z.number().int().positive().describe('internal database key, never published'),
    public_id: ListingId.max(L.key.max, over(L.key)),
    slug,
    moderation_status: ModerationStatus,
    status: ListingStatus,
    title: str(L.title).min(3),
    category: Category,
    make: str(L.makeModel).min(1),
    model: str(L.makeModel).min(1),
    year: z.number().int().min(YEAR_BOUNDS.ge).max(YEAR_BOUNDS.le).nullable(),
    condition: Condition,
    operational_status: OperationalStatus,
    location: z.strictObject({
      city: text.min(1),
      region: text.min(1).nullable(),
      region_code: z
        .string()
        .regex(/^[A-Z0-9]{1,3}$/)
        .nullable(),
      country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code'),
    }),
    price: z
      .strictObject({
        amount: z.number().nonnegative().nullable(),
        currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code'),
        on_request: z.boolean(),
      })
      .refine((p) => p.on_request === (p.amount === null), {
        message: 'amount must be null exactly when on_request is true',
        path: ['amount'],
      }),
    power: z
      .strictObject({
        voltage: z.number().int().positive().nullable(),
        phase: z.union([z.literal(1), z.literal(3)]).nullable(),
        frequency_hz: z.union([z.literal(50), z.literal(60)]).nullable(),
        notes: text.nullable(),
      })
      .nullable(),
    photos: list(
      z.strictObject({
        url: photoUrl,
        alt: text.min(1),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
      L.photos,
    ),
    shipping_notes: str(L.shippingNotes).nullable(),
    description: str(L.description).min(1),
    specs: list(z.strictObject({ label: text.min(1), value: text.min(1) }), L.specs),
    seller: z.strictObject({
      name: text.min(1),
      type: SellerType,
      verified: z.boolean(),
      contact_name: text.nullable(),
      email: text.nullable(),
      phone: text.nullable(),
    }),
    listed_at: timestamp,
    updated_at: timestamp,
    sold_at: timestamp.nullable(),
  })
  .refine((l) => (l.status === 'sold') === (l.sold_at !== null), {
    message: 'sold_at must be set exactly when status is sold',
    path: ['sold_at'],
  });

export const ManualRecord = z.strictObject({
  public_id: ManualId.max(L.key.max, over(L.key)),
  moderation_status: ModerationStatus,
  title: str(L.title).min(3),
  make: str(L.makeModel).min(1),
  model: str(L.makeModel).min(1),
  year: z.number().int().min(YEAR_BOUNDS.ge).max(YEAR_BOUNDS.le).nullable(),
  category: Category.nullable(),
  document_type: DocumentType,
  language: z
    .string()
    .max(L.key.max, over(L.key))
    .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'a BCP 47 language tag such as en or de-DE'),
  pages: z.number().int().positive(),
  file_size_bytes: z.number().int().positive(),
  format: z.enum(['pdf', 'html', 'zip']),
  download_url: httpUrl,
  description: str(L.description).min(1),
  updated_at: timestamp,
});

export const GlossaryFrontMatter = z.strictObject({
  term: text.min(1),
  aliases: list(text).default([]),
  related: list(slug).default([]),
  category: Category.nullable().default(null),
});

export const ChecklistFrontMatter = z.strictObject({
  title: str(L.title).min(1),
  category: Category,
  summary: text.min(1),
  updated_at: timestamp,
  sections: list(
    z.strictObject({
      title: text.min(1),
      items: list(z.strictObject({ text: text.min(1), severity: Severity })).min(1),
    }),
  ).min(1),
});

export const GuideFrontMatter = z.strictObject({
  kind: GuideKind,
  title: str(L.title).min(1),
  category: Category.nullable().default(null),
  summary: text.min(1),
  updated_at: timestamp,
});

export const SiteRecord = z.strictObject({
  name: text.min(1),
  slogan: text.min(1),
  description: text.min(1),
  one_liner: text.min(1),
  // The `Plans` fact is not written here: publish adds it from src/schemas/plans.ts (one source for every page).
  facts: list(z.strictObject({ label: text.min(1), value: text.min(1) }))
    .min(9)
    .refine((facts) => !facts.some((f) => f.label === PLANS_LABEL), {
      message: `the ${PLANS_LABEL} fact comes from src/schemas/plans.ts; leave it out of site.yaml`,
    }),
  knows_about: list(text.min(1)).min(1),
  faq: list(z.strictObject({ q: text.min(1), a: str(L.shippingNotes).min(1) })).min(1),
  contact_email: z.email().max(L.text.max, over(L.text)),
});

export type ListingRecord = z.infer<typeof ListingRecord>;
export type ManualRecord = z.infer<typeof ManualRecord>;
export type GlossaryFrontMatter = z.infer<typeof GlossaryFrontMatter>;
export type ChecklistFrontMatter = z.infer<typeof ChecklistFrontMatter>;
export type GuideFrontMatter = z.infer<typeof GuideFrontMatter>;
export type SiteRecord = z.infer<typeof SiteRecord>;

export * from './search-content.ts';
