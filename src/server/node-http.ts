// Bridges node:http to web-standard Request/Response handlers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A body that declares a length within MAX_BODY_BYTES is read into memory
 * before the handler runs: wrapping the socket as a web stream costs more
 * than the small JSON-RPC posts it carries (about 25 µs of server CPU per
 * MCP call, npm run bench -- --mcp). Others (no length, or more) stream, so
 * a handler can refuse them without buffering them.
 */
async function bodyOf(req: IncomingMessage): Promise<{ body: BodyInit; duplex?: 'half' }> {
  const declared = Number(req.headers['content-length']);
  if (!(Number.isInteger(declared) && declared >= 0 && declared <= MAX_BODY_BYTES)) return { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' };
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return { body: new Uint8Array(Buffer.concat(chunks)) };
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const url = new URL(req.url ?? '/', origin);
  return new Request(url, { method: req.method, headers, ...(hasBody ? await bodyOf(req) : {}) } as RequestInit);
}

async function send(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  const setCookies = response.headers.getSetCookie?.() ?? [];
  response.headers.forEach((v, k) => {
    if (k !== 'set-cookie') res.setHeader(k, v);
  });
  if (setCookies.length) res.setHeader('set-cookie', setCookies);
  if (!response.body) return res.end();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

export function serveHandler(handler: (r: Request) => Promise<Response>, opts: { port: number; host: string }): Promise<Server> {
  const origin = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${opts.port}`;
  const server = createServer(async (req, res) => {
    try {
      let request: Request;
      try {
        request = await toRequest(req, origin);
      } catch {
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end('{"detail":"Bad Request"}');
        return;
      }
      await send(res, await handler(request));
    } catch (e) {
      console.error(e);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"detail":"Internal Server Error"}');
    }
  });
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}
