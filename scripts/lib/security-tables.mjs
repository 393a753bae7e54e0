// SECURITY.md's tables of limits and headers, written from the constants the
// code enforces, so the page cannot drift from them: `node
// scripts/security-doc.mjs` rewrites the generated blocks, and
// tests/hardening/security-doc.test.ts fails while a block is out of date.
import { contentLimitRows } from '../../src/schemas/content-limits.ts';
import {
  MAX_ID_CHARS as MAX_LISTING_ID_CHARS,
  MAX_IDS,
  MAX_PER_PAGE,
  MAX_Q_CHARS,
  MAX_Q_TERMS,
} from '../../src/schemas/query.ts';
import { BODY_TIMEOUT_MS, MAX_BODY_TEXT, MAX_ID_CHARS, RPC_ERRORS } from '../../src/mcp/rpc-errors.ts';
import { MAX_ERROR_MESSAGE_CHARS } from '../../src/mcp/echo-guard.ts';
import { ECHO_PREFIX_CHARS, ECHO_WHOLE_BELOW } from '../../src/schemas/echo.ts';
import { MAX_IGNORED_NAMES } from '../../src/schemas/echo-bound.ts';
import { MAX_NAME_CHARS } from '../../src/schemas/params.ts';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../src/server/node-http.ts';
import { ALLOW, CORS_HEADERS, EXPOSABLE, HSTS, NOT_HTML_HEADERS, SECURITY_HEADERS } from '../../src/http/policy.ts';
import { PERMISSIONS_POLICY, contentSecurityPolicy } from '../../src/http/csp.ts';

const s = (ms) => `${ms / 1000} s`;
const code = (v) => `\`${v}\``;

function requestRows() {
  return [
    `| \`q\` | ${MAX_Q_CHARS} characters, ${MAX_Q_TERMS} terms | cut, not an error |`,
    `| \`per_page\` | 1–${MAX_PER_PAGE} | 422 |`,
    '| `page` | ≥ 1 (no upper bound) | 422 below 1; an empty page past the end |',
    `| MCP request body | ${MAX_BODY_TEXT} | ${RPC_ERRORS.tooLarge.status}, before a byte is read when \`Content-Length\` announces more |`,
    `| MCP request body, time to arrive | ${s(BODY_TIMEOUT_MS)} | ${RPC_ERRORS.timeout.status}, connection closed |`,
    `| MCP content type | \`application/json\` | ${RPC_ERRORS.unsupportedMedia.status} |`,
    `| JSON-RPC \`id\` | a string of at most ${MAX_ID_CHARS} characters, an integer or null | ${RPC_ERRORS.invalidId.status} with \`-32600\` and \`id: null\` (never echoed) |`,
    `| A received value quoted in an error message | whole below ${ECHO_WHOLE_BELOW} characters, else its first ${ECHO_PREFIX_CHARS} and … (an MCP message adds its length); a message is at most ${MAX_ERROR_MESSAGE_CHARS.toLocaleString('en-US')} characters | — |`,
    `| \`make\`, \`model\`, \`location\`, \`language\` | ${MAX_NAME_CHARS} characters | 422 \`string_too_long\` |`,
    `| \`ids\` | ${MAX_IDS} values of at most ${MAX_LISTING_ID_CHARS} characters | 422 \`too_long\`, \`string_too_long\` |`,
    `| \`ignored_parameters\` | ${MAX_IGNORED_NAMES} names, each cut as an error quotes a value | the rest counted: \`… and N more\` |`,
    `| Request line and headers (local server) | ${s(HEADERS_TIMEOUT_MS)}, Node's 16 KiB of headers | 408, 431 |`,
    `| Whole request (local server) | ${s(REQUEST_TIMEOUT_MS)} | 408 |`,
    `| Methods | ${ALLOW.read}; POST only on \`/api/agents/v1/mcp\` | 405 with \`Allow\` (TRACE, CONNECT and WebDAV methods too) |`,
  ];
}

function headerRows() {
  const row = (name, value, where) => `| \`${name}\` | ${code(value)} | ${where} |`;
  return [
    ...Object.entries(SECURITY_HEADERS).map(([k, v]) => row(k, v, 'every answer')),
    ...Object.entries(CORS_HEADERS).map(([k, v]) =>
      row(k, v, 'every answer (public, credential-free: never `Allow-Credentials`)'),
    ),
    row(
      'Access-Control-Expose-Headers',
      EXPOSABLE.join(', '),
      'those of them the answer sends, no more (none: no header)',
    ),
    row(
      'Content-Security-Policy',
      NOT_HTML_HEADERS['Content-Security-Policy'],
      'every answer that is not an HTML page: JSON, markdown twins (by path or negotiation), text, XML, images, errors',
    ),
    row(
      'Content-Security-Policy',
      contentSecurityPolicy(["'sha256-…'"]),
      'HTML pages and the HTML 404; script hashes computed from the built pages',
    ),
    row('X-Frame-Options', NOT_HTML_HEADERS['X-Frame-Options'], 'every answer'),
    row('Permissions-Policy', PERMISSIONS_POLICY, 'HTML pages'),
    row('Strict-Transport-Security', HSTS, 'every answer when `SITE` is https; never on an http origin'),
  ];
}

export const SECURITY_BLOCKS = {
  'content-limits': () => ['| what | limit | why |', '|---|---|---|', ...contentLimitRows()],
  'request-limits': () => ['| what | limit | behaviour past it |', '|---|---|---|', ...requestRows()],
  headers: () => ['| header | value | on |', '|---|---|---|', ...headerRows()],
};

/** `text` with every `<!-- generated:NAME -->` … `<!-- end:NAME -->` block rewritten from the code. */
export function renderSecurity(text) {
  return text.replace(/(<!-- generated:([a-z-]+) -->\n)[\s\S]*?(<!-- end:\2 -->)/g, (_m, open, name, close) => {
    const block = SECURITY_BLOCKS[name];
    if (!block) throw new Error(`SECURITY.md names an unknown generated block "${name}"`);
    return `${open}${block().join('\n')}\n${close}`;
  });
}
