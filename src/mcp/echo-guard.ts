// Error messages never repeat a large input. Messages written by the SDK
// ("Unknown tool: …", "Resource not found: …", the protocol-version header)
// and by our tools ("No listing has the slug or id …", "(got …)") quote what
// they received, which lets a client make the service send back (and log,
// and cache) whatever it sent: a 10 KB header, a 60 KB key. Before an error
// leaves the endpoint, every long string the request carried is replaced in
// it by a short, escaped prefix and its length, and any message is cut to a
// bounded size.

import { ECHO_PREFIX_CHARS as QUOTE_PREFIX_CHARS, ECHO_WHOLE_BELOW as QUOTE_WHOLE_BELOW } from '../schemas/echo.ts';

/** No error message, whatever it quotes, is longer than this. */
export const MAX_ERROR_MESSAGE_CHARS = 1000;
/** Request headers an error may quote (the SDK checks these against the body). */
const QUOTED_HEADERS = ['mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-session-id'];
/** Strings past this many in one request are not collected (a body is 64 KiB at most anyway). */
const MAX_COLLECTED = 200;

/** `"abcdefgh…" (60,000 characters)`: a short prefix, JSON-escaped, and the size of the rest. */
function quoteInput(value: string): string {
  if (value.length < QUOTE_WHOLE_BELOW) return JSON.stringify(value);
  const prefix = JSON.stringify(value.slice(0, QUOTE_PREFIX_CHARS)).slice(0, -1);
  return `${prefix}…" (${value.length.toLocaleString('en-US')} characters)`;
}

/** The long strings of a request (header values and every string in the JSON-RPC message), longest first. */
export function receivedStrings(message: unknown, headers: Headers): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (out.length >= MAX_COLLECTED) return;
    if (typeof v === 'string') {
      if (v.length >= QUOTE_WHOLE_BELOW) out.push(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        walk(k);
        walk(x);
      }
  };
  walk(message);
  for (const h of QUOTED_HEADERS) walk(headers.get(h));
  return out.sort((a, b) => b.length - a.length);
}

/** `text` with every received string (raw, or as JSON escapes it) replaced by its quote, and cut to the maximum. */
function boundMessage(text: string, received: string[]): string {
  let out = text;
  for (const r of received) {
    const escaped = JSON.stringify(r).slice(1, -1);
    for (const form of [JSON.stringify(r), `"${r}"`, escaped, r]) {
      if (out.includes(form)) out = out.split(form).join(quoteInput(r));
    }
  }
  return out.length > MAX_ERROR_MESSAGE_CHARS ? `${out.slice(0, MAX_ERROR_MESSAGE_CHARS)}…` : out;
}

const boundStrings = (v: unknown, received: string[]): unknown => {
  if (typeof v === 'string') return boundMessage(v, received);
  if (Array.isArray(v)) return v.map((x) => boundStrings(x, received));
  if (v && typeof v === 'object') {
    const entries = Object.entries(v).map(([k, x]) => [boundMessage(k, received), boundStrings(x, received)]);
    return Object.fromEntries(entries);
  }
  return v;
};

/**
 * A JSON-RPC answer with its error message, error data and (for a tool
 * error) text content bounded. Answers that are not errors come back as
 * they are (the same text, not re-serialised).
 */
export function guardEchoes(body: string, received: string[]): string {
  if (!body.includes('"error"') && !body.includes('"isError":true')) return body;
  // biome-ignore lint/suspicious/noExplicitAny: a parsed JSON-RPC answer of any shape, read member by member
  let msg: any;
  try {
    msg = JSON.parse(body);
  } catch {
    return body;
  }
  if (msg?.error && typeof msg.error === 'object') {
    if (typeof msg.error.message === 'string') msg.error.message = boundMessage(msg.error.message, received);
    if (msg.error.data !== undefined) msg.error.data = boundStrings(msg.error.data, received);
  }
  if (msg?.result?.isError === true && Array.isArray(msg.result.content)) {
    for (const c of msg.result.content) if (typeof c?.text === 'string') c.text = boundMessage(c.text, received);
  }
  return JSON.stringify(msg);
}
