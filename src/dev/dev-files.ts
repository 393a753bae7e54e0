// The dev server's filesystem for the routing table (src/dev/route-table.ts):
// the files a build would hold at a path. Astro renders the pages and static
// endpoints of src/pages and Vite serves public/; the listing files that the
// build writes outside Astro (src/build/listing-pages.ts) are rendered here
// from the live catalog with the same functions: `/listings/{slug}.md` (the
// twin) and `/listings/{slug}.json` (the API lookup's body).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicCatalog } from '../catalog/publish.ts';
import type { Listing } from '../schemas/public.ts';
import { listingJsonOf, manualsByMachine } from '../build/listing-pages.ts';
import { listingMarkdown } from '../markdown/listing-twin.ts';
import { notFoundMarkdown, notFoundText } from '../markdown/not-found-twin.ts';
import { NOT_FOUND_FILES } from '../http/not-found.ts';
import type { DevFilesystem, Target } from './route-table.ts';

/** A route of src/pages as Astro resolved it (astro:routes:resolved). */
export interface PageRoute {
  patternRegex: RegExp;
  origin: string;
}

const LISTING_FILE = /^\/listings\/([^/]+)\.(md|json)$/;

function decoded(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

export interface DevFilesOptions {
  catalog: () => PublicCatalog;
  routes: () => PageRoute[];
  publicDir: string;
}

export function devFiles(opts: DevFilesOptions): DevFilesystem {
  // The price context reads the whole catalog: made once per version of it, not per request.
  const jsonOf = new WeakMap<PublicCatalog, (l: Listing) => string>();
  const listingFile = (slug: string, type: 'md' | 'json'): Target | undefined => {
    const c = opts.catalog();
    const l = c.listings.find((x) => x.slug === slug);
    if (!l) return undefined;
    if (type === 'json' && !jsonOf.has(c)) jsonOf.set(c, listingJsonOf(c));
    const body = type === 'md' ? listingMarkdown(c, l, { manuals: manualsByMachine(c.manuals)(l) }) : jsonOf.get(c)!(l);
    return { kind: 'file', body, type };
  };
  const page = (path: string) => opts.routes().some((r) => r.origin !== 'internal' && r.patternRegex.test(path));
  return {
    find(pathname) {
      const path = decoded(pathname);
      if (path === undefined || path.includes('\0') || path.split('/').includes('..')) return undefined;
      const twin = LISTING_FILE.exec(path);
      if (twin) return listingFile(twin[1], twin[2] as 'md' | 'json');
      // The typed 404 bodies, as the build writes them (src/pages/404.md.ts, 404.txt.ts).
      const c = () => opts.catalog();
      if (path === `/${NOT_FOUND_FILES.md}`) return { kind: 'file', body: notFoundMarkdown(c()), type: 'md' };
      if (path === `/${NOT_FOUND_FILES.txt}`) return { kind: 'file', body: notFoundText(c()), type: 'txt' };
      // A built file's name, as Astro's route for it: /404.html is the route /404, /x/index.html the route /x.
      const route = path.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
      if (page(route)) return { kind: 'astro', path: route };
      const file = join(opts.publicDir, path);
      const inPublic = file.startsWith(opts.publicDir) && existsSync(file) && statSync(file).isFile();
      if (inPublic) return { kind: 'astro', path };
      return undefined;
    },
  };
}
