// Parsed records, for callers that need objects rather than the stored JSON bytes (lookups, MCP tools), over one
// view of a record store (./record-store.ts).
import type { RecordView } from './record-store.ts';

/** Deep-freezes a parsed record so a cached object cannot be changed by one caller under another. */
function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    for (const v of Object.values(o as object)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

/**
 * Parsed records, for callers that need objects (lookups, MCP tools): a
 * bounded cache (least recently used, `cacheSize` records, 0 = off) of
 * deep-frozen objects, so callers must copy before changing one.
 */
export class ParsedRecords<T> {
  private readonly cache = new Map<number, T>();
  private readonly view: RecordView;
  private readonly cacheSize: number;
  constructor(view: RecordView, cacheSize = 0) {
    this.view = view;
    this.cacheSize = cacheSize;
  }
  get(i: number): T {
    if (!this.cacheSize) return JSON.parse(this.view.text(i)) as T;
    const hit = this.cache.get(i);
    if (hit !== undefined) {
      this.cache.delete(i);
      this.cache.set(i, hit);
      return hit;
    }
    const v = deepFreeze(JSON.parse(this.view.text(i)) as T);
    this.cache.set(i, v);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return v;
  }
  get cached(): number {
    return this.cache.size;
  }
}
