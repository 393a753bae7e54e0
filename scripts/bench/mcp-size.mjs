// What an MCP client receives, in bytes, beside the REST bodies of the same
// answers (measured in the same run, from the same build): a client's fixed
// cost (discover or initialize, then tools/list), a default search_listings
// page, get_glossary without a term and the market snapshot, for a client on
// 2026-07-28 and one on 2025-11-25. Bytes are the HTTP response bodies the
// built functions answer with (JSON-RPC envelope included).
//   node scripts/bench/mcp-size.mjs [--output DIR] [--json FILE]
import { writeFileSync } from 'node:fs';
import { loadBuildOutput } from '../../src/server/build-output-server.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const output = await loadBuildOutput(arg('--output', '.vercel/output'));
const ORIGIN = 'http://127.0.0.1';
const API = `${ORIGIN}/api/agents/v1`;
const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

let id = 0;
/** One JSON-RPC request as a client of `era` sends it; the response body's bytes and its result. */
async function rpc(era, method, params = {}) {
  const modern = era === '2026-07-28';
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': era,
  };
  if (modern) Object.assign(headers, { 'mcp-method': method, ...(params.name ? { 'mcp-name': params.name } : {}) });
  const body = { jsonrpc: '2.0', id: ++id, method, params: modern ? { ...params, _meta: META } : params };
  const res = await output.handle(new Request(`${API}/mcp`, { method: 'POST', headers, body: JSON.stringify(body) }));
  const text = await res.text();
  const json = JSON.parse(text);
  if (json.error || json.result?.isError)
    throw new Error(`${era} ${method} ${params.name ?? ''}: ${text.slice(0, 300)}`);
  return { bytes: Buffer.byteLength(text), result: json.result };
}
const rest = async (path) => Buffer.byteLength(await (await output.handle(new Request(`${API}${path}`))).text());

const rows = [];
for (const era of ['2026-07-28', '2025-11-25']) {
  const hello =
    era === '2026-07-28'
      ? await rpc(era, 'server/discover')
      : await rpc(era, 'initialize', {
          protocolVersion: era,
          capabilities: {},
          clientInfo: { name: 'bench', version: '1' },
        });
  const list = await rpc(era, 'tools/list');
  const call = (name, args = {}) => rpc(era, 'tools/call', { name, arguments: args });
  const search = await call('search_listings');
  const glossary = await call('get_glossary');
  const snapshot = await call('get_market_snapshot');
  const lookup = await call('get_listing', { slug_or_id: search.result.structuredContent.items[0].id });
  rows.push({
    era,
    first_contact: hello.bytes,
    tools_list: list.bytes,
    tools: list.result.tools.length,
    search_listings: search.bytes,
    get_listing: lookup.bytes,
    get_glossary: glossary.bytes,
    get_market_snapshot: snapshot.bytes,
  });
}
const firstId = (await (await output.handle(new Request(`${API}/listings?per_page=1`))).json()).items[0].id;
const restRow = {
  search_listings: await rest('/listings?fields=compact&facets=none'),
  get_listing: await rest(`/listings/${firstId}`),
  get_glossary: await rest('/glossary'),
  get_market_snapshot: await rest('/snapshot'),
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nMCP answers beside the REST bodies (bytes of the HTTP response body; ratio MCP / REST)');
console.log(`| | REST body | ${rows.map((r) => `MCP ${r.era}`).join(' | ')} |`);
console.log(`|---|---|${rows.map(() => '---').join('|')}|`);
console.log(
  `| first contact (${rows.map((r) => (r.era === '2026-07-28' ? 'server/discover' : 'initialize')).join(' / ')}) | — | ${rows.map((r) => kb(r.first_contact)).join(' | ')} |`,
);
console.log(`| tools/list (${rows[0].tools} tools) | — | ${rows.map((r) => kb(r.tools_list)).join(' | ')} |`);
console.log(
  `| a client's fixed cost (the two above) | — | ${rows.map((r) => kb(r.first_contact + r.tools_list)).join(' | ')} |`,
);
for (const k of ['search_listings', 'get_listing', 'get_glossary', 'get_market_snapshot']) {
  console.log(
    `| ${k} | ${kb(restRow[k])} | ${rows.map((r) => `${kb(r[k])} (${(r[k] / restRow[k]).toFixed(2)})`).join(' | ')} |`,
  );
}
const file = arg('--json');
if (file)
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), rest: restRow, mcp: rows }, null, 2)}\n`);
