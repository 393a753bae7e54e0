// How much of a received value an answer repeats. An error names the bad value
// so a caller can find it in its own request, but repeating a long value whole
// makes the answer as large as the request: a reflection amplifier, and a way to
// push attacker-chosen text into logs, caches and the context window of whoever
// reads the answer. REST 422s (`input`) and MCP error messages share the rule.

/** Values shorter than this are repeated whole (names, ids, numbers, ordinary queries). */
export const ECHO_WHOLE_BELOW = 64;
/** Of a longer value, this many characters (code points) are repeated, then "…". */
export const ECHO_PREFIX_CHARS = 32;

/** The value whole when short, else its first ECHO_PREFIX_CHARS characters and "…". */
export function echoOf(value: string): string {
  if (value.length < ECHO_WHOLE_BELOW) return value;
  const points = Array.from(value);
  return points.length < ECHO_WHOLE_BELOW ? value : `${points.slice(0, ECHO_PREFIX_CHARS).join('')}…`;
}
