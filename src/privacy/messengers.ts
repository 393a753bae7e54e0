// Messenger links and handles: wa.me, api.whatsapp.com, t.me, signal.me,
// viber://, and "Telegram @handle". A link to a chat is a contact even when
// the number in it is disguised or missing.
import { MESSENGER_HANDLE } from './keywords.ts';

export interface Span { start: number; end: number }

const LINK = /(?<![\p{L}\p{N}.\-])(?:https?:\/\/)?(?:www\.)?(?:wa\.me|wa\.link|api\.whatsapp\.com|web\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com\/send|t\.me|telegram\.me|telegram\.dog|signal\.me|signal\.group|m\.me|viber\.click|threema\.id|u\.wechat\.com)\/?[^\s)\]>"'<]*/giu;
const SCHEME = /(?<![\p{L}\p{N}])(?:viber|whatsapp|tg|skype|signal|sgnl|threema|weixin|callto|tel|sms|facetime|facetime-audio|mailto):\/{0,2}[^\s)\]>"'<]+/giu;

export function findMessengers(text: string): Span[] {
  const spans: Span[] = [];
  for (const re of [LINK, SCHEME, MESSENGER_HANDLE]) {
    for (const m of text.matchAll(re)) spans.push({ start: m.index!, end: m.index! + m[0].length });
  }
  return spans;
}
