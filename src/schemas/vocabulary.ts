// The closed vocabularies of the marketplace. Every enum in content, the API,
// OpenAPI and MCP derives from these tuples, so a new category is one edit.
// Plain data: the search functions read these without loading zod; the zod
// enums are in ./vocabulary-enums.ts.

export const CATEGORIES = [
  ['print-finishing-bindery', 'Print finishing and bindery'],
  ['cnc-metalworking', 'CNC and metalworking'],
  ['packaging', 'Packaging'],
  ['woodworking', 'Woodworking'],
  ['food-beverage', 'Food and beverage'],
  ['conveyors', 'Conveyors'],
  ['stamping', 'Stamping'],
  ['plastics', 'Plastics'],
  ['wide-format', 'Wide format'],
  ['mailing', 'Mailing'],
  ['converting', 'Converting'],
  ['general-industrial', 'General industrial'],
  ['raw-materials', 'Raw materials'],
] as const;

export const CONDITIONS = [
  ['new', 'New'],
  ['refurbished', 'Refurbished'],
  ['excellent', 'Excellent'],
  ['good', 'Good'],
  ['fair', 'Fair'],
  ['poor', 'Poor'],
  ['for-parts', 'For parts'],
] as const;

export const OPERATIONAL_STATUSES = ['running', 'under_power', 'not_running', 'dismantled', 'unknown'] as const;
export const LISTING_STATUSES = ['available', 'sold'] as const;
export const MODERATION_STATUSES = ['approved', 'pending', 'rejected'] as const;
export const DOCUMENT_TYPES = [
  'operator',
  'service',
  'parts',
  'electrical',
  'installation',
  'maintenance',
  'brochure',
  'other',
] as const;
export const SEVERITIES = ['critical', 'important', 'advisory'] as const;
export const GUIDE_KINDS = ['buyer_guide', 'category_landing'] as const;
export const SELLER_TYPES = ['dealer', 'end_user', 'broker', 'auctioneer', 'oem'] as const;

type Slugs<T extends readonly (readonly [string, string])[]> = { [K in keyof T]: T[K][0] };
const slugs = <T extends readonly (readonly [string, string])[]>(pairs: T) =>
  pairs.map(([s]) => s) as unknown as Slugs<T>;

export const CATEGORY_SLUGS = slugs(CATEGORIES);
export const CONDITION_SLUGS = slugs(CONDITIONS);

export type Category = (typeof CATEGORY_SLUGS)[number];
export type Condition = (typeof CONDITION_SLUGS)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];

const categoryLabels = new Map<string, string>(CATEGORIES);
const conditionLabels = new Map<string, string>(CONDITIONS);
export const categoryLabel = (slug: Category): string => categoryLabels.get(slug)!;
export const conditionLabel = (slug: Condition): string => conditionLabels.get(slug)!;
