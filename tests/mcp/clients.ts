// The official clients of both SDK generations, connected to /mcp the way
// agents connect: the v2 client negotiating 2026-07-28 (server/discover, no
// initialize), the 1.x client negotiating 2025-11-25, and the 1.x client
// pinned to the oldest version it supports (2024-10-07).
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export interface McpTestClient {
  protocolVersion: string | undefined;
  listTools(): Promise<{ tools: any[]; ttlMs?: number; cacheScope?: string }>;
  callTool(name: string, args?: Record<string, unknown>): Promise<any>;
  listResourceTemplates(): Promise<{ resourceTemplates: any[] }>;
  readResource(uri: string): Promise<{ contents: any[] }>;
  listPrompts(): Promise<{ prompts: any[]; ttlMs?: number; cacheScope?: string }>;
  getPrompt(name: string, args?: Record<string, string>): Promise<{ description?: string; messages: any[] }>;
  /** The server's Implementation (serverInfo), as negotiated. */
  serverInfo(): any;
  close(): Promise<void>;
}

export type ClientKind = 'v2 (2026-07-28)' | 'v1 (2025-11-25)' | 'v1 (2024-10-07)';
export const CLIENT_KINDS: ClientKind[] = ['v2 (2026-07-28)', 'v1 (2025-11-25)', 'v1 (2024-10-07)'];

/** A fetch that rewrites the version offered in initialize, so the 1.x client negotiates an older one. */
const offering =
  (version: string): typeof fetch =>
  async (input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('"initialize"')) {
      const msg = JSON.parse(init.body);
      if (msg.method === 'initialize')
        init = { ...init, body: JSON.stringify({ ...msg, params: { ...msg.params, protocolVersion: version } }) };
    }
    return fetch(input, init);
  };

export async function connect(kind: ClientKind, url: string): Promise<McpTestClient> {
  const info = { name: 'secondline-tests', version: '1.0.0' };
  if (kind.startsWith('v2')) {
    const c = new ClientV2(info, { versionNegotiation: { mode: 'auto' } });
    await c.connect(new TransportV2(new URL(url)));
    return {
      protocolVersion: c.getNegotiatedProtocolVersion(),
      listTools: () => c.listTools() as any,
      callTool: (name, args = {}) => c.callTool({ name, arguments: args }),
      listResourceTemplates: () => c.listResourceTemplates() as any,
      readResource: (uri) => c.readResource({ uri }) as any,
      listPrompts: () => c.listPrompts() as any,
      getPrompt: (name, args) => c.getPrompt({ name, ...(args ? { arguments: args } : {}) }) as any,
      serverInfo: () => c.getServerVersion(),
      close: () => c.close(),
    };
  }
  const c = new ClientV1(info);
  const transport = new TransportV1(new URL(url), kind.includes('2024-10-07') ? { fetch: offering('2024-10-07') } : {});
  await c.connect(transport);
  return {
    protocolVersion: transport.protocolVersion,
    listTools: () => c.listTools(),
    callTool: (name, args = {}) => c.callTool({ name, arguments: args }),
    listResourceTemplates: () => c.listResourceTemplates(),
    readResource: (uri) => c.readResource({ uri }),
    listPrompts: () => c.listPrompts(),
    getPrompt: (name, args) => c.getPrompt({ name, ...(args ? { arguments: args } : {}) }),
    serverInfo: () => c.getServerVersion(),
    close: () => c.close(),
  };
}
