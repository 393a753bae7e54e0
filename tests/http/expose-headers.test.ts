// Access-Control-Expose-Headers names only headers the response sends, and a
// successful response exposes every header of the exposable list it sends
// (src/http/policy.ts): over pages, twins, static API files, functions,
// errors and conditional requests.
import { describe, expect, it } from 'vitest';
import { EXPOSABLE } from '../../src/http/policy.ts';
import { api, base, get } from '../support/http.ts';

const EXPOSE = 'access-control-expose-headers';

describe('exposed headers', () => {
  it('are sent, and what is sent is exposed', async () => {
    const { json } = await get(api('/listings?per_page=1'));
    const l = json.items[0];
    const cases: [string, RequestInit?][] = [
      [`${base()}/`],
      [`${base()}/glossary`],
      [`${base()}/glossary.md`],
      [`${base()}/glossary`, { headers: { accept: 'text/markdown' } }],
      [`${base()}/listings/${l.slug}`],
      [`${base()}/listings/${l.slug}.md`],
      [`${base()}/listings/${l.slug}.json`],
      [`${base()}/llms.txt`],
      [api('')],
      [api('/site')],
      [api('/glossary')],
      [api('/listings?q=folder')],
      [api(`/listings/${l.id}`)],
      [api('/manuals?per_page=2')],
      [api('/listings?page=0')],
      [api('/listings/nope')],
      [api('/nope')],
      [`${base()}/listings/nope.json`],
      [`${base()}/nope`],
      [api('/site'), { method: 'DELETE' }],
      [api('/mcp')],
      [`${base()}/listings/${l.id}`],
    ];
    const wrong: string[] = [];
    for (const [url, init] of cases) {
      const r = await get(url, init);
      const names = (r.headers.get(EXPOSE) ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const n of names)
        if (!r.headers.has(n)) wrong.push(`${init?.method ?? 'GET'} ${url} (${r.status}): exposes ${n}, not sent`);
      if (r.status === 200) {
        for (const h of EXPOSABLE)
          if (r.headers.has(h) && !names.some((n) => n.toLowerCase() === h.toLowerCase()))
            wrong.push(`${url}: sends ${h}, not exposed`);
      }
      // A conditional request answered 304 exposes the ETag it sends.
      const etag = r.headers.get('etag');
      if (r.status === 200 && etag) {
        const again = await get(url, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), 'if-none-match': etag },
        });
        if (again.status === 304 && !(again.headers.get(EXPOSE) ?? '').includes('ETag'))
          wrong.push(`${url}: 304 without ETag exposed`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
