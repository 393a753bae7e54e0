// The list parameter: every value it is given, repeated (`country=ES&country=AT`,
// what an OpenAPI client sends for `style: form, explode: true`) or
// comma-separated (`country=ES,AT`, what people type), read as one union, so
// no value a caller sent is dropped for the way it was sent.
import type { z } from 'zod';
import { enumError, param, type Param, type ParamError, type SchemaOf } from './params.ts';

export interface ListSpec<T, F extends T[] | null> {
  description: string;
  /** The parsed list (what the envelope echoes). */
  schema: SchemaOf;
  /** One element as it may be sent (special words included). */
  element: SchemaOf;
  fallback: F;
  /** An element → its value, null when refused. */
  item: (s: string) => T | null;
  refused: (bad: string) => ParamError;
  /** Words standing for a whole set (`none` → [], `all` → null meaning everything), any case. */
  words?: Record<string, T[] | null>;
  /** Canonical order of the union (default: first appearance). */
  order?: (xs: T[]) => T[];
  /** At most this many values after the union (Pydantic's too_long). */
  max?: number;
}

/** A list: every value and every comma-separated part, one union; empty means the fallback. */
export const list = <T, F extends T[] | null>(s: ListSpec<T, F>): Param<T[] | F> =>
  param({
    schema: (kit) => s.schema(kit).describe(s.description) as unknown as z.ZodType<T[] | F>,
    input: (kit) => {
      const elements = kit.z.array(s.element(kit));
      return (s.max === undefined ? elements : elements.max(s.max)).describe(s.description);
    },
    fallback: s.fallback,
    list: true,
    parse(raw) {
      const parts = raw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (!parts.length) return { ok: true, value: s.fallback };
      const out: T[] = [];
      let everything = false;
      for (const part of parts) {
        const word = s.words?.[part.toLowerCase()];
        const values = word !== undefined ? word : [s.item(part)];
        if (values === null) everything = true;
        else
          for (const v of values) {
            if (v === null) return { ok: false, error: { ...s.refused(part), input: part } };
            if (!out.includes(v)) out.push(v);
          }
      }
      if (everything) return { ok: true, value: null as F };
      if (s.max !== undefined && out.length > s.max) {
        return {
          ok: false,
          error: {
            type: 'too_long',
            msg: `List should have at most ${s.max} items after validation, not ${out.length}`,
            ctx: { field_type: 'List', max_length: s.max, actual_length: out.length },
          },
        };
      }
      return { ok: true, value: s.order ? s.order(out) : out };
    },
  });

/** The element error of a closed list: Pydantic's enum wording over the accepted words. */
export const listEnumError =
  (values: readonly string[], ctx: Record<string, unknown> = {}) =>
  (bad: string): ParamError => {
    const e = enumError(values, ctx);
    return { ...e, ctx: { ...e.ctx, unknown: bad } };
  };
