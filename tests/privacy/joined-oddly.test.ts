// Contacts joined or named in forms the generators and the other held-out sets do not make:
//   a telephone number whose groups are joined by a character no number is typed with, right after a contact word
//     ("Tel 0171,4010017", "WhatsApp: 0171 → 4010017", "Handy 0171°401°00°17");
//   a handle of letters alone after a social app and a colon or a spaced dash ("Instagram: janmeier");
//   a chat handle said in words ("my Telegram is janmeier", "on Skype as jan", "Viber (janmeier)", "Kakao ID
//     janmeier", "@janmeier on Telegram"), and a profile link ("instagram.com/janmeier", "tiktok.com/@janmeier");
//   a free-mail address whose ending has digits for letters ("jan@gmail.c0m");
//   an address whose hyphens and underscores are words ("jan underscore meier at firma dash x dot de");
//   an enclosed capital A for the @ ("jan🄰firma.de"); an address letter by letter with a separator
//     ("j-a-n-@-g-m-x-.-d-e", "j_a_n_@_…");
//   a provider after "bei" or "auf" with its ending spelled ("jan bei gmail punkt com").
// Drawn from the generators' names, companies and numbers of 28 plans. None may survive the publishing step's
// scrub, the last-line scan's gate and detector must find each, and facts written with the same characters (lists,
// ranges, thousands, times, dimensions, a removed contact before a photo's size, an app's name in prose) stay.
import { describe, expect, it } from 'vitest';
import { checksEveryForm, type FormCase } from './form-checks.ts';
import { findContacts, scrub } from '../../src/privacy/index.ts';
import { EVERY_JOINT, joinLabelled } from '../../src/privacy/labelled-joints.ts';
import { drawNumber, PLAN_COUNTRIES } from '../fixtures/privacy-gen/plans.ts';
import { random } from '../fixtures/privacy-gen/random.ts';
import { COMPANY, FIRST, LAST } from '../fixtures/privacy-gen/words.ts';
import { contactCases } from '../fixtures/privacy-gen/contacts.ts';
import { thirdContacts } from '../fixtures/privacy-gen/third.ts';
import { heldOutContacts } from '../fixtures/privacy-gen/heldout.ts';
import { SEED } from '../support/property.ts';

const r = random(SEED + 47);
const N = 150;
const PLACES: ((x: string) => string)[] = [
  (x) => x,
  (x) => `Machine can be seen under power. ${x}`,
  (x) => `${x} — we answer within a day.`,
  (x) => `Besichtigung nach Absprache.\n${x}`,
];
const markerOf = (l: string) => l.replace(/\W/g, '');
const name = () => `${r.pick(FIRST)}${r.pick(LAST)}`.toLowerCase();

// Contact words of the catalog's languages, as sellers put them before a number.
const LABELS = [
  'Tel ',
  'Tel.: ',
  'Phone: ',
  'call ',
  'Call me on ',
  'WhatsApp: ',
  'WA ',
  'Handy ',
  'Mobil: ',
  'Telefon ',
  'Portable : ',
  'Cellulare ',
  'Móvil: ',
  'Telefoon ',
  'Komórka: ',
  'Kontakt: ',
  'Contact: ',
  'SMS ',
  'Viber ',
  'Signal: ',
  '📞 ',
  // Contact words of scripts and languages the generators do not write.
  '手機: ',
  '电话号码：',
  '휴대폰 ',
  '전화 ',
  'Điện thoại: ',
  'โทร ',
  'هاتف: ',
  'טלפון: ',
  'Cel. ',
];
// Characters no number is typed with, sometimes spaced: punctuation, arrows, signs, bullets.
const JOINTS = [
  ',',
  ';',
  ':',
  '#',
  '+',
  '=',
  '>',
  '^',
  '°',
  '»',
  '→',
  '⇒',
  '➜',
  '、',
  '，',
  '；',
  '|',
  '~',
  '*',
  '⟶',
  '↦',
];
// Shapes, stars and ticks: a number's joints only with a group starting with 0, a long group or a "+" first (so the
// international form is drawn for them).
const SHAPES = ['●', '◆', '★', '✓', '▪', '♦', '☎', '⬤', '{'];
const SOCIAL = ['Instagram', 'instagram', 'Insta', 'IG', 'Facebook', 'FB', 'TikTok', 'Twitter', 'LinkedIn'];
const PROVIDERS: [string, string][] = [
  ['gmail', 'com'],
  ['gmx', 'de'],
  ['hotmail', 'com'],
  ['yahoo', 'fr'],
  ['outlook', 'de'],
  ['libero', 'it'],
  ['seznam', 'cz'],
  ['web', 'de'],
  ['t-online', 'de'],
  ['orange', 'fr'],
];
const JOIN_WORDS = ['underscore', 'dash', 'hyphen', 'minus', 'Unterstrich', 'Bindestrich', 'tiret', 'trattino'];
const AT_WORDS = ['at', 'AT', 'arroba', 'chez', 'at-Zeichen'];
const DOT_WORDS = ['dot', 'punkt', 'point', 'punto', 'DOT'];
const ENCLOSED_A = ['Ⓐ', '🄰', '🅐', '🅰', '🅰️'];

const CHAT_APPS = ['Telegram', 'Skype', 'WeChat', 'Viber', 'Signal', 'KakaoTalk', 'Snapchat', 'Discord', 'Threema'];
const SAID: ((app: string, h: string) => string)[] = [
  (app, h) => `my ${app} is ${h}`,
  (app, h) => `Our ${app} is ${h}.`,
  (app, h) => `find me on ${app} as ${h}`,
  // An everyday word in brackets is a signal's state ("Signal (green)"): only apps' own names.
  (app, h) => `${app === 'Signal' ? 'Telegram' : app} (${h})`,
  (app, h) => `${app} ID ${h}`,
  (app, h) => `${app} username ${h}`,
  (app, h) => `@${h} on ${app}`,
  (app, h) => `@${h} auf ${app}`,
];
const PROFILES = [
  'instagram.com/',
  'https://www.instagram.com/',
  'facebook.com/',
  'https://m.facebook.com/',
  'tiktok.com/@',
  'https://x.com/',
  'twitter.com/',
  'linkedin.com/in/',
  'vk.com/',
  'threads.net/@',
];

const cases: FormCase[] = [];
for (let i = 0; i < N; i++) {
  const n = drawNumber(r, r.pick(PLAN_COUNTRIES));
  const shape = r.chance(0.25);
  const joint = shape ? r.pick(SHAPES) : r.pick(JOINTS);
  const groups = (r.chance(0.5) && !shape ? n.national : n.international).split(/[\s./-]+/).filter(Boolean);
  const spaced = r.chance(0.3);
  cases.push({
    form: 'a number joined by odd characters after a contact word',
    text: r.pick(PLACES)(`${r.pick(LABELS)}${groups.join(spaced ? ` ${joint} ` : joint)}`),
    marker: n.nsn.slice(-Math.min(6, n.nsn.length)),
  });

  const handle = r.chance(0.7) ? name() : `${r.pick(FIRST)}${r.pick(LAST)}`;
  cases.push({
    form: 'a handle of letters after a social app and a colon or dash',
    text: r.pick(PLACES)(
      `${r.pick(['', 'More videos: ', 'Folgen Sie uns! '])}${r.pick(SOCIAL)}${r.pick([': ', ':', ' - ', ' – ', ' : '])}${r.pick(['', '@'])}${handle}`,
    ),
    marker: markerOf(handle),
  });

  const [provider, tld] = r.pick(PROVIDERS);
  const local = name();
  cases.push({
    form: 'a free-mail address with digits in its ending',
    text: r.pick(PLACES)(
      `${r.pick(['', 'Mail: ', 'write to '])}${local}@${provider}.${r.pick(['c0m', 'n3t', 'd3', 'c0.uk', '1t', 'fr4', 'c0m.pl'])}`,
    ),
    marker: markerOf(local),
  });

  const first = r.pick(FIRST).toLowerCase();
  const last = r.pick(LAST).toLowerCase();
  const join = r.pick(JOIN_WORDS);
  const atw = r.pick(AT_WORDS);
  const dotw = r.pick(DOT_WORDS);
  const company = r.pick(COMPANY).toLowerCase().replace(/\W/g, '');
  const inLocal = r.chance(0.5);
  cases.push({
    form: 'an address with its hyphen or underscore as a word',
    text: r.pick(PLACES)(
      inLocal
        ? `${first} ${join} ${last} ${atw} ${company} ${dotw} ${r.pick(['de', 'com', 'it', 'pl'])}`
        : `${first}.${last} ${atw} ${company} ${join} ${last} ${dotw} ${r.pick(['de', 'com', 'it', 'pl'])}`,
    ),
    marker: inLocal ? `${first}${join.toLowerCase()}${last}` : `${first}${last}`,
  });

  const l2 = name();
  cases.push({
    form: 'an enclosed capital A for the @',
    text: r.pick(PLACES)(
      `${l2}${r.pick(['', ' '])}${r.pick(ENCLOSED_A)}${r.pick(['', ' '])}${r.chance(0.5) ? `${provider}.${tld}` : `${company}-${last}.${r.pick(['de', 'com', 'eu'])}`}`,
    ),
    marker: markerOf(l2),
  });

  const h4 = name();
  cases.push({
    form: 'a chat handle said in words, in brackets or before the app',
    text: r.pick(PLACES)(r.pick(SAID)(r.pick(CHAT_APPS), h4)),
    marker: markerOf(h4),
  });

  const h5 = r.chance(0.5) ? name() : `${r.pick(FIRST)}-${r.pick(LAST)}`.toLowerCase();
  cases.push({
    form: 'a profile link on an app people message on',
    text: r.pick(PLACES)(`${r.pick(['', 'More videos: ', 'See '])}${r.pick(PROFILES)}${h5}`),
    marker: markerOf(h5),
  });

  const l6 = name().slice(0, 8);
  const sep = r.pick(['-', '_', '*', '|', '~', '+', '/']);
  cases.push({
    form: 'an address letter by letter with a separator',
    text: r.pick(PLACES)(`${r.pick(['', 'Mail: ', 'write '])}${[...`${l6}@${provider}.${tld}`].join(sep)}`),
    marker: markerOf(l6),
  });

  const l3 = name();
  cases.push({
    form: 'a provider after a preposition, its ending spelled',
    text: r.pick(PLACES)(
      `${l3} ${r.pick(['bei', 'auf', 'on', 'via', 'at'])} ${provider} ${r.pick(['punkt', 'dot', 'point', 'punto'])} ${tld}`,
    ),
    marker: markerOf(l3),
  });
}

const FACTS = [
  'Call: 1,250,000 EUR or best offer; quote 12,500 for the spares',
  'Contact: Mon-Fri 8:00-17:00, Sat 9:30-12:00',
  'Tel. Mo-Fr 08:00 - 18:00 Uhr',
  'Photos on request: call [contact via Secondline] (1200×900)',
  'Size 1200 x 800 x 600 mm, call for price',
  'WhatsApp 2x 1500 mm rollers, 3 x 400 V, 50 Hz',
  'Contact ref. 2019/4711, 2020/4712',
  'Phone holder 3 x 400 V; call 2 shifts; 4711; 4712; 4713',
  'Temperature 20→80 °C, call us; speed 1200 ► 3000 rpm',
  'IG Metall tariff, TikTok-style video, Instagram-ready photos',
  'Instagram: none. Facebook: see website',
  'Call: 120,000 impressions, counter 2,450,300',
  'Contact us: € 125,000,000 turnover; price 2,450,000 EUR; 1,250,000 impressions',
  'Serial 4010017, built 2015, ratio 1:20, angle 45°',
  'Email: jan at the office dot matrix printer; located at plant two dot five',
  'Gmail were used on the office PC; minus 5 °C at night, dash panel included',
  'Skype is preferred for calls; WhatsApp is available; Viber (preferred); the signal is clear; Line (3 phases)',
  'Photos on instagram.com and facebook.com/help; see our Telegram (only evenings)',
  // A page's description cut with an ellipsis ("line comes…" folds to "line comes..."; "come" is an Italian "as"): found
  // by the leak scan of a 100,000-listing build, which withheld four listings over it.
  'This coil feed line comes… Telegram comes…; the line is ready; Skype isabel',
  'Grades A-B-C-D-E-F, options x/y/z/a/b/c, steps 1-2-3-4-5-6, sizes S|M|L|X|2|3',
  'Contact: sizes 1200 ■ 1500 ■ 1800 mm; contact us: 1200 ► 3000 rpm; call 4711 ★ 4712 ★ 4713; WhatsApp: 2 ● 3 ● 4',
];

/**
 * Random texts built of what joinLabelled reads: contact words and others, digit groups of every length (some
 * starting with 0, some in brackets, some after a "+"), every odd joint and a number's own, spaced or not, units,
 * currencies, times, IP addresses with ports and paths.
 */
function jointTexts(n: number): string[] {
  const g = random(SEED + 53);
  const words = [
    'Tel ',
    'Tel.: ',
    'call ',
    'WhatsApp: ',
    'Kontakt ',
    'weight ',
    'price ',
    'Size ',
    'from ',
    '',
    'at ',
    'Handy ',
    'counter ',
    '€ ',
    'http://10.0.0.1:',
    '/files/',
    'T',
    '[contact via Secondline] ',
    'x',
  ];
  const joints = [...JOINTS, ...SHAPES, 'x', '×', '_', ' ', '-', '.', '/'];
  const after = ['', '', ' kg', ' mm', ' EUR', ' USD', ' h', ' Uhr', '/listings', ' and more', ':00', ',5', ')'];
  const group = () => {
    const len = g.pick([1, 2, 2, 3, 3, 3, 3, 4, 4, 5, 6, 7]);
    const d = `${g.chance(0.3) ? '0' : String(g.int(1, 9))}${g.digits(len - 1)}`;
    return g.chance(0.1) ? `(${d})` : d;
  };
  const texts: string[] = [];
  for (let i = 0; i < n; i++) {
    const parts: string[] = [];
    for (let k = g.int(1, 3); k > 0; k--) {
      const main = g.pick(joints);
      let run = `${g.chance(0.1) ? g.pick(['+', '+ ', '(']) : ''}${group()}`;
      for (let j = g.int(1, 5); j > 0; j--) {
        const joint = g.chance(0.8) ? main : g.pick(joints);
        const spaced = g.chance(0.25) ? ` ${joint} ` : g.chance(0.1) ? `${joint} ` : joint;
        run += `${spaced}${group()}`;
      }
      parts.push(`${g.pick(words)}${run}${g.pick(after)}`);
    }
    texts.push(parts.join(g.pick([' ', '. ', ', ', '\n'])));
  }
  return texts;
}

describe('contacts joined or named oddly', () => {
  it('joinLabelled reads at the joints its hint finds what it reads at every odd joint (20,000 random texts)', () => {
    const differ = jointTexts(20_000).filter((t) => joinLabelled(t) !== joinLabelled(t, EVERY_JOINT));
    expect(
      differ.slice(0, 10).map((t) => `${JSON.stringify(t)} → ${JSON.stringify(joinLabelled(t, EVERY_JOINT))}`),
    ).toEqual([]);
  });

  it('the random texts reach every rule: numbers joined after a label are rewritten', () => {
    const rewritten = jointTexts(20_000).filter((t) => joinLabelled(t) !== t).length;
    expect(rewritten).toBeGreaterThan(1_000);
  });

  checksEveryForm(cases);

  // What the scrub leaves is read again before a record publishes, and a contact found there withholds the record:
  // a removed contact ("Viber ID [contact via Secondline]") must not read as one. A first version of the bracket
  // rule read "contact" there as a handle and withheld 38 of the generator's chat ids.
  it("the scrub's output reads clean: these cases and the generators' contacts written in text", () => {
    const texts = [
      ...cases.map((c) => c.text),
      ...[...contactCases(SEED, 2000), ...thirdContacts(SEED, 2000), ...heldOutContacts(SEED, 1000)].flatMap((c) =>
        'text' in c.placement ? [c.placement.text] : [],
      ),
    ];
    const dirty = texts.filter((t) => findContacts(scrub(t)).length > 0);
    expect(dirty.slice(0, 10).map((t) => `${JSON.stringify(t)} → ${JSON.stringify(scrub(t))}`)).toEqual([]);
  });

  it('facts written with the same characters are left alone', () => {
    expect(FACTS.filter((f) => scrub(f) !== f).map((f) => `${f} → ${scrub(f)}`)).toEqual([]);
  });
});
