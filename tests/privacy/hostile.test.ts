// Every contact form of tests/fixtures/contact-corpus.ts (over 300, in every
// category of the privacy issue) planted in every kind of field of the
// hostile catalog (tests/fixtures/hostile, written by make-hostile.ts):
// listing fields, manuals, glossary, checklist and guide front matter and
// bodies, site facts; plus records whose identifiers or URLs carry one.
//
// 1. At the choke point (publish): no marker survives in any published
//    field; records with a contact in an identifier are withheld and
//    reported with file and field; nothing else is withheld.
// 2. End to end: the catalog is built (not strict) in a temporary copy of
//    the project, served on HOSTILE_PORT and crawled (pages, twins, .json,
//    REST search and lookup, MCP tools, llms.txt, sitemap); every response
//    and every shipped file (indexes, function data and bundles) is scanned
//    for every marker, the raw seller fields and unapproved records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { readContent, type RawContent } from '../../src/catalog/read-content.ts';
import { publish, type PublicCatalog } from '../../src/catalog/publish.ts';
import { leakRules } from '../../src/build/leak-scan.ts';
import { CONTACT_FORMS } from '../fixtures/contact-corpus.ts';
import { IDENTIFIER_CASES } from '../fixtures/identifier-cases.ts';
import { freePort, isolatedBuild, serveOutput, type IsolatedBuild } from '../support/isolated-build.ts';
import { crawl, markerFinder, scanFiles, scanResponses, summarize, type CrawlResult, type Markers } from './crawl.ts';

const FIXTURE = 'tests/fixtures/hostile';
const PORT = Number(process.env.HOSTILE_PORT) || await freePort();
const SITE = `http://127.0.0.1:${PORT}`;

const raw: RawContent = readContent(FIXTURE);
const catalog: PublicCatalog = publish(raw, SITE);
const slugOf = (id: string) => `hostile-${id}-machine`;
const allMarkers: Markers = {
  words: [...CONTACT_FORMS, ...IDENTIFIER_CASES].flatMap((c) => c.words ?? []),
  digits: [...CONTACT_FORMS, ...IDENTIFIER_CASES].flatMap((c) => c.digits ?? []),
};

describe('the scrubber at the publishing step', () => {
  it('the fixture plants every form: one listing each, and in manuals, research and site facts', () => {
    expect(CONTACT_FORMS.length).toBeGreaterThanOrEqual(300);
    expect(raw.problems).toEqual([]);
    for (const c of CONTACT_FORMS) expect(raw.listings.some((l) => l.slug === slugOf(c.id)), c.id).toBe(true);
    const rawText = JSON.stringify(raw);
    const planted = markerFinder(allMarkers)(rawText, 'raw').length;
    expect(planted).toBeGreaterThanOrEqual(CONTACT_FORMS.length);
  });

  it('every hostile listing is published (scrubbed, not withheld)', () => {
    const missing = CONTACT_FORMS.filter((c) => !catalog.listings.some((l) => l.slug === slugOf(c.id))).map((c) => c.id);
    expect(missing).toEqual([]);
  });

  for (const category of [...new Set(CONTACT_FORMS.map((c) => c.category))]) {
    it(`${category}: nothing survives in any field of its listing`, () => {
      const leaks = CONTACT_FORMS.filter((c) => c.category === category).flatMap((c) => {
        const l = catalog.listings.find((x) => x.slug === slugOf(c.id))!;
        const find = markerFinder({ words: c.words ?? [], digits: c.digits ?? [] });
        return find(JSON.stringify(l), `${c.id} ${JSON.stringify(c.text)}`);
      });
      expect(leaks, summarize(leaks)).toEqual([]);
    });
  }

  it('nothing survives in manuals, glossary, checklists, guides or the site facts', () => {
    const find = markerFinder(allMarkers);
    const leaks = [
      ...find(JSON.stringify(catalog.manuals), 'manuals'), ...find(JSON.stringify(catalog.glossary), 'glossary'),
      ...find(JSON.stringify(catalog.checklists), 'checklists'), ...find(JSON.stringify(catalog.guides), 'guides'), ...find(JSON.stringify(catalog.site), 'site'),
    ];
    expect(leaks, summarize(leaks)).toEqual([]);
    expect(catalog.glossary.length).toBeGreaterThan(10);
    expect(catalog.site.data.contact_email).toBe(raw.site.contact_email);
  });

  it('a record whose slug, photo URL or download URL carries a contact is withheld and reported with file and field', () => {
    for (const c of IDENTIFIER_CASES) {
      const p = catalog.problems.find((x) => x.file.endsWith(`${c.file}.json`) && x.field === c.field);
      expect(p?.message, c.file).toMatch(/carries a contact/);
    }
    const ids = new Set([...catalog.listings.map((l) => l.id), ...catalog.manuals.map((m) => m.id)]);
    for (const id of ['lst_hostileid1x', 'lst_hostileid2x', 'lst_hostileid3x', 'lst_hostileid4x', 'lst_hostileid5x', 'man_hostileid6', 'man_hostileid7']) {
      expect(ids.has(id), id).toBe(false);
    }
    // Nothing but them is withheld.
    expect(new Set(catalog.problems.map((p) => p.file.replace(/^.*\//, '').replace('.json', '')))).toEqual(new Set(IDENTIFIER_CASES.map((c) => c.file)));
  });

  it('the export fields contact_name, email and phone are never published', () => {
    const text = JSON.stringify(catalog);
    for (const l of raw.listings) {
      for (const v of [l.seller.contact_name, l.seller.email]) if (v) expect(text, v).not.toContain(v);
    }
    const phones = raw.listings.map((l) => l.seller.phone?.replace(/\D/g, '')).filter(Boolean) as string[];
    const leaks = markerFinder({ words: [], digits: phones })(text, 'catalog');
    expect(leaks, summarize(leaks)).toEqual([]);
  });

  it('a --strict build refuses the catalog, naming the withheld records', () => {
    const r = spawnSync(process.execPath, ['scripts/build.mjs', '--strict'], { env: { ...process.env, CONTENT_DIR: FIXTURE, SITE }, encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    for (const c of IDENTIFIER_CASES) expect(r.stderr).toContain(`${c.file}.json → ${c.field}`);
  });
});

describe(`end to end: the hostile catalog built, served on ${SITE} and crawled`, () => {
  let build: IsolatedBuild;
  let server: Server | undefined;
  let result: CrawlResult;
  const markers: Markers = {
    words: [...allMarkers.words, ...raw.listings.map((l) => l.seller.contact_name!).filter(Boolean)],
    digits: allMarkers.digits,
  };
  const rules = leakRules(raw);

  beforeAll(async () => {
    build = isolatedBuild({ contentDir: FIXTURE, site: SITE });
    if (build.status !== 0) return;
    server = await serveOutput(build.output, PORT);
    result = await crawl(SITE, build.output);
  }, 900_000);

  afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    build?.cleanup();
  });

  const built = () => {
    const lines = (build.stderr + build.stdout).split('\n').filter((l) => /FAILED|private data|^\s+(email|phone|unapproved) /.test(l));
    expect(build.status, `the hostile build failed:\n${[...new Set(lines)].slice(0, 40).join('\n')}`).toBe(0);
  };

  it('builds without --strict, reporting the withheld records loudly', () => {
    built();
    expect(build.stderr).toMatch(/WITHHELD 7 records/);
    for (const c of IDENTIFIER_CASES) expect(build.stderr).toContain(`${c.file}.json → ${c.field}`);
  });

  it('crawls every hostile listing and manual', () => {
    built();
    expect(result.problems).toEqual([]);
    for (const c of CONTACT_FORMS) expect(result.listings.some((l) => l.slug === slugOf(c.id)), c.id).toBe(true);
    expect(result.manuals.length).toBe(catalog.manuals.length);
    const urls = result.responses.map((r) => r.url);
    for (const path of ['/llms.txt', '/sitemap.xml', '/glossary', '/api/agents/v1/site.json']) expect(urls.some((u) => u.endsWith(path)), path).toBe(true);
  });

  it('scrubbed text shows the placeholder where the contact was', () => {
    built();
    const page = result.responses.find((r) => r.url.endsWith(`/api/agents/v1/listings/${slugOf(CONTACT_FORMS[0].id)}`));
    expect(page?.text).toContain('[contact via Secondline]');
  });

  it('no response carries any marker, a raw seller field, an unapproved or a withheld record', () => {
    built();
    const leaks = scanResponses(result.responses, rules, markers);
    expect(leaks, summarize(leaks)).toEqual([]);
    const withheld = result.responses.filter((r) => /hostileid|hostile-identifier/.test(r.text)).map((r) => r.url);
    expect(withheld).toEqual([]);
  }, 600_000);

  it('no shipped file (static, indexes, function data and bundles) carries one', () => {
    built();
    const leaks = [...scanFiles(join(build.root, '.generated/data'), rules, markers), ...scanFiles(build.output, rules, markers)];
    expect(leaks, summarize(leaks)).toEqual([]);
  }, 600_000);
});
