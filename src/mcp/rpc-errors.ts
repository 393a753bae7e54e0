// The JSON-RPC errors the endpoint answers itself, before the SDK sees the
// message: each with its HTTP status, the SDK's code and the words a client
// reads. The OpenAPI document and its examples are written from this table.
import { INTERNAL_ERROR, INVALID_REQUEST, PARSE_ERROR } from '@modelcontextprotocol/server';
import { UNAVAILABLE_DETAIL } from '../db/unavailable.ts';

/**
 * Largest POST body read. A tool call is a few hundred bytes; more is a
 * client bug or an attempt to make the function buffer memory it never needs.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Time a client has to send the whole body once it started a POST. A body of
 * 64 KiB takes milliseconds; a client that announces more than it sends (or
 * sends a byte a second) would otherwise hold a connection and a function
 * instance for minutes.
 */
export const BODY_TIMEOUT_MS = 5_000;

/**
 * Longest JSON-RPC request id accepted. JSON-RPC 2.0 allows a string, a
 * number or null, and the answer must repeat it: an id of tens of kilobytes
 * would be an echo of the request, so ids are short strings or numbers.
 */
export const MAX_ID_CHARS = 200;

/** `MAX_BODY_BYTES` as people write it (64 KiB). */
export const MAX_BODY_TEXT = `${MAX_BODY_BYTES / 1024} KiB`;

export interface RpcError {
  status: number;
  code: number;
  message: string;
}

export const RPC_ERRORS = {
  unsupportedMedia: {
    status: 415,
    code: INVALID_REQUEST,
    message: 'Unsupported Media Type: send the JSON-RPC message with Content-Type: application/json',
  },
  tooLarge: {
    status: 413,
    code: INVALID_REQUEST,
    message: `Request body too large: the limit is ${MAX_BODY_BYTES} bytes`,
  },
  parse: { status: 400, code: PARSE_ERROR, message: 'Parse error: the body is not valid JSON' },
  batch: {
    status: 400,
    code: INVALID_REQUEST,
    message: 'Invalid Request: batches are not supported; send one JSON-RPC message per request',
  },
  invalid: {
    status: 400,
    code: INVALID_REQUEST,
    message: 'Invalid Request: expected a JSON-RPC 2.0 message with "jsonrpc": "2.0" and a "method"',
  },
  invalidId: {
    status: 400,
    code: INVALID_REQUEST,
    message: `Invalid Request: "id" must be a string of at most ${MAX_ID_CHARS} characters, an integer or null`,
  },
  timeout: {
    status: 408,
    code: INVALID_REQUEST,
    message: `Request Timeout: the body did not arrive within ${BODY_TIMEOUT_MS / 1000} s`,
  },
  internal: { status: 500, code: INTERNAL_ERROR, message: 'Internal error' },
  /** The search database did not answer (SEARCH_BACKEND=postgres); sent with Retry-After. */
  unavailable: { status: 503, code: INTERNAL_ERROR, message: UNAVAILABLE_DETAIL },
} as const satisfies Record<string, RpcError>;
