// Child of the MCP benchmark: the built MCP function of one Build Output
// folder (argv[2]) answering the tools/call mix in process, Request in and
// body read, as a platform calls it; prints the mean CPU and wall time per
// call. One process per measurement, so the builds never share a heap or JIT.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mcpMixBodies } from './load-scenarios.mjs';

const func = join(process.argv[2], 'functions/api/agents/v1/mcp.func');
process.env.SECONDLINE_DATA_DIR = join(func, 'data');
const { default: fn } = await import(pathToFileURL(join(func, 'index.mjs')).href);
const bodies = mcpMixBodies(process.argv[3]);
const call = async (body) => {
  const r = await fn.fetch(
    new Request('http://127.0.0.1/api/agents/v1/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body,
    }),
  );
  if (r.status !== 200) throw new Error(`${r.status}: ${(await r.text()).slice(0, 200)}`);
  return (await r.arrayBuffer()).byteLength;
};
const rounds = Number(process.argv[4] ?? 400);
for (let i = 0; i < 100; i++) for (const b of bodies) await call(b); // warm-up: JIT and caches, not counted
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < rounds; i++) for (const b of bodies) await call(b);
const cpu = process.cpuUsage(cpu0);
const n = rounds * bodies.length;
process.stdout.write(
  JSON.stringify({ cpu_us: (cpu.user + cpu.system) / n, wall_us: ((performance.now() - t0) * 1000) / n }),
);
