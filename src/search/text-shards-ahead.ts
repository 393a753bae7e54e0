// The text shards an instance has not read yet, read ahead of the requests that would need them.
//
// A request that meets a shard first reads and inflates it on the spot: at 100,000 listings (122 shards of up to
// 512 kB) ~1.4 ms of brotli and ~0.15 ms of token scan for the median shard, up to ~3 ms in all. A warm instance
// has read them all; a fresh one pays them among its first few hundred requests (50 of a fresh instance's first
// 300 text queries at 100,000 listings read a shard; 22 with this loader and 5 ms idle between requests, 12 with
// 20 ms). From the first shard a request reads on, the others are read here: the file read and the inflating on
// libuv's thread pool, in chunks of ~0.2 ms (./index-files.ts readIndexBytesApart), the token scan on the main
// thread in slices of SLICE_MS, one slice per turn of the event loop, never inside a request.
// One shard is under way at a time. A request that needs a shard meanwhile reads it itself, as before, and a
// shard read ahead is put only where none is: the bytes are the file's either way, so no answer changes, only
// when the work is done. A failure stops the loader; requests then read what is left on demand.
import { ShardPostings } from './shard-postings.ts';
import { readIndexBytesApart } from './index-files.ts';
import type { ShardSlots } from './text-shards.ts';

/** The longest the token scan holds the event loop in one turn (it looks at the clock every 32 tokens). */
const SLICE_MS = 0.25;

/** Reads every shard of `slots` not yet read, one after another, between requests. */
export function readShardsAhead(slots: ShardSlots): void {
  let slot = 0;
  // Kept referenced: an unreferenced immediate does not keep the event loop from waiting in its poll phase, so on
  // an idle instance each slice would wait for the next timer or request (at 100,000 listings the 122 shards took
  // 106 s on an idle loop with a 1 s timer, 0.3 s referenced). A process that searched text therefore ends only
  // once the loader has (~0.3 s of CPU at 100,000 listings).
  const later = (f: () => void) => setImmediate(f);
  const next = () => {
    while (slot < slots.paths.length && slots.has(slot)) slot++;
    if (slot >= slots.paths.length) return;
    const k = slot;
    readIndexBytesApart(slots.paths[k], (err, bytes) => {
      if (err || !bytes) return;
      if (slots.has(k)) return later(next);
      let shard: ShardPostings;
      try {
        shard = new ShardPostings(bytes, false);
      } catch {
        return;
      }
      slots.put(k, shard);
      const scan = () => {
        try {
          if (!shard.scan(performance.now() + SLICE_MS)) return later(scan);
        } catch {
          return slots.drop(k, shard);
        }
        later(next);
      };
      later(scan);
    });
  };
  later(next);
}
