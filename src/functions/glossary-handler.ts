// GET /api/agents/v1/glossary?term=…: the entries a term names (slug, term or
// alias, case, accents and punctuation ignored, near spellings forgiven),
// from the glossary the build wrote into the function's data. Without `term`
// the routing table serves the static file, the whole glossary.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { json, notFound, readOnly } from '../http/respond.ts';
import { CACHE } from '../http/policy.ts';
import { findGlossaryTerms } from '../search/research.ts';
import type { GlossaryDocument } from '../schemas/documents.ts';
import type { z } from 'zod';
import { once } from '../lib/once.ts';

type Glossary = z.infer<typeof GlossaryDocument>;

/** Longer input is no term of a glossary: refused without being looked at or echoed. */
const MAX_TERM_CHARS = 100;

export const readGlossary = (dir: string): Glossary =>
  (JSON.parse(readFileSync(join(dir, 'research.json'), 'utf8')) as { glossary: Glossary }).glossary;

export function glossaryHandler(load: () => Glossary) {
  const glossary = once(load);
  return readOnly(async (request) => {
    const term = (new URL(request.url).searchParams.get('term') ?? '').trim();
    const all = await glossary();
    if (!term) return json(request, all, { cache: CACHE.static });
    const found = term.length > MAX_TERM_CHARS ? [] : findGlossaryTerms(all.data.terms, term);
    if (!found.length) return notFound(request, 'Glossary term not found');
    return json(request, { ...all, data: { terms: found } }, { cache: CACHE.static });
  });
}
