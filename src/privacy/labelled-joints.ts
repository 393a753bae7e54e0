// A number whose groups are joined by a character no number is typed with, right after a contact word:
// "Tel 0171,4010017", "WhatsApp: 0171;401 00 17", "call 0171 → 4010017", "Handy 0171°4010017". Anywhere else those
// joints are lists, ranges and measures of facts ("4711; 4712", "20→80 °C", "1,250 kg", "720 x 1020"), so the
// telephone runs (./phones.ts RUN) do not cross them. After a contact label they are read as a hyphen: the view is
// copied with each such joint rewritten to "-", character for character, so every offset holds and the scorer
// (./phone-score.ts) judges the number as if it had been typed with hyphens.
import { classAfter, currencyBefore, labelBefore } from './phone-context.ts';
import { CONTACT_PLACEHOLDER } from './contact.ts';
import { matches } from '../lib/matches.ts';

/**
 * The joints read here: punctuation, arrows, bullets, shapes and signs sellers put between digit groups to dodge a
 * filter. The blocks of arrows, mathematical and technical signs, box drawing, shapes, symbols and dingbats are
 * named whole ("0171 ● 4010017", "0171 ★ 4010017"), so a sign no list holds is read too.
 */
const ODD_CHARS = ',;:#+=>^°º»›~|*_x×、{}§¦¬¶†‡※';
const ODD_BLOCKS = String.raw`\u2190-\u23ff\u2500-\u27bf\u27f0-\u27ff\u2900-\u297f\u2b00-\u2bff`;
const ODD = ODD_CHARS + ODD_BLOCKS;
/** Of those, the shapes and signs that mark a list's items as often as they disguise a number (not the arrows). */
const SHAPE = /[{}§¦¬¶†‡※\u2200-\u23ff\u2500-\u2793\u2b00-\u2bff]/;
/**
 * An odd joint between two digits where a run is looked for, in four kinds: each kind leaves out the joints of
 * facts a built page holds by the thousand (each costs a look), and joinLabelled reads a run with that kind of joint
 * only where its pattern is found, so what is left out here is left out there too (tests/privacy/joined-oddly.test.ts
 * holds joinLabelled to the same rules read at every joint).
 *   a comma, but one grouping thousands ("2,700 kg"; "0171,401", "1234,567", "512,387,927" and spaced ones stay);
 *   a colon, but one before minutes or after an IP address ("18:37", "127.0.0.1:4321");
 *   a times sign, but one between short groups none of which starts with 0 ("1200 x 900");
 *   any other odd joint.
 */
const BY_KIND: Record<string, string> = {
  ',': String.raw`\+ ?\(?\d+\)?,|\d\)? ?, [(+]?\d|\d\)? ,[(+]?\d|\d\)?,[(+]|\d,(?!\d{3}(?!\d))\d|(?<!\d)0\d*\)?,|\d{4}\)?,|\d{3},\d{3},\d{3}(?!\d)`,
  ':': String.raw`(?<!\.\d{0,2})\d\)? ?: ?(?![0-5]\d(?!\d))[(+]?\d`,
  x: String.raw`\d\)? ?[x×] ?\(?(?:0|\d{5})|(?<!\d)(?:0\d*|\d{5,})\)? ?[x×]`,
};
BY_KIND['×'] = BY_KIND.x;
const OTHER = ODD_CHARS.replace(/[,:x×]/g, '') + ODD_BLOCKS;
const HINT = new RegExp([String.raw`\d\)? ?[${OTHER}] ?[(+]?\d`, BY_KIND[','], BY_KIND[':'], BY_KIND.x].join('|'), 'g');
/** Every odd joint between two digits (what tests read joinLabelled with, to hold HINT to it). */
export const EVERY_JOINT = new RegExp(String.raw`\d\)? ?[${ODD}] ?[(+]?\d`, 'g');
/** A run's joints of one kind, where joinLabelled reads that kind. */
const KIND = Object.fromEntries(Object.entries(BY_KIND).map(([k, v]) => [k, new RegExp(v)]));
/** What stands right before a run in a URL or a path, never after a label. */
const IN_PATH = /[/\\?&%@#]/;
/** The characters a run is made of: walked back over from a joint to the run's first character. */
const RUN_CHAR = new RegExp(String.raw`[\d ()./\-+${ODD}]`);
/** A run's first character. */
const FIRST = /[\d(+]/;
/** Digit groups and their joints, odd or a number's own (spaces around an odd one allowed); greedy, so linear. */
const RUN = new RegExp(String.raw`(?:\+ ?)?\(?\d+\)?(?:(?: ?[${ODD}] ?| [/-] |[ ./\-])[(+]?\d+\)?)*`, 'y');

/** An odd joint of a run: after a group, before the next (a "+" before the first digit starts a number, it joins none). */
const JOINT = new RegExp(String.raw`(?<=\d\)? ?)[${ODD}](?= ?[(+]?\d)`, 'g');

/** The runs with an odd joint `hint` finds in `view`, each once, but those in a URL or a path. */
function* runsWithJoints(view: string, hint: RegExp): Generator<{ index: number; run: string }> {
  let covered = 0;
  for (const h of matches(view, hint)) {
    if (h.index! < covered) continue;
    let a = h.index!;
    while (a > covered && RUN_CHAR.test(view[a - 1])) a--;
    const start = first(view, a, h.index!);
    // The run starts at the first digit, "(" or "+" from which it reaches past the joint ("((0171)" starts at the
    // second bracket).
    let m: RegExpExecArray | null = null;
    for (let b = start; b <= h.index! && !m; b = first(view, b + 1, h.index!)) {
      RUN.lastIndex = b;
      m = RUN.exec(view);
      if (m && RUN.lastIndex <= h.index!) m = null;
    }
    if (!m) continue;
    covered = RUN.lastIndex;
    // In a URL or a path ("http://10.0.0.1:4321/…", "/files/12,13"): no label stands right before. Most joints a
    // built page holds are its own site's address. The whole run is passed over, whichever of its joints was found.
    if (m.index > 0 && IN_PATH.test(view[m.index - 1])) continue;
    yield { index: m.index, run: m[0] };
  }
}

const isDigit = (c: number) => c >= 48 && c <= 57;
/** The first digit, "(" or "+" of `view` from `a` on, or `limit`. */
const first = (view: string, a: number, limit: number) => {
  while (a < limit && !FIRST.test(view[a])) a++;
  return a;
};
const countDigits = (s: string) => {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (isDigit(s.charCodeAt(i))) n++;
  return n;
};

/** The fewest and most digits such a number has: an area code and a subscriber's number, and an E.164 number. */
const MIN = 7;
const MAX = 15;
/** A currency after a number: a price. */
const CURRENCY_AFTER = /^ ?(?:€|\$|£|eur|usd|gbp|chf|pln|sek|nok|dkk|czk|huf)(?![a-z])/i;
/** A removed contact reads "[contact via …]": the word in it labels nothing after it (a photo's "(1200×900)"). */
const REMOVED = CONTACT_PLACEHOLDER.slice(CONTACT_PLACEHOLDER.lastIndexOf(' ') + 1);

/**
 * `view` with the odd joints of each number after a contact label rewritten to "-", or `view` itself. `hint`: where
 * runs are looked for (tests give EVERY_JOINT).
 */
export function joinLabelled(view: string, hint = HINT): string {
  let out: string[] | undefined;
  for (const m of runsWithJoints(view, hint)) {
    const run = m.run;
    const digits = countDigits(run);
    if (digits < MIN || digits > MAX) continue;
    const joints = matches(run, JOINT);
    // One character at every odd joint ("0171,401,00,17"); two kinds are a list ("0171, 4010017; 2015").
    if (!joints.length || joints.some((j) => j[0] !== joints[0][0])) continue;
    const groups = run.match(/\d+/g)!;
    // A number written in thousands (no space at a comma).
    const end = m.index + run.length;
    if (
      joints[0][0] === ',' &&
      !/ ,|, /.test(run) &&
      run[0] !== '+' &&
      groups[0][0] !== '0' &&
      groups.slice(1).every((g) => g.length === 3) &&
      // "Tel.: 512,387,927" is a number grouped in threes after a contact word; a price or a count is not ("Call:
      // 1,250,000 EUR", "€ 125,000,000", "2,450,300 impressions").
      (groups[0].length < 3 ||
        classAfter(view, end) === 'unit' ||
        currencyBefore(view, m.index) ||
        CURRENCY_AFTER.test(view.slice(end, end + 5)))
    )
      continue;
    if (KIND[joints[0][0]] && !KIND[joints[0][0]].test(run)) continue;
    // A measure or a list with a unit after it ("1200 ► 3000 rpm", "1200 ■ 1500 ■ 1800 mm").
    if (classAfter(view, end) === 'unit') continue;
    // A shape, a star or a tick between groups is a list's as often ("4711 ★ 4712 ★ 4713"): a number's only with a
    // group starting with 0, a long group or a "+" first ("0171 ● 4010017").
    if (SHAPE.test(joints[0][0]) && run[0] !== '+' && !groups.some((g) => g[0] === '0' || g.length >= 5)) continue;
    // The label is read in what stands after the last removed contact before the run.
    let before = view.slice(Math.max(0, m.index - 64), m.index);
    const removed = before.lastIndexOf(REMOVED);
    if (removed >= 0) before = before.slice(removed + REMOVED.length);
    if (labelBefore(before, before.length) !== 'contact') continue;
    out ??= view.split('');
    for (const j of joints) out[m.index + j.index!] = '-';
  }
  return out ? out.join('') : view;
}
