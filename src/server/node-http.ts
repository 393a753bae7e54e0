// Bridges node:http to web-standard Request/Response handlers.
import { createServer, type Server } from 'node:http';
import { send, toRequest } from '../http/node-bridge.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

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
