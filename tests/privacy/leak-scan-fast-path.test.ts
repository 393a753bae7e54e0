// The leak scan's fast path (the gate before the detector, its glance at the address and chat vocabularies, the
// memo of clean blocks and pieces, the masks) finds exactly what the full path finds: every piece of every file
// read by the detector, nothing remembered (scanText's `full`). Built files of generated listings: a page, its
// markdown twin and its JSON, with contacts of every generated form (typed, evasive, the third and held-out sets,
// the sellers' own contacts), facts, and prose full of the vocabularies' everyday words ("at", "line", "mail")
// planted at random places (a paragraph, a table cell, a list item, an attribute, the JSON-LD, a title, a twin's
// paragraph and table, a JSON string, beside and inside other text), read one after another with one set of rules,
// as the build reads them.
import { describe, expect, it } from 'vitest';
import { knownContacts } from '../../src/privacy/index.ts';
import { scanText, type LeakRules } from '../../src/build/leak-scan.ts';
import { contactCases, type ContactCase } from '../fixtures/privacy-gen/contacts.ts';
import { thirdContacts, thirdFacts } from '../fixtures/privacy-gen/third.ts';
import { heldOutContacts, heldOutFacts } from '../fixtures/privacy-gen/heldout.ts';
import { factCases } from '../fixtures/privacy-gen/facts.ts';
import type { Placement } from '../fixtures/privacy-gen/fields.ts';
import { random } from '../fixtures/privacy-gen/random.ts';

const COUNT = 150;
const textOf = (p: Placement) => ('text' in p ? p.text : p.specs.map((s) => `${s.label}: ${s.value}`).join('\n'));
const contacts: ContactCase[] = [...contactCases(3, COUNT), ...thirdContacts(3, COUNT), ...heldOutContacts(4, COUNT)];
const plants = [
  ...contacts.map((c) => textOf(c.placement)),
  ...[...factCases(3, COUNT), ...thirdFacts(3, COUNT), ...heldOutFacts(4, COUNT)].map((c) => textOf(c.placement)),
];
const PROSE = [
  'It fed a stretch wrapper at the end of the line.',
  'Wire harness replaced in 2019; mail-order spares still available.',
  'Live signal tower, web inspection possible.',
  'Serial PL3671, 240 V, 1-phase, 60 Hz.',
  'Inspection at our site in Ohio, loading at no cost.',
  'Free loading; removal within 30 days of payment.',
  'Line speed 30 cases/min (3 in kit available).',
  'Point of sale: write to the marketplace.',
];

const rules: LeakRules = {
  known: knownContacts([
    ...contacts.flatMap((c) => (c.seller ? [{ ...c.seller, country: c.country }] : [])),
    { email: 'jan.kowalski@firma-kowalski.de', phone: '+49 171 4010001', contact_name: 'Jan Kowalski', country: 'DE' },
  ]),
  allowedEmails: new Set(['agents@secondline-demo.com']),
  unapproved: new Set(['lst_pending01']),
  publishedIds: new Set(['lst_bzmjqkqn', 'man_ukw1yz58']),
  publishedSlugs: new Set(['3m-matic-200a-2006-grand-rapids']),
};

const escapeHtml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

const r = random(2929);
/** Prose with a planted text (or none) at a random place among its sentences, or inside one of them. */
function prose(plant?: string): string {
  const parts = Array.from({ length: r.int(1, 4) }, () => r.pick(PROSE));
  if (plant === undefined) return parts.join(' ');
  const at = r.int(0, parts.length);
  if (r.chance(0.2)) {
    const s = parts[Math.min(at, parts.length - 1)];
    const cut = r.int(0, s.length);
    parts[Math.min(at, parts.length - 1)] = `${s.slice(0, cut)} ${plant} ${s.slice(cut)}`;
  } else parts.splice(at, 0, plant);
  return parts.join(r.chance(0.5) ? ' ' : '\n');
}

/** A listing's page, twin and JSON, each place holding prose and perhaps a planted text. */
function listing(): { page: string; twin: string; json: string } {
  const slot = () => prose(r.chance(0.3) ? r.pick(plants) : undefined);
  const [title, para1, para2, cell, item, alt, shipping] = Array.from({ length: 7 }, slot);
  const e = escapeHtml;
  const ld = JSON.stringify({ '@type': 'Product', name: title, sku: 'lst_bzmjqkqn', description: `${para1} ${para2}` });
  const page =
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${e(title)} | Secondline</title>` +
    `<meta name="description" content="${e(para1.slice(0, 160))}">` +
    `<link rel="canonical" href="http://localhost/listings/3m-matic-200a-2006-grand-rapids">` +
    `<script type="application/ld+json">${ld}</script></head><body><header><nav><ul><li><a href="/listings">` +
    `Listings</a></li><li><a href="/manuals/man_ukw1yz58">Manual</a></li></ul></nav></header><main>` +
    `<h1>${e(title)}</h1><img src="/a.svg" alt="${e(alt)}"><table><tr><th>Spec</th><td>${e(cell)}</td></tr>` +
    `</table><div class="prose"><p>${e(para1)}</p>\n<ul>\n<li>${e(item)}</li>\n</ul>\n<p>${e(para2)}</p></div>` +
    `<p>${e(shipping)}</p><p>Write to <a href="mailto:agents@secondline-demo.com?subject=Listing%20lst_bzmjqkqn">` +
    `agents@secondline-demo.com</a> quoting <code>lst_bzmjqkqn</code>.</p></main><footer><p>Secondline lists ` +
    `used machinery.</p></footer></body></html>`;
  const twin =
    `# ${title}\n\n- **Listing ID:** \`lst_bzmjqkqn\`\n\n## Specifications\n\n| Spec | Value |\n| --- | --- |\n` +
    `| Spec | ${cell.replace(/\n/g, ' ').replace(/\|/g, '\\|')} |\n\n## Description\n\n${para1}\n\n- ${item}\n\n` +
    `${para2}\n\n${shipping}\n`;
  const json = JSON.stringify({
    data: { id: 'lst_bzmjqkqn', title, description: `${para1}\n\n${para2}`, photos: [{ alt }] },
    specs: [{ label: 'Spec', value: cell }],
    shipping_notes: shipping,
    text: `- ${title} | ${item} | 2006`,
  });
  return { page, twin, json };
}

describe('the leak scan’s fast path', () => {
  it('finds in generated built files exactly what reading every piece with the detector finds', () => {
    let findings = 0;
    const differ: string[] = [];
    for (let n = 0; n < 500; n++) {
      const { page, twin, json } = listing();
      for (const [where, text, kind] of [
        [`l${n}/index.html`, page, 'page'],
        [`l${n}.md`, twin, 'markdown'],
        [`l${n}.json`, json, 'json'],
      ] as const) {
        const fast = scanText(text, where, rules, { kind });
        const full = scanText(text, where, rules, { kind, full: true });
        findings += full.length;
        if (JSON.stringify(fast) !== JSON.stringify(full)) differ.push(`${where}: ${JSON.stringify({ fast, full })}`);
      }
    }
    expect(differ.slice(0, 5)).toEqual([]);
    // Most planted contacts are found: the comparison holds the fast path to hundreds of findings.
    expect(findings).toBeGreaterThan(500);
  }, 300_000);

  it('reads again a unit that held a contact in the file before, at its place from the top or the bottom', () => {
    const own: LeakRules = { ...rules, known: knownContacts([]) };
    const shell = (main: string) =>
      `<html><head><title>Press</title></head><body><main>${main}</main><footer><p>Secondline.</p></footer></body></html>`;
    const contact = '<p>Call 0171 4010001 today.</p>';
    const pages = [
      shell(`<p>One.</p>${contact}`),
      shell(`<p>One.</p>${contact}`),
      shell(`<p>Two.</p><p>More.</p>${contact}`),
      shell(`${contact}<p>Three.</p>`),
      shell('<p>One.</p><p>Clean.</p>'),
    ];
    const found = pages.map((p, n) => scanText(p, `${n}.html`, own, { kind: 'page' }).length);
    expect(found).toEqual([1, 1, 1, 1, 0]);
    // A twin's paragraphs and a JSON file's strings alike.
    const twins = ['# A\n\nCall 0171 4010001 today.\n', '# A\n\nCall 0171 4010001 today.\n', '# B\n\nClean.\n'];
    expect(twins.map((t, n) => scanText(t, `${n}.md`, own, { kind: 'markdown' }).length)).toEqual([1, 1, 0]);
    const json = ['{"a":"x","b":"Call 0171 4010001 today."}', '{"a":"y","b":"Call 0171 4010001 today."}', '{"b":"z"}'];
    expect(json.map((t, n) => scanText(t, `${n}.json`, own, { kind: 'json' }).length)).toEqual([1, 1, 0]);
  });
});
