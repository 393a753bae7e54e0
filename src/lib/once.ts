// A loader that runs once per function instance (cold start), for indexes,
// database pools and MCP servers alike.
export type Load<T> = () => T | Promise<T>;

/** The loaded value, kept once it resolves; a rejected load is forgotten. */
export function once<T>(load: Load<T>): () => T | Promise<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    if (value !== undefined) return value;
    if (pending) return pending;
    const v = load();
    if (!(v instanceof Promise)) return (value = v);
    return (pending = v.then(
      (x) => (value = x),
      (e) => {
        pending = undefined;
        throw e;
      },
    ));
  };
}
