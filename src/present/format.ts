// Display wording shared by the HTML pages and their markdown twins, so both
// say the same thing in the same words.
import type { Listing, Manual } from '../schemas/public.ts';

const OPERATIONAL: Record<Listing['operational_status'], string> = {
  running: 'Running',
  under_power: 'Under power (not running)',
  not_running: 'Not running',
  dismantled: 'Dismantled',
  unknown: 'Unknown',
};

const SELLER_TYPES: Record<Listing['seller']['type'], string> = {
  dealer: 'Dealer',
  end_user: 'End user',
  broker: 'Broker',
  auctioneer: 'Auctioneer',
  oem: 'Manufacturer (OEM)',
};

const DOCUMENT_TYPES: Record<Manual['document_type'], string> = {
  operator: 'Operator manual',
  service: 'Service manual',
  parts: 'Parts catalogue',
  electrical: 'Electrical diagrams',
  installation: 'Installation guide',
  maintenance: 'Maintenance manual',
  brochure: 'Brochure',
  other: 'Other document',
};

export const operationalLabel = (s: Listing['operational_status']) => OPERATIONAL[s];
export const sellerTypeLabel = (s: Listing['seller']['type']) => SELLER_TYPES[s];
export const documentTypeLabel = (s: Manual['document_type']) => DOCUMENT_TYPES[s];

/** `38,500 USD`: grouping for readability, the ISO code for certainty. */
export function money(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${currency}`;
}

/** The value alone, for a labelled field: "38,500 USD (asking price)" or "Price on request". */
export const priceValue = (p: Listing['price']) =>
  p.on_request || p.amount === null ? 'Price on request' : `${money(p.amount, p.currency)} (asking price)`;

export function powerText(p: Listing['power']): string {
  if (!p) return 'Not stated';
  const parts = [
    p.voltage !== null ? `${p.voltage} V` : null,
    p.phase !== null ? `${p.phase}-phase` : null,
    p.frequency_hz !== null ? `${p.frequency_hz} Hz` : null,
  ].filter(Boolean);
  const base = parts.length ? parts.join(', ') : 'Not stated';
  return p.notes ? `${base} (${p.notes})` : base;
}

export const yearText = (y: number | null) => (y === null ? 'Unknown' : String(y));

/** `2025-09-20`: the date part of an ISO timestamp, unambiguous in every locale. */
export const day = (iso: string) => iso.slice(0, 10);

export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const LANGUAGES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
  nl: 'Dutch',
  pt: 'Portuguese',
  sv: 'Swedish',
  da: 'Danish',
  pl: 'Polish',
  cs: 'Czech',
  ja: 'Japanese',
  zh: 'Chinese',
  fi: 'Finnish',
  no: 'Norwegian',
  nb: 'Norwegian',
  hu: 'Hungarian',
};
export function languageName(tag: string): string {
  const name = LANGUAGES[tag.split('-')[0].toLowerCase()];
  return name ? `${name} (${tag})` : tag;
}

export const severityLabel = (s: 'critical' | 'important' | 'advisory') => s[0].toUpperCase() + s.slice(1);

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
