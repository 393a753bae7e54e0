// Answers what no file and no other function does under the API, a `.json`
// path that no file answers anywhere (src/http/not-found.ts), and every write
// method anywhere: JSON 404 or 405, never an HTML error page.
import { json, methodNotAllowed, preflight } from '../http/respond.ts';
import { ALLOW } from '../http/policy.ts';
import { API_BASE_PATH } from '../config.ts';

const NOT_FOUND: [RegExp, string][] = [
  [new RegExp(`^${API_BASE_PATH}/listings/[^/]+$`), 'Listing not found'],
  [new RegExp(`^${API_BASE_PATH}/manuals/[^/]+$`), 'Manual not found'],
  [new RegExp(`^${API_BASE_PATH}/checklists/[^/]+$`), 'Checklist not found'],
  [new RegExp(`^${API_BASE_PATH}/guides/[^/]+$`), 'Guide not found'],
  // A listing's JSON file misses like its API lookup (the file is that lookup's body when it exists).
  [/^\/listings\/[^/]+$/, 'Listing not found'],
];

export function fallbackHandler(request: Request): Response {
  // Behind a rewrite the function sees its own path; the route passes the original as ?path=.
  const url = new URL(request.url);
  const path = (url.searchParams.get('path') ?? url.pathname).replace(/\.json$/i, '');
  const allow = path === `${API_BASE_PATH}/mcp` ? ALLOW.mcp : ALLOW.read;
  if (request.method === 'OPTIONS') return preflight(allow);
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request, allow);
  const detail = NOT_FOUND.find(([re]) => re.test(path))?.[1] ?? 'Not Found';
  return json(request, { detail }, { status: 404 });
}
