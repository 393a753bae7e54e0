// The record store returns each record's JSON bytes exactly as written,
// under every codec, with per-group dictionaries, and a page body spliced
// from them equals the serialised document. The reused zstd decoder never
// hands back a frame that did not decode whole, and keeps answering after one.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RecordView, writeView } from '../../src/search/record-store.ts';
import { decoder, encoder, zstdContentSize } from '../../src/search/record-codecs.ts';
import { splicedJson } from '../../src/http/spliced-json.ts';
import { jsonText } from '../../src/http/json.ts';
import { setup } from './helpers.ts';

const { listings } = setup();
const texts = listings.map((l) => Buffer.from(JSON.stringify(l)));

describe('record store', () => {
  for (const [name, opts] of [
    ['raw', { rawBudget: Infinity }],
    ['deflate, one dictionary', { rawBudget: 0, codec: 'deflate' }],
    [
      'deflate, a dictionary per category',
      { rawBudget: 0, codec: 'deflate', groupOf: (i: number) => ['cnc', 'printing'].indexOf(listings[i].category) + 1 },
    ],
    ['zstd, one dictionary', { rawBudget: 0, codec: 'zstd' }],
    [
      'zstd, a dictionary per category',
      { rawBudget: 0, codec: 'zstd', groupOf: (i: number) => ['cnc', 'printing'].indexOf(listings[i].category) + 1 },
    ],
  ] as const) {
    it(`${name}: every record comes back byte for byte, in any order`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'records-'));
      try {
        const { view, files } = writeView(dir, 'x', texts.length, (i) => texts[i], opts);
        expect(view.codec).toBe(name.split(',')[0]);
        if (view.codec !== 'raw')
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

  it('zstd: decoded records are kept within their byte budget, and every read is still exact', () => {
    const dir = mkdtempSync(join(tmpdir(), 'records-'));
    try {
      const { view } = writeView(dir, 'x', texts.length, (i) => texts[i], { rawBudget: 0, codec: 'zstd' });
      // A budget of about three records: most reads evict, and each still returns the record as written.
      const small = new RecordView(dir, 'x', view, (p) => readFileSync(p), 3 * texts[0].byteLength);
      for (let rep = 0; rep < 3; rep++)
        for (let k = 0; k < texts.length; k++) {
          const i = (k * 31 + rep) % texts.length;
          expect(small.bytes(i).equals(texts[i]), `record ${i}`).toBe(true);
        }
      // Within the budget a record read again is the one kept, not decoded again.
      const kept = new RecordView(dir, 'x', view, (p) => readFileSync(p));
      expect(kept.bytes(4)).toBe(kept.bytes(4));
      const none = new RecordView(dir, 'x', view, (p) => readFileSync(p), 0);
      expect(none.bytes(4)).not.toBe(none.bytes(4));
      expect(none.bytes(4).equals(texts[4])).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('zstd: a frame that does not decode whole is refused, and the next ones still decode', () => {
    const dict = Buffer.concat(texts.slice(0, 40));
    const encode = encoder('zstd', dict);
    const decode = decoder('zstd', dict);
    const frames = texts.map((t) => encode(t));
    expect(frames.every((f, i) => zstdContentSize(f) === texts[i].byteLength)).toBe(true);
    // Record 0 makes the reused decoder check itself; then a cut frame, a frame of another dictionary, noise.
    expect(decode(frames[0]).equals(texts[0])).toBe(true);
    // Made against a dictionary whose bytes sit elsewhere: its matches point at other text.
    const foreign = encoder('zstd', Buffer.concat([Buffer.alloc(9000, 'x'), texts[1]]))(texts[1]);
    for (const bad of [frames[1].subarray(0, frames[1].byteLength - 7), foreign, Buffer.from('{"id":"x"}')]) {
      let got: Buffer | undefined;
      try {
        got = decode(bad);
      } catch {}
      expect(got?.equals(texts[1]) ?? false).toBe(false);
      for (const i of [2, 3, 1]) expect(decode(frames[i]).equals(texts[i]), `record ${i} after a bad frame`).toBe(true);
    }
  });

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
