// server.json for the official MCP Registry (schema 2025-12-11), from the same
// metadata as the server card: a reverse-DNS name under the site's domain
// (which the HTTP proof at /.well-known/mcp-registry-auth lets us publish
// under), the description of at most 100 characters, the icon and the
// endpoint as an HTTPS streamable-http remote. `npm run registry:server-json`
// prints it for SITE.
import { SERVER_INFO, icons, mcpUrls, reverseDnsName } from './metadata.ts';

export const SERVER_JSON_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

export function serverJson(origin: string) {
  const u = mcpUrls(origin);
  return {
    $schema: SERVER_JSON_SCHEMA,
    name: reverseDnsName(origin),
    title: SERVER_INFO.title,
    description: SERVER_INFO.description,
    version: SERVER_INFO.version,
    websiteUrl: u.agentGuide,
    // The registry takes HTTPS icons of at most 255 characters; the PNG is the one every client renders.
    icons: icons(origin).filter((i) => i.mimeType === 'image/png'),
    remotes: [{ type: 'streamable-http', url: u.endpoint }],
  };
}

/** Why the official registry would refuse server.json for this origin, or null. */
export function registryProblem(origin: string): string | null {
  const u = new URL(origin);
  if (u.protocol !== 'https:')
    return `SITE must be an https origin for the registry (remotes and icons are HTTPS URLs), got ${origin}`;
  if (!u.hostname.includes('.') || /^[\d.]+$/.test(u.hostname))
    return `SITE must be a public domain name (the server's name is its reverse DNS), got ${u.hostname}`;
  return null;
}
