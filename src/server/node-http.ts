// Bridges node:http to web-standard Request/Response handlers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export const MAX_BODY_BYTES = 1024 * 1024;

export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

export async function send(res: ServerResponse, response: Response) {
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
        request = toRequest(req, origin);
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
