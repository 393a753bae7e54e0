// Words that announce a telephone number, an e-mail address or a chat id, in
// the languages of the catalog's countries and their neighbours (DE, EN, FR,
// IT, ES, PT, NL, PL, CS, DA, SV, NO, FI, HU, RO, TR, and Swiss and Austrian
// forms). Matched on folded text as whole words after `plainWord` (lower
// case, no diacritics), so "Téléphone" and "telephone" are one entry.
// Messenger names are here too: a number after "WhatsApp" is a contact
// whatever its punctuation.

export const PHONE_WORDS = [
  // EN
  'tel', 'tele', 'telephone', 'phone', 'ph', 'fone', 'mobile', 'mob', 'mobil', 'cell', 'cellphone', 'cellular', 'call',
  'calls',
  'dial', 'ring', 'text', 'txt', 'sms', 'fax', 'landline', 'hotline', 'contact', 'contacts', 'reach', 'office',
  'direct', 'phones',
  'telefax', 'voice', 'helpline', 'switchboard', 'tfn', 'tlf', 'telf', 'tfno', 'freephone', 'freecall', 'tollfree',
  // DE, AT, CH
  'telefon', 'telefonnummer', 'telefonnr', 'telnr', 'rufnummer', 'ruf', 'anruf', 'anrufen', 'handy', 'handynummer',
  'fon',
  'mobilnummer', 'mobiltelefon', 'natel', 'festnetz', 'festnetznummer', 'erreichbar', 'kontakt', 'kontaktieren',
  'durchwahl',
  'buro', 'zentrale', 'vermittlung', 'vorwahl', 'landesvorwahl', 'indicatif', 'prefisso', 'prefijo', 'kierunkowy',
  'netnummer', 'rufen', 'anfragen', 'telefonisch', 'mobilfunk', 'whatsappnummer', 'faxnummer',
  // FR
  'telephoner', 'portable', 'port', 'appelez', 'appeler', 'appel', 'joindre', 'gsm', 'standard', 'bureau', 'joignable',
  // NL, BE
  'telefoon', 'telefoonnummer', 'mobiel', 'mobieltje', 'bel', 'bellen', 'gsmnummer', 'kantoor',
  // IT
  'telefono', 'cellulare', 'cell', 'chiamare', 'chiama', 'chiamate', 'contattare', 'contatto', 'recapito', 'ufficio',
  'tel.',
  // ES, PT
  'movil', 'llamar', 'llame', 'llamenos', 'contacto', 'celular', 'telemovel', 'ligue', 'ligar', 'oficina', 'escritorio',
  // PL, CS
  'komorka', 'komorkowy', 'telefonu', 'dzwon', 'zadzwon', 'kontaktowy', 'telefonni', 'volejte', 'volat',
  'zavolejte', 'mobilni',
  'kom', 'tlm',
  // Nordic, FI, HU, RO, TR
  'ring', 'ringa', 'ring til', 'puhelin', 'puh', 'matkapuhelin', 'soita', 'telefonszam', 'hivjon', 'mobiltelefonszam',
  'telefonul', 'sunati', 'cep', 'gsm', 'telefonu', 'arayin', 'iletisim',
  // EL, RU/UK/BG, ZH/JA
  'τηλ', 'τηλεφωνο', 'κινητο', 'τηλεφωνηστε', 'тел', 'телефон', 'моб', 'мобильный', 'звоните', '电话', '電話', '手机', '携帯',
  // ZH (simplified and traditional, words run together as written), JA, KO, VI, TH, AR, HE, HI
  '手機', '电话号码', '電話號碼', '電話番号', '手机号', '手机号码', '手機號碼', '联系电话', '聯絡電話', '携帯電話', '핸드폰',
  '휴대폰', '휴대전화', '전화', '전화번호', '연락처', 'thoai', 'dienthoai', 'โทร', 'โทรศัพท์', 'มือถือ', 'هاتف', 'جوال',
  'موبايل', 'טלפון', 'נייד', 'फोन', 'मोबाइल', 'cel',
  // Messengers and chat
  'whatsapp', 'whats', 'wa', 'signal', 'telegram', 'tg', 'viber', 'threema', 'wechat', 'weixin', 'imessage', 'facetime',
  'skype', 'line', 'kakaotalk', 'kakao', 'zalo', 'imo', 'botim', 'icq',
];

/** Messenger names whose ids are contacts (`Skype: jan.kowalski`, `Threema ABCD1234`, `TG: @name`). */
export const CHAT_WORDS = [
  'whatsapp', 'signal', 'telegram', 'tg', 'viber', 'threema', 'wechat', 'weixin', 'skype', 'line', 'kakaotalk', 'kakao',
  'zalo', 'icq', 'discord', 'snapchat', 'instagram', 'insta', 'ig', 'messenger', 'facebook', 'fb', 'teams', 'imo',
  'botim',
  'session', 'wire', 'element', 'matrix', 'wickr', 'qq', 'kik', 'tiktok', 'twitter', 'linkedin',
  // The same apps in the scripts their users write them in.
  'телеграм', 'телеграмм', 'вайбер', 'ватсап', 'вотсап', 'вацап', '微信', '威信',
  // Written run together with the word for "id" or "account", as Chinese is ("微信号", "QQ号"), and in Korean.
  '微信号', '微信號', 'qq号', 'qq號', '카카오톡', '카톡',
];
/** Of those, the ones that are ordinary words too: an id needs a marker after them (`ID:`, `:` and an id-shaped handle). */
export const AMBIGUOUS_CHAT = new Set(['line', 'signal', 'tg', 'teams', 'wa']);
/** And those whose handles are written with an @ only ("Instagram @machines_pl"); anything else after them is prose. */
export const AT_ONLY_CHAT = new Set(['ig', 'insta', 'instagram', 'messenger', 'imo', 'session', 'wire', 'element',
  'matrix', 'fb',
  'facebook', 'qq', 'wickr', 'tiktok', 'twitter', 'linkedin']);
/**
 * Of those, the apps people are followed on, whose name is seldom a word of a listing's facts ("wire", "element" and
 * "session" are): a handle after the name is theirs without a colon too, when no word is shaped like it
 * ("Instagram jan_kowalski79").
 */
export const SOCIAL_APPS = new Set(['ig', 'insta', 'instagram', 'fb', 'facebook', 'tiktok', 'twitter', 'linkedin']);
/** Words before a lone @handle that say it is one ("DM @jan", "follow @machines"). */
export const HANDLE_WORDS = ['dm', 'pm', 'follow', 'message', 'write', 'ping', 'add', 'contact', 'text', 'find',
  'schreib', 'schreiben', 'folgt', 'folge', 'suivez', 'seguici', 'siguenos', 'volg'];

export const EMAIL_WORDS = ['email', 'e-mail', 'mail', 'mailen', 'mailadresse', 'emailadresse', 'e-mailadresse',
  'courriel',
  'adresse', 'correo', 'posta', 'poczta', 'skrzynka', 'epost', 'e-post', 'sahkoposti', 'eposta', 'write', 'schreiben',
  'schreibt', 'ecrivez', 'scrivete', 'escribanos', 'napisz', 'gmail', 'почта', 'эл', 'ηλ', 'ταχ', 'email-adresse'];

/**
 * Words that may stand between a keyword and its number without changing
 * what it is: "Tel. no.", "Handy (mobil): ", "Call me on", "erreichbar unter".
 */
export const LINKING_WORDS = [
  'no', 'nr', 'nro', 'n', 'number', 'nummer', 'numero', 'numer', 'num', 'id', 'us', 'me', 'on', 'at', 'via', 'an',
  'unter',
  'au', 'al', 'op', 'pod', 'per', 'by', 'o', 'or', 'oder', 'ou', 'of', 'y', 'lub', 'and', 'und', 'et', 'e', 'is', 'ist',
  'est',
  'es', 'the', 'my', 'our', 'mein', 'meine', 'unsere', 'notre', 'mon', 'ma', 'mi', 'il', 'le', 'la', 'de', 'des', 'del',
  'di',
  'do', 'da', 'a', 'to', 'for', 'fur', 'please', 'bitte', 'svp', 'anytime', 'jederzeit', 'directly', 'direkt', 'direct',
  'also', 'auch', 'only', 'nur', 'gern', 'gerne', 'just', 'free', 'tagsuber', 'abends', 'daytime', 'evenings', 'mobile',
  'private', 'privat', 'work', 'home', 'cell', 'voice', 'pref', 'type', 'internet', 'sales', 'vertrieb', 'service',
  'hier',
  'here', 'ici', 'qui', 'aqui', 'tutaj', 'hemen', 'nos', 'uns', 'nous', 'ci', 'nam', 'si', 'sie', 'vous', 'usted',
  'cislo', 'c',
];

/** Titles before a person's name: a number beside "pan Nowak" or "Sr. García" is that person's. */
export const PERSON_TITLES = ['mr', 'mrs', 'ms', 'herr', 'frau', 'hr', 'sr', 'sra', 'srta', 'mme', 'mlle', 'pan',
  'pani', 'sig', 'sigra', 'dhr', 'mevr'];
