// Writing the text index (./schema.ts, search_postings_{kind}): per token and
// field, chunks of ascending doc numbers. New docs always have higher numbers
// than every doc before them (the identity is never reused), so adding a doc
// appends to the last chunk of each of its tokens; a doc that died is taken
// out of its chunk later (./cleanup.ts), once no reader can still need it.
// Every statement runs on the sync's one transaction client, one at a time.
import type { Field } from '../options.ts';
import { postingsTable, type Kind } from './schema.ts';

/** Docs per chunk: an edit rewrites at most this many ids (8 kB) per token and field. */
const CHUNK_IDS = 2048;
/** Rows per statement. */
const BATCH = 5000;

export interface Tx {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
}

const bytes = (ids: ArrayLike<number>) => {
  const a = Int32Array.from(ids);
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength);
};
const idsOf = (b: Buffer) => {
  const out = new Int32Array(b.byteLength >> 2);
  for (let i = 0; i < out.length; i++) out[i] = b.readInt32LE(i << 2);
  return out;
};

/** Token lists of docs, per (token, field): what one sync adds. */
export class PostingBatch {
  readonly lists = new Map<string, number[]>();

  /** `tokens[f]`: the space-joined tokens of field f (as ../flex-document.ts cuts them). */
  add(doc: number, tokens: Record<Field, string>, fields: readonly Field[]) {
    fields.forEach((f, fi) => {
      if (!tokens[f]) return;
      for (const t of tokens[f].split(' ')) {
        const key = `${fi}\u0000${t}`;
        const list = this.lists.get(key);
        if (list) list.push(doc);
        else this.lists.set(key, [doc]);
      }
    });
  }

  get size() {
    return this.lists.size;
  }
}

const split = (key: string) => {
  const at = key.indexOf('\u0000');
  return { field: Number(key.slice(0, at)), token: key.slice(at + 1) };
};

async function inBatches<T>(items: T[], run: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += BATCH) await run(items.slice(i, i + BATCH));
}

/**
 * What one sync knows of the chunks it appends to: `fresh` when the table was empty when it began
 * (then every chunk is one it wrote), and the last chunk of each token and field it has seen, so
 * batch after batch of a large sync asks the database only for tokens it has not met yet.
 */
export interface AppendState {
  fresh: boolean;
  tails: Map<string, { start: number; n: number }>;
}
export const appendState = (fresh: boolean): AppendState => ({ fresh, tails: new Map() });

/** Appends a batch's docs (each list ascending, above every doc already indexed). */
export async function appendPostings(tx: Tx, kind: Kind, batch: PostingBatch, state: AppendState): Promise<void> {
  const table = postingsTable(kind);
  const last = state.tails;
  if (!state.fresh && batch.size) {
    const tokens = [...new Set([...batch.lists.keys()].filter((k) => !last.has(k)).map((k) => split(k).token))];
    for (let i = 0; i < tokens.length; i += BATCH) {
      const rows = await tx.query<{ token: string; field: number; start: number; n: number }>(
        `SELECT DISTINCT ON (token, field) token, field, start, octet_length(ids) / 4 AS n FROM ${table}
         WHERE token = ANY($1) ORDER BY token, field, start DESC`,
        [tokens.slice(i, i + BATCH)],
      );
      for (const r of rows) last.set(`${r.field}\u0000${r.token}`, { start: r.start, n: r.n });
    }
  }
  const updates: { token: string; field: number; start: number; add: Buffer }[] = [];
  const inserts: { token: string; field: number; start: number; ids: Buffer }[] = [];
  for (const [key, docs] of batch.lists) {
    const { token, field } = split(key);
    const tail = last.get(key);
    let k = 0;
    if (tail && tail.n < CHUNK_IDS) {
      k = Math.min(docs.length, CHUNK_IDS - tail.n);
      updates.push({ token, field, start: tail.start, add: bytes(docs.slice(0, k)) });
      last.set(key, { start: tail.start, n: tail.n + k });
    }
    for (; k < docs.length; k += CHUNK_IDS) {
      const part = docs.slice(k, k + CHUNK_IDS);
      inserts.push({ token, field, start: part[0], ids: bytes(part) });
      last.set(key, { start: part[0], n: part.length });
    }
  }
  await inBatches(updates, (u) =>
    tx.query(
      `UPDATE ${table} p SET ids = p.ids || u.add FROM unnest($1::text[], $2::int2[], $3::int4[], $4::bytea[]) AS u(token, field, start, add)
     WHERE p.token = u.token AND p.field = u.field AND p.start = u.start`,
      [u.map((x) => x.token), u.map((x) => x.field), u.map((x) => x.start), u.map((x) => x.add)],
    ),
  );
  await inBatches(inserts, (r) =>
    tx.query(
      `INSERT INTO ${table} (token, field, start, ids) SELECT * FROM unnest($1::text[], $2::int2[], $3::int4[], $4::bytea[])`,
      [r.map((x) => x.token), r.map((x) => x.field), r.map((x) => x.start), r.map((x) => x.ids)],
    ),
  );
}

/** Takes dead docs out of their chunks (a batch of their token lists); empty chunks go. */
export async function removePostings(tx: Tx, kind: Kind, batch: PostingBatch): Promise<void> {
  const table = postingsTable(kind);
  const wanted: { token: string; field: number; doc: number }[] = [];
  for (const [key, docs] of batch.lists) {
    const { token, field } = split(key);
    for (const doc of docs) wanted.push({ token, field, doc });
  }
  const chunks = new Map<string, { token: string; field: number; start: number; ids: Int32Array; drop: Set<number> }>();
  await inBatches(wanted, async (w) => {
    const rows = await tx.query<{ token: string; field: number; start: number; ids: Buffer; doc: number }>(
      `SELECT DISTINCT ON (u.token, u.field, u.doc) u.token, u.field, u.doc, p.start, p.ids
       FROM unnest($1::text[], $2::int2[], $3::int4[]) AS u(token, field, doc)
       JOIN ${table} p ON p.token = u.token AND p.field = u.field AND p.start <= u.doc
       ORDER BY u.token, u.field, u.doc, p.start DESC`,
      [w.map((x) => x.token), w.map((x) => x.field), w.map((x) => x.doc)],
    );
    for (const r of rows) {
      const key = `${r.field}\u0000${r.token}\u0000${r.start}`;
      let c = chunks.get(key);
      if (!c)
        chunks.set(key, (c = { token: r.token, field: r.field, start: r.start, ids: idsOf(r.ids), drop: new Set() }));
      c.drop.add(r.doc);
    }
  });
  const rewrite = [...chunks.values()].map((c) => ({ ...c, ids: bytes(c.ids.filter((d) => !c.drop.has(d))) }));
  const [empty, kept] = [rewrite.filter((c) => !c.ids.byteLength), rewrite.filter((c) => c.ids.byteLength)];
  await inBatches(empty, (e) =>
    tx.query(
      `DELETE FROM ${table} p USING unnest($1::text[], $2::int2[], $3::int4[]) AS u(token, field, start)
     WHERE p.token = u.token AND p.field = u.field AND p.start = u.start`,
      [e.map((x) => x.token), e.map((x) => x.field), e.map((x) => x.start)],
    ),
  );
  await inBatches(kept, (k) =>
    tx.query(
      `UPDATE ${table} p SET ids = u.ids FROM unnest($1::text[], $2::int2[], $3::int4[], $4::bytea[]) AS u(token, field, start, ids)
     WHERE p.token = u.token AND p.field = u.field AND p.start = u.start`,
      [k.map((x) => x.token), k.map((x) => x.field), k.map((x) => x.start), k.map((x) => x.ids)],
    ),
  );
}
