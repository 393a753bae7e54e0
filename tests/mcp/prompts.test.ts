// MCP prompts through both official clients: the v2 client on 2026-07-28
// (versionNegotiation auto) and the 1.x client (initialize, 2025-11-25 and
// 2024-10-07). One inspection prompt per checklist, with and without a
// listing, compare_listings and fair_price_check; every fact a prompt states
// is checked against what the REST API says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProtocolErrorCode } from '@modelcontextprotocol/server';
import { api, get } from '../support/http.ts';
import { CLIENT_KINDS, connect, type McpTestClient } from './clients.ts';

const text = (r: { messages: any[] }) => {
  expect(r.messages).toHaveLength(1);
  expect(r.messages[0]).toMatchObject({ role: 'user', content: { type: 'text' } });
  return r.messages[0].content.text as string;
};

describe.each(CLIENT_KINDS)('%s client', (kind) => {
  let client: McpTestClient;
  let checklists: any[];
  let listings: any[];

  beforeAll(async () => {
    client = await connect(kind, api('/mcp'));
    checklists = (await get(api('/checklists'))).json.data.checklists;
    listings = (await get(api('/listings?per_page=50&fields=all'))).json.items;
  });
  afterAll(async () => {
    await client?.close();
  });

  it('lists one inspection prompt per checklist, then compare_listings and fair_price_check', async () => {
    const { prompts, ttlMs, cacheScope } = await client.listPrompts();
    const names = prompts.map((p) => p.name);
    expect(names).toHaveLength(checklists.length + 2);
    expect(names.slice(-2)).toEqual(['compare_listings', 'fair_price_check']);
    expect(new Set(names).size).toBe(names.length);
    for (const p of prompts) {
      expect(p.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(p.title).toBeTruthy();
      expect(p.description).toBeTruthy();
    }
    for (const c of checklists) {
      const p = prompts.find((x) => x.description.includes(c.summary));
      expect(p, c.slug).toBeDefined();
      expect(p.arguments).toEqual([expect.objectContaining({ name: 'listing', required: false })]);
    }
    expect(prompts.find((p) => p.name === 'compare_listings').arguments).toEqual([
      expect.objectContaining({ name: 'listings', required: true }),
    ]);
    expect(prompts.find((p) => p.name === 'fair_price_check').arguments).toEqual([
      expect.objectContaining({ name: 'listing', required: true }),
    ]);
    if (kind.startsWith('v2'))
      expect({ ttlMs, cacheScope }).toMatchObject({ cacheScope: 'public', ttlMs: expect.any(Number) });
  });

  it('every inspection prompt carries its whole checklist and drafts a question per critical item', async () => {
    const { prompts } = await client.listPrompts();
    for (const c of checklists) {
      const detail = (await get(c.api_url)).json.data;
      const p = prompts.find((x) => x.description.includes(c.summary));
      const t = text(await client.getPrompt(p.name));
      expect(t).toContain(c.url);
      const items = detail.sections.flatMap((s: any) => s.items);
      for (const item of items) expect(t, `${c.slug}: ${item.text}`).toContain(item.text);
      const questions = t.slice(t.indexOf('## Questions for the seller'));
      expect(questions.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(
        items.filter((i: any) => i.severity === 'critical').length,
      );
    }
  });

  it("an inspection prompt for a listing brings the listing's facts, by slug or by id", async () => {
    const l = listings.find((x) => x.category === 'print-finishing-bindery')!;
    const { prompts } = await client.listPrompts();
    const p = prompts.find((x) => x.name === 'inspect_print_finishing_bindery');
    for (const key of [l.slug, l.id.toUpperCase()]) {
      const t = text(await client.getPrompt(p.name, { listing: key }));
      for (const fact of [l.title, l.url, l.id, l.location.display, l.condition_label]) expect(t, fact).toContain(fact);
      expect(t).not.toMatch(/Note: this listing is in/);
    }
    // A listing of another category is answered, with a pointer to the right checklist.
    const other = listings.find((x) => x.category !== 'print-finishing-bindery')!;
    expect(text(await client.getPrompt(p.name, { listing: other.slug }))).toMatch(/Note: this listing is in/);
  });

  it('compare_listings: the listings side by side, with the tools to call for more', async () => {
    const picked = listings.slice(0, 3);
    const t = text(await client.getPrompt('compare_listings', { listings: picked.map((l) => l.slug).join(', ') }));
    for (const l of picked) for (const fact of [l.title, l.url, l.id]) expect(t).toContain(fact);
    expect(t).toMatch(/get_listing/);
    expect(t).toMatch(/asking prices/i);
  });

  it("fair_price_check: the listing, its category's snapshot figures and comparable listings", async () => {
    const snapshot = (await get(api('/snapshot'))).json.data;
    const l = listings.find(
      (x) => x.price.amount !== null && snapshot.categories.some((c: any) => c.slug === x.category && c.asking_price),
    )!;
    const cat = snapshot.categories.find((c: any) => c.slug === l.category);
    const t = text(await client.getPrompt('fair_price_check', { listing: l.id }));
    expect(t).toContain(l.url);
    expect(t).toContain(`Live listings: ${cat.live_listings}`);
    expect(t).toContain(cat.asking_price.median.toLocaleString('en-US'));
    const same = (
      await get(api(`/listings?category=${l.category}&make=${encodeURIComponent(l.make)}&per_page=6`))
    ).json.items.filter((x: any) => x.id !== l.id);
    for (const x of same.slice(0, 5)) expect(t).toContain(x.url);
    expect(t).toMatch(/not (closed-transaction|sold)/i);
  });

  it('wrong arguments are InvalidParams errors that say what to change', async () => {
    const cases: [string, Record<string, string> | undefined, RegExp][] = [
      ['no_such_prompt', undefined, /prompts\/list/],
      ['compare_listings', { listings: listings[0].slug }, /2 to 5/],
      [
        'compare_listings',
        {
          listings: listings
            .slice(0, 6)
            .map((l) => l.id)
            .join(','),
        },
        /2 to 5/,
      ],
      ['compare_listings', { listings: `${listings[0].slug},no-such-machine` }, /no-such-machine.*search_listings/],
      ['fair_price_check', undefined, /needs "listing"/],
      ['fair_price_check', { listing: 'lst_zzzzzzzz' }, /search_listings/],
      ['inspect_print_finishing_bindery', { listing: 'no-such-machine' }, /search_listings/],
    ];
    for (const [name, args, message] of cases) {
      const e: any = await client.getPrompt(name, args).then(
        () => null,
        (err) => err,
      );
      expect(e, `${name} ${JSON.stringify(args)}`).toBeTruthy();
      expect(e.code, name).toBe(ProtocolErrorCode.InvalidParams);
      expect(e.message).toMatch(message);
    }
  });
});
