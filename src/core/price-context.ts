// The price context of a listing lookup (CONTRACT §4, issue 25): where its
// asking price sits among comparable live listings of its category, and of
// its make and model where there are enough, in the currency asked for, with
// the search (and browse page) that lists the comparables. Asking prices
// only: the lookup's notice says so.
import { API_BASE_PATH } from '../config.ts';
import { readableQuery } from '../lib/readable-query.ts';
import { EXCHANGE_RATES } from '../schemas/exchange-rates.ts';
import { MIN_MODEL_COMPARABLES } from '../schemas/price-context-rule.ts';
import type { Listing, PriceContext } from '../schemas/public.ts';
import type { ComparableGroup, ComparableGroups } from '../search/price-context.ts';
import { sortedQuartiles } from '../search/quantiles.ts';
import { convertedPrice } from './price.ts';

const cents = (v: number) => Math.round(v * 100) / 100;

export function priceContextDocument(
  origin: string,
  l: Listing,
  groups: ComparableGroups,
  currency: string,
): PriceContext {
  const rate = EXCHANGE_RATES.rates[currency];
  const own = convertedPrice(l.price, currency)?.amount ?? null;
  // The comparables as a search: live (the default status), priced (a price bound excludes price on request).
  const search = (filters: Record<string, string>) => {
    const qs = readableQuery({ ...filters, price_min: '0', ...(currency === 'USD' ? {} : { currency }) });
    return { search_url: `${origin}${API_BASE_PATH}/listings?${qs}`, page_url: `${origin}/listings?${qs}` };
  };
  const figures = (g: ComparableGroup) => {
    const q = g.comparables ? sortedQuartiles(g.prices) : null;
    return {
      comparables: g.comparables,
      below: g.below,
      equal: g.equal,
      above: g.above,
      percentile: own === null || !g.comparables ? null : Math.round(((g.below + g.equal / 2) / g.comparables) * 100),
      asking_price: q && {
        min: cents(q.min / rate),
        p25: cents(q.p25 / rate),
        median: cents(q.median / rate),
        p75: cents(q.p75 / rate),
        max: cents(q.max / rate),
      },
    };
  };
  return {
    currency,
    rates_as_of: EXCHANGE_RATES.as_of,
    asking_price: own,
    category: {
      value: l.category,
      label: l.category_label,
      ...figures(groups.category),
      ...search({ category: l.category }),
    },
    model:
      groups.model.comparables < MIN_MODEL_COMPARABLES
        ? null
        : {
            make: l.make,
            model: l.model,
            ...figures(groups.model),
            ...search({ category: l.category, make: l.make, model: l.model }),
          },
  };
}
