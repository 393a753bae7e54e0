// Idle MCP server instances, kept for the next request. The stateless pattern
// builds a server and its handler table for every request (MCP TypeScript SDK
// issue #2090); the SDK serves one exchange per instance at a time, so
// concurrent requests each take an idle instance, or a new one when none is
// idle, and give it back when their exchange ends. In steady state nothing is
// built per request; at most MAX_IDLE instances wait, so a burst of
// concurrency does not pin memory afterwards.
const MAX_IDLE = 64;

export interface Pool<T> {
  /** An idle item, or a new one. */
  take(): T;
  /** Back for the next request (dropped past MAX_IDLE). */
  give(item: T): void;
  /** Items built so far (the tests and the benchmark read it). */
  readonly built: number;
}

export function pool<T>(create: () => T): Pool<T> {
  const idle: T[] = [];
  let built = 0;
  return {
    take() {
      const item = idle.pop();
      if (item !== undefined) return item;
      built += 1;
      return create();
    },
    give(item) {
      if (idle.length < MAX_IDLE && !idle.includes(item)) idle.push(item);
    },
    get built() {
      return built;
    },
  };
}
