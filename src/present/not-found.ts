// What every 404 says, in whichever type it is written (the HTML page, its
// markdown twin, the plain-text answer for files): where to go instead.
import type { PublicCatalog } from '../catalog/publish.ts';
import { API_BASE_PATH } from '../config.ts';
import { PAGES, type PageName } from './pages.ts';

export const NOT_FOUND = {
  title: 'Page not found',
  lede: 'There is no page at this address. The listing may have been removed, or the link may be mistyped.',
  programs:
    `Programs: the API lives under ${API_BASE_PATH} (JSON, described by /openapi.json); ` +
    'the agent guide is /for-agents.',
} as const;

/** The ways on from a 404, as [text, page]. */
export function notFoundLinks(c: Pick<PublicCatalog, 'listings'>): [string, PageName][] {
  const live = c.listings.filter((l) => l.status === 'available').length;
  return [
    [`Browse and search ${live} listings`, 'listings'],
    [PAGES.guides.title, 'guides'],
    ['Home', 'home'],
  ];
}
