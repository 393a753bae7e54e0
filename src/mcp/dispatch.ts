// Both protocol generations on the official SDK, with server instances
// built once and reused (./server-pool.ts) under the stateless semantics.
//
// 2026-07-28 requests go through the SDK's entry (createMcpHandler), which
// connects the instance to a per-request transport and closes it when the
// exchange ends; the SDK writes the negotiated version and the client's
// identity afresh on every request, so the instance then goes back to the pool.
//
// 2025-era requests are routed in front of the entry, as the SDK documents for
// its `isLegacyRequest` predicate, to a stateless Streamable HTTP transport of
// their own with JSON responses (the entry's legacy leg answers over an event
// stream, which every request had to encode and this endpoint to decode). The
// SDK allows a stateless transport one request, so the transport is per
// request and the instance is connected to it, then closed and kept. An
// instance that answered `initialize` holds that client's negotiated version
// and capabilities, so it is dropped instead of kept.
import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isLegacyRequest,
  type JSONRPCMessage,
  type Server,
} from '@modelcontextprotocol/server';
import { MAX_BODY_BYTES } from './rpc-errors.ts';
import { pool } from './server-pool.ts';

export interface McpDispatch {
  /** Answers one parsed JSON-RPC message; `request` carries the headers the SDK checks. */
  fetch(request: Request, message: JSONRPCMessage): Promise<Response>;
  /** Server instances built so far, per era. */
  built(): { modern: number; legacy: number };
}

const isInitialize = (m: JSONRPCMessage) => 'method' in m && m.method === 'initialize';

/**
 * Ends an exchange. Closing makes the SDK build a "connection closed" error
 * for requests the server itself had pending, which a read-only server never
 * sends; it is built synchronously inside close(), so the stack trace nobody
 * reads is not captured (a measurable share of a small request's cost).
 */
function closeQuietly(server: Server): Promise<void> {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return server.close();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export function mcpDispatch(build: () => Server, onerror: (e: Error) => void): McpDispatch {
  const modernServers = pool(() => {
    const server = build();
    // The SDK chains its per-exchange close hook in front of this one and restores it afterwards.
    server.onclose = () => modernServers.give(server);
    return server;
  });
  const modern = createMcpHandler(() => modernServers.take(), {
    legacy: 'reject',
    responseMode: 'json',
    maxRequestBodySize: MAX_BODY_BYTES,
    onerror,
  });

  const legacyServers = pool(build);

  async function legacy(request: Request, message: JSONRPCMessage): Promise<Response> {
    const server = legacyServers.take();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    transport.onerror = onerror;
    try {
      await server.connect(transport);
      return await transport.handleRequest(request, { parsedBody: message });
    } finally {
      await closeQuietly(server);
      if (!isInitialize(message)) legacyServers.give(server);
    }
  }

  return {
    async fetch(request, message) {
      if (await isLegacyRequest(request, message, { maxRequestBodySize: MAX_BODY_BYTES }))
        return legacy(request, message);
      return modern.fetch(request, { parsedBody: message });
    },
    built: () => ({ modern: modernServers.built, legacy: legacyServers.built }),
  };
}
