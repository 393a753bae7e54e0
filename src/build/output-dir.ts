// Where a build writes its output (Build Output API v3): one name for the
// build, the local server, `npm start` and the pages' catalog.
export const OUTPUT_DIR = '.vercel/output';

/**
 * Set for the Astro child of a build: the key holders file the build read
 * (src/catalog/published-keys.ts), which the build has moved aside by then,
 * so the pages decide duplicate keys as the build did.
 */
export const KEY_HOLDERS_ENV = 'SECONDLINE_KEY_HOLDERS';
