// Listing index: written at build time from the public projection, loaded
// once per cold start. Files (all under one folder):
//   listings.flex    FlexSearch Document export (fields model, make, title, body)
//   listings.meta    JSON: origin, columns for filters and facets (base64 typed
//                    arrays), makes, places, ids, slugs, typo vocabulary,
//                    record offsets
//   listings.ndjson  the public Listing JSON, one per line, parsed only when returned
import type { Listing } from '../schemas/public.ts';
import type { ListingQuery } from '../schemas/query.ts';
import { CATEGORIES, CONDITIONS } from '../schemas/vocabulary.ts';
import { countryName } from '../catalog/countries.ts';
import { INDEX_FORMAT, LISTING_FIELDS, newListingDocument } from './options.ts';
import { fold } from './text.ts';
import {
  Matcher, RecordStore, b64, encodeRecords, exportDocument, facetList, fromB64, importDocument, rankSlice, readText,
  tokenizeFields, writeFile, type FacetEntry, type WrittenFile,
} from './core.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ListingSearchResult {
  total: number;
  items: Listing[];
  facets: { category: FacetEntry[]; condition: FacetEntry[]; make: FacetEntry[] };
}

const CAT_SLUGS = CATEGORIES.map(([s]) => s as string);
const CAT_LABELS = CATEGORIES.map(([, l]) => l as string);
const COND_SLUGS = CONDITIONS.map(([s]) => s as string);
const COND_LABELS = CONDITIONS.map(([, l]) => l as string);

type Place = [city: string, region: string | null, regionCode: string | null, country: string];

interface ListingMeta {
  format: string;
  origin: string;
  n: number;
  makes: string[];
  places: Place[];
  ids: string[];
  slugs: string[];
  vocab: string;
  cols: { category: string; condition: string; make: string; place: string; sold: string; offsets: string };
}

export function writeListingIndex(listings: Listing[], origin: string, dir: string): WrittenFile[] {
  const n = listings.length;
  const doc = newListingDocument();
  const vocab = new Set<string>();
  const makes: string[] = [];
  const makeIdx = new Map<string, number>();
  const places: Place[] = [];
  const placeIdx = new Map<string, number>();
  const category = new Uint8Array(n);
  const condition = new Uint8Array(n);
  const make = new Uint16Array(n);
  const place = new Uint16Array(n);
  const sold = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const l = listings[i];
    const fields = tokenizeFields({
      model: l.model,
      make: l.make,
      title: `${l.title} ${l.category} ${l.category_label}`,
      body: [l.description, ...l.specs.map((s) => `${s.label} ${s.value}`)].join('\n'),
    }, vocab);
    doc.add({ id: i, ...fields });
    category[i] = CAT_SLUGS.indexOf(l.category);
    condition[i] = COND_SLUGS.indexOf(l.condition);
    let m = makeIdx.get(l.make);
    if (m === undefined) makeIdx.set(l.make, (m = makes.push(l.make) - 1));
    make[i] = m;
    const p: Place = [l.location.city, l.location.region, l.location.region_code, l.location.country];
    const key = JSON.stringify(p);
    let pi = placeIdx.get(key);
    if (pi === undefined) placeIdx.set(key, (pi = places.push(p) - 1));
    place[i] = pi;
    sold[i] = l.status === 'sold' ? 1 : 0;
  }
  if (makes.length > 65535 || places.length > 65535) throw new Error('listing index: more than 65535 makes or places');
  const records = encodeRecords(listings);
  const meta: ListingMeta = {
    format: INDEX_FORMAT,
    origin,
    n,
    makes,
    places,
    ids: listings.map((l) => l.id),
    slugs: listings.map((l) => l.slug),
    vocab: [...vocab].sort().join(' '),
    cols: { category: b64(category), condition: b64(condition), make: b64(make), place: b64(place), sold: b64(sold), offsets: b64(records.offsets) },
  };
  const out: WrittenFile[] = [];
  writeFile(dir, 'listings.flex', exportDocument(doc), out);
  writeFile(dir, 'listings.meta', JSON.stringify(meta), out);
  writeFile(dir, 'listings.ndjson', records.data, out);
  return out;
}

export interface ListingSearch {
  origin: string;
  searchListings(q: ListingQuery): ListingSearchResult;
  getListing(slugOrId: string): Listing | undefined;
  stats(): { listings: number; makes: number; places: number; vocabulary: number; load_ms: number };
}

export function loadListingSearch(dir: string): ListingSearch {
  const t0 = performance.now();
  const meta = JSON.parse(readText(dir, 'listings.meta')) as ListingMeta;
  if (meta.format !== INDEX_FORMAT) throw new Error(`listing index in ${dir} has format ${meta.format}, expected ${INDEX_FORMAT}: rebuild it`);
  const doc = newListingDocument();
  importDocument(doc, readText(dir, 'listings.flex'));
  const store = new RecordStore<Listing>(readFileSync(join(dir, 'listings.ndjson')), new Uint32Array(fromB64(meta.cols.offsets)));
  const n = meta.n;
  const category = new Uint8Array(fromB64(meta.cols.category));
  const condition = new Uint8Array(fromB64(meta.cols.condition));
  const make = new Uint16Array(fromB64(meta.cols.make));
  const place = new Uint16Array(fromB64(meta.cols.place));
  const sold = new Uint8Array(fromB64(meta.cols.sold));
  const makes = meta.makes;
  const nMakes = makes.length;
  const nPlaces = meta.places.length;
  let vocabSize = 0;
  const matcher = new Matcher(n, doc, LISTING_FIELDS, () => {
    const v = meta.vocab ? meta.vocab.split(' ') : [];
    vocabSize = v.length;
    return v;
  });

  // Lower-cased make → make numbers (published spellings may differ in case).
  const makesByKey = new Map<string, number[]>();
  makes.forEach((m, i) => {
    const k = m.toLowerCase();
    const list = makesByKey.get(k);
    if (list) list.push(i);
    else makesByKey.set(k, [i]);
  });
  // Location search texts, one per place, built on first use.
  let placeTexts: string[] | undefined;
  const placeText = () => (placeTexts ??= meta.places.map(([city, region, , country]) => fold([city, region ?? '', countryName(country)].join('\u0000'))));

  // Postings per make and per category for unranked listing, built on first use.
  let makePost: Int32Array[] | undefined;
  let catPost: Int32Array[] | undefined;
  const postings = (col: ArrayLike<number>, k: number) => {
    const counts = new Int32Array(k);
    for (let i = 0; i < n; i++) counts[col[i]]++;
    const lists = Array.from(counts, (c) => new Int32Array(c));
    counts.fill(0);
    for (let i = 0; i < n; i++) lists[col[i]][counts[col[i]]++] = i;
    return lists;
  };

  // Scratch, sized once.
  const mDocs = new Int32Array(n);
  const mScores = new Float32Array(n);
  const catCount = new Uint32Array(CAT_SLUGS.length);
  const condCount = new Uint32Array(COND_SLUGS.length);
  const makeCount = new Uint32Array(nMakes);
  const makeOk = new Uint8Array(nMakes);
  const placeOk = new Uint8Array(nPlaces);

  let byId: Map<string, number> | undefined;

  const empty = (): ListingSearchResult => ({ total: 0, items: [], facets: { category: [], condition: [], make: [] } });

  function searchListings(q: ListingQuery): ListingSearchResult {
    const cat = q.category ? CAT_SLUGS.indexOf(q.category) : -1;
    const cond = q.condition ? COND_SLUGS.indexOf(q.condition) : -1;
    const includeSold = q.include_sold;
    let makeIds: number[] | null = null;
    if (q.make && q.make.trim()) {
      makeIds = makesByKey.get(q.make.trim().toLowerCase()) ?? [];
      if (!makeIds.length) return empty();
    }
    let placeFilter = false;
    const loc = (q.location ?? '').trim();
    if (loc) {
      placeFilter = true;
      let any = false;
      if (loc.length === 2) {
        const code = loc.toUpperCase();
        for (let p = 0; p < nPlaces; p++) {
          const pl = meta.places[p];
          placeOk[p] = pl[3] === code || pl[2] === code ? 1 : 0;
          any ||= placeOk[p] === 1;
        }
      } else {
        const needle = fold(loc);
        const texts = placeText();
        for (let p = 0; p < nPlaces; p++) {
          placeOk[p] = texts[p].includes(needle) ? 1 : 0;
          any ||= placeOk[p] === 1;
        }
      }
      if (!any) return empty();
    }
    if (makeIds) {
      makeOk.fill(0);
      for (const m of makeIds) makeOk[m] = 1;
    }
    catCount.fill(0);
    condCount.fill(0);
    makeCount.fill(0);
    const byMake = makeIds !== null;
    const pass = (d: number) =>
      (cat < 0 || category[d] === cat) && (cond < 0 || condition[d] === cond) && (includeSold || sold[d] === 0) &&
      (!byMake || makeOk[make[d]] === 1) && (!placeFilter || placeOk[place[d]] === 1);

    const start = (q.page - 1) * q.per_page;
    const end = start + q.per_page;
    let m = 0;
    const itemsIdx: number[] = [];
    const ranked = matcher.run(q.q, (d, s) => {
      if (!pass(d)) return;
      catCount[category[d]]++;
      condCount[condition[d]]++;
      makeCount[make[d]]++;
      mDocs[m] = d;
      mScores[m] = s;
      m++;
    });
    if (ranked) {
      for (const i of rankSlice(mDocs, mScores, m, start, end)) itemsIdx.push(mDocs[i]);
    } else {
      // No words: every filtered listing, newest first (the index order).
      const visit = (d: number) => {
        if (!pass(d)) return;
        catCount[category[d]]++;
        condCount[condition[d]]++;
        makeCount[make[d]]++;
        if (m >= start && m < end) itemsIdx.push(d);
        m++;
      };
      if (makeIds) {
        makePost ??= postings(make, nMakes);
        if (makeIds.length === 1) for (const d of makePost[makeIds[0]]) visit(d);
        else {
          const ds = makeIds.flatMap((id) => Array.from(makePost![id])).sort((a, b) => a - b);
          for (const d of ds) visit(d);
        }
      } else if (cat >= 0) {
        catPost ??= postings(category, CAT_SLUGS.length);
        for (const d of catPost[cat]) visit(d);
      } else for (let d = 0; d < n; d++) visit(d);
    }
    return {
      total: m,
      items: itemsIdx.map((d) => store.get(d)),
      facets: {
        category: facetList(catCount, CAT_SLUGS, CAT_LABELS),
        condition: facetList(condCount, COND_SLUGS, COND_LABELS),
        make: facetList(makeCount, makes, makes),
      },
    };
  }

  function getListing(key: string): Listing | undefined {
    if (!byId) {
      byId = new Map();
      for (let i = 0; i < n; i++) {
        byId.set(meta.ids[i], i);
        byId.set(meta.slugs[i], i);
      }
    }
    const d = byId.get(key);
    return d === undefined ? undefined : store.get(d);
  }

  const loadMs = performance.now() - t0;
  return {
    origin: meta.origin,
    searchListings,
    getListing,
    stats: () => ({ listings: n, makes: nMakes, places: nPlaces, vocabulary: vocabSize, load_ms: loadMs }),
  };
}
