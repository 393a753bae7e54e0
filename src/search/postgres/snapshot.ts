// The columns a function keeps per catalog version, as index:sync packs them
// (./snapshot-pack.ts): read from search_catalog.snapshot, one value (~0.5 MB
// gzipped at 100,000 listings) instead of a scan of the table at every cold
// start and version change.
import { gunzipSync } from 'node:zlib';
import { fromB64 } from '../index-files.ts';
import type { ListingColumns } from '../filters.ts';
import type { Place } from '../listing-table.ts';

const unpack = <T>(buf: Buffer): T => JSON.parse(gunzipSync(buf).toString('utf8')) as T;

export interface PackedListings { docs: string; makes: string[]; models: string[]; places: Place[]; cols: Record<keyof ListingColumns, string> }
export interface ListingSnapshotData { docOf: Int32Array; cols: ListingColumns; makes: string[]; models: string[]; places: Place[] }

export function unpackListings(buf: Buffer): ListingSnapshotData {
  const p = unpack<PackedListings>(buf);
  return {
    docOf: new Int32Array(fromB64(p.docs)), makes: p.makes, models: p.models, places: p.places,
    cols: {
      category: new Uint8Array(fromB64(p.cols.category)), condition: new Uint8Array(fromB64(p.cols.condition)),
      make: new Uint16Array(fromB64(p.cols.make)), model: new Uint32Array(fromB64(p.cols.model)), place: new Uint16Array(fromB64(p.cols.place)), sold: new Uint8Array(fromB64(p.cols.sold)),
      year: new Uint16Array(fromB64(p.cols.year)), price: new Float64Array(fromB64(p.cols.price)),
    },
  };
}

export interface PackedManuals { docs: string; makes: string[]; make: string; models: string[]; categories: string[]; documentTypes: string[]; languages: string[] }
export interface ManualSnapshotData { docOf: Int32Array; make: Uint16Array; makes: string[]; models: string[]; categories: string[]; documentTypes: string[]; languages: string[] }

export function unpackManuals(buf: Buffer): ManualSnapshotData {
  const p = unpack<PackedManuals>(buf);
  return { ...p, docOf: new Int32Array(fromB64(p.docs)), make: new Uint16Array(fromB64(p.make)) };
}

/** Record number of each FlexSearch id of a snapshot (-1: not in this version). */
export function positionsOf(docOf: Int32Array): Int32Array {
  const posOf = new Int32Array(docOf.reduce((m, d) => Math.max(m, d), 0) + 1).fill(-1);
  docOf.forEach((d, i) => (posOf[d] = i));
  return posOf;
}
