// The leak scan skips a text it has read clean before (src/catalog/clean-memo.ts). That is sound only if the memo
// never says "read before" for a text it was not given, through any number of generations, and if a scan still
// finds a contact in a piece that differs from a remembered one by the contact alone, long or short, after the
// memo has rolled over.
import { describe, expect, it } from 'vitest';
import { CleanMemo } from '../../src/catalog/clean-memo.ts';
import { scanText, type LeakRules } from '../../src/build/leak-scan.ts';
import { knownContacts } from '../../src/privacy/index.ts';
import { contactCases } from '../fixtures/privacy-gen/contacts.ts';
import { random } from '../fixtures/privacy-gen/random.ts';

const rules = (): LeakRules => ({
  known: knownContacts([]),
  allowedEmails: new Set(['agents@secondline-demo.com']),
  unapproved: new Set<string>(),
});

describe('the clean memo', () => {
  it('answers "read before" only for texts it was given, over many generations (20,000 random steps)', () => {
    const r = random(41);
    const memo = new CleanMemo(300);
    const given = new Set<string>();
    // Texts from a small alphabet, so that near misses (one character off, a prefix, a slice) are common.
    const text = () => Array.from({ length: r.int(0, 12) }, () => r.pick(['a', 'b', '1', ' ', '@'])).join('');
    let hits = 0;
    for (let k = 0; k < 20_000; k++) {
      const t = r.chance(0.5) ? text() : text().slice(1);
      if (r.chance(0.4)) {
        memo.add(t);
        given.add(t);
      } else if (memo.has(t)) {
        expect(given.has(t), JSON.stringify(t)).toBe(true);
        hits++;
      }
    }
    expect(hits).toBeGreaterThan(1000);
    // Bounded: two generations of at most 300 characters each (plus one text of any length).
    expect(memo.size).toBeLessThan(2 * 301);
  });

  it('keeps what keeps repeating while one-off texts stream past it', () => {
    const memo = new CleanMemo(1000);
    const shell = ['<nav>Home · Listings · Manuals</nav>', '<footer>Secondline</footer>'];
    for (let k = 0; k < 5000; k++) {
      for (const s of shell) if (!memo.has(s)) memo.add(s);
      memo.add(`a paragraph of listing ${k}, read once`);
      if (k > 10) for (const s of shell) expect(memo.has(s)).toBe(true);
    }
  });

  it('does not remember texts longer than a paragraph', () => {
    const memo = new CleanMemo(1_000_000);
    const long = 'x'.repeat(4001);
    memo.add(long);
    expect(memo.has(long)).toBe(false);
  });
});

describe('the leak scan with its memo', () => {
  const page = (body: string) =>
    `<html><head><title>A listing</title></head><body><nav><a href="/listings">Listings</a></nav>` +
    `<main><p>${body}</p><table><tr><td>Year</td><td>2019</td></tr></table></main>` +
    `<footer><p>Secondline marketplace</p></footer></body></html>`;

  it('finds a contact in a block that differs from a remembered clean one only by the contact', () => {
    const cases = contactCases(43, 300).filter((c) => 'text' in c.placement && !/[<>&]/.test(c.placement.text));
    const r = random(44);
    let planted = 0;
    for (const c of cases) {
      const contact = (c.placement as { text: string }).text;
      if (!scanText(contact, 'alone.txt', rules(), { kind: 'text' }).length) continue;
      const rs = rules();
      const prose = `Well kept machine, serviced in ${r.int(2000, 2025)}.`;
      // Clean pages first (each with a paragraph of its own, the shell remembered), then the same page
      // shell with the contact in the paragraph, short and past the length the memo remembers.
      for (let k = 0; k < 40; k++)
        expect(scanText(page(`${prose} Lot ${k}. ${'Good. '.repeat(k)}`), 'p.html', rs)).toEqual([]);
      const leaky = page(`${prose} ${contact}`);
      const long = page(`${'Heavy duty frame, fully rebuilt. '.repeat(130)}${contact}`);
      const json = `{"description": ${JSON.stringify(`${prose} ${contact}`)}}`;
      expect(scanText(leaky, 'leak.html', rs).length, contact).toBeGreaterThan(0);
      expect(scanText(long, 'long.html', rs).length, contact).toBeGreaterThan(0);
      // The memo changes no verdict: the same findings as a scan that has read nothing before.
      const opts = { kind: 'json' as const };
      expect(scanText(json, 'l.json', rs, opts)).toEqual(scanText(json, 'l.json', rules(), opts));
      expect(scanText(leaky, 'again.html', rs)).toEqual(scanText(leaky, 'again.html', rules()));
      planted++;
    }
    expect(planted).toBeGreaterThan(60);
  });
});
