// Checklist and guide slugs in any letter case, like listing ids: the CDN
// matches routes case-sensitively and a file name has one case, so each
// built detail file gets a route whose source matches its slug in any case
// (a few dozen editorial files, not one per listing).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE_PATH } from '../config.ts';
import { CONTENT_TYPES } from './policy.ts';
import { anyCase, type Route } from './route-types.ts';

/** The static API folders of single resources, stored as `<folder>/<slug>.json`. */
export const STATIC_API_DETAIL = ['checklists', 'guides'] as const;
export type DetailSlugs = Partial<Record<(typeof STATIC_API_DETAIL)[number], string[]>>;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function caseInsensitiveSlugRoutes(slugs: DetailSlugs): Route[] {
  return STATIC_API_DETAIL.flatMap((folder) =>
    (slugs[folder] ?? [])
      .filter((s) => /[a-z]/.test(s))
      .map((slug) => ({
        src: `^${esc(API_BASE_PATH)}/${folder}/${anyCase(esc(slug))}(?:${esc('.')}${anyCase('json')})?$`,
        dest: `${API_BASE_PATH}/${folder}/${slug}.json`,
        headers: { 'Content-Type': CONTENT_TYPES.json },
      })),
  );
}

/** The slugs of the detail files a build wrote. */
export function builtDetailSlugs(staticDir: string): DetailSlugs {
  return Object.fromEntries(
    STATIC_API_DETAIL.map((folder) => {
      const dir = join(staticDir, API_BASE_PATH, folder);
      const slugs = existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f.endsWith('.json'))
            .map((f) => f.slice(0, -5))
        : [];
      return [folder, slugs];
    }),
  );
}
