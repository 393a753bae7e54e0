// Screenshots for docs/: a listing page and the market snapshot, from a
// running server (BASE_URL, default the local `npm run serve`).
//   BASE_URL=http://localhost:4321 node_modules/.bin/node scripts/screenshots.mjs
import { launch, newContext } from '../tests/browser/browser.ts';

const base = (process.env.BASE_URL || `http://localhost:${process.env.PORT || 4321}`).replace(/\/$/, '');
process.env.TEST_BASE_URL = base;
const listing = (await (await fetch(`${base}/api/agents/v1/listings?per_page=1`)).json()).items[0];
const browser = await launch();
try {
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  for (const [path, file] of [
    [new URL(listing.url).pathname, 'docs/listing-page.png'],
    ['/market-snapshot', 'docs/market-snapshot.png'],
  ]) {
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${file} ← ${path}`);
  }
} finally {
  await browser.close();
}
