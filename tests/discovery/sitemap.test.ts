// Past 50,000 URLs the sitemap becomes an index of chunk files, each within the protocol's limit.
import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMIT, sitemapChunkXml, sitemapChunks, sitemapXml } from '../../src/discovery/documents.ts';
import type { PublicCatalog } from '../../src/catalog/publish.ts';

const catalog = (listings: number) =>
  ({
    origin: 'https://equipment.example',
    listings: Array.from({ length: listings }, (_, i) => ({
      url: `https://equipment.example/listings/l-${i}`,
      updated_at: '2026-01-01T00:00:00Z',
    })),
    manuals: [],
    checklists: [],
    guides: [],
    glossary: [],
    snapshot: { as_of: '2026-01-02T00:00:00Z' },
  }) as unknown as PublicCatalog;

const count = (xml: string, tag: string) => xml.split(`<${tag}>`).length - 1;

describe('sitemap', () => {
  it('is one urlset while it fits', () => {
    const c = catalog(100);
    expect(sitemapChunks(c)).toBe(0);
    expect(count(sitemapXml(c), 'url')).toBe(100 + 9); // listings + the 9 fixed pages (home, listings, manuals, glossary, checklists, guides, snapshot, for-agents, privacy)
  });

  it('becomes an index of chunks past the limit, losing no URL', () => {
    const c = catalog(120_000);
    const chunks = sitemapChunks(c);
    expect(chunks).toBe(3);
    const index = sitemapXml(c);
    expect(index).toContain('<sitemapindex');
    expect(count(index, 'sitemap')).toBe(3);
    const sizes = [1, 2, 3].map((n) => count(sitemapChunkXml(c, n), 'url'));
    expect(sizes.every((s) => s <= SITEMAP_LIMIT)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(120_000 + 9);
  });
});
