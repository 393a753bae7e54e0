// Example MCP exchanges for the OpenAPI document: the real discovery
// document, JSON-RPC requests and results, and the errors the endpoint
// answers itself (from its own table, so an example cannot drift from it).
import type { z } from 'zod';
import { LATEST_PROTOCOL_VERSION, METHOD_NOT_FOUND } from '@modelcontextprotocol/server';
import { API_VERSION } from '../config.ts';
import { discoveryDocument } from '../mcp/discovery.ts';
import { promptSummary, promptsFor } from '../mcp/prompts.ts';
import { aiCatalog, serverCard } from '../mcp/server-card.ts';
import type { Checklist } from '../schemas/public.ts';
import { RPC_ERRORS, type RpcError } from '../mcp/rpc-errors.ts';
import type { JsonRpcErrorResponse, JsonRpcMessage, JsonRpcResultResponse, McpDiscovery } from '../mcp/rpc-schemas.ts';
import type { ListingSearchDocument } from '../schemas/responses.ts';
import { resultText } from '../mcp/result-text.ts';

type Out<T extends z.ZodType> = z.output<T>;

const answered = ({ code, message }: RpcError) =>
  ({ jsonrpc: '2.0', id: null, error: { code, message } }) satisfies Out<typeof JsonRpcErrorResponse>;

/** `checklist`: the example checklist, whose inspection prompt the discovery example lists. */
export function mcpExamples(
  origin: string,
  contact: string,
  listingSearch: ListingSearchDocument,
  checklist: Checklist,
) {
  // The real discovery document (generated through its schema), two tools shown.
  const discovery = discoveryDocument(origin, promptsFor([checklist]).map(promptSummary));
  const mcpDiscovery: McpDiscovery = { ...discovery, tools: discovery.tools.slice(0, 2) };
  const mcpServerCard = serverCard(origin, contact);
  const mcpAiCatalog = aiCatalog(origin);

  const rpc = {
    initialize: {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: LATEST_PROTOCOL_VERSION,
        capabilities: {},
        clientInfo: { name: 'example-agent', version: '1.0.0' },
      },
    } satisfies Out<typeof JsonRpcMessage>,
    initialized: { jsonrpc: '2.0', method: 'notifications/initialized' } satisfies Out<typeof JsonRpcMessage>,
    toolsList: { jsonrpc: '2.0', id: 2, method: 'tools/list' } satisfies Out<typeof JsonRpcMessage>,
    toolsCall: {
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'search_listings', arguments: { q: 'polar cutter', location: 'OH', per_page: 5 } },
    } satisfies Out<typeof JsonRpcMessage>,
    initializeResult: {
      jsonrpc: '2.0',
      id: 1,
      result: {
        protocolVersion: LATEST_PROTOCOL_VERSION,
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: 'secondline', version: API_VERSION },
        instructions: 'Read-only tools. Cite the canonical url of every listing, manual or research page you use.',
      },
    } satisfies Out<typeof JsonRpcResultResponse>,
    toolsCallResult: {
      jsonrpc: '2.0',
      id: 3,
      result: {
        // A 2025-era client without the version header gets the body as text; newer ones a summary (src/mcp/result-text.ts).
        content: [{ type: 'text', text: resultText(listingSearch, 'summary') }],
        structuredContent: listingSearch,
        isError: false,
      },
    } satisfies Out<typeof JsonRpcResultResponse>,
    unknownMethod: {
      jsonrpc: '2.0',
      id: 6,
      error: { code: METHOD_NOT_FOUND, message: 'Method not found: listings/delete' },
    } satisfies Out<typeof JsonRpcErrorResponse>,
    parseError: answered(RPC_ERRORS.parse),
    invalidRequest: answered(RPC_ERRORS.invalid),
    invalidId: answered(RPC_ERRORS.invalidId),
    timeout: answered(RPC_ERRORS.timeout),
    tooLarge: answered(RPC_ERRORS.tooLarge),
    unsupportedMedia: answered(RPC_ERRORS.unsupportedMedia),
  };

  return { mcpDiscovery, mcpServerCard, mcpAiCatalog, rpc };
}
