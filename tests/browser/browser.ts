// Shared helpers of the browser tests: one Chromium per test file, pages
// checked with axe-core, the server under test from the vitest global setup.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * CHROMIUM_PATH, else the system Chromium, else the binary that the npm package
 * @sparticuz/chromium ships (unpacked on first use), so `npm test` needs no apt
 * step on a fresh machine.
 */
async function chromiumLaunchOptions(): Promise<{ executablePath: string; args: string[] }> {
  const own = process.env.CHROMIUM_PATH || SYSTEM_CHROMIUM.find((p) => existsSync(p));
  if (own) return { executablePath: own, args: FLAGS };
  // Only the binary: the package's own flags (--single-process, --disable-web-security)
  // are for serverless hosts and make contexts die between tests or weaken the CSP under test.
  const { default: packaged } = await import('@sparticuz/chromium');
  return { executablePath: await packaged.executablePath(), args: FLAGS };
}

export const baseUrl = (): string => {
  let b: string | undefined;
  try {
    b = inject('baseUrl');
  } catch {
    b = undefined;
  }
  b ||= process.env.TEST_BASE_URL;
  if (!b) throw new Error('no server to test: run through vitest (global setup) or set TEST_BASE_URL');
  return b.replace(/\/$/, '');
};

export const launch = async (): Promise<Browser> => chromium.launch(await chromiumLaunchOptions());

/**
 * A context that never leaves the server under test: remote photo URLs and
 * other third-party requests are answered locally (a neutral grey image), so
 * the tests are fast, offline and deterministic.
 */
export async function newContext(
  browser: Browser,
  opts: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
  });
  const origin = new URL(baseUrl()).origin;
  await ctx.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    if (route.request().resourceType() === 'image')
      return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: placeholder(url) });
    return route.fulfill({ status: 204, body: '' });
  });
  return ctx;
}

function placeholder(url: URL): string {
  const w = Number(url.searchParams.get('w')) || 1200;
  const h = Number(url.searchParams.get('h')) || 800;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#d9dde3"/><path d="M0 ${h} L${w * 0.35} ${h * 0.45} L${w * 0.6} ${h * 0.75} L${w * 0.75} ${h * 0.6} L${w} ${h}Z" fill="#b8bec8"/><circle cx="${w * 0.78}" cy="${h * 0.28}" r="${Math.min(w, h) * 0.08}" fill="#c5cad2"/></svg>`;
}

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core violations of impact serious or critical on the current page. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol, not as an inline <script>: the pages' CSP (rightly) refuses those.
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
}

/** Heading levels in document order. */
export const headingLevels = (page: Page) =>
  page.$$eval('h1, h2, h3, h4, h5, h6', (hs) => hs.map((h) => Number(h.tagName[1])));

/** True when no heading skips a level on the way down (h2 → h4). */
export function headingsInOrder(levels: number[]): boolean {
  let prev = 0;
  for (const l of levels) {
    if (l > prev + 1) return false;
    prev = l;
  }
  return true;
}

export async function getJson(url: string): Promise<any> {
  const r = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return r.json();
}

/**
 * A screenshot that does not fail at random: under load headless Chromium can
 * have no composited frame yet ("Unable to capture screenshot"), so wait for
 * a painted frame and try again a few times before calling it a failure.
 */
export async function screenshot(page: Page, opts: Parameters<Page['screenshot']>[0] = {}): Promise<Buffer> {
  const ATTEMPTS = 4;
  for (let attempt = 1; ; attempt++) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    try {
      return await page.screenshot(opts);
    } catch (e) {
      if (attempt >= ATTEMPTS || !/Unable to capture screenshot/i.test(String(e))) throw e;
      await page.waitForTimeout(250 * attempt);
    }
  }
}
