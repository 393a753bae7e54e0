// The brute-force answer to an errand, from the raw content alone (no code
// of src/search): approved and available listings whose text holds every
// word of one English name of the machine type (whole words, a plural s
// allowed), of the make when one is named, and that meet every constraint
// exactly (asking price converted at the published reference rates,
// inclusive bounds; year bounds; country; condition). And the check of an
// engine's answer: the top result meets every constraint (for an order, it
// is the cheapest / newest of the set) and the whole answer is that set.
import { EXCHANGE_RATES } from '../../../src/schemas/exchange-rates.ts';
import { CATEGORIES } from '../../../src/schemas/vocabulary.ts';

export const fold = (s) =>
  s
    .normalize('NFKD')
    .replace(/['’]/g, '')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const label = new Map(CATEGORIES);

/** Asking price in `currency` at the reference rates; null on request. */
export function priceIn(l, currency) {
  const r = EXCHANGE_RATES.rates;
  if (l.price.amount === null || l.price.on_request || r[l.price.currency] === undefined) return null;
  return (l.price.amount * r[l.price.currency]) / r[currency];
}

const hasWords = (text, name) =>
  fold(name)
    .split(' ')
    .every((w) => new RegExp(`(^| )${w}(s|es)?( |$)`).test(text));
/** The machine type's English names: does the (folded) text hold one of them? */
export const typeMatches = (type, text) => type.en.some((n) => hasWords(text, n));

const textOf = (l) =>
  fold(
    [
      l.title,
      l.make,
      l.model,
      l.description,
      ...l.specs.map((s) => `${s.label} ${s.value}`),
      l.category,
      label.get(l.category) ?? '',
    ].join(' '),
  );

export function expected(raw, types, want) {
  const type = types.find((t) => t.en[0] === want.type);
  return raw.filter((l) => {
    if (l.moderation_status !== 'approved' || l.status !== 'available') return false;
    if (want.make && l.make.toLowerCase() !== want.make.toLowerCase()) return false;
    if (type && !typeMatches(type, textOf(l))) return false;
    if (want.price) {
      const p = priceIn(l, want.price.currency);
      if (p === null || p < (want.price.min ?? -Infinity) || p > (want.price.max ?? Infinity)) return false;
    }
    if (want.year && (!l.year || l.year < (want.year.min ?? 0) || l.year > (want.year.max ?? 9999))) return false;
    if (want.country && !want.country.includes(l.location.country)) return false;
    if (want.condition && !want.condition.includes(l.condition)) return false;
    return true;
  });
}

/** { top, set }: the first result meets every constraint (and the order), the answer is the expected set. */
export function judge(errand, answerIds, expectedListings) {
  const want = new Set(expectedListings.map((l) => l.public_id));
  const got = new Set(answerIds);
  const set = got.size === want.size && [...got].every((id) => want.has(id));
  if (!want.size) return { top: answerIds.length === 0, set };
  const first = expectedListings.find((l) => l.public_id === answerIds[0]);
  let top = !!first;
  if (top && errand.want.sort === 'price_asc') {
    const c = errand.want.price?.currency ?? 'USD';
    top = priceIn(first, c) <= Math.min(...expectedListings.map((l) => priceIn(l, c) ?? Infinity)) + 1e-6;
  }
  if (top && errand.want.sort === 'year_desc')
    top = first.year >= Math.max(...expectedListings.map((l) => l.year ?? 0));
  return { top, set };
}
