// The record store returns each record's JSON bytes exactly as written,
// under both codecs, with per-group dictionaries, and a page body spliced
// from them equals the serialised document.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RecordView, writeView } from '../../src/search/record-store.ts';
import { splicedJson } from '../../src/http/spliced-json.ts';
import { jsonText } from '../../src/http/json.ts';
import { setup } from './helpers.ts';

const { listings } = setup();
const texts = listings.map((l) => Buffer.from(JSON.stringify(l)));

describe('record store', () => {
  for (const [name, opts] of [
    ['raw', { rawBudget: Infinity }],
    ['deflate, one dictionary', { rawBudget: 0 }],
    [
      'deflate, a dictionary per category',
      { rawBudget: 0, groupOf: (i: number) => ['cnc', 'printing'].indexOf(listings[i].category) + 1 },
    ],
  ] as const) {
    it(`${name}: every record comes back byte for byte, in any order`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'records-'));
      try {
        const { view, files } = writeView(dir, 'x', texts.length, (i) => texts[i], opts);
        expect(view.codec).toBe(name === 'raw' ? 'raw' : 'deflate');
        if (view.codec === 'deflate')
          expect(files.find((f) => f.file === 'x.records')!.bytes).toBeLessThan(
            texts.reduce((s, t) => s + t.byteLength, 0) / 3,
          );
        const store = new RecordView(dir, 'x', view, (p) => readFileSync(p));
        const order = texts.map((_, i) => (i * 7919) % texts.length);
        for (const i of order) expect(store.bytes(i).equals(texts[i]), `record ${i}`).toBe(true);
        expect(store.text(3)).toBe(JSON.stringify(listings[3]));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  it('the digest changes when one record does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'records-'));
    try {
      const a = writeView(dir, 'a', texts.length, (i) => texts[i]).view.digest;
      const changed = texts.map((t, i) => (i === 5 ? Buffer.from(t.toString().replace('"id"', '"id" ')) : t));
      expect(writeView(dir, 'b', texts.length, (i) => texts[i]).view.digest).toBe(a);
      expect(writeView(dir, 'c', changed.length, (i) => changed[i]).view.digest).not.toBe(a);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a spliced body is byte for byte the serialised document', () => {
    const items = listings.slice(0, 4);
    const doc = {
      a: 1,
      query: { q: 'x "y"' },
      items,
      facets: { make: [{ value: 'é', count: 2 }] },
      links: { next: null },
    };
    const { bytes, skeleton } = splicedJson(
      doc,
      'items',
      items.map((l) => Buffer.from(JSON.stringify(l))),
    );
    expect(bytes.toString()).toBe(jsonText(doc));
    expect(skeleton).toBe(jsonText({ ...doc, items: [] }));
  });
});
