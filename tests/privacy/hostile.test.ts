// Contact details hidden in every free-text field, in every format of
// tests/fixtures/hostile-cases.ts: the publishing step must remove them all,
// and nothing the hostile catalog's build serves or ships may carry one.
//
// 1. Per case, at the choke point (publish): fails for every format the
//    scrubber misses, naming the fields.
// 2. The whole hostile catalog builds (the build's own leak scan passes).
// 3. End to end: the catalog without the cases of (1) that fail is built in a
//    temporary copy of the project (the suite's .vercel/output is untouched),
//    served on 127.0.0.1:4339 and crawled like the sample; every response and
//    every shipped file is scanned for the cases' markers and the raw seller
//    fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { readContent, type RawContent } from '../../src/catalog/read-content.ts';
import { publish, type PublicCatalog } from '../../src/catalog/publish.ts';
import { leakRules } from '../../src/build/leak-scan.ts';
import { HOSTILE_CASES, type HostileCase } from '../fixtures/hostile-cases.ts';
import { isolatedBuild, serveOutput, type IsolatedBuild } from '../support/isolated-build.ts';
import { crawl, markerFinder, scanFiles, scanResponses, summarize, type CrawlResult, type Markers } from './crawl.ts';

const FIXTURE = 'tests/fixtures/hostile';
const PORT = Number(process.env.HOSTILE_PORT || 4339);
const SITE = `http://127.0.0.1:${PORT}`;

/**
 * Formats src/catalog/scrub-contacts.ts missed when these tests were written
 * (reported to the lead). Their tests below fail until the scrubber handles
 * them; the list only labels the test names.
 */
const KNOWN_MISSES = new Set<string>([]);

const raw: RawContent = readContent(FIXTURE);
const catalog: PublicCatalog = publish(raw, SITE);
const caseMarkers = (c: HostileCase): Markers => ({ words: c.words ?? [], digits: c.digits ?? [] });
const slugOf = (c: HostileCase) => `hostile-${c.id}-machine`;

/** The published fields of a listing that carried the case, by name. */
function fieldsOf(slug: string): Record<string, string> {
  const l = catalog.listings.find((x) => x.slug === slug);
  if (!l) return { missing: `listing ${slug} not published` };
  return {
    title: l.title, description: l.description, shipping_notes: l.shipping_notes ?? '',
    spec_label: l.specs[0].label, spec_value: l.specs[0].value, photo_alt: l.photos[0].alt,
    seller_name: l.seller.name, city: l.location.city, region: l.location.region ?? '', display: l.location.display,
    power_notes: l.power?.notes ?? '', whole_record: JSON.stringify(l),
  };
}

function leakedFields(c: HostileCase): string[] {
  const find = markerFinder(caseMarkers(c));
  const fields = fieldsOf(slugOf(c));
  const out = Object.entries(fields).filter(([, v]) => find(v, '').length).map(([k, v]) => `${k}: ${JSON.stringify(v.slice(0, 160))}`);
  const manual = catalog.manuals.find((m) => m.id === 'man_hostile001');
  if (manual && find(manual.description, '').length) out.push('manual description');
  return out;
}

describe('the scrubber at the publishing step', () => {
  it('the fixture is valid and every hostile listing is published', () => {
    for (const c of HOSTILE_CASES) expect(catalog.listings.some((l) => l.slug === slugOf(c)), c.id).toBe(true);
  });

  for (const c of HOSTILE_CASES) {
    const label = KNOWN_MISSES.has(c.id) ? ' [known scrubber miss: fails until scrub-contacts.ts handles it]' : '';
    it(`${c.id} ${c.format}: removed from every field${label}`, () => {
      expect(leakedFields(c), `text: ${JSON.stringify(c.text)}`).toEqual([]);
    });
  }

  it('the export fields contact_name, email and phone are never published', () => {
    const text = JSON.stringify(catalog);
    for (const l of raw.listings) {
      for (const v of [l.seller.contact_name, l.seller.email]) if (v) expect(text, v).not.toContain(v);
    }
    const phones = raw.listings.map((l) => l.seller.phone?.replace(/\D/g, '')).filter(Boolean) as string[];
    const leaks = markerFinder({ words: [], digits: phones })(text, 'catalog');
    expect(leaks, summarize(leaks)).toEqual([]);
  });
});

const okCases = HOSTILE_CASES.filter((c) => leakedFields(c).length === 0);
const missedCases = HOSTILE_CASES.filter((c) => !okCases.includes(c));

describe('the whole hostile catalog', () => {
  it('builds: the build-time leak scan finds nothing', () => {
    const b = isolatedBuild({ contentDir: FIXTURE, site: SITE });
    try {
      const tail = (b.stderr + b.stdout).split('\n').filter((l) => /FAILED|private data|^\s+(email|phone|unapproved) /.test(l));
      const unique = [...new Set(tail.map((l) => l.replace(/ in .*$/, '')))];
      expect(b.status, `build failed:\n${unique.slice(0, 40).join('\n')}`).toBe(0);
    } finally {
      b.cleanup();
    }
  }, 300_000);
});

describe(`end to end: the hostile catalog without the ${missedCases.length} missed formats, served on ${SITE}`, () => {
  let dir: string;
  let build: IsolatedBuild;
  let server: Server | undefined;
  let result: CrawlResult;
  const markers: Markers = {
    words: [...okCases.flatMap((c) => c.words ?? []), ...raw.listings.map((l) => l.seller.contact_name!).filter(Boolean)],
    digits: okCases.flatMap((c) => c.digits ?? []),
  };
  const rules = leakRules(raw);

  beforeAll(async () => {
    // The catalog minus the listings of missed cases; the manual keeps only the handled ones.
    dir = mkdtempSync(join(tmpdir(), 'secondline-hostile-'));
    cpSync(FIXTURE, dir, { recursive: true });
    for (const c of missedCases) rmSync(join(dir, 'listings', `${slugOf(c)}.json`));
    const mf = join(dir, 'manuals', 'man_hostile001.json');
    const manual = JSON.parse(readFileSync(mf, 'utf8'));
    manual.description = okCases.map((c) => c.text).join('\n\n');
    manual.title = `Hostile manual ${okCases[0]?.text ?? ''}`.trim();
    writeFileSync(mf, JSON.stringify(manual, null, 2));
    build = isolatedBuild({ contentDir: dir, site: SITE });
    if (build.status !== 0) return;
    server = await serveOutput(build.output, PORT);
    result = await crawl(SITE, build.output);
  }, 600_000);

  afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    build?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const built = () => {
    const lines = (build.stderr + build.stdout).split('\n').filter((l) => /FAILED|private data|^\s+(email|phone|unapproved) /.test(l));
    expect(build.status, `the filtered hostile build failed:\n${[...new Set(lines)].slice(0, 40).join('\n')}`).toBe(0);
  };

  it('builds', built);

  it('crawls every hostile listing', () => {
    built();
    expect(result.problems).toEqual([]);
    for (const c of okCases) expect(result.listings.some((l) => l.slug === slugOf(c)), c.id).toBe(true);
  });

  it('scrubbed text shows the placeholder where the contact was', () => {
    built();
    const page = result.responses.find((r) => r.url.endsWith(`/api/agents/v1/listings/${slugOf(okCases[0])}`));
    expect(page?.text).toContain('[contact via Secondline]');
  });

  it('no response carries any marker of a hostile case, a raw seller field or an unapproved record', () => {
    built();
    const leaks = scanResponses(result.responses, rules, markers);
    expect(leaks, summarize(leaks)).toEqual([]);
  });

  it('no shipped file (static, indexes, function bundles) carries one', () => {
    built();
    const leaks = [...scanFiles(join(build.root, '.generated/data'), rules, markers), ...scanFiles(build.output, rules, markers)];
    expect(leaks, summarize(leaks)).toEqual([]);
  });
});
