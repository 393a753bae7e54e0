// Catalog versions as a function reads them. index:sync commits everything of
// a sync (rows, postings, snapshots) and the new version number in one
// transaction, so a version is whole or absent. A function checks the
// version at most once per POLL_MS; when a kind's snapshot moved it loads
// the new one while the previous one keeps answering (a request never waits
// for a reload it does not need), then answers from the new one. Everything
// a request reads of the database is of the version its snapshot belongs
// to: records by doc (immutable until the grace period after they die),
// lookups and related manuals live at that version.
import type { ReadDb } from '../../db/read-pool.ts';
import { SearchUnavailable } from '../../db/unavailable.ts';
import type { RelatedIndex } from '../related.ts';
import type { PlaceVocabulary } from '../places.ts';
import type { Lexicon } from '../../schemas/search-content.ts';
import { INDEX_FORMAT } from '../options.ts';
import type { Kind } from './schema.ts';
import { versionBytes } from './sliced-read.ts';

const POLL_MS = 500;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What the listing query core needs besides the columns (written by index:sync). */
export interface ListingCatalogMeta {
  format: string;
  origin: string;
  rates: Record<string, number>;
  places: PlaceVocabulary;
  filler: string[];
  synonyms: string[][];
  /** What the query reader knows (content/search/). */
  lexicon: Lexicon | null;
  /** Checklist and guides per category (a lookup's `related`; its manuals come from search_manuals). */
  relatedByCategory: RelatedIndex['byCategory'];
  /** English names of the countries of the places (facet labels, place words). */
  countryNames: Record<string, string>;
}
export interface ManualCatalogMeta {
  format: string;
  origin: string;
  synonyms: string[][];
}

/** The packed columns of a kind's version (~26 MB at a million listings), a slice per statement. */
export async function snapshotOf(db: ReadDb, kind: Kind, version: number): Promise<Buffer> {
  const snapshot = await versionBytes(db, kind, version, 'snapshot');
  if (!snapshot) throw new SearchUnavailable(`${kind} snapshot ${version} is gone (a newer sync replaced it); retry`);
  return snapshot;
}

/** One kind's snapshot row: its own version (the sync that wrote it) and what the function keeps. */
export interface SnapshotRow<M> {
  version: number;
  meta: M;
  snapshot: Buffer;
}
export interface Versioned<S> {
  version: number;
  snap: S;
}

interface Latest {
  version: number;
  rows: Record<Kind, number | null>;
}

/** The catalog of one function instance: the current version and each kind's snapshot. */
export class Catalog {
  private readonly db: ReadDb;
  private latest: Latest | undefined;
  private checkedAt = 0;
  private polling: Promise<Latest> | undefined;
  private readonly kinds = new Map<Kind, { row: number; version: number; snap: unknown; loading?: Promise<void> }>();
  private readonly metas = new Map<Kind, { row: number; meta: Promise<unknown> }>();

  constructor(db: ReadDb) {
    this.db = db;
  }

  private poll(): Promise<Latest> {
    if (this.latest && Date.now() - this.checkedAt < POLL_MS) return Promise.resolve(this.latest);
    return (this.polling ??= (async () => {
      try {
        const [row] = await this.db.query<{ version: string; listings: string | null; manuals: string | null }>(
          `SELECT c.version,
             (SELECT max(version) FROM search_versions WHERE kind = 'listings' AND version <= c.version) AS listings,
             (SELECT max(version) FROM search_versions WHERE kind = 'manuals' AND version <= c.version) AS manuals
           FROM search_catalog c`,
        );
        if (!row) throw new SearchUnavailable('no catalog in the database yet (run npm run index:sync)');
        const num = (x: string | null) => (x === null ? null : Number(x));
        this.latest = {
          version: Number(row.version),
          rows: { listings: num(row.listings), manuals: num(row.manuals) },
        };
        this.checkedAt = Date.now();
        return this.latest;
      } finally {
        this.polling = undefined;
      }
    })());
  }

  /**
   * Only the vocabulary of `kind` (origin, related guides, …) and the latest version: what lookups and
   * pages need, without loading the columns (~20 MB at a million listings).
   */
  async meta<M extends { format: string }>(kind: Kind): Promise<{ version: number; meta: M }> {
    const latest = await this.poll();
    const row = latest.rows[kind];
    if (row === null) throw new SearchUnavailable(`no ${kind} in the search database yet (run npm run index:sync)`);
    let have = this.metas.get(kind);
    if (!have || have.row !== row) {
      const meta = this.db
        .query<{ meta: M }>('SELECT meta FROM search_versions WHERE kind = $1 AND version = $2', [kind, row])
        .then(([r]) => {
          if (!r) throw new SearchUnavailable(`${kind} version ${row} is gone (a newer sync replaced it); retry`);
          return r.meta;
        });
      this.metas.set(kind, (have = { row, meta }));
      meta.catch(() => this.metas.delete(kind));
    }
    return { version: latest.version, meta: (await have.meta) as M };
  }

  /** The snapshot of `kind` to answer from, and the catalog version it stands for. */
  async snapshot<M extends { format: string }, S>(
    kind: Kind,
    load: (row: SnapshotRow<M>) => S | Promise<S>,
  ): Promise<Versioned<S>> {
    const latest = await this.poll();
    const row = latest.rows[kind];
    if (row === null) throw new SearchUnavailable(`no ${kind} in the search database yet (run npm run index:sync)`);
    const have = this.kinds.get(kind);
    if (have && have.row === row) {
      // Nothing of this kind changed since: the snapshot stands for the latest version too.
      have.version = Math.max(have.version, latest.version);
      return { version: have.version, snap: have.snap as S };
    }
    const fetch = async () => {
      const [r] = await this.db.query<{ meta: M }>(
        'SELECT meta FROM search_versions WHERE kind = $1 AND version = $2',
        [kind, row],
      );
      if (!r) throw new SearchUnavailable(`${kind} snapshot ${row} is gone (a newer sync replaced it); retry`);
      if (r.meta.format !== INDEX_FORMAT)
        throw new SearchUnavailable(
          `${kind} catalog has format ${r.meta.format}, expected ${INDEX_FORMAT} (run npm run index:sync)`,
        );
      const snapshot = await snapshotOf(this.db, kind, row);
      const snap = await load({ version: row, meta: r.meta, snapshot });
      this.kinds.set(kind, { row, version: latest.version, snap });
    };
    if (!have) {
      await fetch();
      return { version: latest.version, snap: this.kinds.get(kind)!.snap as S };
    }
    // A newer snapshot: the current one answers while it loads.
    // The previous version keeps answering and the next request retries; the cause goes to the log, since a
    // load that keeps failing would leave the instance on an old version with no trace.
    have.loading ??= fetch()
      .catch((e) =>
        console.error(`loading ${kind} version ${row} failed, version ${have.row} keeps answering: ${errorText(e)}`),
      )
      .finally(() => {
        have.loading = undefined;
      });
    return { version: have.version, snap: have.snap as S };
  }
}
