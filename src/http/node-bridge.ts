// node:http's request and response as web-standard Request and Response: the
// local server (src/server/) and the dev server (src/dev/) run the same
// handlers as the functions through it.
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The request body as a web stream. Not Readable.toWeb: once a handler
 * cancels that stream (the MCP endpoint does, for a body over its limit),
 * further data makes Node throw "Controller is already closed" outside any
 * handler, which took the whole server down. Here a cancelled body is
 * drained and dropped, and the connection closes after the answer.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.once('end', () => {
          if (open) controller.close();
          open = false;
        });
        req.once('error', (e) => {
          if (open) controller.error(e);
          open = false;
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        req.resume();
      },
    },
    { highWaterMark: 4 },
  );
}

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
    ...(hasBody ? { body: bodyStream(req), duplex: 'half' } : {}),
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
