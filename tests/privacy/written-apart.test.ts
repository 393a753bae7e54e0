// Contacts whose parts are written apart or wrapped so that no part looks like a contact alone, in forms the
// generators do not make: the at and dot words wrapped in any symbol ("jan |at| firma /dot/ de"); a free-mail
// address with no @ at all ("jan.kowalski79 gmail com"); a provider's name typed with a space in it
// ("jan@ya hoo.com"); the at and dot words of languages the lists did not hold (Norwegian, Ukrainian, Serbian,
// Hebrew, Arabic, Thai, Korean, Japanese, Chinese, CJK ones run together with the address); a social handle after
// the app's name with no colon ("Instagram jan_kowalski79") or alone after an @ ("DM @jan_kowalski79"); a
// telephone number with one or two of its digits or groups spelled out ("0171 vier 010017", "06 douze 34 56 78");
// a freephone number with letters ("Call 0800 MACHINE", "0800-PRINTER"); an @ typed twice ("jan@@firma.de"); a
// number with an emoji between its groups ("0171🔹4010017"); a chat id after "微信号" or "카카오톡 아이디". Each is
// drawn from names, companies, providers and numbers of the generators' lists and 28 plans, alone or in a sentence.
// The publishing step's scrub leaves none of its marker, and the last-line scan's gate and detector see every one
// it can (number words are read by the publishing step only). Facts written with the same characters are left
// alone.
import { describe, expect, it } from 'vitest';
import { checksEveryForm, type FormCase } from './form-checks.ts';
import { scrub } from '../../src/privacy/index.ts';
import { drawNumber, PLAN_COUNTRIES } from '../fixtures/privacy-gen/plans.ts';
import { random } from '../fixtures/privacy-gen/random.ts';
import { UNITS } from '../fixtures/privacy-gen/disguise.ts';
import { COMPANY, FIRST, LAST } from '../fixtures/privacy-gen/words.ts';
import { SEED } from '../support/property.ts';

const r = random(SEED + 31);
const N = 150;
const TLDS = ['de', 'com', 'pl', 'it', 'nl', 'fr', 'es', 'co.uk', 'at', 'eu', 'no', 'ua', 'rs'];
const PLACES: ((x: string) => string)[] = [
  (x) => x,
  (x) => `Questions about the machine? ${x}`,
  (x) => `${x} — we answer within a day.`,
  (x) => `Kontakt:\n${x}`,
];
const local = () => `${r.pick(FIRST)}${r.pick(['.', '_', ''])}${r.pick(LAST)}${r.chance(0.5) ? r.int(1, 99) : ''}`;
/** A local part with a dot, an underscore or a digit: what a person's address looks like. */
const addressLike = () => `${r.pick(FIRST)}${r.pick(['.', '_'])}${r.pick(LAST)}${r.chance(0.5) ? r.int(1, 99) : ''}`;
const markerOf = (l: string) => l.replace(/\W/g, '');

// Symbols wrapped around the at and dot words, the same on both sides or a pair.
const WRAPS: [string, string][] = [
  ['|', '|'],
  ['#', '#'],
  ['~', '~'],
  ['.', '.'],
  ["'", "'"],
  ['"', '"'],
  ['=', '='],
  ['/', '/'],
  ['*', '*'],
  ['+', '+'],
  [':', ':'],
  ['!', '!'],
  ['^', '^'],
  ['$', '$'],
  ['%', '%'],
  ['-', '-'],
  ['_', '_'],
  ['‘', '’'],
  ['“', '”'],
  ['«', '»'],
  ['‹', '›'],
  ['「', '」'],
  ['【', '】'],
  ['\\', '\\'],
  ['-=', '=-'],
  ['**', '**'],
];
// A lone "a" is an at in brackets only (the generators' "(a)"): wrapped in other symbols it is as often an article.
const WRAP_AT = ['at', 'AT', 'At', 'ät', 'arroba', 'chiocciola', 'klammeraffe', 'małpa', 'собака', 'kukac', '@'];
const WRAP_DOT = ['dot', 'DOT', 'punkt', 'punto', 'point', 'kropka', 'точка', 'pont', '.'];
const wrap = (w: string) => {
  const [open, close] = r.pick(WRAPS);
  const s = r.pick(['', ' ']);
  return `${r.pick([' ', ''])}${open}${s}${w}${s}${close}${r.pick([' ', ''])}`;
};

// Free-mail providers whose names are no everyday word, as sellers type them with no @.
const PROVIDERS = ['gmail', 'gmx', 'hotmail', 'outlook', 'yahoo', 'icloud', 'libero', 'seznam', 'yandex', 'aol'];
const PROVIDER_TLD: Record<string, string[]> = {
  gmail: ['com'],
  gmx: ['de', 'net', 'at', 'ch'],
  hotmail: ['com', 'de', 'fr', 'it'],
  outlook: ['com', 'de'],
  yahoo: ['com', 'de', 'fr', 'es'],
  icloud: ['com'],
  libero: ['it'],
  seznam: ['cz'],
  yandex: ['ru', 'com'],
  aol: ['com'],
};
const SPLIT: string[] = [
  'g mail',
  'g-mail',
  'hot mail',
  'out look',
  'ya hoo',
  'g m x',
  'i cloud',
  'hot-mail',
  'a o l',
  'ya-hoo',
];

// At and dot words of languages the lists did not hold, spaced as sellers write them.
const MORE_WORDS: [string, string][] = [
  ['krøllalfa', 'punktum'],
  ['snabel-a', 'punkt'],
  ['равлик', 'крапка'],
  ['песик', 'крапка'],
  ['маймунка', 'точка'],
  ['кльомба', 'точка'],
  ['majmun', 'tačka'],
  ['мајмун', 'тачка'],
  ['afna', 'pika'],
  ['manki', 'točka'],
  ['שטרודל', 'נקודה'],
  ['آت', 'نقطة'],
  ['แอท', 'จุด'],
  ['골뱅이', '닷'],
  ['골뱅이', '점'],
  ['アット', 'ドット'],
  ['アットマーク', 'ドット'],
  ['艾特', '点'],
  ['圈a', '点'],
  ['小老鼠', '點'],
  ['miukumauku', 'piste'],
  ['ätt', 'punkt'],
];
/** Chinese, Japanese and Korean words run together with the address, as those scripts are written. */
const RUN_TOGETHER: [string, string][] = [
  ['艾特', '点'],
  ['圈a', '点'],
  ['アット', 'ドット'],
  ['アットマーク', 'ドット'],
  ['골뱅이', '닷'],
  ['小老鼠', '點'],
];

const SOCIAL = ['Instagram', 'instagram', 'Insta', 'IG', 'Facebook', 'FB', 'TikTok', 'Tiktok', 'Twitter', 'LinkedIn'];
const DM = ['DM', 'dm me', 'Follow', 'follow us:', 'Write to', 'message', 'PM', 'ping', 'Add', 'find us at'];

const LANG_OF: Record<string, string> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  BE: 'fr',
  IT: 'it',
  ES: 'es',
  MX: 'es',
  NL: 'nl',
  PL: 'pl',
};
const PAIRS_FR = ['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'];

/** The number as grouped nationally, with one or two of its digits (or a French pair) spelled out. */
function withWords(country: (typeof PLAN_COUNTRIES)[number]): { text: string; nsnTail: string } {
  const n = drawNumber(r, country);
  const lang = LANG_OF[country] ?? 'en';
  const groups = n.national.split(/[\s./-]+/).filter(Boolean);
  // A French pair of digits 10–16 said as a word ("06 douze 34 56 78").
  const pair = lang === 'fr' ? groups.findIndex((g, i) => i > 0 && /^1[0-6]$/.test(g)) : -1;
  if (pair > 0) groups[pair] = PAIRS_FR[Number(groups[pair]) - 10];
  else {
    const spelled = r.int(1, 2);
    for (let k = 0; k < spelled; k++) {
      const gi = r.int(Math.min(1, groups.length - 1), groups.length - 1);
      const g = groups[gi];
      if (!/^\d+$/.test(g)) continue;
      const di = r.int(0, g.length - 1);
      const word = UNITS[lang][Number(g[di])];
      const sep = r.pick([' ', '-', '']);
      groups[gi] = `${g.slice(0, di)}${di ? sep : ''}${word}${di < g.length - 1 ? sep : ''}${g.slice(di + 1)}`;
    }
  }
  return { text: groups.join(r.pick([' ', ' ', '-'])), nsnTail: n.nsn.slice(-Math.min(6, n.nsn.length)) };
}

const cases: FormCase[] = [];
for (let i = 0; i < N; i++) {
  const l = local();
  const domain = r.chance(0.5) ? `${r.pick(COMPANY)}-${r.pick(LAST)}` : r.pick(PROVIDERS);
  const tld = r.pick(TLDS);
  const atw = wrap(r.pick(WRAP_AT));
  const dotw = r.chance(0.7) ? wrap(r.pick(WRAP_DOT)) : '.';
  cases.push({
    form: 'at and dot wrapped in a symbol',
    text: r.pick(PLACES)(`${l}${atw}${domain}${dotw}${tld.replace('.', dotw)}`),
    marker: markerOf(l),
  });

  const al = addressLike();
  const p = r.pick(PROVIDERS);
  const ptld = r.pick(PROVIDER_TLD[p]);
  cases.push({
    form: 'free-mail address with no @',
    text: r.pick(PLACES)(
      `${r.pick(['', 'E-Mail: ', 'mail ', 'email me: ', 'Mail - '])}${al}${r.pick([' ', '  ', ' / '])}${r.pick([p, p.toUpperCase(), p[0].toUpperCase() + p.slice(1)])}${r.pick(['.', ' ', ' . ', ' dot '])}${ptld}`,
    ),
    marker: markerOf(al),
  });

  const split = r.pick(SPLIT);
  const joined = split.replace(/[\s-]/g, '');
  cases.push({
    form: "a provider's name typed apart",
    text: r.pick(PLACES)(
      `${l}${r.pick(['@', ' @ ', ' at ', ' (at) ', '[at]'])}${split}${r.pick(['.', ' . ', ' dot '])}${r.pick(PROVIDER_TLD[joined] ?? ['com'])}`,
    ),
    marker: markerOf(l),
  });

  const [aw, dw] = r.pick(MORE_WORDS);
  cases.push({
    form: 'at and dot words of more languages',
    text: r.pick(PLACES)(
      `${l} ${aw} ${r.pick(COMPANY)}-${r.pick(LAST)} ${dw} ${r.pick(['de', 'com', 'no', 'ua', 'rs', 'si', 'il', 'th', 'kr', 'jp', 'cn', 'lt'])}`,
    ),
    marker: markerOf(l),
  });
  const [ca, cd] = r.pick(RUN_TOGETHER);
  cases.push({
    form: 'CJK at and dot run together',
    text: r.pick(PLACES)(
      `${r.pick(['', '邮箱：', 'メール：', '이메일: '])}${l}${ca}${r.pick(['gmail', 'qq', '163', `${r.pick(COMPANY)}${r.pick(LAST)}`])}${cd}${r.pick(['com', 'cn', 'jp', 'kr'])}`,
    ),
    marker: markerOf(l),
  });

  const handle = `${r.pick(FIRST)}${r.pick(['_', '.', ''])}${r.pick(LAST)}${r.int(1, 999)}`;
  cases.push({
    form: 'social handle after the app, no colon',
    text: r.pick(PLACES)(
      `${r.pick(['', 'Videos on ', 'More photos: '])}${r.pick(SOCIAL)} ${r.pick(['', '@'])}${handle}`,
    ),
    marker: markerOf(handle),
  });
  cases.push({
    form: 'a handle alone after an @',
    text: r.pick(PLACES)(`${r.pick([...DM, '', ''])} @${handle}`.trim()),
    marker: markerOf(handle),
  });

  const country = r.pick(['DE', 'AT', 'FR', 'BE', 'IT', 'ES', 'NL', 'PL', 'GB', 'US', 'CH', 'MX'] as const);
  const w = withWords(country);
  cases.push({
    form: 'a number with a digit or two spelled out',
    text: r.pick(PLACES)(`${r.pick(['', '', 'Tel. ', 'ruf an: ', 'Pedro '])}${w.text}`),
    marker: w.nsnTail,
    publishingOnly: true,
  });

  const vanity = r.pick(['MACHINE', 'PRINTER', 'CNCTOOL', 'PRESSES', 'LATHES', 'SPARES', 'BUYUSED', 'FOLDERS']);
  // Written with a hyphen or a country code it is a number whatever stands before it; with a space alone ("0800
  // STARTUP" is a time) after a contact word.
  const written = r.chance(0.5);
  const prefix = written
    ? r.pick(['0800-', '0808-', '0800.', '0800 - ', '+44 800 ', '0044 808 ', '+49 800 '])
    : r.pick(['0800 ', '0808 ', '0 800 ', '0900 ']);
  const before = written
    ? r.pick(['', 'Free: ', 'Call '])
    : r.pick(['Call ', 'Hotline ', 'Tel. ', 'Freephone ', 'Ruf an: ']);
  cases.push({
    form: 'freephone number with letters',
    text: r.pick(PLACES)(`${before}${prefix}${vanity}`),
    marker: `${prefix.replace(/\D/g, '')}${vanity.toLowerCase()}`,
  });
}

// An @ typed twice or three times ("jan@@firma.de"), drawn after the others so theirs stay as they were drawn.
for (let i = 0; i < N / 5; i++) {
  const l = local();
  cases.push({
    form: 'an @ typed more than once',
    text: r.pick(PLACES)(`${l}${r.pick(['@@', '@@@', ' @@ '])}${r.pick(COMPANY)}-${r.pick(LAST)}.${r.pick(TLDS)}`),
    marker: markerOf(l),
  });
}

// A number with an emoji or a hyphen bullet between its groups.
const GROUP_SYMBOLS = ['🔹', '🔸', '📞', '📱', '👉', '💬', '🟢', '⁃'];
for (let i = 0; i < N; i++) {
  const n = drawNumber(r, r.pick(PLAN_COUNTRIES));
  const symbol = r.pick(GROUP_SYMBOLS);
  const groups = (r.chance(0.5) ? n.national : n.international).split(/[\s./-]+/).filter(Boolean);
  cases.push({
    form: 'a number with an emoji between its groups',
    text: r.pick(PLACES)(`${r.pick(['', '', 'Tel ', 'Pedro '])}${groups.join(r.chance(0.5) ? symbol : ` ${symbol} `)}`),
    marker: n.nsn.slice(-Math.min(6, n.nsn.length)),
  });
}

// Chat ids after an app's name written run together with "id" as Chinese writes it, or in Korean.
for (let i = 0; i < N / 3; i++) {
  const handle = `${r.pick(FIRST)}${r.pick(['_', ''])}${r.pick(LAST)}${r.int(1, 99)}`;
  cases.push({
    form: 'chat ids named in Chinese or Korean',
    text: r.pick(PLACES)(
      `${r.pick(['微信号', '微信號', 'QQ号', '카카오톡 아이디', '카톡', '微信账号'])}${r.pick([': ', '：', ' '])}${handle}`,
    ),
    marker: markerOf(handle),
  });
}

const FACTS = [
  'Wire AWG14, 2.5 mm², see photo 3',
  'Instagram photos and Facebook videos on request',
  'Follow the @ sign on the control panel: 24 V @ 2 A, cable @PLC rack, S7 @300',
  'Price: 2 units @ 450 EUR each, 3 @ 400',
  'Built 1998, two 2000 mm rolls and one 3000 mm roll, 4 x 400 V',
  'Counter 12 345 678 impressions, three shifts, 2 operators',
  'Shipping from 0800 HOURS, loading until 1600',
  'Quality |at| its best: 5 * 400 mm, ratio 3:1',
  'Versions 1.at.2 and "dot" matrix printer, tilde ~ and pipe | keys',
  'Weight 1,250 kg, one pallet, twelve boxes of spares',
  'Outlook 2016 and Gmail were used on the office PC, not included',
  'IG Metall tariff, TikTok-style video of the machine running',
  'Row 3: seven 90 mm pockets, six 120 mm pockets',
  'Gear 1:20, 2 speeds, one motor 7.5 kW, year 2008',
  'Made in Norway (punktum-sveis), 艾特 brand pump, 点胶机 dispenser, 골뱅이 pattern',
  'Die set: 06 pieces, twelve 34 mm punches, 56 dies',
  'Shifts from 0800 STARTUP to 1600; 0900 SHIFTS daily',
  'Contact via outlook.com calendar invites only; email us through yahoo com groups, not gmail.com',
  'Instagram photo_2023.jpg attached',
  'Temperature 20→80 °C; speed 1200 ► 3000 rpm; 400 V ■ 50 Hz ■ 32 A',
  // Lists and ranges of numbers with arrows, shapes or semicolons between them; a program's names after an @.
  'Widths 1200 ■ 1500 ■ 1800 mm, dimensions 1200 → 1500 → 1800 mm',
  'Parts: 4711; 4712; 4713; 4714 included. Serials 120345; 120346; 120347. Hours 12500; 13000; 14500',
  'Variables @axis_speed and @feed_rate in the PLC program',
  // Serials whose letters are a number word of some language ("um", "un", "üç", "dos"), beside a year.
  'Serial number UM4511 2004',
  'Serial UN12345 2016, UC3253 2016',
  'Type DOS500 2012, TRE4410 2019',
];

describe('contacts written apart or wrapped', () => {
  checksEveryForm(cases);

  it('facts written with the same characters are left alone', () => {
    expect(FACTS.filter((f) => scrub(f) !== f).map((f) => `${f} → ${scrub(f)}`)).toEqual([]);
  });
});
