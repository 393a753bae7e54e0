// Query understanding (CONTRACT §4): relaxation, place words, trade
// synonyms, the typo budget, nothing-searchable queries, location aliases,
// related links and case-insensitive lookups, on the sample catalog.
import { describe, expect, it } from 'vitest';
import { LQ, MQ, allPages, deaccent, passesFilters, searchable, setup } from './helpers.ts';
import { editDistanceWithin, typoBudget } from '../../src/search/typo.ts';
import { dropFiller } from '../../src/search/relax.ts';

const { listings, manuals, core } = setup();
const live = listings.filter((l) => l.status === 'available');
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe('relaxation', () => {
  it('filler words are read out first: "buckle folder for sale" finds the buckle folders and says so', () => {
    const r = core.searchListings(LQ({ q: 'buckle folder for sale' }));
    expect(r.relaxed).toBeNull();
    expect(r.understood?.phrases.filter((p) => p.kind === 'filler').map((p) => p.phrase)).toEqual(['for sale']);
    expect(r.understood?.text).toBe('buckle folder');
    expect(r.total).toBe(core.searchListings(LQ({ q: 'buckle folder' })).total);
    expect(r.total).toBeGreaterThan(0);
  });
  it('then any word, ranked by the number of words matched', () => {
    const r = core.searchListings(LQ({ q: 'heidelberg buckle folder zzzqqq', per_page: 50 }));
    expect(r.relaxed?.mode).toBe('any');
    const top = r.items[0];
    expect(top.make).toBe('Heidelberg');
    expect(deaccent(top.title)).toContain('buckle folder');
  });
  it('an exact answer is never relaxed', () => {
    expect(core.searchListings(LQ({ q: 'buckle folder' })).relaxed).toBeNull();
    expect(core.searchListings(LQ({})).relaxed).toBeNull();
  });
  it('the filler list is matched as whole words, longest phrase first', () => {
    expect(dropFiller('Used Polar cutter for sale', ['used', 'for sale', 'sale'])).toEqual({
      rest: 'polar cutter',
      dropped: ['for sale', 'used'],
    });
    expect(dropFiller('usedcar', ['used'])).toEqual({ rest: 'usedcar', dropped: [] });
  });
});

describe('place words in q', () => {
  it.each([
    ['Köln', 'Cologne'],
    ['Bayern', 'Bavaria'],
    ['Deutschland', 'Germany'],
    ['koeln', 'cologne'],
  ])('%s = %s', (local, english) => {
    const a = ids(allPages(core, LQ({ q: `cnc ${local}` })));
    const b = ids(allPages(core, LQ({ q: `cnc ${english}` })));
    expect(a).toEqual(b);
  });
  it('a place word narrows to listings there; make and model outrank place', () => {
    const r = allPages(core, LQ({ q: 'haas cologne' }));
    expect(r.length).toBeGreaterThan(0);
    for (const l of r) expect(l.location.city === 'Köln' || searchable(l).includes('cologne')).toBe(true);
    const germany = allPages(core, LQ({ q: 'press germany' }));
    expect(germany.length).toBeGreaterThan(0);
    expect(germany.every((l) => l.location.country === 'DE' || searchable(l).includes('germany'))).toBe(true);
  });
  it('"heidelberg folder germany" ranks Heidelberg folders first', () => {
    const r = core.searchListings(LQ({ q: 'heidelberg folder germany' }));
    if (r.relaxed === null)
      for (const l of r.items) expect(l.location.country === 'DE' || searchable(l).includes('germany')).toBe(true);
    else expect(r.items[0].make).toBe('Heidelberg');
  });
});

describe('trade synonyms (content/search/synonyms.yaml)', () => {
  it.each([
    ['folding', 'folder'],
    ['paper cutter', 'guillotine'],
    ['vmc', 'vertical machining center'],
    ['imm', 'injection molding machine'],
    ['cnc lathe', 'turning center'],
    ['pallet wrapper', 'stretch wrapper'],
  ])('%s finds what %s finds', (a, b) => {
    const A = new Set(ids(allPages(core, LQ({ q: a }))));
    const B = ids(allPages(core, LQ({ q: b })));
    expect(B.length).toBeGreaterThan(0);
    for (const id of B) expect(A.has(id)).toBe(true);
  });
  it('the phrase as typed ranks above its synonyms', () => {
    const r = core.searchListings(LQ({ q: 'guillotine' }));
    expect(deaccent(r.items[0].title)).toContain('guillotine');
  });
  it('has at least 40 groups over the 13 categories', async () => {
    const { readContent } = await import('../../src/catalog/read-content.ts');
    const raw = readContent('content');
    expect(raw.search.synonyms.length).toBeGreaterThanOrEqual(40);
    expect(raw.problems.filter((p) => p.file.includes('content/search'))).toEqual([]);
  });
});

describe('typo tolerance as the hosted engines default', () => {
  it('budget: none under 4 letters, one from 4, two from 8, none with digits', () => {
    expect([
      typoBudget('abc'),
      typoBudget('haas'),
      typoBudget('heidelb'),
      typoBudget('heidelbe'),
      typoBudget('vf2'),
      typoBudget('sm52xx'),
    ]).toEqual([0, 1, 1, 2, 0, 0]);
    expect(editDistanceWithin('heidelberg', 'hiedelbreg', 2)).toBe(2);
    expect(editDistanceWithin('krones', 'krnes', 2)).toBe(1);
  });
  it('one typo from 4 letters: krnes finds Krones', () => {
    const r = allPages(core, LQ({ q: 'krnes' }));
    const krones = live.filter((l) => l.make === 'Krones').map((l) => l.id);
    expect(krones.length).toBeGreaterThan(0);
    expect(new Set(ids(r.slice(0, krones.length)))).toEqual(new Set(krones));
  });
  it('two typos from 8 letters: hiedelbreg finds Heidelberg, Heidleberg folder too', () => {
    expect(core.searchListings(LQ({ q: 'hiedelbreg' })).items[0].make).toBe('Heidelberg');
    const f = core.searchListings(LQ({ q: 'Heidleberg folder' }));
    expect(f.relaxed).toBeNull();
    expect(f.items[0].make).toBe('Heidelberg');
  });
  it('two typos under 8 letters only where the answer would be empty, and said; none in tokens with digits', () => {
    expect(editDistanceWithin('krones', 'krnxs', 2)).toBe(2);
    // Every word must match, so the last pass reads krnxs two edits away (krone) and the answer says so.
    const k = core.searchListings(LQ({ q: 'krnxs' }));
    expect(k.understood?.corrections.map((c) => c.word)).toEqual(['krnxs']);
    expect(k.understood?.did_you_mean).toBeTruthy();
    // within the normal budget the correction is still named
    expect(core.searchListings(LQ({ q: 'krnes' })).understood?.corrections[0]?.to[0]).toMatch(/^krone/);
    expect(core.searchListings(LQ({ q: 'qqqqqqq' })).total).toBe(0);
    // A model code is corrected only by the last pass (an answer would be empty), and the answer says so.
    const vf3 = core.searchListings(LQ({ q: 'vf3' }));
    if (vf3.total) expect(vf3.understood?.did_you_mean).toBeTruthy();
    expect(core.searchListings(LQ({ q: 'vf2' })).understood?.corrections ?? []).toEqual([]);
  });
  it('an exact match ranks above a typo match', () => {
    // "press" exists exactly: typo neighbours (dress, pres…) never join it
    const r = allPages(core, LQ({ q: 'press' }));
    for (const l of r) expect(searchable(l)).toContain('press');
  });
});

describe('nothing searchable', () => {
  it.each(['😀', '???', '--', '…'])('q=%s matches nothing, not everything', (q) => {
    const r = core.searchListings(LQ({ q }));
    expect(r.total).toBe(0);
    expect(r.items).toEqual([]);
    expect(core.searchManuals(MQ({ q })).total).toBe(0);
  });
});

describe('location aliases and names', () => {
  it.each([
    ['USA', ['US']],
    ['US', ['US']],
    ['UK', ['GB']],
    ['Great Britain', ['GB']],
    ['North America', ['US', 'CA', 'MX']],
  ])('%s', (location, codes) => {
    const r = core.searchListings(LQ({ location: location as string }));
    expect(r.total).toBe(live.filter((l) => (codes as string[]).includes(l.location.country)).length);
    expect(r.total).toBeGreaterThan(0);
  });
  it('Europe covers the European countries', () => {
    expect(core.searchListings(LQ({ location: 'Europe' })).total).toBe(
      live.filter((l) => !['US', 'CA', 'MX'].includes(l.location.country)).length,
    );
  });
  it.each([
    ['Cologne', 'Köln'],
    ['Bavaria', 'Bayern'],
    ['Deutschland', 'Germany'],
    ['nuremberg', 'Nürnberg'],
  ])('%s = %s', (a, b) => {
    const A = core.searchListings(LQ({ location: a }));
    expect(A.total).toBeGreaterThan(0);
    expect(A.total).toBe(core.searchListings(LQ({ location: b })).total);
    expect(A.total).toBe(live.filter((l) => passesFilters(l, LQ({ location: a }))).length);
  });
  it('CA the country is not CA the province', () => {
    const country = core.searchListings(LQ({ country: ['CA'] }));
    expect(country.total).toBe(live.filter((l) => l.location.country === 'CA').length);
    expect(core.searchListings(LQ({ country: ['ca', 'us'].map((c) => c.toUpperCase()) })).total).toBe(
      live.filter((l) => ['CA', 'US'].includes(l.location.country)).length,
    );
  });
});

describe('related and lookups', () => {
  it('related: manuals of the same make and model, the category checklist and guides', () => {
    const withManual = listings.find((l) =>
      manuals.some(
        (m) =>
          m.make.toLowerCase() === l.make.toLowerCase() &&
          m.model.replace(/[\s-]/g, '').toLowerCase() === l.model.replace(/[\s-]/g, '').toLowerCase(),
      ),
    );
    expect(withManual).toBeDefined();
    const rel = core.related(withManual!);
    expect(rel.manuals.length).toBeGreaterThan(0);
    for (const m of rel.manuals) {
      const manual = manuals.find((x) => x.id === m.id)!;
      expect(manual.make.toLowerCase()).toBe(withManual!.make.toLowerCase());
      expect(m.api_url).toMatch(/\/api\/agents\/v1\/manuals\/man_/);
    }
    expect(rel.checklist?.api_url).toMatch(new RegExp(`/checklists/${withManual!.category}`));
    for (const l of listings.slice(0, 30)) expect(core.related(l).checklist).not.toBeNull();
  });
  it('ids and slugs are found in any case', () => {
    const l = listings[0];
    expect(core.getListing(l.id.toUpperCase())?.id).toBe(l.id);
    expect(core.getListing(l.slug.toUpperCase())?.id).toBe(l.id);
    expect(core.getManual(manuals[0].id.toUpperCase())?.id).toBe(manuals[0].id);
  });
  it('manual filters: category, document_type, language by primary subtag', () => {
    const m = manuals.find((x) => x.language.includes('-')) ?? manuals[0];
    const lang = m.language.split('-')[0];
    const r = core.searchManuals(MQ({ language: lang.toUpperCase(), per_page: 50 }));
    expect(r.total).toBe(manuals.filter((x) => x.language.split('-')[0].toLowerCase() === lang.toLowerCase()).length);
    const c = core.searchManuals(MQ({ category: 'cnc-metalworking', document_type: 'operator', per_page: 50 }));
    expect(c.total).toBe(
      manuals.filter((x) => x.category === 'cnc-metalworking' && x.document_type === 'operator').length,
    );
  });
});
