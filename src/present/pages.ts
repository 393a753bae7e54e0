// The site's fixed pages: title and path, written once. Pages, their twins,
// the home page's list, llms.txt and the sitemap read them from here.
import { SERVICE_NAME } from '../config.ts';

export const PAGES = {
  home: { title: SERVICE_NAME, path: '/' },
  listings: { title: 'Browse used equipment listings', path: '/listings' },
  manuals: { title: 'Equipment manuals', path: '/manuals' },
  guides: { title: 'Buyer guides and category overviews', path: '/guides' },
  checklists: { title: 'Used equipment inspection checklists', path: '/checklists' },
  glossary: { title: 'Used equipment glossary', path: '/glossary' },
  snapshot: { title: 'Used equipment market snapshot', path: '/market-snapshot' },
  forAgents: { title: `${SERVICE_NAME} for agents`, path: '/for-agents' },
  privacy: { title: 'Privacy and support', path: '/privacy' },
} as const;

export type PageName = keyof typeof PAGES;

/** The anchor of the privacy page's support and contact section (the server card, llms.txt and the agent guide link it). */
export const SUPPORT_SECTION_ID = 'support';

/** The canonical URL of a fixed page, and its markdown twin. */
export const pageUrl = (origin: string, page: PageName) =>
  `${origin}${PAGES[page].path === '/' ? '/' : PAGES[page].path}`;
export const pageTwinUrl = (origin: string, page: PageName) =>
  `${origin}${PAGES[page].path === '/' ? '/index' : PAGES[page].path}.md`;
