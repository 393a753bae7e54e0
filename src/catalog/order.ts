// The order of the published catalog: listings newest listed first (then id),
// manuals by make, model, title and id. A module of its own so that what
// only sorts (the Postgres backend's functions) does not import the
// publishing step and its privacy checks.
import type { Manual } from '../schemas/public.ts';

export const newestFirst = (a: { listed_at: string; id: string }, b: { listed_at: string; id: string }) =>
  a.listed_at < b.listed_at ? 1 : a.listed_at > b.listed_at ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The order of the manual index: make, model, title, id. */
export const manualOrder = (
  a: Pick<Manual, 'make' | 'model' | 'title' | 'id'>,
  b: Pick<Manual, 'make' | 'model' | 'title' | 'id'>,
) =>
  a.make.localeCompare(b.make) ||
  a.model.localeCompare(b.model) ||
  a.title.localeCompare(b.title) ||
  a.id.localeCompare(b.id);
