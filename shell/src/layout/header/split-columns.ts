/** A menu group goes to two columns above this many items (docs/requirements.md#constants). */
const TWO_COLUMN_THRESHOLD = 4;

/**
 * Splits a menu group's items into columns: one column up to 4 items; above that two, the first half
 * (rounded up) then the second half (docs/requirements.md#navigation).
 */
export function splitColumns<T>(items: readonly T[]): T[][] {
  if (items.length <= TWO_COLUMN_THRESHOLD) return [[...items]];
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
