// The OpenAPI document the server serves is the one generated from the schemas, at both addresses.
import { describe, expect, inject, it } from 'vitest';
import { buildOpenApi } from '../../src/openapi/document.ts';

describe('GET /openapi.json', () => {
  it('is what the server serves at both addresses', async () => {
    const base = inject('baseUrl');
    const [root, api] = await Promise.all(
      [`${base}/openapi.json`, `${base}/api/agents/v1/openapi.json`].map(async (u) => {
        const r = await fetch(u);
        expect(r.status, u).toBe(200);
        expect(r.headers.get('content-type')).toMatch(/^application\/json/);
        return r.text();
      }),
    );
    expect(api).toBe(root);
    expect(JSON.parse(root)).toEqual(JSON.parse(JSON.stringify(buildOpenApi(base))));
  });
});
