// Helpers for tests that talk to the running server.
import { inject } from 'vitest';

export const base = () => inject('baseUrl');
export const api = (path: string) => `${base()}/api/agents/v1${path}`;

export async function get(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(20_000) });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
