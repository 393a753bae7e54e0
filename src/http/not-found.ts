// A miss answers in the type that was asked for, not with the HTML page a
// program cannot read: `.json` → JSON (`{"detail": …}`, through the fallback
// function, so `/listings/{slug}.json` misses exactly like the API lookup),
// `.md`/`.markdown` and a negotiated markdown twin → a markdown 404, a path
// with any other file extension (a file, not a page) → plain text; pages
// (no extension, `.html`) → the HTML 404 page. The routing table (src/http/
// routes.ts), the listing lookup's page paths (src/functions/page-redirect.ts)
// and the dev server (src/dev/) read this one rule.
import { anyCase, type Route } from './route-types.ts';
import { CONTENT_TYPES } from './policy.ts';

export type MissType = 'json' | 'md' | 'txt' | 'html';

/** Extensions (any case) whose misses are not the HTML page. */
const MISS_EXTENSIONS = { json: ['json'], md: ['md', 'markdown'], html: ['html', 'htm'] } as const;

/** The prebuilt 404 bodies, in static/ (src/pages/404.astro, 404.md.ts, 404.txt.ts). */
export const NOT_FOUND_FILES = { html: '404.html', md: '404.md', txt: '404.txt' } as const;

const ext = (list: readonly string[]) => `\\.(?:${list.map(anyCase).join('|')})`;

/** The type a miss at `pathname` answers in. */
export function missType(pathname: string): MissType {
  const last = pathname.split('/').at(-1) ?? '';
  const dot = last.lastIndexOf('.');
  if (dot <= 0) return 'html';
  const e = last.slice(dot + 1).toLowerCase();
  for (const type of ['json', 'md', 'html'] as const) {
    if ((MISS_EXTENSIONS[type] as readonly string[]).includes(e)) return type;
  }
  return 'txt';
}

/** Routes after the filesystem miss, before the HTML 404 page: the same decisions as missType. */
export function missRoutes(fallback: string): Route[] {
  const status = 404;
  const type = (t: 'md' | 'txt') => ({ 'Content-Type': CONTENT_TYPES[t] });
  const html = MISS_EXTENSIONS.html.map(anyCase).join('|');
  return [
    { src: `^(/.*${ext(MISS_EXTENSIONS.json)})$`, dest: `${fallback}?path=$1` },
    { src: `^/.*${ext(MISS_EXTENSIONS.md)}$`, dest: `/${NOT_FOUND_FILES.md}`, status, headers: type('md') },
    // A last segment with an extension that is neither a twin nor HTML: a file nobody serves.
    {
      src: `^/(?:.*/)?[^/]*[^/.]\\.(?!(?:${html})$)[^/.]+$`,
      dest: `/${NOT_FOUND_FILES.txt}`,
      status,
      headers: type('txt'),
    },
  ];
}
