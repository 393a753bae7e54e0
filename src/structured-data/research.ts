// schema.org JSON-LD for the research pages: the market snapshot as a
// Dataset, the glossary as a DefinedTermSet, a checklist as a HowTo. Built
// from the same public records the pages, twins and JSON documents print.
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Checklist } from '../schemas/public.ts';
import { CC_BY, PRICE_NOTICE } from '../catalog/attribution.ts';
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { plainText } from '../present/render-markdown.ts';
import { PAGES } from '../present/pages.ts';

const SCHEMA = 'https://schema.org';
const publisher = (c: PublicCatalog) => ({ '@type': 'Organization', name: SERVICE_NAME, url: `${c.origin}/` });

export function snapshotLd(c: PublicCatalog, intro: string) {
  const url = `${c.origin}/market-snapshot`;
  return {
    '@context': SCHEMA,
    '@type': 'Dataset',
    name: PAGES.snapshot.title,
    description: `${intro} ${PRICE_NOTICE}`,
    url,
    license: CC_BY.url,
    dateModified: c.snapshot.as_of,
    creator: publisher(c),
    isAccessibleForFree: true,
    variableMeasured: [
      'live listings',
      `asking price (${c.snapshot.currency}) quartiles`,
      'median year',
      'listings per condition',
    ],
    distribution: [
      {
        '@type': 'DataDownload',
        encodingFormat: 'application/json',
        contentUrl: `${c.origin}${API_BASE_PATH}/snapshot`,
      },
      { '@type': 'DataDownload', encodingFormat: 'text/markdown', contentUrl: `${c.origin}/market-snapshot.md` },
    ],
  };
}

/** A research index page (checklists, guides): its parts by type, name and address, under the research licence. */
export function collectionLd(name: string, url: string, parts: { type: string; name: string; url: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'CollectionPage',
    name,
    url,
    license: CC_BY.url,
    hasPart: parts.map((p) => ({ '@type': p.type, [p.type === 'Article' ? 'headline' : 'name']: p.name, url: p.url })),
  };
}

export function glossaryLd(c: PublicCatalog) {
  const url = `${c.origin}/glossary`;
  return {
    '@context': SCHEMA,
    '@type': 'DefinedTermSet',
    '@id': url,
    name: PAGES.glossary.title,
    url,
    license: CC_BY.url,
    hasDefinedTerm: c.glossary.map((t) => ({
      '@type': 'DefinedTerm',
      '@id': t.url,
      name: t.term,
      termCode: t.slug,
      url: t.url,
      description: plainText(t.definition),
      ...(t.aliases.length ? { alternateName: t.aliases } : {}),
      inDefinedTermSet: url,
    })),
  };
}

export function checklistLd(cl: Checklist, intro: string) {
  return {
    '@context': SCHEMA,
    '@type': 'HowTo',
    name: cl.title,
    description: intro ? plainText(intro) : cl.summary,
    url: cl.url,
    dateModified: cl.updated_at,
    license: CC_BY.url,
    step: cl.sections.map((s) => ({
      '@type': 'HowToSection',
      name: s.title,
      itemListElement: s.items.map((i, n) => ({ '@type': 'HowToStep', position: n + 1, text: i.text })),
    })),
  };
}
