// Tracing the last line's findings to records (src/build/leak-records.ts):
// by the file a finding is in (a listing's page, twin or JSON), else by the
// published text that holds it (an index file, llms.txt), each named with
// the field that holds it; a finding no record holds (the build's own
// templates) traces to none, which fails the build.
import { describe, expect, it } from 'vitest';
import { readContent } from '../../src/catalog/read-content.ts';
import { publish } from '../../src/catalog/publish.ts';
import { recordsOf } from '../../src/build/leak-records.ts';

const raw = readContent('content');
const catalog = publish(raw, 'http://127.0.0.1:1');
const trace = { files: raw.files, glossary: raw.glossary, checklists: raw.checklists, guides: raw.guides };
const listing = catalog.listings[3];
const file = raw.files.get(listing.id)!;

describe('a last-line finding traced to its record', () => {
  it('by the listing file it is in', () => {
    const where = `/tmp/b/static/listings/${listing.slug}.json`;
    expect(recordsOf([{ where, kind: 'phone', match: '0171 4010001' }], catalog, trace)).toEqual([
      {
        file,
        field: '',
        message: expect.stringMatching(
          /showed phone "0171 4010001" that the scrub did not place; the record is withheld/,
        ),
      },
    ]);
  });

  it('by the published text that holds it, with the field, in a file no record owns', () => {
    const words = listing.title;
    const found = recordsOf(
      [{ where: '/tmp/b/.generated/data/listings.body.0.flex', kind: 'name', match: words }],
      catalog,
      trace,
    );
    expect(found?.map((r) => r.file)).toContain(file);
    expect(found?.find((r) => r.file === file)?.field).toBe('title');
  });

  it('a link to an unpublished record, from a page no record owns, traces to the records that link', () => {
    const found = recordsOf(
      [{ where: '/tmp/b/static/llms.txt', kind: 'unapproved', match: listing.slug }],
      catalog,
      trace,
    );
    expect(found?.map((r) => r.file)).toContain(file);
  });

  it('a number a page put together from two fields traces to the few records holding its longest digit group', () => {
    const digits = '98765432';
    const planted = {
      ...catalog,
      listings: catalog.listings.map((l) => (l.id === listing.id ? { ...l, model: `X ${digits}` } : l)),
    };
    const found = recordsOf(
      [{ where: '/tmp/b/static/listings/index.html', kind: 'phone', match: `0171 ${digits}` }],
      planted,
      trace,
    );
    expect(found).toEqual([{ file, field: 'model', message: expect.any(String) }]);
  });

  it('a finding no record holds traces to none', () => {
    expect(
      recordsOf([{ where: '/tmp/b/static/index.html', kind: 'phone', match: '0999 8887776665' }], catalog, trace),
    ).toBeUndefined();
  });
});
