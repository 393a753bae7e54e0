// Every contact form of tests/fixtures/contact-corpus.ts (over 300, in every
// category of the privacy issue) planted in every kind of field of the
// hostile catalog (tests/fixtures/hostile, written by make-hostile.ts):
// listing fields, manuals, glossary, checklist and guide front matter and
// bodies, site facts; plus records whose identifiers or URLs carry one.
//
// 1. At the choke point (publish): no marker survives in any published
//    field; a contact in a slug is cut out of it (the listing publishes under
//    a cleaned slug), a photo whose address carries one is dropped, a manual
//    whose download URL carries one is withheld and reported with file and
//    field; nothing else is withheld.
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
import type { ContactReport } from '../../src/catalog/privacy-context.ts';
import { readFileSync } from 'node:fs';
import { leakRules } from '../../src/build/leak-scan.ts';
import { CONTACT_FORMS } from '../fixtures/contact-corpus.ts';
import { IDENTIFIER_CASES } from '../fixtures/identifier-cases.ts';
import { freePort, isolatedBuild, serveOutput, type IsolatedBuild } from '../support/isolated-build.ts';
import { crawl, markerFinder, scanFiles, scanResponses, summarize, type CrawlResult, type Markers } from './crawl.ts';

const FIXTURE = 'tests/fixtures/hostile';
const PORT = Number(process.env.HOSTILE_PORT) || (await freePort());
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
    for (const c of CONTACT_FORMS)
      expect(
        raw.listings.some((l) => l.slug === slugOf(c.id)),
        c.id,
      ).toBe(true);
    const rawText = JSON.stringify(raw);
    const planted = markerFinder(allMarkers)(rawText, 'raw').length;
    expect(planted).toBeGreaterThanOrEqual(CONTACT_FORMS.length);
  });

  it('every hostile listing is published (scrubbed, not withheld)', () => {
    const missing = CONTACT_FORMS.filter((c) => !catalog.listings.some((l) => l.slug === slugOf(c.id))).map(
      (c) => c.id,
    );
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
      ...find(JSON.stringify(catalog.manuals), 'manuals'),
      ...find(JSON.stringify(catalog.glossary), 'glossary'),
      ...find(JSON.stringify(catalog.checklists), 'checklists'),
      ...find(JSON.stringify(catalog.guides), 'guides'),
      ...find(JSON.stringify(catalog.site), 'site'),
    ];
    expect(leaks, summarize(leaks)).toEqual([]);
    expect(catalog.glossary.length).toBeGreaterThan(10);
    expect(catalog.site.data.contact_email).toBe(raw.site.contact_email);
  });

  it('a contact in a slug or a photo URL is cut out where it can be (the slug cleaned, the photo dropped); a download URL withholds its manual', () => {
    const report: ContactReport[] = [];
    const c = publish(raw, SITE, report);
    for (const ic of IDENTIFIER_CASES) {
      const note = report.find((n) => n.file.endsWith(`${ic.file}.json`) && n.field === ic.field);
      expect(note?.action, `${ic.file} ${ic.field}`).toBe(
        ic.kind === 'manual' ? 'withheld' : ic.field === 'slug' ? 'scrubbed' : 'dropped',
      );
      const p = c.problems.find((x) => x.file.endsWith(`${ic.file}.json`) && x.field === ic.field);
      if (ic.kind === 'manual') expect(p?.message, ic.file).toMatch(/carries a contact/);
      else expect(p, ic.file).toBeUndefined();
    }
    const ids = new Set([...c.listings.map((l) => l.id), ...c.manuals.map((m) => m.id)]);
    for (const id of ['lst_hostileid1x', 'lst_hostileid2x', 'lst_hostileid3x', 'lst_hostileid4x', 'lst_hostileid5x'])
      expect(ids.has(id), id).toBe(true);
    for (const id of ['man_hostileid6', 'man_hostileid7']) expect(ids.has(id), id).toBe(false);
    // The cleaned slug keeps the listing's words and takes the id's characters; the photo is gone, not rewritten.
    expect(c.listings.find((l) => l.id === 'lst_hostileid1x')?.slug).toBe('press-hostileid1x');
    const photos = c.listings.find((l) => l.id === 'lst_hostileid3x')!.photos;
    expect(photos.length).toBe(raw.listings.find((l) => l.public_id === 'lst_hostileid3x')!.photos.length - 1);
    expect(photos.some((p) => /qzphoto/.test(p.url))).toBe(false);
    // Nothing but the two manuals is withheld.
    expect(new Set(c.problems.map((p) => p.file.replace(/^.*\//, '').replace('.json', '')))).toEqual(
      new Set(['man_hostileid6', 'man_hostileid7']),
    );
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
    const r = spawnSync(process.execPath, ['scripts/build.mjs', '--strict'], {
      env: { ...process.env, CONTENT_DIR: FIXTURE, SITE },
      encoding: 'utf8',
    });
    expect(r.status).not.toBe(0);
    for (const c of IDENTIFIER_CASES.filter((x) => x.kind === 'manual'))
      expect(r.stderr).toContain(`${c.file}.json → ${c.field}`);
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
    const lines = (build.stderr + build.stdout)
      .split('\n')
      .filter((l) => /FAILED|private data|^\s+(email|phone|unapproved) /.test(l));
    expect(build.status, `the hostile build failed:\n${[...new Set(lines)].slice(0, 40).join('\n')}`).toBe(0);
  };

  it('builds without --strict, reporting the withheld records loudly', () => {
    built();
    expect(build.stderr).toMatch(/WITHHELD \d+ records/);
    for (const c of IDENTIFIER_CASES.filter((x) => x.kind === 'manual'))
      expect(build.stderr).toContain(`${c.file}.json → ${c.field}`);
    // Every withheld record is named in build-info.json with its field.
    const info = JSON.parse(readFileSync(join(build.output, 'build-info.json'), 'utf8'));
    for (const c of IDENTIFIER_CASES.filter((x) => x.kind === 'manual')) {
      expect(
        info.problems.some(
          (p: { file: string; field: string }) => p.file.endsWith(`${c.file}.json`) && p.field === c.field,
        ),
        c.file,
      ).toBe(true);
    }
  });

  it('crawls every hostile listing and manual', () => {
    built();
    expect(result.problems).toEqual([]);
    for (const c of CONTACT_FORMS)
      expect(
        result.listings.some((l) => l.slug === slugOf(c.id)),
        c.id,
      ).toBe(true);
    expect(result.manuals.length).toBe(catalog.manuals.length);
    const urls = result.responses.map((r) => r.url);
    for (const path of ['/llms.txt', '/sitemap.xml', '/glossary', '/api/agents/v1/site.json'])
      expect(
        urls.some((u) => u.endsWith(path)),
        path,
      ).toBe(true);
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
    const withheld = result.responses
      .filter((r) => /man_hostileid[67]|press-0171|qzslug/.test(r.text))
      .map((r) => r.url);
    expect(withheld).toEqual([]);
  }, 600_000);

  it('no shipped file (static, indexes, function data and bundles) carries one', () => {
    built();
    const leaks = [
      ...scanFiles(join(build.root, '.generated/data'), rules, markers),
      ...scanFiles(build.output, rules, markers),
    ];
    expect(leaks, summarize(leaks)).toEqual([]);
  }, 600_000);
});
