// `ignored_parameters` names every argument a call did not apply, but never
// repeats a large input: a caller could otherwise send 10,000 unknown names, or
// one 60 KB name, and have it sent back (and logged, cached and read by a
// model) in every answer. So the list holds at most MAX_IGNORED_NAMES names,
// each cut as a 422 cuts a refused value (./echo.ts), then a last entry saying
// how many more there were.
import { echoOf } from './echo.ts';

/** Names listed before the rest are only counted; no real call sends more than a few unknown ones. */
export const MAX_IGNORED_NAMES = 20;

/** The entry that stands for the names past the first MAX_IGNORED_NAMES. */
const MORE = /^… and [\d,]+ more$/;
const moreEntry = (n: number) => `… and ${n.toLocaleString('en-US')} more`;

/** The names, each once and cut, at most MAX_IGNORED_NAMES of them, then a count of the rest. */
export function boundIgnored(names: Iterable<string>): string[] {
  const shown = new Set<string>();
  const rest = new Set<string>();
  for (const n of names) {
    const b = echoOf(n);
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
