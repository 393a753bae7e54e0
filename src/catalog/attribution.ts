// Citation text and licences shared by every envelope.
import { SERVICE_NAME } from '../config.ts';

export const CC_BY = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;

/** `license_research` of /site: a sentence, as the seed has it. */
export const RESEARCH_LICENSE_TEXT = `Glossary, inspection checklists, buyer guides and the market snapshot are licensed ${CC_BY.name} (${CC_BY.url}); cite the canonical URL.`;

export const PRICE_NOTICE =
  "Prices are sellers' asking prices on live listings, not closed-transaction comparables. Confirm price and availability with the marketplace before relying on them.";

/** Ready-made citation text naming the service and the page to cite. */
export const citation = (title: string, url: string) =>
  title === SERVICE_NAME ? `${SERVICE_NAME}, ${url}` : `"${title}", ${SERVICE_NAME}, ${url}`;
