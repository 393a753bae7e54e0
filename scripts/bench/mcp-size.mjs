// Size of a default search_listings page of 20 (compact items, facets),
// as an MCP client receives it: structuredContent and its text block are the
// same JSON, so one of them is measured; the full JSON-RPC body is shown too.
// Compared with the same page of full records (fields=all) measured in the same run.
import { loadBuildOutput } from '../../src/server/build-output-server.ts';

const BUDGET = 8 * 1024;
const output = await loadBuildOutput('.vercel/output');
const call = async (args) => {
  const res = await output.handle(new Request('http://127.0.0.1/api/agents/v1/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_listings', arguments: args } }),
  }));
  const body = await res.text();
  const result = JSON.parse(body).result;
  return { body: Buffer.byteLength(body), structured: Buffer.byteLength(JSON.stringify(result.structuredContent)), items: result.structuredContent.items.length };
};
const compact = await call({});
const full = await call({ fields: 'all' });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nMCP search_listings, default page of 20');
console.log(`  compact (default): ${kb(compact.structured)} structuredContent (${compact.items} items; budget ${kb(BUDGET)}: ${compact.structured <= BUDGET ? 'within' : 'OVER'}), ${kb(compact.body)} JSON-RPC body`);
console.log(`  fields=all:        ${kb(full.structured)} structuredContent, ${kb(full.body)} JSON-RPC body`);
console.log(`  ratio compact/full: ${(compact.structured / full.structured).toFixed(2)}`);
