// The one error a database-backed search raises when it cannot answer:
// the database is unreachable, too slow, or refuses. Handlers turn it into
// 503 with Retry-After (MCP: a tool error), never a 500 and never a hang.
const RETRY_AFTER_S = 5;

export class SearchUnavailable extends Error {
  readonly retryAfter = RETRY_AFTER_S;
  constructor(cause: unknown) {
    super(`search database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SearchUnavailable';
  }
}

export const isUnavailable = (e: unknown): e is SearchUnavailable => e instanceof SearchUnavailable;

/** The public wording (no host names or driver details leave the function). */
export const UNAVAILABLE_DETAIL = `Search is temporarily unavailable (the search database did not answer). Retry in ${RETRY_AFTER_S} seconds; static pages and /listings/{slug}.json files still work.`;
