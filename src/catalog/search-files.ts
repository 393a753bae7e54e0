// The search vocabulary files of content/search/ (synonyms, machine types,
// filler words, places, phrases, intents), read into the vocabulary the
// search uses. Each is optional: an absent or invalid one is reported and
// left out, since search works without it. Kept apart from the catalog reader
// because of its cache: `npm run dev` re-reads everything on every save.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import {
  SearchFiller,
  SearchIntents,
  SearchPhrases,
  SearchPlaces,
  SearchSynonyms,
  SearchTypes,
  type SearchVocabulary,
} from '../schemas/content.ts';
import { type ContentReaders, yamlMessage } from './content-readers.ts';
import type { ContentProblem } from './read-content.ts';
import { searchVocabulary } from './search-vocabulary.ts';

/** The last reading of each search vocabulary file, by path (see readYaml below). */
const searchFiles = new Map<string, { text: string; value: unknown; problems: ContentProblem[] }>();

/** content/search/ of `dir`, its problems reported into `problems` (paths shown through `rel`). */
export function readSearchFiles(
  dir: string,
  rel: (f: string) => string,
  { check, readWithin }: ContentReaders,
  problems: ContentProblem[],
): SearchVocabulary {
  const readYaml = <S extends z.ZodType>(schema: S, name: string): z.infer<S> | undefined => {
    const file = join(dir, 'search', name);
    if (!existsSync(file)) return undefined;
    const text = readWithin(file);
    if (text === undefined) return undefined;
    try {
      // The search vocabulary is tens of kilobytes of YAML that rarely changes: `npm run dev` re-reads the whole
      // catalog on every save, so an unchanged file (same text) is not parsed and checked again.
      const known = searchFiles.get(file);
      if (known?.text === text) {
        problems.push(...known.problems);
        return known.value as z.infer<S>;
      }
      const found: ContentProblem[] = [];
      const value = check(schema, parseYaml(text, { uniqueKeys: true }), file, found);
      problems.push(...found);
      searchFiles.set(file, { text, value, problems: found });
      return value;
    } catch (e) {
      problems.push({ file: rel(file), field: '', message: yamlMessage(text, e) });
      return undefined;
    }
  };
  return searchVocabulary(
    {
      synonyms: readYaml(SearchSynonyms, 'synonyms.yaml')?.groups ?? [],
      types: readYaml(SearchTypes, 'vocabulary.yaml')?.types ?? [],
      filler: readYaml(SearchFiller, 'filler.yaml') ?? {},
      places: readYaml(SearchPlaces, 'places.yaml') ?? { names: [], countries: {}, areas: {} },
      phrases: readYaml(SearchPhrases, 'phrases.yaml') ?? null,
      intents: readYaml(SearchIntents, 'intents.yaml') ?? null,
    },
    (field, message) => problems.push({ file: rel(join(dir, 'search', 'vocabulary.yaml')), field, message }),
  );
}
