// The MCP protocol versions this endpoint serves, newest first.
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';

/**
 * 2026-07-28 first (negotiated by server/discover), then the 2025-era versions
 * initialize negotiates. The SDK keeps its modern list internal; the client
 * tests prove the v2 client lands on this version.
 */
const MODERN_PROTOCOL_VERSIONS = ['2026-07-28'] as const;
export const PROTOCOL_VERSIONS = [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS];
