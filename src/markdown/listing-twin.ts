// The markdown twin of a listing page, and the one-line form of a listing
// that other twins use in their result lists. Facts come from the listing
// presenter, so the twin says what the page says.
import type { Listing, Manual } from '../schemas/public.ts';
import { PRICE_NOTICE } from '../catalog/attribution.ts';
import { SERVICE_NAME } from '../config.ts';
import {
  NO_SHIPPING,
  NO_SPECS,
  STILL_PUBLISHED,
  isSold,
  listingFacts,
  sellerFacts,
  soldNotice,
} from '../present/listing.ts';
import { listingCard, type CardListing } from '../present/listing-card.ts';
import type { GuideSource } from '../present/category.ts';
import { documentTypeLabel } from '../present/format.ts';
import { machineManuals } from '../present/manual.ts';
import { normalizeMarkdown } from '../present/render-markdown.ts';
import { doc, esc, factsMd, field, link, originOf, quote, trailer, valueMd } from './twin-kit.ts';

type Catalog = GuideSource & { origin: string };

/** One line per listing: the card of a search result, as markdown. */
export function listingLine(l: CardListing & { url: string }): string {
  const card = listingCard(l);
  const facts = [card.price, ...card.meta.map(esc), ...(card.sold ? [`**${esc(card.sold)}**`] : [])];
  return `- ${link(l.title, l.url)}: ${facts.join(' · ')}`;
}

const manualsMd = ({ shown, all }: ReturnType<typeof machineManuals>) =>
  [
    ...shown.map((m) => `- ${link(m.title, m.url)} (${documentTypeLabel(m.document_type)})`),
    ...(all ? ['', link(`All ${all.count} manuals for this machine`, all.href)] : []),
  ].join('\n');

export function listingMarkdown(c: Catalog, l: Listing, related: { manuals?: Manual[] } = {}): string {
  const origin = originOf(l.url);
  return doc(
    `# ${esc(l.title)}`,
    isSold(l) && `**${valueMd(soldNotice(l))}** ${STILL_PUBLISHED}`,
    factsMd(listingFacts(c, l)),
    quote(PRICE_NOTICE),
    '## Specifications',
    l.specs.length ? l.specs.map((s) => field(esc(s.label), esc(s.value))).join('\n') : NO_SPECS,
    '## Shipping',
    l.shipping_notes ? esc(l.shipping_notes) : NO_SHIPPING,
    '## Seller',
    factsMd(sellerFacts(l)),
    `Seller contact details are not published. Inquiries go through ${SERVICE_NAME}, quoting listing ID \`${l.id}\`: ${l.url}`,
    '## Photos',
    l.photos.length ? l.photos.map((p) => `- ${link(p.alt, p.url)} (${p.width}×${p.height})`).join('\n') : 'No photos.',
    '## Description',
    normalizeMarkdown(l.description, { headingBase: 3, untrusted: true, origin }),
    related.manuals?.length && '## Manuals for this machine',
    related.manuals?.length && manualsMd(machineManuals(origin, l, related.manuals)),
    `Data: ${l.json_url}`,
    trailer(l.title, l.url),
  );
}
