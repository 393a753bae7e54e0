// Bridges node:http to web-standard Request/Response handlers, and answers
// in our shape (JSON body, security and CORS headers) what never reaches a
// handler: requests Node's parser refuses (400, 431 headers too large, 408
// too slow), methods a web Request cannot carry (TRACE, TRACK, CONNECT), and
// requests whose URL cannot be read.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { send, toRequest } from '../http/node-bridge.ts';
import type { Duplex } from 'node:stream';
import { errorHeaders } from '../http/respond.ts';
import { ALLOW } from '../http/policy.ts';
import { API_BASE_PATH } from '../config.ts';

/**
 * Time a client has for its request line and headers. Slow-loris clients
 * send a header every few seconds to hold a connection open; Node's default
 * is a minute.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * Time a client has for the whole request, body included. Node's default is
 * five minutes: a POST announcing 10 MB and sending 10 bytes held a
 * connection that long. (The MCP endpoint gives a body less, BODY_TIMEOUT_MS.)
 */
export const REQUEST_TIMEOUT_MS = 15_000;
/** How often Node checks those two timeouts (its default, 30 s, would let a request run 45 s). */
const TIMEOUT_CHECK_MS = 1_000;
/** Methods a web-standard Request refuses to carry: answered here. */
const UNCARRIED = new Set(['TRACE', 'TRACK', 'CONNECT']);

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

const allowFor = (url: string | undefined) => (url?.split('?')[0] === `${API_BASE_PATH}/mcp` ? ALLOW.mcp : ALLOW.read);

/** A complete HTTP/1.1 error answer as bytes, for a socket no response object owns. */
function rawAnswer(status: number, extra: Record<string, string> = {}): string {
  const body = JSON.stringify({ detail: REASONS[status] });
  const headers = errorHeaders({ ...extra, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' });
  const lines = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines}\r\n\r\n${body}`;
}

function answer(res: ServerResponse, status: number, extra: Record<string, string> = {}) {
  const body = JSON.stringify({ detail: REASONS[status] });
  res.writeHead(status, errorHeaders({ ...extra, 'Content-Length': String(Buffer.byteLength(body)) })).end(body);
}

/** The status for an error of Node's parser or timers (err.code). */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408;
  if (code === 'HPE_INVALID_METHOD') return 405;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

export function serveHandler(
  handler: (r: Request) => Promise<Response>,
  opts: { port: number; host: string },
): Promise<Server> {
  const origin = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${opts.port}`;
  const limits = {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_MS,
  };
  const server = createServer(limits, async (req, res) => {
    try {
      if (UNCARRIED.has(req.method ?? '')) return answer(res, 405, { Allow: allowFor(req.url) });
      let request: Request;
      try {
        request = toRequest(req, origin);
      } catch {
        return answer(res, 400);
      }
      await send(res, await handler(request));
    } catch (e) {
      console.error(e);
      if (!res.headersSent) res.writeHead(500, errorHeaders());
      res.end('{"detail":"Internal Server Error"}');
    }
  });
  server.keepAliveTimeout = 5000;
  // Node's own answers to what it cannot parse carry no body and none of our headers: these do.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: never write over an answer that has started on this connection.
    const started = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage?.headersSent;
    if (err.code === 'ECONNRESET' || !socket.writable || started) return socket.destroy();
    const status = clientErrorStatus(err.code);
    socket.end(rawAnswer(status, status === 405 ? { Allow: ALLOW.read } : {}));
  });
  // CONNECT asks for a tunnel, which a read-only API never opens.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    socket.end(rawAnswer(405, { Allow: allowFor(req.url) }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}
