#!/usr/bin/env node
// Seeded catalog generator: writes a marketplace export that matches
// ListingRecord / ManualRecord in src/schemas/content.ts, one pretty-printed
// JSON file per record, plus (by default) the research content, so the output
// folder is a complete content directory.
//
//   node scripts/generate-catalog.mjs --listings 270 --manuals 72 --seed 42 --out content
//   node scripts/generate-catalog.mjs --listings 100000 --manuals 5000 --out /tmp/gen
//
// Options: --listings N, --manuals M, --out DIR, --seed S (integer or text,
// default 42), --research (copy research content; the default unless
// --no-research), --contact-rate R (share of listings whose free text carries
// seller contact details; default 0.05 up to 2,000 listings, else 0.01),
// --quiet. The listings/ and manuals/ folders of DIR are replaced.
//
// Plain ESM, Node built-ins only. Records are written as they are made; the
// only state kept across records is the set of slugs/ids and a small seller pool.

import { ILLUSTRATION_SIZE, illustrationPath } from './catalog-data/illustrations.mjs';
import { mkdirSync, rmSync, writeFileSync, cpSync, existsSync, realpathSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MACHINES, MENTIONS } from './catalog-data/categories.mjs';
import { TYPES } from './catalog-data/types.mjs';
import { PLACES, COUNTRY_WEIGHTS, CURRENCY, FX, TLD, MAINS, FIRST_NAMES, LAST_NAMES } from './catalog-data/places.mjs';
import * as T from './catalog-data/text.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_CONTENT = resolve(HERE, '..', 'content');

// ------------------------------------------------------------------ CLI
const OPTIONS = {
  listings: { type: 'string', default: '270' },
  manuals: { type: 'string', default: '72' },
  out: { type: 'string' },
  seed: { type: 'string', default: '42' },
  research: { type: 'boolean', default: true },
  'contact-rate': { type: 'string' },
  quiet: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
};

function options(args) {
  let values;
  try {
    ({ values } = parseArgs({ args, options: OPTIONS, allowNegative: true, strict: true }));
  } catch (e) {
    fail(e.message);
  }
  if (values.help) { console.log(readmeText()); process.exit(0); }
  if (!values.out) fail('--out DIR is required');
  return {
    listings: int(values.listings, '--listings'),
    manuals: int(values.manuals, '--manuals'),
    out: values.out,
    seed: values.seed,
    research: values.research,
    contactRate: values['contact-rate'] === undefined ? null : Number(values['contact-rate']),
    quiet: values.quiet,
  };
}
function int(v, name) { const n = Number(v); if (!Number.isInteger(n) || n < 0) fail(`${name} must be a non-negative integer`); return n; }
function fail(msg) { console.error(`generate-catalog: ${msg}\n\n${readmeText()}`); process.exit(2); }
function readmeText() { return 'usage: node scripts/generate-catalog.mjs --listings N --manuals M --out DIR [--seed S] [--research|--no-research] [--contact-rate R] [--quiet]'; }

// ------------------------------------------------------------------ PRNG
function hash32(...parts) {
  let h = 0x811c9dc5;
  for (const p of parts) {
    const s = String(p);
    for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
    h ^= 0xff; h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35); h ^= h >>> 16;
  return h >>> 0;
}
function mulberry32(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function helpers(r) {
  const h = {
    r,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    chance: (p) => r() < p,
    num: (n) => Number(n).toLocaleString('en-US'),
    weighted: (pairs) => { let t = 0; for (const [, w] of pairs) t += w; let x = r() * t; for (const [v, w] of pairs) { x -= w; if (x < 0) return v; } return pairs[pairs.length - 1][0]; },
    sample: (arr, k) => { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a.slice(0, k); },
    letters: (n) => { let s = ''; for (let i = 0; i < n; i++) s += 'ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(r() * 23)]; return s; },
  };
  h.serial = () => h.pick([
    () => `${h.int(1000, 9999)}-${h.int(10, 99)}`,
    () => `${h.letters(2)}${h.int(1000, 9999)}`,
    () => `${h.int(10000, 99999)}`,
    () => `${h.letters(1)}-${h.int(100, 9999)}`,
    () => `${h.int(1, 9)}${h.letters(1)}${h.int(100, 999)}`,
  ])();
  return h;
}
const base36 = (r, n) => { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(r() * 36)]; return s; };

// ------------------------------------------------------------------ helpers
const CATEGORY_ORDER = Object.keys(MACHINES);
// Category mix in blocks of 16, shuffled per block: balanced enough that every
// category is well represented even in a small sample.
const CATEGORY_BLOCK = [
  'print-finishing-bindery', 'print-finishing-bindery', 'cnc-metalworking', 'cnc-metalworking', 'packaging', 'packaging',
  'woodworking', 'food-beverage', 'conveyors', 'stamping', 'plastics', 'wide-format', 'mailing', 'converting', 'general-industrial', 'raw-materials',
];
const START = Date.UTC(2024, 0, 2, 8, 0, 0);
const END = Date.UTC(2026, 10, 15, 0, 0, 0);
const DAY = 86400000;
const iso = (ms) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export function slugify(s) {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/ł/g, 'l').replace(/&/g, ' and ')
    .toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
const _stripAccents = (s) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ł/g, 'l');

function titleNoun(model, noun) {
  const m = model.toLowerCase().split(/\s+/);
  const n = noun.split(' ');
  const nl = n.map((w) => w.toLowerCase());
  if (m[m.length - 1] === nl[nl.length - 1]) return '';
  for (let k = Math.min(n.length - 1, m.length); k >= 1; k--) {
    if (m.slice(m.length - k).join(' ') === nl.slice(0, k).join(' ')) return n.slice(k).join(' ');
  }
  return noun;
}

const AREA = {
  OH: ['614', '216', '513', '937', '419', '330', '440'], IL: ['312', '847', '815'], MI: ['313', '616', '248'], IN: ['317', '260'],
  WI: ['414', '920'], MN: ['612'], PA: ['412', '215', '717'], NC: ['704', '336'], GA: ['404'], TX: ['214', '713', '210'], TN: ['615'],
  MO: ['816', '314'], KY: ['502'], NY: ['716', '585'], NJ: ['973'], MA: ['508'], WA: ['206'], OR: ['503'], CO: ['303'], AZ: ['602'],
  ON: ['416', '905', '519', '613'], QC: ['514', '450', '418', '819'], BC: ['604'], AB: ['403', '780'], MB: ['204'],
};
const DE_AREA = { 'München': '89', 'Nürnberg': '911', 'Augsburg': '821', 'Würzburg': '931', 'Düsseldorf': '211', 'Köln': '221', 'Dortmund': '231', 'Bielefeld': '521', 'Mönchengladbach': '2161', 'Gütersloh': '5241', 'Stuttgart': '711', 'Heidelberg': '6221', 'Göppingen': '7161', 'Frankfurt am Main': '69', 'Offenbach am Main': '69', 'Hamburg': '40', 'Leipzig': '341', 'Chemnitz': '371', 'Hannover': '511', 'Osnabrück': '541' };
const CC = { US: '1', CA: '1', DE: '49', GB: '44', NL: '31', BE: '32', IT: '39', FR: '33', ES: '34', AT: '43', CH: '41', PL: '48', CZ: '420' };
const digits = (h, n) => { let s = String(h.int(1, 9)); for (let i = 1; i < n; i++) s += h.int(0, 9); return s; };

function phoneFor(h, place) {
  const [city, , code, country] = place;
  if (country === 'US' || country === 'CA') return `+1 ${h.pick(AREA[code] ?? ['555'])}-555-01${h.int(0, 9)}${h.int(0, 9)}`;
  if (country === 'DE') { const a = DE_AREA[city] ?? String(h.int(30, 99)); return `+49 ${a} ${digits(h, 9 - a.length)}`; }
  if (country === 'GB') return `${h.pick(['+44 20 7946 0', '+44 121 496 0', '+44 161 496 0', '+44 113 496 0', '+44 117 496 0'])}${h.int(0, 9)}${h.int(0, 9)}${h.int(0, 9)}`;
  return `+${CC[country]} ${h.int(10, 99)} ${digits(h, 3)} ${digits(h, 4)}`;
}

function pickPlace(h, country) { const p = h.pick(PLACES[country]); return [p[0], p[1], p[2], country]; }

// ------------------------------------------------------------------ sellers
function makeSeller(seed, category, idx) {
  const h = helpers(mulberry32(hash32(seed, 'seller', category, idx)));
  const country = h.weighted(COUNTRY_WEIGHTS);
  const place = pickPlace(h, country);
  const na = country === 'US' || country === 'CA';
  const german = country === 'DE' || country === 'AT' || country === 'CH';
  const first = h.pick(FIRST_NAMES[na ? 'na' : country]);
  const last = h.pick(LAST_NAMES[na ? 'na' : country]);
  const type = h.weighted([['dealer', 52], ['end_user', 30], ['broker', 8], ['auctioneer', 10]]);
  const trade = T.TRADE[category];
  const stem = h.pick(country === 'CA' ? T.STEMS.CA.concat(T.STEMS.na) : country === 'US' ? T.STEMS.na : country === 'DE' ? T.STEMS.DE : country === 'GB' ? T.STEMS.GB : T.STEMS.other);
  const family = last;
  let name; let domainStem;
  if (type === 'dealer') {
    if (na) { name = h.pick([`${stem} ${trade.en}`, `${stem} ${trade.en} Inc.`, `${stem} ${trade.en} LLC`, `${family} ${trade.en} Co.`]); domainStem = name.split(' ').slice(0, 2).join(''); }
    else if (german) { name = h.pick([`${family} ${trade.de} GmbH`, `${stem} ${trade.de} GmbH & Co. KG`, `${family} Maschinenhandel GmbH`]); if (country === 'CH') name = name.replace(/GmbH( & Co\. KG)?$/, 'AG'); domainStem = `${name.split(' ')[0]}-${name.split(' ')[1]}`; }
    else if (country === 'GB') { name = h.pick([`${stem} ${trade.en} Ltd`, `${family} ${trade.en} Ltd`]); domainStem = name.split(' ').slice(0, 2).join(''); }
    else { name = T.LOCAL_DEALER[country](family); domainStem = family; }
  } else if (type === 'end_user') {
    if (german) { name = `${trade.deUser} ${family} GmbH`; domainStem = `${trade.deUser}-${family}`; }
    else if (na || country === 'GB') { name = `${h.pick([stem, family])} ${trade.user}${country === 'GB' ? ' Ltd' : h.pick([' Inc.', ' LLC', ' Corp.', ''])}`; domainStem = name.split(' ').slice(0, 2).join(''); }
    else { name = `${family} ${trade.user}`; domainStem = family + trade.user.split(' ')[0]; }
  } else if (type === 'broker') {
    name = `${family} ${h.pick(T.BROKER)}`; domainStem = `${family}machinery`;
  } else {
    name = `${stem} ${h.pick(T.AUCTION)}`; domainStem = `${stem}auctions`;
  }
  const domain = `${slugify(domainStem).replace(/-and-/g, '-')}.${TLD[country]}`;
  const mailLocal = h.pick([`${slugify(first)}.${slugify(last)}`.replace(/-/g, ''), `${slugify(first)[0]}${slugify(last).replace(/-/g, '')}`, 'sales', 'info']);
  return {
    name, type, verified: h.chance(type === 'auctioneer' ? 0.9 : 0.7), first, last,
    contact_name: h.chance(0.9) ? `${first} ${last}` : null,
    email: h.chance(0.88) ? `${mailLocal}@${domain}` : null,
    phone: h.chance(0.82) ? phoneFor(h, place) : null,
    domain, place, country,
  };
}

// ------------------------------------------------------------------ contact leaks in free text
const LEAK_FORMATS = [
  (_h, s) => `${slugify(s.first)}.${slugify(s.last).replace(/-/g, '')}@${s.domain}`,
  (_h, s) => `${slugify(s.first)} [at] ${s.domain.replace(/\./g, ' [dot] ')}`,
  (_h, s) => `${slugify(s.first)[0]}.${slugify(s.last).replace(/-/g, '')} (at) ${s.domain.replace(/\./g, ' (dot) ')}`,
  (h) => `+49 (0) ${h.pick(['89', '211', '221', '711', '69'])} ${digits(h, 4)} ${digits(h, 4)}`,
  (h) => `${h.pick(['614', '216', '330', '419', '937'])}.555.01${h.int(0, 9)}${h.int(0, 9)}`,
  (h) => `(${h.pick(['614', '513', '440', '312', '616'])}) 555-01${h.int(0, 9)}${h.int(0, 9)}`,
  (h) => `+1 ${h.pick(['614', '905', '416', '216', '847'])}-555-01${h.int(0, 9)}${h.int(0, 9)}`,
  (h) => `0044 20 7946 0${h.int(0, 9)}${h.int(0, 9)}${h.int(0, 9)}`,
  (h) => `tel: 0211 ${digits(h, 7)}`,
  (h) => `call/WhatsApp +39 3${h.int(20, 49)} ${digits(h, 3)} ${digits(h, 4)}`,
];
const LEAK_FIELDS = ['description', 'shipping_notes', 'specs', 'seller_name', 'photo_alt'];

function leakText(h, seller, k) {
  const fmt = k % LEAK_FORMATS.length;
  return { fmt, value: LEAK_FORMATS[fmt](h, seller) };
}

// ------------------------------------------------------------------ listing
const COND_W = [['new', 3], ['refurbished', 8], ['excellent', 18], ['good', 38], ['fair', 20], ['poor', 8], ['for-parts', 5]];
const COND_MULT = { new: 1.25, refurbished: 1.08, excellent: 1.0, good: 0.86, fair: 0.66, poor: 0.42, 'for-parts': 0.16 };

function roundPrice(x) { if (x < 10000) return Math.round(x / 50) * 50; if (x < 100000) return Math.round(x / 500) * 500; return Math.round(x / 1000) * 1000; }

function makeListing(ctx, i) {
  const { seed } = ctx;
  const h = helpers(mulberry32(hash32(seed, 'listing', i)));
  const block = Math.floor(i / CATEGORY_BLOCK.length);
  const order = ctx.blockOrder(block);
  const category = order[i % CATEGORY_BLOCK.length];
  const [make, model, typeKey, y0, y1, p0, p1, over] = h.pick(MACHINES[category]);
  const type = TYPES[typeKey];
  const raw = !!type.raw;

  // seller (a small pool per category, so dealers carry several listings)
  const poolSize = Math.max(6, Math.min(3000, Math.round(ctx.listings / 13 / 6)));
  const sIdx = h.int(0, poolSize - 1);
  const key = `${category}:${sIdx}`;
  let seller = ctx.sellers.get(key);
  if (!seller) { seller = makeSeller(seed, category, sIdx); ctx.sellers.set(key, seller); }
  let sellerName = seller.name; let sellerType = seller.type; let verified = seller.verified;
  if (!raw && h.chance(0.03)) { sellerName = `${make} Certified Used Equipment`; sellerType = 'oem'; verified = true; }

  const place = h.chance(0.85) ? seller.place : pickPlace(h, seller.country);
  const [city, region, regionCode, country] = place;
  const currency = CURRENCY[country] ?? 'EUR';

  const year = raw ? h.int(y0, y1) : (h.chance(0.03) ? null : h.int(y0, y1));
  const age = year == null ? 0.5 : (y1 === y0 ? 1 : (year - y0) / (y1 - y0));
  let condition = raw ? h.weighted([['new', 80], ['excellent', 10], ['good', 8], ['fair', 2]]) : h.weighted(COND_W);
  if (!raw && condition === 'new' && year != null && year < 2022) condition = 'excellent';
  let op;
  if (raw) op = 'unknown';
  else if (condition === 'for-parts') op = h.weighted([['not_running', 60], ['dismantled', 40]]);
  else if (condition === 'new') op = h.weighted([['unknown', 60], ['dismantled', 20], ['under_power', 20]]);
  else if (condition === 'poor') op = h.weighted([['running', 30], ['not_running', 30], ['dismantled', 20], ['unknown', 20]]);
  else op = h.weighted([['running', 45], ['under_power', 30], ['dismantled', 15], ['unknown', 7], ['not_running', 3]]);

  // price
  const usd = (p0 + (p1 - p0) * (0.15 + 0.85 * age)) * COND_MULT[condition] * (0.85 + h.r() * 0.3);
  const onRequest = h.chance(usd > 150000 ? 0.35 : 0.18);
  const price = { amount: onRequest ? null : roundPrice(usd * FX[currency]), currency, on_request: onRequest };

  // power
  let power = null;
  if (type.power) {
    const [v, hz] = MAINS[country] ?? [400, 50];
    const na = country === 'US' || country === 'CA';
    if (type.power === '3ph') {
      const voltage = h.chance(0.05) ? null : (na && h.chance(0.25) ? (country === 'CA' ? 575 : 230) : v);
      power = { voltage, phase: 3, frequency_hz: hz, notes: voltage === null ? 'Voltage to be confirmed from the nameplate.' : h.pick([null, null, null, null, 'Step-down transformer included.', 'Main disconnect and transformer included.', 'Rotary phase converter not included.', `Connected load approx. ${h.int(8, 90)} kVA.`]) };
    } else {
      power = { voltage: na ? h.pick([120, 208, 240]) : 230, phase: 1, frequency_hz: hz, notes: h.pick([null, null, null, 'Plugs into a standard outlet.', 'Dedicated 20 A circuit recommended.']) };
    }
  }

  // specs
  let specs = type.specs(h).map(([label, value]) => ({ label, value: (over?.[label]) ?? value }));
  if (over) for (const [label, value] of Object.entries(over)) if (!specs.some((s) => s.label === label)) specs.unshift({ label, value });
  if (!raw && year != null && h.chance(0.3)) specs.push({ label: 'Year of manufacture', value: String(year) });
  if (!raw && h.chance(0.2)) specs = specs.filter((s) => s.label !== 'Serial number');

  // title
  const noun = titleNoun(model, type.noun);
  let title = [year, make, model, noun].filter((x) => x !== null && x !== '').join(' ');
  if (!raw && h.chance(0.22)) title += h.pick([' – Low Hours', ' (Under Power)', ' with Tooling', ', Single Owner', ' – Refurbished', ', Excellent Condition']);
  if (title.includes('Under Power') && op !== 'running' && op !== 'under_power') title = title.replace(' (Under Power)', '');
  if (title.includes('Refurbished') && condition !== 'refurbished') title = title.replace(' – Refurbished', '');
  if (title.includes('Excellent Condition') && condition !== 'excellent' && condition !== 'new') title = title.replace(', Excellent Condition', '');
  if (raw) title += h.pick(['', '', ' – Surplus', ' – Prime Material', ', Full Lot']);

  // description
  const origin = h.pick(T.ORIGINS[category]);
  const paras = [];
  const what = `${make} ${model}${noun ? ` ${type.short}` : ''}`;
  if (raw) {
    paras.push(h.pick([
      `Surplus lot of ${make} ${model} ${type.plural} from a ${origin}. ${year ? `Produced in ${year}. ` : ''}All material is ${h.pick(['prime', 'prime, first quality', 'excess inventory, prime'])}.`,
      `We are offering ${make} ${model} ${type.short} left over from a ${origin}. The lot is ${h.pick(['complete and unopened', 'partly opened for inspection', 'stored indoors on racks'])}.`,
    ]));
    paras.push(`${h.pick(T.RAW_CONDITION[condition])} ${h.pick(['Certificates are available before purchase.', 'Samples can be sent on request.', 'Inspection at our warehouse by appointment.'])}`);
    paras.push(`**Details**\n\n${h.sample(type.features, 3).map((f) => `- ${f[0].toUpperCase()}${f.slice(1)}`).join('\n')}`);
    const mentionIdx = { coil: 0, alu: 0, resin: 1, paper: 2, board: 2 }[typeKey];
    if (h.chance(0.4)) paras.push(MENTIONS['raw-materials'][mentionIdx]);
  } else {
    paras.push(h.pick([
      () => `${year ? `${year} ` : ''}${what} from a ${origin} in the ${city} area. The machine ${h.pick(T.USAGE)}.`,
      () => `We are offering a ${what}${year ? `, built in ${year},` : ''} that ${h.pick(T.USAGE)}. The owner, a ${origin}, is ${h.pick(T.REASONS)}.`,
      () => `This ${type.short} comes out of a ${origin} that is ${h.pick(T.REASONS)}. It ${h.pick(T.USAGE)}.`,
      () => `One of ${h.pick(['two', 'three', 'several'])} ${type.plural} being released by a ${origin} that is ${h.pick(T.REASONS)}. This ${make} ${model} ${h.pick(T.USAGE)}.`,
    ])());
    const state = { running: T.RUNNING, under_power: T.UNDER_POWER, not_running: T.NOT_RUNNING, dismantled: T.DISMANTLED, unknown: T.UNKNOWN_STATE }[op];
    let p2 = `${h.pick(T.CONDITION_NOTES[condition])} ${h.pick(state)}`;
    if (h.chance(0.3)) {
      const big = p1 < 20000 ? 0 : p1 < 120000 ? 1 : 2;
      const L = [[8, 25], [20, 60], [45, 140]][big]; const W = [[6, 14], [10, 25], [18, 45]][big]; const kg = [[2, 15], [15, 80], [60, 400]][big];
      p2 += ` Footprint approx. ${h.num(h.int(L[0], L[1]) * 100)} x ${h.num(h.int(W[0], W[1]) * 100)} mm; weight about ${h.num(h.int(kg[0], kg[1]) * 100)} kg.`;
    }
    const serial = specs.find((s) => s.label === 'Serial number');
    if (serial && h.chance(0.3)) p2 += ` Serial no. ${serial.value}.`;
    paras.push(p2);
    paras.push(`**Features and options**\n\n${h.sample(type.features, h.int(2, 4)).map((f) => `- ${f[0].toUpperCase()}${f.slice(1)}`).join('\n')}`);
    if (h.chance(0.5)) paras.push(`**Included**\n\n${h.sample(type.included, Math.min(type.included.length, h.int(1, 3))).map((f) => `- ${f[0].toUpperCase()}${f.slice(1)}`).join('\n')}`);
    if (h.chance(0.35)) paras.push(h.pick(MENTIONS[category]));
    const insp = op === 'running' || op === 'under_power' ? T.INSPECTION : T.INSPECTION.filter((x) => !x.includes('running') && !x.includes('Remote'));
    paras.push(`${h.pick(insp)} ${h.pick(T.TERMS)}`);
    if (country === 'DE' && h.chance(0.25)) paras.push(h.pick(['Besichtigung unter Strom nach Vereinbarung möglich.', 'Verladung auf LKW inklusive.', 'Maschine kann jederzeit besichtigt werden.']));
  }

  // photos
  const nPhotos = h.weighted([[1, 20], [2, 30], [3, 30], [4, 20]]);
  const views = raw ? h.sample(T.RAW_VIEWS, nPhotos) : ['front view', ...h.sample(T.VIEWS.slice(1), nPhotos - 1)];
  const publicId = ctx.newId('lst', i);
  const dims = h.pick([[1600, 1200], [1200, 900], [2048, 1536], [1200, 1600], [1920, 1080]]);
  // One local illustration per category (public/illustrations), carrying the first view's alt text; the
  // views and sizes are still drawn so every other generated value stays what it was.
  void dims;
  const photos = [{ url: illustrationPath(category), alt: `${make} ${model} ${type.short}, ${views[0]}`, ...ILLUSTRATION_SIZE }];

  let shipping = h.chance(0.85) ? h.pick(raw ? T.RAW_SHIPPING : T.SHIPPING) : null;
  let description = paras.join('\n\n');

  // seller contact details typed into free text by the seller
  let leak = null;
  if (ctx.leakSchedule(i, h)) {
    const k = ctx.leakCount++;
    const field = LEAK_FIELDS[(k + Math.floor(k / LEAK_FORMATS.length)) % LEAK_FIELDS.length];
    const { fmt, value } = leakText(h, seller, k);
    const who = seller.first;
    if (field === 'description') description += `\n\n${h.pick([`Questions? Contact ${who} directly: ${value}`, `For a faster answer reach me at ${value}.`, `Viewing by appointment, ${who} – ${value}`])}`;
    else if (field === 'shipping_notes') shipping = `${shipping ?? 'Loading included.'} Call or write ${who} to arrange pickup: ${value}`;
    else if (field === 'specs') specs.push({ label: h.pick(['Contact', 'Viewing', 'Inspection']), value: `by appointment – ${value}` });
    else if (field === 'seller_name') sellerName = `${sellerName} – ${value}`;
    else photos[photos.length - 1].alt += ` – more photos on request: ${value}`;
    leak = { field, fmt, value };
  }

  // moderation, status and timestamps
  const moderation = h.weighted([['approved', 915], ['pending', 45], ['rejected', 40]]);
  const listed = START + Math.floor(h.r() * (END - 14 * DAY - START));
  const sold = moderation === 'approved' && h.chance(0.085);
  let soldAt = null; let updated;
  if (sold) {
    soldAt = listed + Math.floor((7 + h.r() * 180) * DAY);
    if (soldAt > END) soldAt = END - Math.floor(h.r() * 5 * DAY);
    if (soldAt < listed) soldAt = listed + DAY;
    updated = soldAt + Math.floor(h.r() * 2 * DAY);
  } else {
    updated = h.chance(0.35) ? listed : listed + Math.floor(h.r() * Math.min(END - listed, 200 * DAY));
  }
  if (updated > END) updated = END;

  const slug = ctx.uniqueSlug(slugify(`${make} ${model} ${year ?? ''} ${city}`), h);
  const record = {
    record_id: ctx.nextRecordId(h),
    public_id: publicId,
    slug,
    moderation_status: moderation,
    status: sold ? 'sold' : 'available',
    title,
    category,
    make,
    model,
    year,
    condition,
    operational_status: op,
    location: { city, region, region_code: regionCode, country },
    price,
    power,
    photos,
    shipping_notes: shipping,
    description,
    specs,
    seller: { name: sellerName, type: sellerType, verified, contact_name: seller.contact_name, email: seller.email, phone: seller.phone },
    listed_at: iso(listed),
    updated_at: iso(updated),
    sold_at: soldAt === null ? null : iso(soldAt),
  };
  return { record, leak };
}

// ------------------------------------------------------------------ manuals
const DOC_TITLES = {
  en: { operator: ['Operator Manual', 'Operating Instructions'], service: ['Service Manual'], parts: ['Parts Catalog', 'Spare Parts List'], electrical: ['Electrical Diagrams', 'Wiring Schematics'], installation: ['Installation Guide'], maintenance: ['Maintenance Manual'], brochure: ['Brochure', 'Technical Data Sheet'], other: ['Safety Instructions', 'Programming Manual'] },
  de: { operator: ['Betriebsanleitung'], service: ['Servicehandbuch'], parts: ['Ersatzteilliste'], electrical: ['Schaltpläne'], installation: ['Aufstellanleitung'], maintenance: ['Wartungsanleitung'], brochure: ['Prospekt'], other: ['Sicherheitshinweise'] },
  fr: { operator: ["Manuel d'utilisation"], service: ['Manuel de service'], parts: ['Catalogue de pièces détachées'], electrical: ['Schémas électriques'], installation: ["Guide d'installation"], maintenance: ['Manuel de maintenance'], brochure: ['Brochure'], other: ['Consignes de sécurité'] },
  it: { operator: ["Manuale d'uso"], service: ['Manuale di servizio'], parts: ['Catalogo ricambi'], electrical: ['Schemi elettrici'], installation: ['Manuale di installazione'], maintenance: ['Manuale di manutenzione'], brochure: ['Brochure'], other: ['Istruzioni di sicurezza'] },
  es: { operator: ['Manual de operación'], service: ['Manual de servicio'], parts: ['Catálogo de repuestos'], electrical: ['Esquemas eléctricos'], installation: ['Manual de instalación'], maintenance: ['Manual de mantenimiento'], brochure: ['Folleto'], other: ['Instrucciones de seguridad'] },
  nl: { operator: ['Gebruikershandleiding'], service: ['Servicehandleiding'], parts: ['Onderdelenlijst'], electrical: ["Elektrische schema's"], installation: ['Installatiehandleiding'], maintenance: ['Onderhoudshandleiding'], brochure: ['Brochure'], other: ['Veiligheidsinstructies'] },
};
const LANG_NAME = { en: 'English', de: 'German', fr: 'French', it: 'Italian', es: 'Spanish', nl: 'Dutch' };
const DOC_PAGES = { operator: [60, 420], service: [150, 900], parts: [60, 600], electrical: [20, 260], installation: [12, 80], maintenance: [40, 250], brochure: [4, 24], other: [10, 160] };
const DOC_ABOUT = {
  operator: 'Covers controls, set-up, daily operation, safety devices and troubleshooting messages.',
  service: 'Covers adjustments, fault finding, component replacement and calibration procedures for service technicians.',
  parts: 'Exploded drawings with part numbers for all assemblies; useful when ordering spares.',
  electrical: 'Circuit diagrams, terminal plans and the PLC I/O list for the standard machine.',
  installation: 'Foundation, lifting points, power and air connections, levelling and first start-up.',
  maintenance: 'Lubrication chart, inspection intervals and wear-part replacement.',
  brochure: 'Original sales literature with technical data, options and dimensions.',
  other: 'Supplementary documentation shipped with the machine.',
};
const CONTROLS = [
  ['Fanuc', 'Series 0i-MF', 'cnc-metalworking'], ['Siemens', 'Sinumerik 840D sl', null], ['Heidenhain', 'TNC 640', null],
  ['Allen-Bradley', 'PowerFlex 525', null], ['Mazak', 'Mazatrol SmoothG', 'cnc-metalworking'], ['Okuma', 'OSP-P300', 'cnc-metalworking'],
];

function makeManual(ctx, i) {
  const h = helpers(mulberry32(hash32(ctx.seed, 'manual', i)));
  let make; let model; let category; let y0 = 1990; let y1 = 2024; let typeShort = 'machine';
  if (h.chance(0.08)) {
    [make, model, category] = h.pick(CONTROLS); typeShort = 'control';
    if (category !== null && h.chance(0.5)) category = null;
  } else {
    category = h.pick(CATEGORY_ORDER.filter((c) => c !== 'raw-materials'));
    const row = h.pick(MACHINES[category]);
    [make, model] = row; y0 = row[3]; y1 = row[4]; typeShort = TYPES[row[2]].short;
  }
  const docType = h.weighted([['operator', 30], ['service', 16], ['parts', 16], ['electrical', 10], ['installation', 6], ['maintenance', 10], ['brochure', 8], ['other', 4]]);
  const lang = h.weighted([['en', 58], ['de', 18], ['fr', 7], ['it', 7], ['es', 6], ['nl', 4]]);
  const language = lang === 'en' && h.chance(0.2) ? 'en-US' : lang === 'de' && h.chance(0.2) ? 'de-DE' : lang;
  const docTitle = h.pick(DOC_TITLES[lang][docType]);
  const year = h.chance(0.6) ? h.int(y0, y1) : null;
  const title = `${make} ${model} ${docTitle}${year && h.chance(0.3) ? ` (${year})` : ''}`;
  const [pa, pb] = DOC_PAGES[docType];
  const pages = h.int(pa, pb);
  const format = h.weighted([['pdf', 92], ['zip', 4], ['html', 4]]);
  const fileSize = format === 'html' ? h.int(40, 400) * 1024 : pages * h.int(45, 420) * 1024;
  const publicId = ctx.newId('man', i);
  const ext = format === 'html' ? 'html' : format;
  const description = [
    `${LANG_NAME[lang]} ${DOC_TITLES.en[docType][0].toLowerCase()} for the ${make} ${model} ${typeShort}. ${DOC_ABOUT[docType]}`,
    h.pick([`Scanned from the original printed copy; complete, ${pages} pages.`, `Digital original from the manufacturer, ${pages} pages.`, `${pages} pages; a few pages of the appendix are missing.`, `Uploaded by a seller together with a machine listing; ${pages} pages.`]),
    year ? `Edition ${year}${h.chance(0.5) ? `; applies to machines from serial ${h.serial()}` : ''}.` : 'Applies to the whole model range.',
  ].join(' ');
  const updated = START + Math.floor(h.r() * (END - START));
  return {
    public_id: publicId,
    moderation_status: h.weighted([['approved', 92], ['pending', 5], ['rejected', 3]]),
    title,
    make,
    model,
    year,
    category,
    document_type: docType,
    language,
    pages,
    file_size_bytes: fileSize,
    format,
    download_url: `https://manuals.secondline-demo.com/${slugify(make)}/${slugify(model)}/${publicId}.${ext}`,
    description,
    updated_at: iso(updated),
  };
}

// ------------------------------------------------------------------ main
export function generate(opts) {
  const t0 = Date.now();
  const seed = String(opts.seed);
  const out = resolve(opts.out);
  const lDir = join(out, 'listings');
  const mDir = join(out, 'manuals');
  rmSync(lDir, { recursive: true, force: true });
  rmSync(mDir, { recursive: true, force: true });
  mkdirSync(lDir, { recursive: true });
  mkdirSync(mDir, { recursive: true });

  const rate = opts.contactRate ?? (opts.listings <= 2000 ? 0.05 : 0.01);
  const ids = new Set();
  const slugs = new Set();
  let recordId = 1000 + (hash32(seed, 'record') % 9000);
  const blockCache = new Map();
  const ctx = {
    seed,
    listings: opts.listings,
    sellers: new Map(),
    leakCount: 0,
    blockOrder(b) {
      let o = blockCache.get(b);
      if (!o) { blockCache.clear(); o = helpers(mulberry32(hash32(seed, 'block', b))).sample(CATEGORY_BLOCK, CATEGORY_BLOCK.length); blockCache.set(b, o); }
      return o;
    },
    // A leak in every block of 1/rate listings, at a seeded position: the
    // count is exact for small samples and about `rate` at scale.
    leakSchedule(i) {
      if (rate <= 0) return false;
      const span = Math.max(1, Math.round(1 / rate));
      const b = Math.floor(i / span);
      return i % span === hash32(seed, 'leak', b) % span;
    },
    newId(prefix, i) {
      const r = mulberry32(hash32(seed, prefix, i));
      let id;
      do id = `${prefix}_${base36(r, 8)}`; while (ids.has(id));
      ids.add(id);
      return id;
    },
    uniqueSlug(base, h) {
      let s = base;
      while (slugs.has(s)) s = `${base}-${base36(h.r, 4)}`;
      slugs.add(s);
      return s;
    },
    nextRecordId(h) { recordId += h.chance(0.1) ? h.int(2, 5) : 1; return recordId; },
  };

  const stats = { listings: 0, manuals: 0, bytes: 0, leaks: [], byCategory: {}, moderation: {}, sold: 0 };
  for (let i = 0; i < opts.listings; i++) {
    const { record, leak } = makeListing(ctx, i);
    const json = `${JSON.stringify(record, null, 2)}\n`;
    writeFileSync(join(lDir, `${record.slug}.json`), json);
    stats.bytes += Buffer.byteLength(json);
    stats.listings++;
    const c = (stats.byCategory[record.category] ??= { total: 0, approved: 0 });
    c.total++; if (record.moderation_status === 'approved') c.approved++;
    stats.moderation[record.moderation_status] = (stats.moderation[record.moderation_status] ?? 0) + 1;
    if (record.status === 'sold') stats.sold++;
    if (leak && stats.leaks.length < 200) stats.leaks.push({ slug: record.slug, moderation: record.moderation_status, status: record.status, ...leak });
    else if (leak) stats.leakOverflow = (stats.leakOverflow ?? 0) + 1;
  }
  for (let i = 0; i < opts.manuals; i++) {
    const m = makeManual(ctx, i);
    const json = `${JSON.stringify(m, null, 2)}\n`;
    writeFileSync(join(mDir, `${m.public_id}.json`), json);
    stats.bytes += Buffer.byteLength(json);
    stats.manuals++;
  }

  if (opts.research) copyResearch(out);
  stats.ms = Date.now() - t0;
  return stats;
}

/**
 * The repository's research and search vocabulary (glossary, checklists, guides, search, site.yaml) copied into
 * `out`, replacing what was there. Exported because a catalog kept between benchmark runs must carry the research
 * of the code under test: a stale copy is read by today's schemas and withheld (a filler list in an old shape once
 * was, silently changing what the benchmark's queries meant).
 */
export function copyResearch(out) {
  const same = existsSync(out) && existsSync(REPO_CONTENT) && realpathSync(out) === realpathSync(REPO_CONTENT);
  if (same) return;
  for (const name of ['glossary', 'checklists', 'guides', 'search']) {
    const src = join(REPO_CONTENT, name);
    if (existsSync(src)) { rmSync(join(out, name), { recursive: true, force: true }); cpSync(src, join(out, name), { recursive: true }); }
  }
  if (existsSync(join(REPO_CONTENT, 'site.yaml'))) cpSync(join(REPO_CONTENT, 'site.yaml'), join(out, 'site.yaml'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = options(process.argv.slice(2));
  const s = generate(opts);
  if (!opts.quiet) {
    console.log(`wrote ${s.listings} listings and ${s.manuals} manuals to ${resolve(opts.out)} in ${(s.ms / 1000).toFixed(1)} s (${(s.bytes / 1048576).toFixed(1)} MiB of JSON)`);
    console.log(`moderation: ${JSON.stringify(s.moderation)}; sold (approved): ${s.sold}`);
    console.log(`approved per category: ${Object.entries(s.byCategory).map(([k, v]) => `${k} ${v.approved}/${v.total}`).join(', ')}`);
    console.log(`listings with contact details in free text: ${s.leaks.length + (s.leakOverflow ?? 0)}`);
    if (s.listings <= 2000) for (const l of s.leaks) console.log(`  ${l.slug} [${l.moderation}/${l.status}] ${l.field}: ${l.value}`);
  }
}
