// What a reading does to the listing query: each phrase's filter joins the
// query unless the caller gave that parameter (an explicit parameter always
// wins), prices are converted into the query's currency when they name
// another (or the query takes theirs), and `q` becomes the words left over.
// The `understood` block says all of it.
import { ListingSearchParams, type ListingQuery } from '../../schemas/query.ts';
import { GIVEN } from '../../schemas/parse-params.ts';
import type { Understood, UnderstoodPhrase } from '../../schemas/understood.ts';
import { makeKey } from '../text.ts';
import { BASE_CURRENCY } from '../../schemas/listing-columns.ts';
import type { Match, PhraseFilter } from './match.ts';
import { leftOver, type Reading } from './read.ts';

type Editable = { -readonly [K in keyof ListingQuery]: ListingQuery[K] };

/** What reading did before the text search ran (the search adds its corrections). */
export type Reading0 = Omit<NonNullable<Understood>, 'did_you_mean'>;

/** Parameters the caller set: from the parser's record, else any value other than the parameter's default. */
function explicitParams(q: ListingQuery): (key: string) => boolean {
  const given = q[GIVEN];
  if (given) return (k) => given.has(k);
  return (k) => {
    const spec = (ListingSearchParams as Record<string, { fallback: unknown }>)[k];
    const v = (q as Record<string, unknown>)[k];
    return !!spec && v !== '' && JSON.stringify(v) !== JSON.stringify(spec.fallback);
  };
}

const written = (r: Reading, m: Match) => {
  const span = r.words.slice(m.start, m.end);
  const chunks = [...new Set(span.map((w) => w.chunk))];
  const whole = chunks.every((c) => r.words.every((w, k) => w.chunk !== c || (k >= m.start && k < m.end)));
  return whole ? chunks.map((c) => r.chunks[c]).join(' ') : span.map((w) => w.text).join(' ');
};

/** The filter keys a phrase sets, as parameter names. */
const paramsOf = (f: PhraseFilter) => [
  ...new Set(
    Object.keys(f)
      .filter((k) => k !== 'currency')
      .map((k) => (k.startsWith('sold_year') ? 'status' : k)),
  ),
];

export interface ApplyOptions {
  rates: Record<string, number>;
  /** True when a make's name is also part of another make's model (Titan in Challenge Titan 200): matched as a word. */
  ambiguousMake?: (make: string) => boolean;
  /** The table knows when each listing sold: a year of sale is a filter (else it is read and named only). */
  soldYears?: boolean;
}

/** A year of sale asked for (sold in 2025), as bounds; null when none applies. */
export type SoldYears = { min: number; max: number } | null;

export function applyReading(
  q: ListingQuery,
  r: Reading,
  opts: ApplyOptions,
): { query: ListingQuery; understood: Reading0; soldYears?: SoldYears } {
  // The common case, kept cheap: nothing read, or only machine types named as the catalog names them.
  if (
    r.matches.every(
      (m) =>
        m.kind === 'type' &&
        !m.corrected &&
        m.replace ===
          r.words
            .slice(m.start, m.end)
            .map((w) => w.text)
            .join(' '),
    )
  ) {
    const phrases = r.matches.map(
      (m): UnderstoodPhrase => ({
        phrase: written(r, m),
        kind: 'type',
        filter: null,
        applied: true,
        ...(m.category ? { category: m.category } : {}),
      }),
    );
    return { query: q, understood: { phrases, text: q.q, intents: [], corrections: [] } };
  }
  const { rates } = opts;
  const explicit = explicitParams(q);
  const eff: PhraseFilter = {};
  const phrases: UnderstoodPhrase[] = [];
  const backToText = new Set<Match>();
  // Prices of phrases go into the explicit currency, else the first phrase's, else the query's default.
  let currency: string | null =
    explicit('currency') || explicit('price_min') || explicit('price_max') ? (q.currency ?? BASE_CURRENCY) : null;
  for (const m of r.matches) {
    const entry: UnderstoodPhrase = {
      phrase: written(r, m),
      kind: m.kind,
      filter: m.filter,
      applied: !m.note && m.kind !== 'filler',
    };
    if (m.replace && m.replace !== entry.phrase.toLowerCase()) entry.means = m.replace;
    if (m.category) entry.category = m.category;
    if (m.note) entry.note = m.note;
    if (m.corrected) entry.note = `read as ${m.corrected} (spelling)`;
    phrases.push(entry);
    const f = m.filter;
    if (!f || m.note) continue;
    const overridden = paramsOf(f).filter(explicit);
    if (overridden.length) {
      entry.applied = false;
      entry.note = `the ${overridden.join(' and ')} parameter${overridden.length > 1 ? 's were' : ' was'} given`;
      if (m.kind === 'make') backToText.add(m);
      continue;
    }
    if (f.price_min !== undefined || f.price_max !== undefined) {
      const from = f.currency ?? currency ?? q.currency ?? BASE_CURRENCY;
      currency ??= from;
      const conv = (v: number) =>
        from === currency ? v : Math.round(((v * rates[from]) / rates[currency!]) * 100) / 100;
      if (f.price_min !== undefined) eff.price_min = Math.max(eff.price_min ?? 0, conv(f.price_min));
      if (f.price_max !== undefined) eff.price_max = Math.min(eff.price_max ?? Infinity, conv(f.price_max));
    }
    if (f.year_min !== undefined) eff.year_min = Math.max(eff.year_min ?? 0, f.year_min);
    if (f.year_max !== undefined) eff.year_max = Math.min(eff.year_max ?? 9999, f.year_max);
    if (f.sold_year_min !== undefined) eff.sold_year_min = Math.max(eff.sold_year_min ?? 0, f.sold_year_min);
    if (f.sold_year_max !== undefined) eff.sold_year_max = Math.min(eff.sold_year_max ?? 9999, f.sold_year_max);
    eff.sort ??= f.sort;
    eff.status ??= f.status;
    eff.location ??= f.location;
    if (f.condition) eff.condition = [...new Set([...(eff.condition ?? []), ...f.condition])];
    if (f.country) eff.country = [...new Set([...(eff.country ?? []), ...f.country])];
    if (f.make && opts.ambiguousMake?.(f.make)) {
      Object.assign(entry, { applied: false, note: 'also part of a model name of another make: matched as a word' });
      backToText.add(m);
    } else if (f.make) {
      if (eff.make && makeKey(eff.make) !== makeKey(f.make)) {
        // Two makes: the make filter takes one; both stay words of the text.
        for (const x of r.matches) if (x.kind === 'make') backToText.add(x);
        for (const p of phrases)
          if (p.kind === 'make') Object.assign(p, { applied: false, note: 'several makes: matched as words' });
        eff.make = undefined;
      } else if (!backToText.has(m)) eff.make = f.make;
    }
  }
  const understoodAny = r.matches.length > 0;
  // A make filtered on stays a word of the text too: its rare postings make the text match cheap and rank
  // the make field first; a misspelt one is searched as the make it was read as.
  const inText = new Set(backToText);
  for (const m of r.matches) {
    if (m.kind !== 'make' || backToText.has(m) || !eff.make || explicit('make')) continue;
    if (m.corrected) m.replace = m.corrected;
    else inText.add(m);
  }
  const text = understoodAny ? leftOver(r, inText) : q.q;
  const query: Editable = { ...q, q: text };
  const set = <K extends keyof Editable>(k: K, v: Editable[K] | undefined) => {
    if (v !== undefined && !explicit(k as string)) query[k] = v;
  };
  if (eff.price_min !== undefined || eff.price_max !== undefined) set('currency', currency as Editable['currency']);
  set('price_min', eff.price_min);
  set('price_max', eff.price_max === Infinity ? undefined : eff.price_max);
  set('year_min', eff.year_min);
  set('year_max', eff.year_max);
  set('sort', eff.sort);
  set('location', eff.location);
  set('make', eff.make);
  if (eff.country) set('country', eff.country);
  applyCondition(query, eff.condition, explicit);
  const soldYears = applyStatus(query, eff, explicit, phrases, !!opts.soldYears);
  // Nothing left to rank by: relevance means nothing, the default order of a listing is newest.
  if (!text.trim() && query.sort === 'relevance' && !explicit('sort')) query.sort = 'newest';
  const corrections = r.matches.flatMap((m) =>
    m.corrected && !backToText.has(m) ? [{ word: r.words[m.start].text, to: [m.corrected.toLowerCase()] }] : [],
  );
  return { query, understood: { phrases, text, intents: r.intents, corrections }, soldYears };
}

function applyCondition(query: Editable, list: string[] | undefined, explicit: (k: string) => boolean) {
  if (list && !explicit('condition')) query.condition = list as Editable['condition'];
}

function applyStatus(
  query: Editable,
  eff: PhraseFilter,
  explicit: (k: string) => boolean,
  phrases: UnderstoodPhrase[],
  byYear: boolean,
): SoldYears {
  if (!eff.status || explicit('status') || explicit('include_sold')) return null;
  query.status = (eff.status === 'sold' ? ['sold'] : ['available', 'sold']) as Editable['status'];
  if (eff.sold_year_min === undefined) return null;
  if (byYear) return { min: eff.sold_year_min, max: eff.sold_year_max ?? 9999 };
  // A backend whose table has no sale dates reads the year and names it, without applying it.
  for (const p of phrases)
    if (p.kind === 'sold' && p.filter?.sold_year_min !== undefined)
      p.note = 'sold listings of every year: the year of sale is not a filter here';
  return null;
}
