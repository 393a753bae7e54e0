// The last line reads a markdown twin's table cell by cell, as it reads a page's <td>: a table of counts
// ("| 10463 | 8397 | 2066 |", the market snapshot's twin at 100,000 listings) is not a telephone number, and
// every contact the scan finds in a text alone it still finds in a cell. The record stores' binary files
// (compressed records and the dictionaries they are compressed against) are not read as text.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { scannable, scanText, type LeakRules } from '../../src/build/leak-scan.ts';
import { knownContacts } from '../../src/privacy/index.ts';
import { writeView } from '../../src/search/record-store.ts';
import { contactCases } from '../fixtures/privacy-gen/contacts.ts';
import { random, type Random } from '../fixtures/privacy-gen/random.ts';
import { getCatalog } from '../../src/catalog/get-catalog.ts';

const rules = (): LeakRules => ({
  known: knownContacts([]),
  allowedEmails: new Set(['agents@secondline-demo.com']),
  unapproved: new Set<string>(),
});

/** A count as the snapshot prints it (no separator), or a price or year as the other columns do. */
const cell = (r: Random) =>
  r.pick([
    () => String(r.int(0, 999_999)),
    () => String(r.int(1, 99_999)),
    () => `${r.int(1, 999).toLocaleString('en-US')},${String(r.int(0, 999)).padStart(3, '0')} USD`,
    () => String(r.int(1950, 2026)),
  ])();

function table(r: Random, cols: number, rows: number): string[][] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => cell(r)));
}
const markdown = (t: string[][]) =>
  [
    '## Asking prices by category',
    '',
    `| Category |${t[0].map((_, i) => ` C${i} |`).join('')}`,
    `|---|${t[0].map(() => '---:|').join('')}`,
    ...t.map((row, i) => `| [Category ${i}](<http://localhost:4321/guides/g${i}>) | ${row.join(' | ')} |`),
    '',
  ].join('\n');

describe('the leak scan over markdown tables', () => {
  it('reads tables of numbers, 400 generated, as numbers', () => {
    const r = random(29);
    for (let k = 0; k < 400; k++) {
      const md = markdown(table(r, r.int(2, 10), r.int(1, 14)));
      expect(scanText(md, 'market-snapshot.md', rules(), { kind: 'markdown' }), md).toEqual([]);
    }
  });

  it('finds in a table cell every generated contact it finds in the text alone', () => {
    const r = random(30);
    let planted = 0;
    for (const c of contactCases(31, 600)) {
      if (!('text' in c.placement) || /[|\n]/.test(c.placement.text)) continue;
      const alone = scanText(c.placement.text, 'alone.md', rules(), { kind: 'markdown' });
      if (!alone.length) continue;
      const t = table(r, r.int(2, 8), r.int(1, 6));
      t[r.int(0, t.length - 1)][r.int(0, t[0].length - 1)] = c.placement.text;
      expect(scanText(markdown(t), 'twin.md', rules(), { kind: 'markdown' }).length, c.placement.text).toBeGreaterThan(
        0,
      );
      planted++;
    }
    expect(planted).toBeGreaterThan(200);
  });
});

describe('the leak scan over record stores', () => {
  it('leaves compressed records and their dictionaries to the static JSON files they repeat', () => {
    // The catalog alone: setup() would write a search index no hook of this test removes.
    const { listings } = getCatalog();
    const texts = listings.map((l) => Buffer.from(JSON.stringify(l)));
    for (const codec of ['zstd', 'deflate'] as const) {
      const dir = mkdtempSync(join(tmpdir(), 'leak-store-'));
      try {
        const { files } = writeView(dir, 'listings', texts.length, (i) => texts[i], { rawBudget: 0, codec });
        expect(files.map((f) => f.file).sort()).toEqual(['listings.dict', 'listings.records']);
        expect(scannable(dir).map((p) => basename(p))).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
