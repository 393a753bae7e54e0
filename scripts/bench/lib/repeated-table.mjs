// A listing table of any size made of one real table repeated whole (listing d + i·base is a copy of d): the
// planner's input as the bundled loader builds it (src/search/listings.ts), with the columns, the sale years and
// the text postings repeated. Values, dictionaries and the spread of every match set are the real catalog's; only
// n grows. For the planner bench (../planner-cost.mjs).
import { Matcher } from '../../../src/search/matcher.ts';
import { shardedLookups } from '../../../src/search/text-shards.ts';
import { LISTING_FIELDS, PLACE_WEIGHT } from '../../../src/search/options.ts';
import { placeLookup } from '../../../src/search/places.ts';
import { Synonyms } from '../../../src/search/synonyms.ts';
import { fromB64, readText } from '../../../src/search/index-files.ts';
import { unpackColumns } from '../../../src/search/listing-table.ts';

/** `a` (length base) repeated to length n. */
function repeat(a, n) {
  const out = new a.constructor(n);
  for (let i = 0; i < n; i += a.length) out.set(a.subarray(0, Math.min(a.length, n - i)), i);
  return out;
}

/** Ascending ids of a base posting list, repeated for every copy below n: still ascending. */
function repeatIds(ids, base, n) {
  const out = [];
  for (let off = 0; off < n; off += base) for (const d of ids) if (d + off < n) out.push(d + off);
  return out;
}

/** The ListingTable (src/search/listing-query.ts) of `n` listings from the bundled index `meta` in `dir`. */
export function repeatedTable(meta, dir, n) {
  const base = meta.n;
  const baseCols = unpackColumns(meta.cols);
  const cols = Object.fromEntries(Object.entries(baseCols).map(([k, a]) => [k, repeat(a, n)]));
  let matcher;
  const build = () => {
    const lookups = shardedLookups(LISTING_FIELDS, dir, 'listings', meta.text).map((lk) => {
      const memo = new Map();
      return (token) => {
        let ids = memo.get(token);
        if (!ids) memo.set(token, (ids = repeatIds(Array.from(lk(token)), base, n)));
        return ids;
      };
    });
    const vocab = () => readText(dir, 'listings.vocab.meta').split(' ');
    return new Matcher(n, lookups, LISTING_FIELDS, vocab)
      .addLookup(placeLookup(meta.placeTexts, cols.place), PLACE_WEIGHT)
      .useSynonyms(new Synonyms(meta.synonyms));
  };
  return {
    n,
    cols,
    dict: meta.dict,
    placeTexts: meta.placeTexts,
    countries: meta.countries,
    countryLabels: meta.countryLabels,
    rates: meta.rates,
    placesVocabulary: meta.places_vocabulary,
    filler: meta.filler,
    lexicon: meta.lexicon,
    soldYear: repeat(new Uint16Array(fromB64(meta.sold_years)), n),
    matcher: () => (matcher ??= build()),
  };
}
