// npm run registry:server-json: prints server.json for the official MCP
// Registry for SITE (src/mcp/registry.ts), ready for `mcp-publisher publish`:
//   SITE=https://equipment.example.com npm run --silent registry:server-json > server.json
// Refuses (exit 1) an origin the registry would refuse: not HTTPS, or not a domain.
import { siteOrigin } from '../src/config.ts';
import { registryProblem, serverJson } from '../src/mcp/registry.ts';

const origin = siteOrigin();
const problem = registryProblem(origin);
if (problem) {
  console.error(`registry:server-json: ${problem}`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(serverJson(origin), null, 2)}\n`);
