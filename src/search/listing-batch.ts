// A batch lookup (`ids` on the listings endpoint): the listing numbers the
// ids name, in the order asked, each once, and the ids that name none. Both
// backends resolve ids to numbers their own way and hand the numbers to the
// planner (./listing-query.ts); this is the one shared step between.

/** A batch lookup (`ids`): the listing numbers named, in the order asked, each once, and the ids that name none. */
export function batchOf(
  ids: readonly string[],
  numberOf: (key: string) => number | undefined,
): { docs: number[]; missing: string[] } | undefined {
  if (!ids.length) return undefined;
  const docs = new Set<number>();
  const missing: string[] = [];
  for (const id of ids) {
    const d = numberOf(id);
    if (d === undefined) missing.push(id);
    else docs.add(d);
  }
  return { docs: [...docs], missing };
}
