// Every API URL of the served catalog, for an outside validator to check:
// each listing by slug and by id, each manual, checklist and research file,
// every search parameter in valid, lenient and invalid forms, and the errors.
import { ListingSearchParams, MAX_PER_PAGE, ManualSearchParams } from '../../src/schemas/query.ts';
import { CATEGORIES, CONDITIONS } from '../../src/schemas/vocabulary.ts';

const API = '/api/agents/v1';

async function getJson(base: string, path: string) {
  const r = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
  return r.json() as Promise<any>;
}

/** Values to try for one parameter: what a client should send, what the server also accepts, and what it refuses. */
function variants(name: string): string[] {
  if (name === 'category')
    return [CATEGORIES[0][0], CATEGORIES[1][1], CATEGORIES[2][1].toUpperCase(), '', 'spaceships'];
  if (name === 'condition') return [CONDITIONS[0][0], CONDITIONS[1][1].toUpperCase(), 'mint'];
  if (name === 'include_sold') return ['true', 'false', 'YES', 'off', '1', 'maybe'];
  if (name === 'page') return ['1', '2', '999', ' 3 ', '+1', '0', '-1', 'first', ''];
  if (name === 'per_page') return ['1', String(MAX_PER_PAGE), String(MAX_PER_PAGE + 1), '0', 'x'];
  if (name === 'q') return ['guillotine', 'cuter', 'x'.repeat(300), '😀', ''];
  if (name === 'make') return ['Heidelberg', 'heidelberg', 'Nobody'];
  if (name === 'model') return ['SM52', 'sm 52'];
  if (name === 'location') return ['DE', 'OH', 'ohio', 'münchen'];
  return ['1', 'x', ''];
}

export async function crawlPaths(base: string): Promise<string[]> {
  const paths = new Set<string>(
    [
      '',
      '/',
      '/site',
      '/glossary',
      '/checklists',
      '/guides',
      '/snapshot',
      '/openapi.json',
      '/mcp',
      '/listings',
      '/manuals',
      '/listings/no-such-listing',
      '/listings/lst_00000000',
      '/manuals/man_00000000',
      '/checklists/no-such-checklist',
      '/no-such-endpoint',
      '/listings?page=1&per_page=5&include_sold=true&category=packaging&condition=good&q=machine',
    ].map((p) => `${API}${p}`),
  );
  for (const [spec, path] of [
    [ListingSearchParams, '/listings'],
    [ManualSearchParams, '/manuals'],
  ] as const) {
    for (const name of Object.keys(spec))
      for (const v of variants(name)) paths.add(`${API}${path}?${new URLSearchParams({ [name]: v })}`);
  }
  const first = await getJson(base, `${API}/listings?include_sold=true&per_page=50`);
  const listings = [...first.items];
  for (let page = 2; page <= first.total_pages; page++)
    listings.push(...(await getJson(base, `${API}/listings?include_sold=true&per_page=50&page=${page}`)).items);
  for (const l of listings) {
    paths.add(`${API}/listings/${l.slug}`);
    paths.add(`${API}/listings/${l.id}`);
  }
  const manuals = await getJson(base, `${API}/manuals?per_page=50`);
  const all = [...manuals.items];
  for (let page = 2; page <= manuals.total_pages; page++)
    all.push(...(await getJson(base, `${API}/manuals?per_page=50&page=${page}`)).items);
  for (const m of all) paths.add(`${API}/manuals/${m.id}`);
  const checklists = await getJson(base, `${API}/checklists`);
  for (const c of checklists.data.checklists) paths.add(`${API}/checklists/${c.slug}`);
  return [...paths];
}
