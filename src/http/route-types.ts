// The shape of a Build Output API v3 route, and the one regex helper route
// sources need. Kept apart from the table (./routes.ts) so the modules that
// contribute routes (./not-found.ts) import it without importing the table.
interface HasCondition {
  type: 'header' | 'query';
  key: string;
  value?: string;
}
export interface Route {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  methods?: string[];
  status?: number;
  continue?: boolean;
  has?: HasCondition[];
  /** Routing Middleware: the function that decides (rewrite, go on, or answer) before the route goes on. */
  middlewarePath?: string;
  override?: boolean;
  /** `filesystem`: look for a file; `hit`: the routes after it add headers to a file that was found. */
  handle?: 'filesystem' | 'hit';
}

/**
 * A regex source matching `word` in any letter case. Route conditions are
 * regexes the CDN evaluates without flags, and media types and parameter
 * values are case-insensitive (`TEXT/MARKDOWN`, `?format=MD`).
 */
export const anyCase = (word: string) => word.replace(/[a-z]/gi, (ch) => `[${ch.toLowerCase()}${ch.toUpperCase()}]`);
