// The point of inflateZstd and fromB64, measured: a fresh process inflating a large frame touches each page of the answer once
// (minor page faults: on a virtual machine each is a trip to the host), where Node's one-shot call touches its chunks
// and then the buffer it copies them into. Child processes, so that no page is already there from other tests.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CODECS = fileURLToPath(new URL('../../src/search/record-codecs.ts', import.meta.url));
const FILES = fileURLToPath(new URL('../../src/search/index-files.ts', import.meta.url));
const SIZE = 8 << 20;
const CHILD = `
import { zstdCompressSync, zstdDecompressSync } from 'node:zlib';
const { inflateZstd } = await import(process.argv[1]);
const { fromB64 } = await import(process.argv[3]);
const n = ${SIZE};
const b = Buffer.allocUnsafe(n);
for (let i = 0; i < n; i++) b[i] = (i >> 6) & 0xff;
const frame = zstdCompressSync(b);
const text = b.toString('base64');
// The earlier fromB64: decoded, then copied into a fresh buffer.
const copied = (s) => { const d = Buffer.from(s, 'base64'); const c = new Uint8Array(d.byteLength); c.set(d); return c.buffer; };
const f0 = process.resourceUsage().minorPageFault;
const how = process.argv[2];
const out =
  how === 'one-shot' ? zstdDecompressSync(frame)
  : how === 'inflateZstd' ? inflateZstd(frame)
  : Buffer.from(how === 'fromB64' ? fromB64(text) : copied(text));
const faults = process.resourceUsage().minorPageFault - f0;
process.stdout.write(JSON.stringify({ faults, equal: out.equals(b) }));
`;

function faultsOf(how: 'one-shot' | 'inflateZstd' | 'fromB64' | 'copied'): number {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD, CODECS, how, FILES], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  const out = JSON.parse(r.stdout) as { faults: number; equal: boolean };
  expect(out.equal).toBe(true);
  return out.faults;
}

describe('inflateZstd in a fresh process', () => {
  it('touches about the pages of its answer, half what the one-shot call touches', () => {
    const pages = SIZE / 4096;
    const ours = faultsOf('inflateZstd');
    const oneShot = faultsOf('one-shot');
    expect(ours).toBeLessThan(pages * 1.15);
    expect(ours).toBeLessThan(oneShot * 0.65);
  });

  it('decodes a large base64 column into the pages of its answer, not a copy of them as well', () => {
    const pages = SIZE / 4096;
    const ours = faultsOf('fromB64');
    expect(ours).toBeLessThan(pages * 1.15);
    expect(ours).toBeLessThan(faultsOf('copied') * 0.65);
  });
});
