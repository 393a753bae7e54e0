// Number words of the catalog's languages and their neighbours, as sellers
// spell out a telephone number to get past a filter ("null eins sieben eins",
// "zéro six quatre-vingt-dix", "tre quattro sette"). Keys are lower case
// without diacritics (see `plainWord`); values 0-9 are units, 10-19 teens,
// 20-90 tens, 100-900 hundreds. Words that are far more often something else
// in running English ("on" is Turkish ten, "to" Norwegian two) are left out:
// a run of number words must stand on its own to be read.

const WORDS: Record<string, string> = {
  en:
    'zero:0 oh:0 nil:0 one:1 two:2 three:3 four:4 five:5 six:6 seven:7 eight:8 nine:9 ten:10 eleven:11 twelve:12 ' +
    'thirteen:13 fourteen:14 fifteen:15 sixteen:16 seventeen:17 eighteen:18 nineteen:19 twenty:20 thirty:30 forty:40 ' +
    'fourty:40 fifty:50 sixty:60 seventy:70 eighty:80 ninety:90',
  de:
    'null:0 eins:1 ein:1 eine:1 zwei:2 zwo:2 drei:3 vier:4 funf:5 fuenf:5 sechs:6 sieben:7 acht:8 neun:9 zehn:10 elf:11 ' +
    'zwolf:12 zwoelf:12 dreizehn:13 vierzehn:14 funfzehn:15 fuenfzehn:15 sechzehn:16 siebzehn:17 achtzehn:18 neunzehn:19 ' +
    'zwanzig:20 dreissig:30 dreiszig:30 vierzig:40 funfzig:50 fuenfzig:50 sechzig:60 siebzig:70 achtzig:80 neunzig:90',
  fr:
    'zero:0 un:1 une:1 deux:2 trois:3 quatre:4 cinq:5 six:6 sept:7 huit:8 neuf:9 dix:10 onze:11 douze:12 treize:13 ' +
    'quatorze:14 quinze:15 seize:16 vingt:20 vingts:20 trente:30 quarante:40 cinquante:50 soixante:60 septante:70 ' +
    'huitante:80 octante:80 nonante:90',
  it:
    'zero:0 uno:1 una:1 due:2 tre:3 quattro:4 cinque:5 sei:6 sette:7 otto:8 nove:9 dieci:10 undici:11 dodici:12 ' +
    'tredici:13 quattordici:14 quindici:15 sedici:16 diciassette:17 diciotto:18 diciannove:19 venti:20 vent:20 trenta:30 ' +
    'trent:30 quaranta:40 quarant:40 cinquanta:50 cinquant:50 sessanta:60 sessant:60 settanta:70 settant:70 ottanta:80 ' +
    'ottant:80 novanta:90 novant:90',
  es:
    'cero:0 uno:1 una:1 dos:2 tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9 diez:10 once:11 doce:12 trece:13 ' +
    'catorce:14 quince:15 dieciseis:16 diecisiete:17 dieciocho:18 diecinueve:19 veinte:20 veinti:20 treinta:30 ' +
    'cuarenta:40 cincuenta:50 sesenta:60 setenta:70 ochenta:80 noventa:90',
  pt:
    'zero:0 um:1 uma:1 dois:2 duas:2 tres:3 quatro:4 cinco:5 seis:6 sete:7 oito:8 nove:9 dez:10 onze:11 doze:12 ' +
    'treze:13 catorze:14 quatorze:14 quinze:15 dezesseis:16 dezessete:17 dezoito:18 dezenove:19 vinte:20 trinta:30 ' +
    'quarenta:40 cinquenta:50 sessenta:60 setenta:70 oitenta:80 noventa:90',
  pl:
    'zero:0 jeden:1 jedna:1 dwa:2 dwie:2 trzy:3 cztery:4 piec:5 szesc:6 siedem:7 osiem:8 dziewiec:9 dziesiec:10 ' +
    'jedenascie:11 dwanascie:12 trzynascie:13 czternascie:14 pietnascie:15 szesnascie:16 siedemnascie:17 osiemnascie:18 ' +
    'dziewietnascie:19 dwadziescia:20 trzydziesci:30 czterdziesci:40 piecdziesiat:50 szescdziesiat:60 siedemdziesiat:70 ' +
    'osiemdziesiat:80 dziewiecdziesiat:90 sto:100 dwiescie:200 trzysta:300 czterysta:400 piecset:500 szescset:600 ' +
    'siedemset:700 osiemset:800 dziewiecset:900',
  nl:
    'nul:0 een:1 twee:2 drie:3 vier:4 vijf:5 zes:6 zeven:7 acht:8 negen:9 tien:10 elf:11 twaalf:12 dertien:13 ' +
    'veertien:14 vijftien:15 zestien:16 zeventien:17 achttien:18 negentien:19 twintig:20 dertig:30 veertig:40 vijftig:50 ' +
    'zestig:60 zeventig:70 tachtig:80 negentig:90',
  cs: 'nula:0 jedna:1 dva:2 dve:2 tri:3 ctyri:4 pet:5 sest:6 sedm:7 osm:8 devet:9 deset:10',
  tr:
    'sifir:0 bir:1 iki:2 uc:3 dort:4 bes:5 alti:6 yedi:7 sekiz:8 dokuz:9 yirmi:20 otuz:30 kirk:40 elli:50 altmis:60 ' +
    'yetmis:70 seksen:80 doksan:90',
  nordic: 'noll:0 nul:0 ett:1 tva:2 tre:3 fyra:4 fire:4 fem:5 sex:6 seks:6 sju:7 syv:7 atta:8 otte:8 atte:8 nio:9',
};

/** Words that multiply what came before by a hundred ("drei hundert", "cinq cents"). */
const HUNDRED = ['hundred', 'hundert', 'cent', 'cents', 'cento', 'cien', 'ciento', 'honderd', 'cem', 'yuz', 'sto'];
/** Words that repeat the next digit ("double seven" → 77). */
const REPEAT: Record<string, number> = { double: 2, triple: 3, doppel: 2, doppio: 2, doble: 2, dubbel: 2, podwojne: 2 };
/** Words that join a unit and a ten ("einundzwanzig", "vingt et un", "treinta y dos"). */
const CONNECTORS = ['und', 'and', 'et', 'e', 'y', 'en', 'i'];

export type Entry =
  | { kind: 'number'; value: number }
  | { kind: 'hundred' }
  | { kind: 'repeat'; times: number }
  | { kind: 'and' };

export const LEXICON = new Map<string, Entry>();
for (const list of Object.values(WORDS)) {
  for (const pair of list.split(' ')) {
    const [w, v] = pair.split(':');
    LEXICON.set(w, { kind: 'number', value: Number(v) });
  }
}
for (const w of HUNDRED) if (!LEXICON.has(w)) LEXICON.set(w, { kind: 'hundred' });
for (const [w, n] of Object.entries(REPEAT)) LEXICON.set(w, { kind: 'repeat', times: n });
const CONNECTOR = new Set(CONNECTORS);

/** A word as the lexicon keys it: lower case, diacritics and the letters without a decomposition folded. */
export function plainWord(w: string): string {
  const lower = w.toLowerCase();
  if (/^[a-z]+$/.test(lower)) return lower;
  return lower
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');
}

const MAX_PIECES = 4;

/** A glued compound split into lexicon words ("einundzwanzig" → ein, und, zwanzig), or undefined. */
function split(w: string, pieces = 0): Entry[] | undefined {
  if (!w) return [];
  if (pieces >= MAX_PIECES) return undefined;
  for (let k = Math.min(w.length, 16); k >= 2; k--) {
    const head = w.slice(0, k);
    const e = LEXICON.get(head) ?? (CONNECTOR.has(head) && pieces > 0 ? ({ kind: 'and' } as Entry) : undefined);
    if (!e) continue;
    const rest = split(w.slice(k), pieces + 1);
    if (rest) return [e, ...rest];
  }
  return undefined;
}

/** The number entries a word stands for: one for a lexicon word, several for a compound, none otherwise. */
export function entriesOf(word: string): Entry[] | undefined {
  const w = plainWord(word);
  const e = LEXICON.get(w);
  if (e) return [e];
  if (CONNECTOR.has(w)) return [{ kind: 'and' }];
  if (w.length < 6) return undefined;
  const parts = split(w);
  // A compound must hold at least two numbers ("dreiundvierzig", "novantotto"), not a number and a stray word.
  return parts && parts.filter((p) => p.kind === 'number').length >= 2 ? parts : undefined;
}
