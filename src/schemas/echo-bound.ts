// An answer never repeats a large input: a caller could otherwise send 10,000
// unknown names, one 60 KB name or a 60 KB value and have it sent back (and
// logged, and cached, and read by a model) in every answer. So
// `ignored_parameters` holds at most MAX_IGNORED_NAMES names, each at most
// MAX_IGNORED_NAME_CHARS characters (a longer one is its prefix and its
// length, as src/mcp/echo-guard.ts quotes error inputs), then a last entry
// saying how many more there were; a 422's `input` is bounded the same way.

/** Names listed before the rest are only counted; no real call sends more than a few unknown ones. */
export const MAX_IGNORED_NAMES = 20;
/** Longer names are cut: a parameter name is a word or two, not a payload. */
export const MAX_IGNORED_NAME_CHARS = 64;
const PREFIX_CHARS = 32;

/** The entry that stands for the names past the first MAX_IGNORED_NAMES. */
const MORE = /^… and [\d,]+ more$/;
const moreEntry = (n: number) => `… and ${n.toLocaleString('en-US')} more`;

/** `name` (or a refused value), or its first characters (never half a surrogate pair) and its length. Idempotent. */
export function boundName(name: string): string {
  if (name.length <= MAX_IGNORED_NAME_CHARS) return name;
  const cut = /[\uD800-\uDBFF]/.test(name[PREFIX_CHARS - 1]) ? PREFIX_CHARS - 1 : PREFIX_CHARS;
  return `${name.slice(0, cut)}… (${name.length.toLocaleString('en-US')} characters)`;
}

/** The names, each once and bounded, at most MAX_IGNORED_NAMES of them then a count of the rest. */
export function boundIgnored(names: Iterable<string>): string[] {
  const shown = new Set<string>();
  const rest = new Set<string>();
  for (const n of names) {
    const b = boundName(n);
    if (!shown.has(b)) (shown.size < MAX_IGNORED_NAMES ? shown : rest).add(b);
  }
  return rest.size ? [...shown, moreEntry(rest.size)] : [...shown];
}

/**
 * A bounded list with more names added (MCP adds the arguments a tool does not declare to what its parser
 * named). A list that already counts names it left out was made from every argument: it stays as it is.
 */
export function withIgnored(bounded: readonly string[], more: readonly string[]): string[] {
  if (bounded.some((n) => MORE.test(n))) return [...bounded];
  return boundIgnored([...bounded, ...more]);
}
