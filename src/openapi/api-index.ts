// The API index at the API base: built from the OpenAPI document's paths, so
// the list of endpoints is the one the document describes and never drifts.
import { API_BASE_PATH, API_VERSION, SERVICE_NAME } from '../config.ts';
import { mcpUrls } from '../mcp/metadata.ts';
import type { ApiIndex } from '../schemas/documents.ts';

type Paths = Record<string, Record<string, { summary?: string }>>;
const METHODS = ['get', 'post'];

/** The index for `origin` over `paths` (the document's, without the index itself). */
export function apiIndex(origin: string, paths: Paths): ApiIndex {
  const api = `${origin}${API_BASE_PATH}`;
  const mcp = mcpUrls(origin);
  return {
    source: SERVICE_NAME,
    home: `${origin}/`,
    name: `${SERVICE_NAME} agent API`,
    version: API_VERSION,
    description: `Public, read-only API of ${SERVICE_NAME}'s used-equipment listings, manuals and buyer research. No key needed; start with the OpenAPI document or the agent guide.`,
    api_base: api,
    openapi: `${api}/openapi.json`,
    mcp: mcp.endpoint,
    mcp_server_card: mcp.serverCard,
    agent_guide: mcp.agentGuide,
    privacy_policy: mcp.privacyPolicy,
    llms_txt: `${origin}/llms.txt`,
    endpoints: Object.entries(paths)
      .filter(([path]) => path !== '/')
      .flatMap(([path, ops]) =>
        METHODS.filter((m) => ops[m]).map((m) => ({
          method: m.toUpperCase(),
          path,
          url: `${api}${path}`,
          summary: ops[m].summary ?? '',
        })),
      ),
  };
}
