// Words that announce a telephone number or a messenger, in the languages of
// the catalog's countries (DE, EN, FR, NL, IT, ES, PL, and the Swiss and
// Austrian words), and words that announce a serial or part number instead.
// Matched on folded text, case-insensitively, as whole words (compounds such
// as "Telefonnummer" are spelled out, so "telescopic" is not a keyword).

const PHONE_WORDS = [
  // EN
  'tel', 'tele', 'telephone', 'phone', 'ph', 'phone number', 'mobile', 'mob', 'cell', 'cellphone', 'call', 'call me', 'call us', 'dial', 'ring',
  'text', 'sms', 'fax', 'landline', 'hotline', 'contact', 'reach',
  // DE, AT, CH
  'telefon', 'telefonnummer', 'telefonnr', 'telnr', 'tel-nr', 'tel.-nr', 'rufnummer', 'ruf', 'ruf an', 'rufen sie an', 'anruf', 'anrufen',
  'handy', 'handynummer', 'fon', 'fone', 'mobil', 'mobilnummer', 'mobiltelefon', 'natel', 'festnetz', 'festnetznummer', 'nummer', 'erreichbar', 'kontakt',
  // FR
  'téléphone', 'telephone', 'tél', 'portable', 'numéro', 'numero', 'appelez', 'appeler', 'joindre', 'gsm',
  // NL
  'telefoon', 'telefoonnummer', 'mobiel', 'bel', 'bellen', 'nummer',
  // IT
  'telefono', 'cellulare', 'cell.', 'chiamare', 'chiama', 'numero di telefono',
  // ES
  'teléfono', 'telf', 'tlf', 'móvil', 'movil', 'llamar', 'llame', 'llámenos',
  // PL
  'tel. kom', 'komórka', 'komorka', 'telefonu', 'numer', 'dzwoń', 'dzwon', 'zadzwoń', 'zadzwon',
  // Messengers
  'whatsapp', 'whats app', 'wa', 'signal', 'telegram', 'viber', 'threema', 'wechat', 'imessage', 'facetime', 'skype',
  // JSON keys typed into text
  '"tel"', '"phone"', '"mobile"', '"telefon"',
];

const MESSENGER_WORDS = ['whatsapp', 'whats app', 'wa', 'signal', 'telegram', 'viber', 'threema', 'wechat', 'skype', 'instagram', 'insta', 'snapchat', 'line'];

const SERIAL_WORDS = [
  'serial', 'serial no', 'serial number', 's/n', 'sn', 'ser. no', 'part', 'part no', 'part number', 'p/n', 'pn', 'item', 'item no', 'art', 'art.-nr',
  'art.nr', 'artikel', 'artikelnummer', 'artikelnr', 'seriennummer', 'serien-nr', 'serien-nr.', 'fabrik-nr', 'fabriknummer', 'maschinennummer',
  'masch.-nr', 'ref', 'order no', 'model no', 'type', 'typ', 'drawing', 'zeichnung', 'numéro de série', 'n° de série', 'matricola', 'número de serie',
  'numer seryjny', 'serienummer', 'no', 'nr', 'number', 'machine no', 'machine number', 'maschine', '#', 'id', 'lot', 'batch', 'charge', 'invoice', 'rechnung', 'vin', 'hours', 'stunden', 'impressions', 'drucke',
];

const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s*');
const words = (list: string[]) => [...new Set(list)].sort((a, b) => b.length - a.length).map(esc).join('|');

/** A phone keyword (or telephone emoji) just before a number: `Tel.:`, `Handy`, `📞`. */
export const PHONE_KEYWORD = new RegExp(String.raw`(?:(?<![\p{L}\p{N}])(?:${words(PHONE_WORDS)})(?![\p{L}])|[📞☎✆📱📲☏])`, 'giu');

/** The text between a keyword and its number: punctuation and a few linking words ("an", "me on", "unter"). */
export const KEYWORD_GAP = /^[\s:;.,#=\-/()[\]{}"'*_`>|~]*(?:(?:or|and|us|me|on|at|via|an|unter|au|op|al|pod|number|no|nr|n°|nº|per|by|o|oder|ou|of|y|lub|tel|mobile?)[\s:;.,#=\-/()"'*_]+)*$/i;

/** A messenger name before a handle: `Telegram @jan_mueller`. */
export const MESSENGER_HANDLE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${words(MESSENGER_WORDS)})(?![\p{L}])[\s:;\-–=]*(?:me|us|an)?[\s:]*@[A-Za-z0-9_.]{3,32}`, 'giu');

/** A serial, part or counter keyword just before a number: the digits are not a telephone number. */
export const SERIAL_KEYWORD = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${words(SERIAL_WORDS)})\.?(?![\p{L}])[\s:#.\-/]*(?:no\.?|nr\.?|n°|#)?[\s:]*$`, 'iu');

/** Whether a phone keyword ends right before position `at` of `text`. */
export function keywordBefore(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  for (const m of before.matchAll(PHONE_KEYWORD)) {
    if (KEYWORD_GAP.test(before.slice(m.index! + m[0].length))) return true;
  }
  return false;
}

export const serialBefore = (text: string, at: number): boolean => SERIAL_KEYWORD.test(text.slice(Math.max(0, at - 30), at));
