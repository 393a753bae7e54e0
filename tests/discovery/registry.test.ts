// The official MCP Registry: server.json validated against the 2025-12-11
// schema (our transcription, tests/support/schemas/registry-server.schema.ts)
// and the registry's publishing rules, the `registry:server-json` script, and
// the HTTP domain proof read from MCP_REGISTRY_AUTH (every malformed key
// refused with a message, every well-formed one normalised to the record).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { checkProperty } from '../support/property.ts';
import { REGISTRY_SERVER_SCHEMA } from '../support/schemas/registry-server.schema.ts';
import { serverJson, registryProblem, SERVER_JSON_SCHEMA } from '../../src/mcp/registry.ts';
import { serverCard } from '../../src/mcp/server-card.ts';
import { MAX_PROOF_BYTES, registryProof } from '../../src/mcp/registry-auth.ts';

const validate = addFormats(new Ajv({ strict: false, allErrors: true })).compile(REGISTRY_SERVER_SCHEMA);
const ORIGINS = [
  'https://equipment.example.com',
  'https://secondline.example',
  'https://www.used-machines.example.co.uk',
];

describe('server.json', () => {
  it.each(ORIGINS)('for %s validates against the registry schema 2025-12-11 and its publishing rules', (origin) => {
    const s = serverJson(origin);
    expect(validate(s), JSON.stringify(validate.errors)).toBe(true);
    expect(s.$schema).toBe(SERVER_JSON_SCHEMA);
    expect(s.$schema).toContain('/2025-12-11/');
    // Domain namespace: the reverse DNS of the domain the HTTP proof is served from.
    const host = new URL(origin).hostname;
    expect(s.name).toBe(`${host.split('.').reverse().join('.')}/secondline-agent-api`);
    expect(s.description.length).toBeLessThanOrEqual(100);
    expect(s.remotes).toEqual([{ type: 'streamable-http', url: `${origin}/api/agents/v1/mcp` }]);
    for (const icon of s.icons) expect(icon.src).toMatch(/^https:\/\//);
    expect(registryProblem(origin)).toBeNull();
  });

  it('says what the server card says (one set of metadata)', () => {
    const origin = ORIGINS[0];
    const card = serverCard(origin, 'agents@example.com');
    const s = serverJson(origin);
    for (const key of ['name', 'title', 'description', 'version', 'websiteUrl'] as const)
      expect(s[key]).toBe(card[key]);
    expect(s.remotes[0].url).toBe(card.remotes[0].url);
    expect(s.icons).toEqual(card.icons.filter((i) => i.mimeType === 'image/png'));
  });

  it('the transcribed schema refuses what the registry refuses', () => {
    const good = serverJson(ORIGINS[0]);
    for (const bad of [
      { ...good, description: 'd'.repeat(101) },
      { ...good, name: 'example.com' },
      { ...good, name: 'a/b/c' },
      { ...good, remotes: [{ type: 'streamable-http', url: 'ftp://x.example/mcp' }] },
      { ...good, remotes: [{ type: 'stdio' }] },
      { ...good, icons: [{ src: `https://x.example/${'i'.repeat(260)}.png` }] },
      { ...good, icons: [{ src: 'https://x.example/i.gif', mimeType: 'image/gif' }] },
      {
        ...good,
        packages: [{ registryType: 'npm', identifier: 'x', version: 'latest', transport: { type: 'stdio' } }],
      },
      Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'version')),
    ])
      expect(validate(bad), JSON.stringify(bad).slice(0, 120)).toBe(false);
  });

  it('is refused for an origin the registry would refuse', () => {
    expect(registryProblem('http://equipment.example.com')).toMatch(/https/);
    expect(registryProblem('https://localhost:4321')).toMatch(/domain/);
    expect(registryProblem('https://127.0.0.1')).toMatch(/domain/);
  });

  it('npm run registry:server-json prints it for SITE, and refuses an http SITE', () => {
    const run = (site: string) =>
      spawnSync(process.execPath, ['scripts/registry-server-json.mjs'], {
        encoding: 'utf8',
        env: { ...process.env, SITE: site },
      });
    const ok = run(ORIGINS[0]);
    expect(ok.status, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual(serverJson(ORIGINS[0]));
    const bad = run('http://equipment.example.com');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/https/);
  });
});

const publicKey = (type: 'ed25519' | 'ec') => {
  const { publicKey: k } =
    type === 'ed25519' ? generateKeyPairSync('ed25519') : generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
  if (type === 'ed25519') return k.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64');
  // The registry's recipe: the compressed point (openssl ec -conv_form compressed).
  const jwk = k.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x!, 'base64url');
  const y = Buffer.from(jwk.y!, 'base64url');
  return Buffer.concat([Buffer.of(2 + (y[y.length - 1] & 1)), x]).toString('base64');
};

describe('mcp-registry-auth proof (MCP_REGISTRY_AUTH)', () => {
  const proof = (value: string | undefined) => registryProof({ MCP_REGISTRY_AUTH: value });

  it('unset or blank: no proof is published', () => {
    expect(proof(undefined)).toBeNull();
    expect(proof('  ')).toBeNull();
  });

  it('a real Ed25519 or P-384 key, as the record or (Ed25519) bare, becomes the record', () => {
    for (let i = 0; i < 20; i++) {
      const ed = publicKey('ed25519');
      expect(proof(`v=MCPv1; k=ed25519; p=${ed}`)).toBe(`v=MCPv1; k=ed25519; p=${ed}\n`);
      expect(proof(` ${ed}\n`)).toBe(`v=MCPv1; k=ed25519; p=${ed}\n`);
      const ec = publicKey('ec');
      expect(proof(`v=MCPv1;k=ecdsap384;p=${ec}`)).toBe(`v=MCPv1; k=ecdsap384; p=${ec}\n`);
      expect(Buffer.byteLength(proof(`v=MCPv1; k=ecdsap384; p=${ec}`)!)).toBeLessThanOrEqual(MAX_PROOF_BYTES);
    }
  });

  it('anything that is not a well-formed key fails the build with a message naming the variable', async () => {
    const ed = publicKey('ed25519');
    const ec = publicKey('ec');
    const bad = [
      `v=MCPv2; k=ed25519; p=${ed}`,
      `v=MCPv1; k=rsa; p=${ed}`,
      `v=MCPv1; p=${ed}`,
      'v=MCPv1; k=ed25519',
      `v=MCPv1; k=ecdsap384; p=${ed}`,
      `v=MCPv1; k=ed25519; p=${ec}`,
      `v=MCPv1; k=ed25519; p=${ed}; x=1`,
      `${ed.slice(0, -4)}`,
      `${ed}AAAA`,
      'not base64 at all!',
      `<html>${ed}</html>`,
      `v=MCPv1; k=ecdsap384; p=${Buffer.concat([Buffer.of(4), Buffer.alloc(48, 7)]).toString('base64')}`,
    ];
    for (const value of bad) expect(() => proof(value), value).toThrow(/MCP_REGISTRY_AUTH/);
    // Random strings: either refused with the message or a well-formed record, never anything else.
    const record = fc
      .tuple(
        fc.constantFrom('v=MCPv1', 'v=MCPv2', 'V=MCPv1', ''),
        fc.constantFrom('k=ed25519', 'k=ecdsap384', 'k=rsa', ''),
        fc
          .oneof(fc.string(), fc.base64String(), fc.constant(`p=${ed}`), fc.constant(`p=${ec}`))
          .map((p) => (p.startsWith('p=') ? p : `p=${p}`)),
      )
      .map((parts) => parts.filter(Boolean).join('; '));
    await checkProperty(
      'registry proof',
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 200 }), fc.base64String({ maxLength: 100 }), record),
        async (s) => {
          try {
            const r = proof(s);
            return r === null || /^v=MCPv1; k=(ed25519|ecdsap384); p=[A-Za-z0-9+/]+={0,2}\n$/.test(r);
          } catch (e) {
            return /MCP_REGISTRY_AUTH/.test((e as Error).message);
          }
        },
      ),
    );
  });
});
