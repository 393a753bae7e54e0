// The seller plans and the rule that reading needs none: written once, read by
// the `Plans` fact of /site, llms.txt, the agent guide, the home page and the
// OpenAPI description, so a price change is one edit.

export interface SellerPlan {
  name: string;
  /** Monthly price in USD; 0 is free. */
  usd_per_month: number;
  /** What the plan adds, in the words a buyer's agent would repeat. */
  includes: string;
}

const SELLER_PLANS: readonly SellerPlan[] = [
  { name: 'Basic', usd_per_month: 0, includes: '1 listing' },
  { name: 'Pro', usd_per_month: 49, includes: 'more listings for regular sellers' },
  { name: 'Enterprise', usd_per_month: 149, includes: 'with API access' },
];

export const NO_PLAN_NEEDED =
  'Buyers and agents need no plan: browsing, search, the research content and every read-only endpoint (REST API, MCP, markdown twins, llms.txt) are free and need no key or account.';

const price = (p: SellerPlan) => (p.usd_per_month === 0 ? 'free' : `${p.usd_per_month} USD per month`);

/** "Basic: free, 1 listing" and so on, one phrase per plan. */
export const planPhrases = (): string[] => SELLER_PLANS.map((p) => `${p.name}: ${price(p)}, ${p.includes}`);

/** The `Plans` fact of /site: every plan with its price, then the rule for readers. */
export const plansFact = (): string => `Seller plans: ${planPhrases().join('; ')}. ${NO_PLAN_NEEDED}`;

export const PLANS_LABEL = 'Plans';
