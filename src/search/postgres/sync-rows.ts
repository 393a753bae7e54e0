// What a sync changes in a record table: the published records in its scope
// against the rows live now. A record whose published JSON (hash) and file
// are unchanged is left alone; a new or changed one is born as a new doc (a
// changed one's old doc dies); a live row whose file is in scope and whose
// record is no longer published (file deleted, unapproved, withheld) dies.
// Rows are never updated in place except to mark them dead (./schema.ts).
import { createHash } from 'node:crypto';
import type { ContentProblem } from '../../catalog/read-content.ts';
import type { FieldTexts } from '../flex-document.ts';
import type { Field } from '../options.ts';
import { INDEX_FORMAT } from '../options.ts';
import type { SqlValue } from '../../schemas/listing-columns.ts';
import type { Tx } from './postings-write.ts';
import { recordTable, type Kind } from './schema.ts';
import type { Published } from './sync-read.ts';

export interface KindSpec<T> {
  kind: Kind;
  fields: readonly Field[];
  texts(r: T): FieldTexts;
  /** The row's columns besides doc, id, file, hash, record and the version columns, and their SQL types. */
  columns(r: T): Record<string, SqlValue>;
  types: Record<string, string>;
  /** A second unique key across files (listings: the slug). */
  slug?(r: T): string;
}

export interface Born<T> {
  doc: number;
  record: T;
  json: string;
  file: string;
  hash: string;
}
interface Died {
  doc: number;
  id: string;
}
export interface Diff<T> {
  born: Born<T>[];
  died: Died[];
  unchanged: number;
  problems: ContentProblem[];
}

const hashOf = (json: string) =>
  createHash('sha256').update(INDEX_FORMAT).update('\0').update(json).digest('base64url').slice(0, 22);
const ROWS_PER_INSERT = 2000;
const BASE_TYPES: Record<string, string> = {
  doc: 'int4',
  id: 'text',
  file: 'text',
  hash: 'text',
  record: 'text',
  born: 'int8',
};

export async function diffKind<T extends { id: string }>(
  tx: Tx,
  spec: KindSpec<T>,
  published: Published<T>[],
  scope: Set<string> | null,
): Promise<Diff<T>> {
  const table = recordTable(spec.kind);
  // In scope: the rows of those files, and the rows holding their ids or slugs elsewhere (each an index lookup).
  const cols = `doc, id, file, hash${spec.slug ? ', slug' : ''}`;
  const live = scope
    ? await tx.query<{ doc: number; id: string; file: string; hash: string; slug?: string }>(
        [
          `SELECT ${cols} FROM ${table} WHERE died IS NULL AND file = ANY($1)`,
          `SELECT ${cols} FROM ${table} WHERE died IS NULL AND id = ANY($2)`,
          ...(spec.slug ? [`SELECT ${cols} FROM ${table} WHERE died IS NULL AND slug = ANY($3)`] : []),
        ].join(' UNION '),
        [
          [...scope],
          published.map((p) => p.record.id),
          ...(spec.slug ? [published.map((p) => spec.slug!(p.record))] : []),
        ],
      )
    : await tx.query<{ doc: number; id: string; file: string; hash: string; slug?: string }>(
        `SELECT doc, id, file, hash FROM ${table} WHERE died IS NULL`,
      );
  const inScope = (file: string) => !scope || scope.has(file);
  const byId = new Map(live.map((r) => [r.id, r]));
  const problems: ContentProblem[] = [];
  const born: Omit<Born<T>, 'doc'>[] = [];
  const died: Died[] = [];
  const kept = new Set<number>();
  let unchanged = 0;
  for (const p of published) {
    const json = JSON.stringify(p.record);
    const hash = hashOf(json);
    const have = byId.get(p.record.id);
    // The same id live in a file this sync does not speak for: that file had it first.
    if (have && have.file !== p.file && !inScope(have.file)) {
      problems.push({
        file: p.file,
        field: 'public_id',
        message: `duplicate public_id "${p.record.id}", already used by ${have.file}`,
      });
      continue;
    }
    if (have && have.hash === hash && have.file === p.file) {
      unchanged++;
      kept.add(have.doc);
      continue;
    }
    born.push({ record: p.record, json, file: p.file, hash });
  }
  const bornIds = new Set(born.map((b) => b.record.id));
  for (const r of live)
    if (!kept.has(r.doc) && (bornIds.has(r.id) || inScope(r.file))) died.push({ doc: r.doc, id: r.id });
  // A slug live under another id that stays: the newcomer is withheld.
  const dying = new Set(died.map((d) => d.doc));
  const slugs = new Map(live.filter((r) => r.slug !== undefined && !dying.has(r.doc)).map((r) => [r.slug!, r]));
  const accepted = born.filter((b) => {
    const other = spec.slug && slugs.get(spec.slug(b.record));
    if (!other || other.id === b.record.id) return true;
    problems.push({
      file: b.file,
      field: 'slug',
      message: `duplicate slug "${spec.slug!(b.record)}", already used by ${other.file}`,
    });
    return false;
  });
  const docs = await allocateDocs(tx, spec.kind, accepted.length);
  return { born: accepted.map((b, i) => ({ ...b, doc: docs[i] })), died, unchanged, problems };
}

/** New doc numbers, ascending and above every doc so far (a sequence: never reused, even by a sync that fails). */
async function allocateDocs(tx: Tx, kind: Kind, n: number): Promise<number[]> {
  if (!n) return [];
  const seq = `pg_get_serial_sequence('${recordTable(kind)}', 'doc')`;
  const [{ first }] = await tx.query<{ first: number }>(`SELECT nextval(${seq})::int AS first`);
  if (n > 1) await tx.query(`SELECT setval(${seq}, $1)`, [first + n - 1]);
  return Array.from({ length: n }, (_, i) => first + i);
}

/** Inserts the born rows and marks the dead ones, at `version`. */
export async function writeRows<T extends { id: string }>(
  tx: Tx,
  spec: KindSpec<T>,
  diff: Diff<T>,
  version: number,
): Promise<void> {
  const table = recordTable(spec.kind);
  if (diff.died.length) {
    await tx.query(`UPDATE ${table} SET died = $1, died_at = now() WHERE doc = ANY($2)`, [
      version,
      diff.died.map((d) => d.doc),
    ]);
  }
  for (let i = 0; i < diff.born.length; i += ROWS_PER_INSERT) {
    const rows = diff.born.slice(i, i + ROWS_PER_INSERT).map((b) => ({
      doc: b.doc,
      id: b.record.id,
      file: b.file,
      hash: b.hash,
      record: b.json,
      ...spec.columns(b.record),
      born: version,
    }));
    // One array parameter per column (unnest), not one parameter per value: a few statements for a million rows.
    const names = Object.keys(rows[0]);
    const types = names.map((k) => spec.types[k] ?? BASE_TYPES[k]);
    await tx.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${types.map((t, j) => `$${j + 1}::${t}[]`).join(', ')})`,
      names.map((k) => rows.map((r) => (r as Record<string, unknown>)[k])),
    );
  }
}
