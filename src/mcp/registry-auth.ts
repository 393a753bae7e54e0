// The official MCP Registry's HTTP domain proof: /.well-known/mcp-registry-auth
// holds the public half of the key `mcp-publisher login http` signs with, as
// the record `v=MCPv1; k=<algorithm>; p=<base64 public key>`
// (modelcontextprotocol/registry, docs/modelcontextprotocol-io/authentication.mdx).
// The registry fetches it with no redirect followed, expects 200 and at most
// 4096 bytes. The key is configuration, not content: MCP_REGISTRY_AUTH at
// build time. Unset, nothing is published and the path answers 404 (a
// placeholder would prove nothing). A value that is not a well-formed key
// fails the build, since a wrong proof is found out only when publishing.

/** The registry reads at most this many bytes of the proof. */
export const MAX_PROOF_BYTES = 4096;

/** Public key sizes: an Ed25519 key is 32 bytes; a P-384 key is a compressed point, 49 bytes starting 0x02 or 0x03. */
const KEY_BYTES = { ed25519: 32, ecdsap384: 49 } as const;
type ProofAlgorithm = keyof typeof KEY_BYTES;

export const REGISTRY_AUTH_ENV = 'MCP_REGISTRY_AUTH';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The proof record for the configured key, or null when none is configured.
 * Accepts the record as `mcp-publisher` and the registry's instructions print
 * it (`v=MCPv1; k=ed25519; p=…`), or the bare base64 key (Ed25519).
 */
export function registryProof(env: Record<string, string | undefined> = process.env): string | null {
  const raw = env[REGISTRY_AUTH_ENV]?.trim();
  if (!raw) return null;
  const fail = (why: string): never => {
    throw new Error(
      `${REGISTRY_AUTH_ENV}: ${why}. Set it to the proof record "v=MCPv1; k=ed25519; p=<base64 public key>" (or the bare base64 Ed25519 key), or leave it unset to publish no proof.`,
    );
  };
  let algorithm = 'ed25519';
  let key = raw;
  if (raw.startsWith('v=') || raw.includes(';')) {
    const fields = new Map(
      raw
        .split(';')
        .map((f) => f.trim())
        .filter(Boolean)
        .map((f) => {
          const at = f.indexOf('=');
          return [f.slice(0, at).trim().toLowerCase(), f.slice(at + 1).trim()] as const;
        }),
    );
    if (fields.get('v') !== 'MCPv1') fail('the record must start with v=MCPv1');
    algorithm = fields.get('k') ?? fail('the record has no k= (ed25519 or ecdsap384)');
    key = fields.get('p') ?? fail('the record has no p= (the base64 public key)');
    const unknown = [...fields.keys()].filter((k) => !['v', 'k', 'p'].includes(k));
    if (unknown.length) fail(`unknown field ${unknown.join(', ')}`);
  }
  if (!(algorithm in KEY_BYTES)) fail(`k=${algorithm} is not ed25519 or ecdsap384`);
  if (!BASE64.test(key) || key.length % 4 !== 0) fail('p= is not base64');
  const bytes = Buffer.from(key, 'base64');
  const want = KEY_BYTES[algorithm as ProofAlgorithm];
  if (bytes.length !== want) fail(`a ${algorithm} public key is ${want} bytes, this one is ${bytes.length}`);
  if (algorithm === 'ecdsap384' && bytes[0] !== 2 && bytes[0] !== 3)
    fail('an ecdsap384 key is a compressed point (first byte 0x02 or 0x03)');
  const record = `v=MCPv1; k=${algorithm}; p=${key}\n`;
  if (Buffer.byteLength(record) > MAX_PROOF_BYTES) fail(`the record is over ${MAX_PROOF_BYTES} bytes`);
  return record;
}
