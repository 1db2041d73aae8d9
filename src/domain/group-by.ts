// Rows grouped by a key, as a Map: lists and reports join their rows in memory after reading
// each table once, rather than asking the replica row by row.

/** The items by key, each group in the items' order. */
export function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
