// How people write the @ and the dot of an address so a filter misses it, in
// the catalog's languages and their neighbours: "(at)", "[ät]", "(a)",
// "chiocciola", "zavináč", "arobase", "apenstaartje", "małpka", "snabel-a",
// "kukac", "at … nokta"; and the free mail providers whose name implies the
// domain ("jan.kowalski79 at gmail").

export const AT_WORDS = [
  'at', 'arroba', 'chez', 'chiocciola', 'chioccola', 'zavinac', 'zavináč', 'zavinač', 'arobase', 'arrobase',
  'apenstaartje',
  'apestaart', 'apenstaart', 'apestaartje', 'małpa', 'malpa', 'małpka', 'malpka', 'klammeraffe', 'affe', 'snabel-a',
  'snabela',
  'kukac', 'ät', 'at-zeichen', 'atzeichen', 'sobaka', 'coбaka', 'собака', 'arond', 'aron', 'παπάκι', 'παπακι', 'papaki',
  // Nordic, Baltic, Slavic and Balkan names for the @ (a curl, a snail, a little dog, a monkey), and those of scripts
  // whose words stand apart: Hebrew (a strudel), Arabic, Thai, Korean (a whelk), Japanese and Chinese.
  'krøllalfa', 'krollalfa', 'snabel', 'ätt', 'miuku', 'miukumauku', 'afna', 'majmun', 'majmunče', 'majmunce', 'manki',
  'мајмун', 'маймунка', 'кльомба', 'равлик', 'песик', 'собачка', 'שטרודל', 'آت', 'แอท', '골뱅이', '앳', 'アット',
  'アットマーク', '艾特', '圈a', '小老鼠',
];
export const DOT_WORDS = [
  'dot', 'punkt', 'point', 'punto', 'kropka', 'kropeczka', 'tečka', 'tecka', 'punt', 'puntje', 'nokta', 'prikk',
  'piste',
  'pont', 'ponto', 'pkt', 'stip', 'dott', 'tochka', 'тoчka', 'точка', 'bodka', 'pika', 'punct', 'punktum', 'tocka',
  'τελεία', 'τελεια', 'teleia',
  'krapka', 'крапка', 'тачка', 'tačka', 'tacka', 'točka', 'taškas', 'taskas', 'punkts', 'נקודה', 'نقطة', 'จุด', '닷',
  '점', 'ドット', '点', '點', 'chấm',
];

/**
 * Words for the other characters of an address spelled out ("jan underscore meier at firma dash x dot de"): a hyphen
 * or an underscore, between two parts of a local part or a domain.
 */
export const JOIN_WORDS = ['underscore', 'unterstrich', 'dash', 'hyphen', 'minus', 'bindestrich', 'tiret', 'trattino',
  'guion', 'guión', 'hifen', 'hífen', 'podkreslnik', 'podkreślnik', 'myslnik', 'myślnik', 'pomlcka', 'pomlčka',
  'streepje', 'liggendstreepje', 'tire', 'tiret-bas'];

/**
 * Symbols people wrap around an at or dot word ("|at|", "/dot/", "-=at=-", "«at»", "「at」"), besides brackets:
 * a class's contents (./emails.ts WRAPPED, ./triggers.ts AT_MARKS).
 */
export const WRAP_CHARS = String.raw`|#~'"=/*+:!^$%&\-_\\‘’“”„«»‹›「」『』【】〔〕`;

/** Of those, the Chinese, Japanese and Korean ones, which are written run together with the address (no word boundary). */
export const CJK_AT = ['艾特', '圈a', '小老鼠', 'アットマーク', 'アット', '골뱅이', '앳'];
export const CJK_DOT = ['点', '點', 'ドット', '닷', '점'];

/** Free mail providers: `jan.kowalski79 at gmail`, `Gmail: jan.kowalski79` name an address without its domain. */
export const PROVIDERS = [
  'gmail', 'googlemail', 'gmx', 'hotmail', 'outlook', 'live', 'msn', 'yahoo', 'ymail', 'icloud', 'me', 'aol',
  'protonmail',
  'proton', 'pm', 'web', 'webde', 't-online', 'tonline', 'freenet', 'arcor', 'posteo', 'mailbox', 'wp', 'onet',
  'interia',
  'o2', 'libero', 'virgilio', 'tiscali', 'alice', 'orange', 'wanadoo', 'free', 'laposte', 'sfr', 'seznam', 'centrum',
  'ziggo',
  'kpnmail', 'telenet', 'skynet', 'bluewin', 'hispeed', 'aon', 'chello', 'yandex', 'mailru', 'naver', 'qq', '163',
  '126',
  'terra', 'telefonica', 'sapo', 'btinternet', 'sky', 'comcast', 'att', 'verizon', 'rediffmail', 'zoho', 'tutanota',
];
/** Of the providers, those that are everyday words too: named only after an explicit @ or at-word. */
export const AMBIGUOUS_PROVIDERS = new Set(['live', 'me', 'pm', 'web', 'free', 'orange', 'alice', 'sky', 'att',
  'terra', 'o2', 'wp',
  'msn', 'centrum', 'mailbox', 'proton', 'interia', 'onet', '163', '126', 'qq', 'naver', 'sapo', 'aon']);

/** Top-level domains an address ends in when it is spelled out: every two-letter country code and these. */
const GENERIC_TLDS = new Set([
  'com', 'net', 'org', 'info', 'biz', 'eu', 'edu', 'gov', 'int', 'mil', 'name', 'pro', 'aero', 'coop', 'museum', 'mobi',
  'asia',
  'tel', 'travel', 'xyz', 'online', 'site', 'shop', 'store', 'tech', 'app', 'dev', 'io', 'email', 'mail', 'cloud',
  'group',
  'gmbh', 'ag', 'company', 'business', 'solutions', 'services', 'industries', 'engineering', 'equipment', 'machinery',
  'tools',
  'berlin', 'hamburg', 'koeln', 'köln', 'bayern', 'wien', 'swiss', 'paris', 'london', 'nyc', 'amsterdam', 'brussels',
  'madrid',
  'barcelona', 'nrw', 'saarland', 'ruhr', 'tirol', 'vlaanderen', 'frl', 'gal', 'cat', 'eus', 'bzh', 'alsace', 'corsica',
  'quebec', 'scot', 'wales', 'cymru', 'irish', 'digital', 'media', 'network', 'systems', 'global', 'world',
  'international',
  'expert', 'works', 'center', 'co', 'page', 'website', 'space', 'live', 'top', 'club', 'plus', 'one', 'nl', 'de',
]);
export const isTld = (t: string) => /^\p{L}{2}$/u.test(t) || GENERIC_TLDS.has(t.toLowerCase());
