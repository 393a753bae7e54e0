// What each listing search parameter is documented to do (CONTRACT §4, the
// OpenAPI descriptions), checked on an answer: given the values sent for each
// name (every value of a repeated parameter, comma lists not yet split), the
// list of documented effects the body breaks. Written from the contract, not
// from src/search: a value either shows its effect here or is named in
// ignored_parameters.
import { CATEGORIES, CONDITIONS } from '../../src/schemas/vocabulary.ts';

export type Sent = Record<string, string[]>;

const parts = (vals: string[] = []) =>
  vals
    .flatMap((v) => v.split(','))
    .map((p) => p.trim())
    .filter(Boolean);
const last = (vals: string[] = []) => (vals.at(-1) ?? '').trim();
const squash = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\p{Pd}]+/gu, '');
const slugOf = (pairs: readonly (readonly [string, string])[], v: string) =>
  pairs.find(([s, l]) => s === v.toLowerCase() || l.toLowerCase() === v.toLowerCase())?.[0];
const TRUE = ['1', 'on', 't', 'true', 'y', 'yes'];
const FACETS = ['category', 'condition', 'make', 'country', 'year', 'price'];
const STATUSES = ['available', 'sold'];

/** The facet names `facets` asks for, in the envelope's order: every one by default or with all, none with only none. */
function facetNames(sent: string[] | undefined): string[] {
  const asked = parts(sent).map((p) => p.toLowerCase());
  if (!asked.length || asked.includes('all')) return FACETS;
  return FACETS.filter((f) => asked.includes(f));
}

/** Documented effects `body` (a listing search envelope) breaks, for the values `sent`; `declared`: the parameter names of the schema. */
export function listingViolations(sent: Sent, body: any, declared: ReadonlySet<string>): string[] {
  const bad: string[] = [];
  const fail = (why: string) => bad.push(why);
  // Empty means absent: only a value says something (the contract's "absent or empty means the default").
  const has = (k: string) => parts(sent[k]).length > 0;
  const q = body.query;
  const items: any[] = body.items;

  // Named, or applied: nothing in between.
  const unknown = Object.keys(sent).filter((k) => !declared.has(k) && sent[k].length);
  const relevanceWithoutWords = has('sort') && last(sent.sort).toLowerCase() === 'relevance' && q.q === '';
  const notApplied = new Set([
    ...unknown,
    ...(has('status') && has('include_sold') ? ['include_sold'] : []),
    ...(relevanceWithoutWords ? ['sort'] : []),
  ]);
  for (const k of notApplied)
    if (!body.ignored_parameters.includes(k)) fail(`${k} was not applied but is not named in ignored_parameters`);
  for (const k of body.ignored_parameters)
    if (!notApplied.has(k)) fail(`${k} is named in ignored_parameters although it applies`);

  if (has('category')) {
    const want = last(sent.category) ? slugOf(CATEGORIES, last(sent.category)) : null;
    if (q.category !== want) fail(`category echo ${q.category} ≠ ${want}`);
    if (want && items.some((i) => i.category && i.category !== want)) fail('an item outside the category');
  }
  const conditions = [...new Set(parts(sent.condition).map((c) => slugOf(CONDITIONS, c)))];
  if (JSON.stringify(q.condition) !== JSON.stringify(CONDITIONS.map(([s]) => s).filter((s) => conditions.includes(s))))
    fail(`condition echo ${q.condition}`);
  if (conditions.length && items.some((i) => i.condition && !conditions.includes(i.condition)))
    fail('an item in another condition');

  const ids = parts(sent.ids).map((k) => k.toLowerCase());
  const statusWords = parts(sent.status).map((s) => s.toLowerCase());
  const statuses = has('status')
    ? statusWords.includes('all')
      ? STATUSES
      : STATUSES.filter((s) => statusWords.includes(s))
    : has('include_sold')
      ? TRUE.includes(last(sent.include_sold).toLowerCase())
        ? STATUSES
        : ['available']
      : ids.length
        ? STATUSES
        : ['available'];
  if (JSON.stringify(q.status) !== JSON.stringify(statuses)) fail(`status echo ${q.status} ≠ ${statuses}`);
  if (items.some((i) => i.status && !statuses.includes(i.status))) fail('an item of another status');

  if (
    last(sent.make) &&
    items.some((i) => i.make !== undefined && i.make.toLowerCase() !== last(sent.make).toLowerCase())
  )
    fail('an item of another make');
  // A model matches ignoring case, spaces and hyphens (a partial match is allowed as a fallback: issue 24).
  if (
    squash(last(sent.model)) &&
    items.some((i) => i.model !== undefined && !squash(i.model).includes(squash(last(sent.model))))
  )
    fail('an item of another model');
  const countries = parts(sent.country).map((c) => c.toUpperCase());
  if (countries.length && items.some((i) => i.location?.country && !countries.includes(i.location.country)))
    fail('an item in another country');

  const num = (k: string) => (has(k) && last(sent[k]) !== '' ? Number(last(sent[k])) : null);
  const [yMin, yMax, pMin, pMax] = ['year_min', 'year_max', 'price_min', 'price_max'].map(num);
  for (const i of items) {
    if (
      (yMin !== null || yMax !== null) &&
      i.year !== undefined &&
      (i.year === null || i.year < (yMin ?? 0) || i.year > (yMax ?? 9999))
    )
      fail(`year ${i.year} outside the bounds`);
    // A projection (fields) may keep only part of the converted price; null means on request, which no bound matches.
    const p = i.price_converted === null ? null : i.price_converted?.amount;
    if (
      (pMin !== null || pMax !== null) &&
      p !== undefined &&
      (p === null || p < (pMin ?? 0) - 0.005 || p > (pMax ?? Infinity) + 0.005)
    ) {
      fail(`converted price ${p} outside the bounds`);
    }
  }
  const currency = (last(sent.currency) || 'USD').toUpperCase();
  if (q.currency !== currency) fail(`currency echo ${q.currency} ≠ ${currency}`);
  if (
    items.some(
      (i) => i.price_converted && i.price_converted.currency !== undefined && i.price_converted.currency !== currency,
    )
  )
    fail('a price converted into another currency');
  if (body.facets.price && body.facets.price.min > body.facets.price.median) fail('facets.price out of order');

  const sort = last(sent.sort).toLowerCase();
  const key = (i: any) => (sort.startsWith('price') ? i.price_converted?.amount : i.year);
  if (!relevanceWithoutWords && /^(price|year)_/.test(sort) && items.every((i) => key(i) !== undefined)) {
    const known = items.map(key);
    const firstNull = known.indexOf(null);
    if (firstNull >= 0 && known.slice(firstNull).some((v) => v !== null))
      fail(`${sort}: a missing value before a known one`);
    const vals = known.filter((v) => v !== null);
    const asc = sort.endsWith('asc');
    if (vals.some((v, n) => n > 0 && (asc ? v < vals[n - 1] : v > vals[n - 1]))) fail(`${sort}: out of order`);
  }

  const fields = parts(sent.fields);
  if (fields.length && !fields.some((f) => f.toLowerCase() === 'all')) {
    const keep = new Set([
      'id',
      'title',
      'url',
      ...fields.flatMap((f) =>
        f === 'compact'
          ? ['make', 'year', 'condition', 'price', 'location', 'status', 'price_converted']
          : [f.split('.')[0]],
      ),
    ]);
    if (items.some((i) => Object.keys(i).some((k) => !keep.has(k)))) fail('an item key that fields did not ask for');
  }
  if (JSON.stringify(Object.keys(body.facets)) !== JSON.stringify(facetNames(sent.facets)))
    fail(`facets ${Object.keys(body.facets)} for ${sent.facets}`);

  if (has('page') && q.page !== Number(last(sent.page))) fail('page echo');
  if (has('per_page') && q.per_page !== Number(last(sent.per_page))) fail('per_page echo');
  if (!has('per_page') && ids.length && q.per_page < Math.min(new Set(ids).size, 50))
    fail('per_page below the number of ids');
  if (items.length > q.per_page || body.total < items.length) fail('page size');
  if (ids.length) {
    if (
      items.some(
        (i) =>
          !ids.includes(String(i.id).toLowerCase()) &&
          !(i.slug && ids.includes(i.slug.toLowerCase())) &&
          !ids.includes(i.url?.split('/').at(-1)),
      )
    )
      fail('an item no id named');
    if ((body.ids_not_found ?? []).some((k: string) => !ids.includes(k.trim().toLowerCase())))
      fail('ids_not_found names an id not sent');
  }
  return bad;
}
