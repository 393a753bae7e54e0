// The response bodies of single resources, built from the public catalog.
// Static files, functions and MCP tools all call these, so a body is the
// same byte for byte whichever way it is fetched.
import { SERVICE_NAME } from '../config.ts';
import type { PublicCatalog } from './publish.ts';
import type { Checklist, Guide, Listing, Manual } from '../schemas/public.ts';
import { CC_BY, PRICE_NOTICE, citation } from './attribution.ts';

function envelope<T>(
  origin: string,
  title: string,
  canonical: string,
  data: T,
  extra: { license?: true; notice?: true } = {},
) {
  return {
    source: SERVICE_NAME,
    home: `${origin}/`,
    attribution: citation(title, canonical),
    canonical_url: canonical,
    ...(extra.license ? { license: CC_BY } : {}),
    ...(extra.notice ? { notice: PRICE_NOTICE } : {}),
    data,
  };
}

/**
 * A listing's body: `data` is the listing as presented (src/core/listing-document.ts adds its converted price),
 * `after` the members that follow it (price context, related resources, ignored parameters).
 */
export const listingDocument = <D, A extends object>(origin: string, l: Listing, data: D, after: A) => ({
  ...envelope(origin, l.title, l.url, data, { notice: true }),
  ...after,
});
export const manualDocument = (origin: string, m: Manual, ignored: string[] = []) => ({
  ...envelope(origin, m.title, m.url, m),
  ignored_parameters: ignored,
});
export const siteDocument = (c: PublicCatalog) => c.site;

export const glossaryDocument = (c: PublicCatalog) =>
  envelope(c.origin, 'Used equipment glossary', `${c.origin}/glossary`, { terms: c.glossary }, { license: true });

export const checklistIndexDocument = (c: PublicCatalog) =>
  envelope(
    c.origin,
    'Used equipment inspection checklists',
    `${c.origin}/checklists`,
    { checklists: c.checklists.map(({ checklist: { sections: _sections, ...summary } }) => summary) },
    { license: true },
  );

export const checklistDocument = (c: PublicCatalog, cl: Checklist, intro: string) =>
  envelope(c.origin, cl.title, cl.url, { ...cl, intro }, { license: true });

export const guideIndexDocument = (c: PublicCatalog) =>
  envelope(
    c.origin,
    'Buyer guides and category overviews',
    `${c.origin}/guides`,
    { guides: c.guides.map((g) => g.guide) },
    { license: true },
  );

export const guideDocument = (c: PublicCatalog, g: Guide, body: string) =>
  envelope(c.origin, g.title, g.url, { ...g, body }, { license: true });

export const snapshotDocument = (c: PublicCatalog) =>
  envelope(c.origin, 'Used equipment market snapshot', `${c.origin}/market-snapshot`, c.snapshot, {
    license: true,
    notice: true,
  });
