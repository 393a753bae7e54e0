// The contact detector (src/privacy) on its own: every contact form of the
// corpus is removed, every machinery fact survives byte for byte, and the
// examples of the privacy issue behave as the issue says.
import { describe, expect, it } from 'vitest';
import { CONTACT_FORMS, MACHINERY_FACTS } from '../fixtures/contact-corpus.ts';
import { CONTACT_PLACEHOLDER, findContacts, scrub } from '../../src/privacy/index.ts';
import { fold } from '../../src/privacy/fold.ts';
import { scrubRecord } from '../../src/catalog/scrub-contacts.ts';
import { markerFinder } from './crawl.ts';
import { scanText } from '../../src/build/leak-scan.ts';
import { EMPTY_KNOWN } from '../../src/privacy/index.ts';
import { readableQuery } from '../../src/lib/readable-query.ts';

const survivors = (text: string, c: { words?: string[]; digits?: string[] }) =>
  markerFinder({ words: c.words ?? [], digits: c.digits ?? [] })(text, '').map((l) => l.match);

describe('the contact corpus', () => {
  it('holds at least 300 forms over every category of the issue', () => {
    expect(CONTACT_FORMS.length).toBeGreaterThanOrEqual(300);
    const categories = new Set(CONTACT_FORMS.map((c) => c.category));
    for (const c of [
      'national number, one or two groups',
      'keyword',
      'messenger link',
      'messenger handle',
      'e-mail disguise',
      'markdown rebuild',
      'international form',
    ]) {
      expect(categories, c).toContain(c);
    }
    expect(new Set(CONTACT_FORMS.map((c) => c.id)).size).toBe(CONTACT_FORMS.length);
  });

  it('every form is found and nothing of it survives the scrub', () => {
    const missed = CONTACT_FORMS.map((c) => ({ c, out: scrub(c.text, { country: c.country }) }))
      .filter(({ c, out }) => survivors(out, c).length > 0)
      .map(({ c, out }) => `${c.id} ${c.category}: ${JSON.stringify(c.text)} → ${JSON.stringify(out)}`);
    expect(missed).toEqual([]);
  });

  it('the markers would be seen if they survived (the check can fail)', () => {
    for (const c of CONTACT_FORMS) expect(survivors(c.text, c).length, c.id).toBeGreaterThan(0);
  });
});

describe('machinery facts', () => {
  it('at least 200 of them, none altered and none reported', () => {
    expect(MACHINERY_FACTS.length).toBeGreaterThanOrEqual(200);
    const altered = MACHINERY_FACTS.filter((s) => scrub(s) !== s || findContacts(s, { country: 'DE' }).length);
    expect(altered).toEqual([]);
  });

  it('also when written together into one description, for every country', () => {
    const text = MACHINERY_FACTS.join('. ');
    for (const country of ['DE', 'AT', 'CH', 'NL', 'BE', 'FR', 'IT', 'ES', 'PL', 'GB', 'US', 'CA']) {
      expect(
        findContacts(text, { country }).map((c) => c.match),
        country,
      ).toEqual([]);
    }
  });
});

describe('examples from the privacy issue', () => {
  it('the over-scrub case keeps the following word', () => {
    expect(scrub('Tel 0171 641 0031 oder abends', { country: 'DE' })).toBe(`Tel ${CONTACT_PLACEHOLDER} oder abends`);
  });

  it('finds national numbers in running text for their own country', () => {
    for (const [text, country] of [
      ['0171 4010001', 'DE'],
      ['079 4030003', 'CH'],
      ['0664 4040004', 'AT'],
      ['06-41000010', 'NL'],
      ['612 7300102', 'US'],
      ['07700 406006', 'GB'],
      ['555.4140014', 'US'],
      ['13841200012', 'DE'],
    ] as const) {
      expect(scrub(`Bitte ${text} anrufen`, { country }), text).toBe(`Bitte ${CONTACT_PLACEHOLDER} anrufen`);
    }
  });

  it('a number written with + is never read as a product code, and four slash-split groups are no travel', () => {
    // One number in ten passes a GTIN check digit by chance: these three do.
    for (const n of ['+491714010001', '+393123453922', '+358508235647'])
      expect(findContacts(`For details: ${n} Thanks.`, { country: 'DE' }).map((c) => c.match)).toEqual([n]);
    expect(findContacts('EAN 4006381333931', { country: 'DE' })).toEqual([]);
    expect(findContacts('55 / 10 / 85 / 56 / 40', { country: 'MX' }).length).toBe(1);
    expect(findContacts('Verfahrwege 1.050 / 560 / 510 mm', { country: 'DE' })).toEqual([]);
  });

  it('keywords count as whole words and compounds, not inside other words', () => {
    expect(findContacts('Telefonnummer 4010 0017').length).toBe(1);
    expect(findContacts('Telescopic forks 1200 1500 mm').length).toBe(0);
    expect(findContacts('Hotel:Marriott').length).toBe(0);
  });

  it('the spelled-out at needs its dot, and a sentence end is not one', () => {
    expect(findContacts('the press is located at plant two').length).toBe(0);
    expect(findContacts('Settings are saved at purchase. Size matters.').length).toBe(0);
    expect(findContacts('jan At firma Dot de').length).toBe(1);
  });

  it('the service address may be allowed; a seller address next to it is not', () => {
    const text =
      'Questions: agents@secondline-demo.com or mailto:agents@secondline-demo.com?subject=x, seller: jan@firma.de';
    expect(findContacts(text, { allowEmails: ['agents@secondline-demo.com'] }).map((c) => c.match)).toEqual([
      'jan@firma.de',
    ]);
  });

  it('a finding is cut from the original text: the rest stays byte for byte, look-alikes included', () => {
    const text = 'Größe 2,450 x 1,200 mm² — Kontakt: jаn\u200E@firma.de (Cyrillic а)';
    expect(scrub(text)).toBe(`Größe 2,450 x 1,200 mm² — Kontakt: ${CONTACT_PLACEHOLDER} (Cyrillic а)`);
    const f = fold('a&#64;b ０１');
    expect(f.text).toBe('a@b 01');
    expect(f.start?.length).toBe(f.text.length);
  });
});

describe('a record, string by string', () => {
  it('scrubs a field nobody listed and checks identifiers instead of rewriting them', () => {
    const { value, findings } = scrubRecord(
      {
        slug: 'press-0171-4010001',
        url: 'https://img.example/p.jpg?contact=jan%40firma.de',
        brand_new_field: 'WA 0171 4010001',
        nested: { note: 'jan (AT) firma (DOT) de' },
        category: 'stamping',
      },
      { country: 'DE' },
    );
    expect(value.brand_new_field).toBe(`WA ${CONTACT_PLACEHOLDER}`);
    expect(value.nested.note).toBe(CONTACT_PLACEHOLDER);
    expect(value.slug).toBe('press-0171-4010001');
    expect(findings.map((f) => f.field).sort()).toEqual(['slug', 'url']);
  });

  it('markdown that only shows a contact once rendered is cut out where it stands, and the record publishes', () => {
    // Digit groups kept apart in the source by a link: only the rendered text reads 0171 401 0001.
    const { value, findings } = scrubRecord(
      { description: 'Ruf mich an: 0171 [401](https://x.example/a) 0001' },
      { country: 'DE' },
    );
    expect(findings).toEqual([]);
    expect(value.description).toBe(`Ruf mich an: ${CONTACT_PLACEHOLDER}`);
    expect(scrubRecord({ description: 'Bed 0171 [mm](https://x.example/a) wide' })).toMatchObject({
      findings: [],
      value: { description: 'Bed 0171 [mm](https://x.example/a) wide' },
    });
    // A code span and emphasis around the @ are read through by the source scrub already:
    expect(scrubRecord({ description: 'jan`@`firma.de and jan*@*firma.de' }).value.description).toBe(
      `${CONTACT_PLACEHOLDER} and ${CONTACT_PLACEHOLDER}`,
    );
    // A link whose visible text is clean but whose target calls: the target is scrubbed, never published.
    expect(scrubRecord({ description: '[call us](tel:+491714010001)' }).value.description).not.toMatch(/4010001/);
  });
});

describe('the build leak scan reads built pages as a visitor does', () => {
  const rules = {
    known: EMPTY_KNOWN,
    allowedEmails: new Set(['agents@secondline-demo.com']),
    unapproved: new Set<string>(),
  };
  it('finds an address or a number that only inline tags hold apart, and link targets', () => {
    const page = (body: string) => `<html><body><main>${body}</main></body></html>`;
    expect(scanText(page('<p>jan<code>@</code>firma.de</p>'), 'p', rules).map((l) => l.kind)).toEqual(['email']);
    expect(scanText(page('<p>Ruf <em>0171</em> <strong>4010001</strong></p>'), 'p', rules).map((l) => l.kind)).toEqual([
      'phone',
    ]);
    expect(scanText(page('<a href="tel:+491714010001">call</a>'), 'p', rules).length).toBe(1);
    expect(
      scanText(page('<a href="mailto:agents@secondline-demo.com">agents@secondline-demo.com</a>'), 'p', rules),
    ).toEqual([]);
  });

  it('reads a JSON text inside JSON (an MCP text item) as JSON: a slug is an identifier, a description is text', () => {
    const item = (record: object) =>
      JSON.stringify({ result: { content: [{ type: 'text', text: JSON.stringify(record) }] } });
    expect(
      scanText(item({ slug: 'lyondellbasell-pro-fax-6523-2026-chemnitz', title: 'Pro-fax 6523' }), 'mcp', rules, {
        kind: 'json',
      }),
    ).toEqual([]);
    expect(
      scanText(item({ slug: 'press', description: 'Fax 0171 4010001' }), 'mcp', rules, { kind: 'json' }).map(
        (l) => l.kind,
      ),
    ).toEqual(['phone']);
  });

  it('reads an MCP text item as its fact lines: a published slug is an identifier, cells of a line stand apart', () => {
    const text =
      'slug: lyondellbasell-pro-fax-6523-2026-chemnitz\nmodel: Pro-fax 6523\n- Resin | Pro-fax 6523 | 2026 | 1,200 EUR';
    const item = JSON.stringify({ result: { content: [{ type: 'text', text }] } });
    const withSlugs = { ...rules, publishedSlugs: new Set(['lyondellbasell-pro-fax-6523-2026-chemnitz']) };
    expect(scanText(item, 'mcp', withSlugs, { kind: 'json' })).toEqual([]);
    // Not a published slug: read as text.
    expect(scanText(item, 'mcp', rules, { kind: 'json' }).length).toBeGreaterThan(0);
    const leaking = JSON.stringify({
      result: { content: [{ type: 'text', text: `${text}\ndescription: Fax 0171 4010001` }] },
    });
    expect(scanText(leaking, 'mcp', withSlugs, { kind: 'json' }).map((l) => l.kind)).toEqual(['phone']);
  });

  it('keeps table cells apart: a year and a voltage are not one number', () => {
    expect(scanText('<html><table><tr><td>2008</td><td>400</td><td>0171</td></tr></table></html>', 'p', rules)).toEqual(
      [],
    );
  });
});

describe('work proportional to the text', () => {
  // The build scans its own index files: base64 columns are long runs of address characters ('+' and '/'
  // included). A pattern that backtracked over them took 19 s on one 117 KB file of a 2,000-listing build;
  // linear work is milliseconds. The bound is a hundred times that, so a busy machine never trips it.
  it('a long run of address characters next to an "at" and an @ is scanned in linear time', () => {
    // A column of years in base64 (1gfaB9QH4AfZB9gH4AfgB+MH…): one token, a '+' every few characters.
    const base64 = 'B9QH4AfZB9gH4+'.repeat(1000);
    const text = `{"title":"what to look at","cols":"${base64}","mail":"jan@firma"}`;
    const t0 = performance.now();
    const found = findContacts(text);
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(found.map((c) => c.match)).toEqual(['jan@firma']);
  });
});

describe('minted ids are identifiers, not numbers', () => {
  // Eight random base36 characters sometimes spell a national number once O reads as zero (lst_0254o990):
  // at 100,000 listings that withheld real listings and failed the build's own leak scan.
  const id = 'lst_0254o990';
  it('the detector alone reads such an id as a number (the case is real)', () => {
    expect(findContacts(id).length).toBeGreaterThan(0);
  });
  it('a published id is neither withheld nor reported by the leak scan; the same digits in free text still are', () => {
    expect(scrubRecord({ id, public_id: id }, { country: 'DE' }).findings).toEqual([]);
    const idRules = {
      known: EMPTY_KNOWN,
      allowedEmails: new Set<string>(),
      unapproved: new Set<string>(),
      publishedIds: new Set([id]),
    };
    expect(scanText(`<html><p>Listing ID <code>${id}</code></p><p>{"id":"${id}"}</p></html>`, 'page', idRules)).toEqual(
      [],
    );
    // The listing page's inquiry link quotes the id in a URL-encoded subject.
    expect(
      scanText(
        `<html><p><a href="mailto:agents@secondline-demo.com?subject=Listing%20${id}">write</a></p></html>`,
        'page',
        { ...idRules, allowedEmails: new Set(['agents@secondline-demo.com']) },
      ),
    ).toEqual([]);
    expect(scanText('<html><p>Call 0254 0990 22 today</p></html>', 'page', idRules).length).toBeGreaterThan(0);
    expect(scanText(`<html><p>lst_0254o991</p></html>`, 'page', idRules).length).toBeGreaterThan(0);
  });
});

describe('generalised by structure (the third set, tests/fixtures/privacy-gen/third.ts, shows these per class)', () => {
  const caught = (t: string, country = 'DE') => expect(scrub(t, { country }), t).toContain(CONTACT_PLACEHOLDER);
  const kept = (t: string, country = 'DE') => expect(scrub(t, { country }), t).toBe(t);

  it('an address spelled with at and dot words no list holds, right after an e-mail word or bracketed', () => {
    caught('Posta: k.varga kukac varga-gep pont hu');
    caught('E-posta: lindqvist et eastmach točka com');
    caught('Почта: sales-east собака eastmach точка com');
    caught('Contact: virtanen {a} varga-gep {d} fi');
    kept('Buyers contact sellers through the inquiry form on each listing page.');
    kept('E-mail: ask the seller in the shop dot com');
    // Prose of the site's own pages that an earlier form of the rule read as addresses.
    kept('No seller e-mail address or telephone number is ever shown.');
    kept('Each item has `url`. Every URL in this document is absolute.');
  });

  it('a word numbered by Nr./no./č. or a compound ending in a number word names a fact; a contact stem does not', () => {
    kept('Teile-Nr. 612 345 678', 'ES');
    kept('Výrobní číslo 612 345 678', 'CZ');
    kept('Tillverkningsnr 612-345-678', 'ES');
    kept('Numer części 512 345 678', 'PL');
    caught('Handy-Nr. 0171 9014827');
    caught('Mobilnr. 0171 9014827');
  });

  it("a person's title and name beside a number is contact context", () => {
    caught('pan Nowak 512 345 678', 'PL');
    caught('612 345 678 Sr. García', 'ES');
  });

  it('numbers in a document link or query value are facts; a link that calls is a contact', () => {
    kept('https://docs.example/manuals/612345678.pdf', 'ES');
    kept('https://maker.example/parts?item=0612345678', 'FR');
    caught('https://dealer.example/contact?tel=0612345678', 'FR');
    caught('https://api.whatsapp.com/send?phone=33612345678');
  });

  it('handles of @-only chat apps after a colon, not words or values', () => {
    caught('IG: latheworks377');
    caught('Messenger: mlynops912');
    kept('IG: 24V');
    kept('Messenger: available on request');
  });
});

describe('links that repeat a scrubbed field', () => {
  // A link we build from a listing's make or model (manuals_search, price_context's searches) reads, once the
  // scan decodes it, as the field it repeats: the placeholder stays the placeholder, however the field is cut.
  const fields = ['Skype', 'tel', 'WhatsApp', 'mail', 'Telegram'].flatMap((w) => [
    `${w}: ${CONTACT_PLACEHOLDER}`,
    `M ${w}: ${CONTACT_PLACEHOLDER}`,
    `${CONTACT_PLACEHOLDER} ${w}`,
  ]);
  it.each(fields)('%s, read clean in the field and in its link', (field) => {
    expect(findContacts(field)).toEqual([]);
    const link = `https://example.org/api/agents/v1/manuals?${readableQuery({ make: field, model: field })}`;
    expect(findContacts(link)).toEqual([]);
  });

  it('an address disguised with percent-encoded brackets is still read as one', () => {
    expect(findContacts('write to hans%5Bat%5Dmueller-druck%5Bdot%5Dde today').map((c) => c.kind)).toEqual(['email']);
  });
});
