// The languages the query reader knows and the intents it recognises, as
// plain data: the search functions read them without loading zod (the
// schemas of the search content, ./search-content.ts, build on them).

/** The languages of the catalog's sellers and buyers, in the order the query reader tries them. */
export const LANGUAGES = ['en', 'de', 'fr', 'nl', 'it', 'es', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const INTENTS = ['checklist', 'manual', 'definition', 'guide'] as const;
export type Intent = (typeof INTENTS)[number];
