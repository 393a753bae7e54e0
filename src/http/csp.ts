// The Content-Security-Policy of the HTML pages: exactly what they use. Pages
// load their stylesheet and scripts from this origin; the only inline script
// (the browse page's search) is allowed by its hash, computed from the built
// files so an edit to it can never be silently blocked or silently allowed.
// JSON-LD blocks are data, not script: CSP does not govern them.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Classic inline scripts (no src, executable type) in an HTML text. */
function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    out.push(m[2]);
  }
  return out;
}

const scriptHash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/**
 * Hashes of every inline script in the built HTML, but for the pages in the
 * folders `skip` names (site-relative): the routing table skips the pages the
 * build fills, one folder per listing or manual (./filled-pages.ts), 110k
 * files at 100k listings. Each of them is a shell with no inline script (Base
 * has only JSON-LD, which is data) around a body the build escapes (a seller's
 * markdown is rendered untrusted, without raw HTML); tests/browser/csp.test.ts
 * loads a listing's and a manual's page under the policy, so a script added
 * to their shells is caught.
 */
export function builtScriptHashes(staticDir: string, skip: (folder: string) => boolean): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string, rel: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (e.name === '_astro' || r.startsWith('api') || skip(r)) continue;
        walk(join(dir, e.name), r);
      } else if (e.name.endsWith('.html')) {
        for (const s of inlineScripts(readFileSync(join(dir, e.name), 'utf8'))) hashes.add(scriptHash(s));
      }
    }
  };
  walk(staticDir, '');
  return [...hashes].sort();
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`,
    "style-src 'self'",
    // Real catalogs link their sellers' photos on other hosts (https only); the sample ships its own.
    "img-src 'self' https: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Powerful features no page uses, switched off. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), browsing-topics=(), interest-cohort=()';

export const htmlSecurityHeaders = (scriptHashes: string[]) => ({
  'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
});
