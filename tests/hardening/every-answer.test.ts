// Every answer of the local server carries our JSON body and headers: every
// method Node parses on every kind of path, CONNECT, requests the parser
// refuses (a broken request line, a bad method, headers over the limit), a
// URL that cannot be read, and requests too slow to finish (headers sent a
// little at a time, a body announced and never sent), which are cut off in
// seconds, not minutes.
import { describe, expect, it } from 'vitest';
import { METHODS, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { base } from '../support/http.ts';
import { ALLOW } from '../../src/http/policy.ts';
import { HEADERS_TIMEOUT_MS } from '../../src/server/node-http.ts';
import { BODY_TIMEOUT_MS } from '../../src/mcp/rpc-errors.ts';

const API = '/api/agents/v1';
const PATHS = [
  '/',
  '/glossary',
  '/glossary.md',
  '/llms.txt',
  '/openapi.json',
  `${API}/site`,
  `${API}/listings`,
  `${API}/listings/no-such-listing`,
  `${API}/mcp`,
  '/no-such-page',
  '/_astro/x.css',
];
const SLACK_MS = 2500;

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

/** Writes `data` on a fresh connection (then `more` after `gapMs`) and reads one answer until the server closes or the body is complete. */
function rawExchange(data: string, opts: { more?: string; gapMs?: number; waitMs?: number } = {}): Promise<Raw> {
  const u = new URL(base());
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(u.port), u.hostname);
    let buf = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${opts.waitMs ?? 30_000} ms to ${JSON.stringify(data.slice(0, 80))}`));
    }, opts.waitMs ?? 30_000);
    const done = () => {
      clearTimeout(timer);
      const [head, ...rest] = buf.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: rest.join('\r\n'),
        ms: performance.now() - t0,
      });
      socket.destroy();
    };
    socket.on('data', (d) => {
      buf += d;
      const m = /content-length:\s*(\d+)/i.exec(buf);
      const at = buf.indexOf('\r\n\r\n');
      if (m && at >= 0 && Buffer.byteLength(buf.slice(at + 4)) >= Number(m[1])) done();
      else if (at >= 0 && /transfer-encoding:\s*chunked/i.test(buf.slice(0, at)) && buf.endsWith('0\r\n\r\n')) done();
    });
    socket.on('end', done);
    socket.on('error', (e) => (buf ? done() : reject(e)));
    socket.write(data);
    if (opts.more !== undefined) setTimeout(() => socket.writable && socket.write(opts.more!), opts.gapMs ?? 100);
  });
}

/** The body of a chunked answer (our JSON bodies are ASCII, so lengths in bytes are lengths in characters). */
function dechunk(body: string): string {
  if (!/^[0-9a-f]+\r\n/i.test(body)) return body;
  let out = '';
  for (let at = 0; ; ) {
    const eol = body.indexOf('\r\n', at);
    const size = parseInt(body.slice(at, eol), 16);
    if (!size) return out;
    out += body.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}

function expectOurShape(a: Raw, what: string) {
  expect(a.headers['content-type'], what).toBe('application/json; charset=utf-8');
  expect(a.headers['x-content-type-options'], what).toBe('nosniff');
  expect(a.headers['access-control-allow-origin'], what).toBe('*');
  expect(a.headers['cache-control'], what).toBe('no-store');
  const body = JSON.parse(dechunk(a.body));
  expect(typeof (body.detail ?? body.error?.message), what).toBe('string');
}

function send(method: string, path: string): Promise<Raw> {
  const u = new URL(base());
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: u.hostname,
        port: u.port,
        method,
        path,
        headers: method === 'POST' ? { 'content-type': 'text/plain' } : {},
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers as Record<string, string>,
            body,
            ms: performance.now() - t0,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? 'x' : undefined);
  });
}

describe('every method on every kind of path', () => {
  const refused = METHODS.filter((m) => !['GET', 'HEAD', 'OPTIONS', 'CONNECT'].includes(m));
  it.each(PATHS)('%s', async (path) => {
    for (const method of refused) {
      if (path === `${API}/mcp` && method === 'POST') continue;
      const a = await send(method, path);
      const what = `${method} ${path}: ${a.status} ${a.body.slice(0, 120)}`;
      expect(a.status, what).toBe(405);
      expectOurShape(a, what);
      expect(JSON.parse(a.body), what).toEqual({ detail: 'Method Not Allowed' });
      expect(a.headers.allow, what).toBe(path === `${API}/mcp` ? ALLOW.mcp : ALLOW.read);
    }
  });

  it('CONNECT is refused in our shape', async () => {
    const a = await rawExchange('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(a.status).toBe(405);
    expectOurShape(a, 'CONNECT');
    expect(a.headers.allow).toBe(ALLOW.read);
  });
});

describe('requests the parser refuses', () => {
  it.each([
    ['a broken request line', 'HELLO\r\n\r\n', [400, 405]],
    ['an unknown method', 'BREW /coffee HTTP/1.1\r\nHost: x\r\n\r\n', [405]],
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', [400]],
    ['a control character in a header', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n', [400]],
    ['64 KB of headers', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`, [431]],
    ['a URL that cannot be read', 'GET //x:99999/ HTTP/1.1\r\nHost: x\r\n\r\n', [400, 404]],
    ['TRACE', 'TRACE / HTTP/1.1\r\nHost: x\r\n\r\n', [405]],
    ['TRACK', 'TRACK / HTTP/1.1\r\nHost: x\r\n\r\n', [405]],
  ])('%s', async (what, data, statuses) => {
    const a = await rawExchange(data as string);
    expect(statuses, `${what}: ${a.status}`).toContain(a.status);
    expectOurShape(a, what as string);
  });
});

describe('slow requests are cut off in seconds', () => {
  it(`headers sent a little at a time: 408 within ${HEADERS_TIMEOUT_MS / 1000} s; a body announced and never sent: 408 within ${BODY_TIMEOUT_MS / 1000} s; announced over the limit: 413 at once`, async () => {
    const [slowHeaders, slowBody, announced, staticPost] = await Promise.all([
      rawExchange('GET / HTTP/1.1\r\nHost: x\r\n', {
        more: 'X-Slow: 1\r\n',
        gapMs: 2000,
        waitMs: HEADERS_TIMEOUT_MS + 10_000,
      }),
      rawExchange(
        `POST ${API}/mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"jsonrpc"`,
        { waitMs: BODY_TIMEOUT_MS + 10_000 },
      ),
      rawExchange(
        `POST ${API}/mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10485760\r\n\r\n0123456789`,
      ),
      rawExchange(`POST /glossary HTTP/1.1\r\nHost: x\r\nContent-Length: 10485760\r\n\r\n0123456789`),
    ]);
    expect(slowHeaders.status).toBe(408);
    expectOurShape(slowHeaders, 'slow headers');
    expect(slowHeaders.ms).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    expect(slowBody.status).toBe(408);
    expectOurShape(slowBody, 'slow body');
    expect(slowBody.ms).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);
    expect(announced.status).toBe(413);
    expect(announced.ms).toBeLessThan(SLACK_MS);
    expect(staticPost.status).toBe(405);
    expect(staticPost.ms).toBeLessThan(SLACK_MS);
    console.log(
      `[every-answer] slow headers cut at ${Math.round(slowHeaders.ms)} ms, slow body at ${Math.round(slowBody.ms)} ms, 10 MB announced refused in ${Math.round(announced.ms)} ms`,
    );
  }, 60_000);
});
