// The privacy and support page: what the API publishes and never publishes,
// cookies and tracking, removal requests, support and contact. Sections of
// markdown, each with an anchor, read by the HTML page and its markdown twin
// alike; the lists in it come from the code that enforces them (the public
// listing schema, the contact scrubber's placeholder, the approval rule).
import type { PublicCatalog } from '../catalog/publish.ts';
import { CC_BY } from '../catalog/attribution.ts';
import { API_BASE_PATH, SERVICE_NAME } from '../config.ts';
import { CONTACT_PLACEHOLDER } from '../privacy/index.ts';
import { ListingView } from '../schemas/public.ts';
import { SUPPORT_SECTION_ID, pageUrl } from './pages.ts';

export { SUPPORT_SECTION_ID };

export interface PrivacySection {
  id: string;
  title: string;
  markdown: string;
}

const bullets = (lines: string[]) => lines.map((l) => `- ${l}`).join('\n');

export function privacySections(c: PublicCatalog): PrivacySection[] {
  const email = c.site.data.contact_email;
  const api = `${c.origin}${API_BASE_PATH}`;
  return [
    {
      id: 'summary',
      title: 'In short',
      markdown: `${SERVICE_NAME}'s public pages, its read-only API (${api}) and its MCP server publish used-equipment listings, machine manuals and buyer research. They publish nothing about the people who read them: no account, no key, no cookie, no tracking. Seller contact details are never published; buyers reach sellers through ${SERVICE_NAME}.`,
    },
    {
      id: 'published',
      title: 'What the API publishes',
      markdown: bullets([
        `Listings that ${SERVICE_NAME} has approved, with these fields: ${Object.keys(ListingView.shape)
          .map((k) => `\`${k}\``)
          .join(
            ', ',
          )}. The seller appears by name and type (dealer, end user, broker, auctioneer, manufacturer), never by contact.`,
        'Sold listings stay published, marked sold with the date, so earlier citations keep working; their price is the last asking price.',
        'Machine manuals: make, model, document type, language, pages and the download link.',
        `Research written by ${SERVICE_NAME}: the glossary, inspection checklists, buyer guides and a market snapshot of asking prices (aggregates only), under ${CC_BY.name}.`,
      ]),
    },
    {
      id: 'never-published',
      title: 'What it never publishes',
      markdown: bullets([
        `Sellers' e-mail addresses, telephone numbers and messenger contacts (WhatsApp, Telegram, Signal, WeChat, Viber, Skype and the like), in any field and in any form a seller types them: each is replaced with "${CONTACT_PLACEHOLDER}" before anything is published, and every build scans its own output for them.`,
        'Listings that are not approved (drafts, pending, rejected or withdrawn ones), and any record that fails the content checks.',
        'Anything about buyers, their inquiries or their accounts, and anything about who calls the API or the MCP server.',
      ]),
    },
    {
      id: 'cookies',
      title: 'Cookies and tracking',
      markdown: bullets([
        'The pages and the API set no cookies and use no local storage.',
        'No analytics, advertising or tracking scripts, and no third-party scripts at all: every page carries a Content-Security-Policy that lets only its own scripts run and lets them connect only to this site.',
        'The hosting platform keeps standard request logs (address, time, path) to operate and protect the service; they are not used to profile anyone.',
      ]),
    },
    {
      id: 'removal',
      title: 'Removal and corrections',
      markdown: [
        `Sellers: to take a listing down, or to correct or remove a detail, write to ${email} from the address your ${SERVICE_NAME} account uses and name the listing id (\`lst_…\`) or its URL. Once the listing is withdrawn or corrected in the marketplace, the next publish removes or corrects it everywhere here at once: its page and markdown twin, the API, search and the MCP tools.`,
        `Copies that others made earlier (search engines, AI agents that cited it) follow on their own schedule; the page's canonical URL then answers 404, which tells them it is gone.`,
      ].join('\n\n'),
    },
    {
      id: SUPPORT_SECTION_ID,
      title: 'Support and contact',
      markdown: bullets([
        `E-mail: ${email}, for questions about the API, the MCP server, the data and citations, corrections and removal requests.`,
        `How to use the API and the MCP server, its limits and citation rules: the agent guide, ${pageUrl(c.origin, 'forAgents')}.`,
        `${SERVICE_NAME} is a marketplace: questions about a machine go to its seller through the inquiry form on the listing page.`,
      ]),
    },
  ];
}
