// Build-time settings, read from the environment once.
import { resolve } from 'node:path';

export const SERVICE_NAME = 'Secondline';
export const API_VERSION = '1.0.0';
export const API_BASE_PATH = '/api/agents/v1';

/** Public origin written into every URL (`SITE`), without a trailing slash. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE?.trim() || `http://localhost:${env.PORT?.trim() || '4321'}`;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`SITE must be an absolute http(s) origin such as https://equipment.example, got "${raw}"`);
  }
  if (!/^https?:$/.test(u.protocol)) throw new Error(`SITE must use http or https, got "${raw}"`);
  return u.origin;
}

/** Folder the catalog is read from: `CONTENT_DIR`, else the sample in content/. */
export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.CONTENT_DIR?.trim() || 'content');
}

/** Where a build writes its output (Build Output API v3): for the build, the local server, `npm start`, the catalog. */
export const OUTPUT_DIR = '.vercel/output';
