// node:http's request and response as web-standard Request and Response: the
// local server (src/server/) and the dev server (src/dev/) run the same
// handlers as the functions through it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // Concatenated, not resolved: `//x/y` is a path (as on the CDN), not the host x.
  return new Request(new URL(`${origin}${req.url ?? '/'}`), {
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
