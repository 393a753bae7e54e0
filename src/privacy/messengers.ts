// Messenger links and chat ids: wa.me, api.whatsapp.com, t.me, signal.me,
// line.me, viber://, skype:, and an id after a messenger's name
// ("Skype: live:jan.kowalski", "WeChat-ID: wxid_8k2", "LINE ID @machines",
// "Threema 7HKX2M4P", "Signal username jan.42", "TG: @name"), and a Session id
// (05 and 64 hexadecimal digits) wherever it stands. A link to a
// chat is a contact even when the number in it is disguised or missing.
// Names that are everyday words too (line, signal, teams) need an id marker
// after them ("ID", "username", ":" then an id-shaped handle, or "@").
import { AMBIGUOUS_CHAT, AT_ONLY_CHAT, CHAT_WORDS, HANDLE_WORDS, SOCIAL_APPS } from './contact-words.ts';
import { plainWord } from './number-lexicon.ts';
import { UNITS } from './fact-words.ts';
import { alternation, pattern } from './regex.ts';
import { withFolded } from './fold.ts';
import { matches } from '../lib/matches.ts';

export interface Span { start: number; end: number }

const HOSTS = ['wa.me', 'wa.link', 'api.whatsapp.com', 'web.whatsapp.com', 'chat.whatsapp.com', 'whatsapp.com/send',
  't.me',
  'telegram.me', 'telegram.dog', 'signal.me', 'signal.group', 'm.me', 'viber.click', 'threema.id', 'u.wechat.com',
  'line.me', 'lin.ee',
  'join.skype.com', 'discord.gg', 'discord.com/users', 'discord.com/invite', 'discordapp.com/users',
  'discordapp.com/invite', 'fb.me', 'ig.me', 'messenger.com/t', 'facebook.com/messages', 'instagram.com/direct',
  'vk.me', 'open.kakao.com', 'qr.kakao.com', 'weixin.qq.com', 'matrix.to', 'snapchat.com/add', 'whatsapp.com/channel',
  'kik.me', 'icq.im'];
const LINK = pattern('giu', String.raw`(?<![\p{L}\p{N}.\-])(?:https?:\/\/)?(?:www\.)?(?:`, alternation(HOSTS).replace(/\//g, '\\/'),
  String.raw`)\/?[^\s)\]>"'<]*`);
/**
 * A profile on an app people message each other on ("instagram.com/jan_meier", "tiktok.com/@janmeier",
 * "linkedin.com/in/jan-meier"): a way to write to the seller. The app's own pages are not profiles.
 */
const PROFILE_HOSTS = ['instagram.com', 'facebook.com', 'fb.com', 'tiktok.com', 'x.com', 'twitter.com',
  'linkedin.com/in', 'threads.net', 'vk.com', 'snapchat.com'];
const PROFILE = pattern(
  'giu',
  String.raw`(?<![\p{L}\p{N}.\-@])(?:https?:\/\/)?(?:www\.|m\.|mobile\.)?(?:`,
  alternation(PROFILE_HOSTS).replace(/\//g, '\\/'),
  String.raw`)\/@?(?!(?:about|help|legal|privacy|terms|policies|explore|search|login|share|sharer|intent|home)(?![\p{L}\p{N}._-]))[\p{L}\p{N}._\-]{2,}`,
);
const PROFILE_HINT = /(?:instagram|facebook|fb|tiktok|x|twitter|linkedin|threads|vk|snapchat)\.(?:com|net)\//i;
/** Whether a profile link can stand in `text` (./triggers.ts asks it of a text with no other trigger). */
export const mayLinkProfile = (text: string) => text.includes('/') && PROFILE_HINT.test(text);
const SCHEMES = ['viber', 'whatsapp', 'tg', 'skype', 'signal', 'sgnl', 'threema', 'weixin', 'line', 'callto', 'tel',
  'sms', 'facetime',
  'facetime-audio', 'mailto'];
const SCHEME = pattern('giu', String.raw`(?<![\p{L}\p{N}])(?:`, alternation(SCHEMES), String.raw`):\/{0,2}[^\s)\]>"'<]+`);

// As written and as folded: the text is read folded ("Телеграм" reads "Teлeгpaм").
const NAMES = withFolded(CHAT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
// "ID" and "account" in Korean, Chinese and Japanese too ("카카오톡 아이디", "微信账号").
const MARKERS = String.raw`id|i\.d\.|username|user\s?name|user|handle|name|nick|kontakt|contact|account|konto|number|nr|no|아이디|账号|帳號|アカウント`;
const MARKER = String.raw`(?:[\s-]*(?:${MARKERS}))?`;
const STRONG_MARKER = /^[\s-]*(?:id|i\.d\.|username|user\s?name|handle|nick|아이디|账号|帳號|アカウント)$/iu;
/** Name, optional id marker, separator, handle. */
const CHAT_ID = pattern('giu', String.raw`(?<![\p{L}\p{N}])(?<name>${NAMES})(?<marker>${MARKER})`,
  String.raw`(?<sep>\s*[:=]\s*|\s*[-–]\s*|\s*[([]\s*|\s+(?:(?:is|ist|est|es|è|as|als|comme|come|como|jako)\s+|:\s*)?)(?<at>@)?`,
  String.raw`(?<handle>(?:live:)?[\p{L}\p{N}][\p{L}\p{N}._:\-]{2,40})`);
const STOP = new Set(['on', 'auf', 'sur', 'su', 'op', 'na', 'per', 'via', 'request', 'anfrage', 'demande',
  'richiesta', 'is', 'ist',
  'available', 'verfügbar', 'verfugbar', 'disponible', 'disponibile', 'only', 'nur', 'or', 'oder', 'ou', 'and', 'und',
  'et',
  'group', 'gruppe', 'groupe', 'chat', 'call', 'video', 'me', 'us', 'uns', 'nous', 'the', 'den', 'die', 'der', 'le',
  'la',
  'il', 'lo', 'el', 'de', 'van', 'for', 'fur', 'für', 'at', 'an', 'to', 'a', 'with', 'mit', 'avec', 'con', 'without',
  'ohne',
  'please', 'bitte', 'also', 'auch', 'too', 'only', 'business', 'pay', 'web', 'desktop', 'app', 'account', 'number',
  'nummer',
  'speed', 'voltage', 'level', 'lamp', 'light', 'tower', 'cable', 'input', 'output', 'processing', 'strength', 'loss',
  'produktion', 'production', 'feeder', 'scanner', 'width', 'length', 'break', 'breaks', 'item', 'items', 'phase',
  'plate',
  // What stands after "Instagram:" when no handle does.
  'yes', 'ja', 'oui', 'si', 'none', 'keine', 'kein', 'aucun', 'nessuno', 'see', 'siehe', 'voir', 'search', 'suche',
  'page', 'seite', 'profile', 'profil', 'link',
  // What stands in brackets or after "as" beside an app's name when no handle does.
  'preferred', 'bevorzugt', 'prefere', 'preferito', 'preferido', 'evenings', 'abends', 'daily', 'well', 'usual',
  'before', 'always', 'backup', 'alternative', 'alternativ', 'required', 'erforderlich', 'possible', 'moglich']);

/** "… on Skype as jan": a handle after these words; after "is" only with "my" or "our" before the app ("my Skype is jan"). */
const AS = new Set(['as', 'als', 'comme', 'come', 'como', 'jako']);
const POSSESSIVE = /(?:^|[^\p{L}])(?:my|our|mein|meine|unser|unsere|mon|ma|notre|mi|nuestro|mio|nostro|mój|moj|nasz)\s+$/iu;
/** What follows a handle that ends its clause: the end, a bracket, a punctuation mark, a dash or a line break. */
const CLAUSE_END = /^\s*(?:$|[.,;!?)\]\n]|[-–—](?:\s|$))/;
/** A file's name ("photo_2023.jpg"): what a listing says it shows, not a handle. */
const FILE = /\.(?:jpe?g|png|gif|webp|heic|pdf|mp4|mov|avi|docx?|xlsx?|zip)$/i;

/** Whether a handle is id-shaped: letters with a digit, dot, underscore or colon, or an 8-character Threema id. */
const idShaped = (h: string) => /[\d._:]/.test(h) && /\p{L}/u.test(h) && !/^\d+[.,]?\d*$/.test(h);

const LINK_HINT =
  /\.me\b|wa\.link|whatsapp|telegram|signal\.|viber|threema|wechat|lin\.ee|skype|discord|messenger\.com|facebook\.com\/messages|instagram\.com\/direct|kakao\.com|weixin|matrix\.to|snapchat\.com|icq\.im/i;
/**
 * A Session messenger id: 66 hexadecimal digits starting with 05, a contact with or without the app's name before
 * it (its handle is longer than CHAT_ID reads). No checksum is that long: a SHA-256 is 64 digits, a SHA-512 128.
 */
const SESSION_ID = /(?<![\p{L}\p{N}])05[0-9a-f]{64}(?![\p{L}\p{N}])/giu;
const SESSION_ID_ANYWHERE = new RegExp(SESSION_ID.source, 'iu');
/** Whether a Session id stands in `text` (./triggers.ts asks it before the detector, ./gate.ts through mayLinkMessenger). */
export const maySessionId = (text: string) => text.includes('05') && SESSION_ID_ANYWHERE.test(text);

const SCHEME_ANYWHERE = new RegExp(SCHEME.source, 'iu');
/** Whether a messenger link or scheme can stand in `text` (what findMessengers reads without a messenger's name). */
export const mayLinkMessenger = (text: string) =>
  LINK_HINT.test(text) ||
  (text.includes(':') && SCHEME_ANYWHERE.test(text)) ||
  maySessionId(text) ||
  mayLinkProfile(text) ||
  (text.includes('@') && HANDLE_ON_APP.test(text));

/**
 * A handle alone after an @ ("@jan_kowalski79", "DM @latheworks_pl"): an id on some app. Not an @ after a word or a
 * digit (an address, "840D@PCU50"), before a digit ("S7 @300") or a package scope ("@astrojs/vercel").
 */
const LONE_HANDLE = /(?<![\p{L}\p{N}._%+\-@/\\])@(?<handle>\p{L}[\p{L}\p{N}._]{2,29})(?![\p{L}\p{N}@/]|\.[\p{L}\p{N}])/gu;
/** An @handle that says which app it is on ("@janmeier on Telegram", "@jan_k auf Instagram"). */
const HANDLE_ON_APP = new RegExp(
  String.raw`@[\p{L}][\p{L}\p{N}._]{2,29}\s+(?:on|auf|sur|su|en|na|op|via|w|bei|im|in|at)\s+(?:${NAMES})(?![\p{L}\p{N}])`,
  'iu',
);
const HANDLE_ON_APP_AT = new RegExp(`^${HANDLE_ON_APP.source}`, 'iu');
const HANDLE_WORD_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${alternation(HANDLE_WORDS)})(?:\\s+(?:me|us|uns|nous|on|at))?[\\s:]*$`, 'iu');
/** Whether a lone handle reads as one: lower-case letters with a digit or a dot, or a word saying so before it. */
function loneHandle(text: string, at: number, handle: string): boolean {
  const h = handle.replace(/[._]+$/, '');
  if (HANDLE_ON_APP_AT.test(text.slice(at, at + 1 + h.length + 40))) return true;
  // Upper-case codes with digits are settings and parts ("@PCU50", "@S7_300"), and words joined by underscores are a
  // program's names ("@feed_rate"); a handle is written in lower case with a digit or a dot in it ("@jan_k79").
  if (/[\d.]/.test(h) && /\p{Ll}{3}/u.test(h)) return true;
  return h.length >= 3 && HANDLE_WORD_BEFORE.test(text.slice(Math.max(0, at - 24), at));
}

/** Messenger links and chat ids; `named` says whether a messenger's name occurs at all (see ./triggers.ts). */
export function findMessengers(text: string, named = true): Span[] {
  const spans: Span[] = [];
  const add = (m: RegExpMatchArray) => spans.push({ start: m.index!, end: m.index! + m[0].length });
  if (LINK_HINT.test(text)) for (const m of matches(text, LINK)) add(m);
  if (mayLinkProfile(text)) for (const m of matches(text, PROFILE)) add(m);
  if (text.includes(':')) for (const m of matches(text, SCHEME)) add(m);
  if (text.includes('05')) for (const m of matches(text, SESSION_ID)) add(m);
  if (text.includes('@'))
    for (const m of matches(text, LONE_HANDLE)) {
      const handle = m.groups!.handle.replace(/[._]+$/, '');
      if (loneHandle(text, m.index!, handle)) spans.push({ start: m.index!, end: m.index! + 1 + handle.length });
    }
  if (!named) return spans;
  for (const m of matches(text, CHAT_ID)) {
    const g = m.groups!;
    const handle = g.handle.replace(/[.:-]+$/, '');
    const name = plainWord(g.name);
    // A number: the phone scorer reads it, with the messenger word before it.
    if (/^[\d\s.-]+$/.test(handle) && !g.at) continue;
    if (STOP.has(handle.toLowerCase()) || UNITS.has(plainWord(handle))) continue;
    const threema = name === 'threema' && /^[A-Z0-9*]{8}$/.test(handle);
    // "Kakao ID janmeier", "Telegram username janmeier": a marker that names nothing but an id.
    const marked = STRONG_MARKER.test(g.marker) && handle.length >= 3;
    // An everyday word needs an id marker, or is written as the messenger's abbreviation (TG, LINE) before an id.
    const abbreviation = /^[A-Z]{2,5}$/.test(g.name) && idShaped(handle);
    // "my Telegram is janmeier", "find me on Skype as jan", "Telegram (janmeier)": a colon's word, when the handle
    // ends the clause ("Skype is preferred for calls" goes on).
    const after = text.slice(m.index! + m[0].length - (g.handle.length - handle.length));
    const word = /^\s*([a-zè]+)\s*$/i.exec(g.sep)?.[1]?.toLowerCase();
    const said =
      handle.length >= 3 &&
      CLAUSE_END.test(after) &&
      (/[([]/.test(g.sep)
        ? /^\s*[)\]]/.test(after)
        : !!word && (AS.has(word) || POSSESSIVE.test(text.slice(Math.max(0, m.index! - 16), m.index!))));
    // A bracket after the name holds a handle only when it closes right after it ("Viber (janmeier)"): "Viber ID
    // [contact via Secondline]" is a removed one, read again after the scrub.
    if (/[([]/.test(g.sep) && !said && !g.at) continue;
    const colon = /[:=]/.test(g.sep) || (!!g.marker.trim() && /[-–]/.test(g.sep)) || said;
    // An everyday word (signal, line) is an app in words only after "my" or before "as", or with an id's marker.
    const saidOfApp = said && !/[([]/.test(g.sep);
    // An @ or, after a colon, a handle no word is shaped like ("IG: latheworks377", not "IG: 24V").
    const handleAfterColon = colon && idShaped(handle) && handle.length >= 5 && /\p{L}{3}/u.test(handle);
    // After an app people are followed on, the same handle without the colon ("Instagram jan_kowalski79").
    // After such an app and a colon or a spaced dash, any handle ("Instagram: janmeier", "Instagram - janmeier"):
    // nothing but a profile follows it. A dash without spaces makes a compound ("TikTok-style video").
    const socialHandle =
      SOCIAL_APPS.has(name) &&
      /\p{L}{3}/u.test(handle) &&
      !FILE.test(handle) &&
      ((/[\d._]/.test(handle) && handle.length >= 5) || /[:=]|\s[-–]|[-–]\s/.test(g.sep));
    const ok = AT_ONLY_CHAT.has(name) ? !!g.at || handleAfterColon || socialHandle : AMBIGUOUS_CHAT.has(name)
      ? !!g.at ||
        (!!g.marker.trim() && (colon || idShaped(handle)) && handle.length >= 3) ||
        (colon && idShaped(handle)) ||
        abbreviation ||
        marked ||
        saidOfApp
      : threema || marked || !!g.at || (colon && handle.length >= 3) || idShaped(handle);
    if (!ok) continue;
    const start = m.index! + m[0].length - g.handle.length - (g.at ? 1 : 0);
    spans.push({ start, end: start + (g.at ? 1 : 0) + handle.length });
  }
  return spans;
}
