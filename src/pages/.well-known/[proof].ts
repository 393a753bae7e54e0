import type { APIRoute, GetStaticPaths } from 'astro';
import { MCP_PATHS } from '../../config.ts';
import { registryProof } from '../../mcp/registry-auth.ts';

// The MCP Registry's HTTP domain proof, written only when MCP_REGISTRY_AUTH is set (src/mcp/registry-auth.ts):
// with no key configured there is no page, and the path answers 404.
export const getStaticPaths: GetStaticPaths = () => {
  const proof = registryProof();
  return proof ? [{ params: { proof: MCP_PATHS.registryAuth.split('/').pop()! }, props: { proof } }] : [];
};

export const GET: APIRoute = ({ props }) => new Response(props.proof as string);
