/** A position or a shift on the screen, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/**
 * Shifts that keep the map's pins apart (WCAG 2.5.8 target size: no pin may cover another). Each pin is a
 * `size` × `size` square centred on its point; two squares closer than `size + gap` on both axes count as
 * overlapping. Pins that overlap, directly or through a chain, are set side by side in a row centred on where
 * they stand, in west-to-east order; a row that then meets another pin takes that pin in and is laid out again.
 * Returns one shift per point, in the same order, {0, 0} for a pin that is clear of the others. Every pass
 * merges at least two groups, so after at most `points.length` passes nothing overlaps.
 */
export function spreadPins(points: readonly Point[], size: number, gap = 4): Point[] {
  const step = size + gap;
  const shifts = points.map(() => ({ x: 0, y: 0 }));
  // Groups only grow: a row laid out again from a pass's overlaps alone would drop members that no longer
  // touch, and rows could then keep breaking each other up.
  const parent = points.map((_, index) => index);
  const root = (index: number): number => (parent[index] === index ? index : (parent[index] = root(parent[index]!)));
  for (let pass = 0; pass < points.length; pass += 1) {
    const at = points.map((point, index) => ({ x: point.x + shifts[index]!.x, y: point.y + shifts[index]!.y }));
    let merged = false;
    for (let i = 0; i < at.length; i += 1) {
      for (let j = i + 1; j < at.length; j += 1) {
        const overlap = Math.abs(at[i]!.x - at[j]!.x) < step && Math.abs(at[i]!.y - at[j]!.y) < step;
        if (overlap && root(i) !== root(j)) {
          parent[root(i)] = root(j);
          merged = true;
        }
      }
    }
    if (!merged) break;

    const groups = new Map<number, number[]>();
    points.forEach((_, index) => groups.set(root(index), [...(groups.get(root(index)) ?? []), index]));
    for (const members of groups.values()) {
      if (members.length < 2) continue;
      const centre = {
        x: members.reduce((sum, index) => sum + points[index]!.x, 0) / members.length,
        y: members.reduce((sum, index) => sum + points[index]!.y, 0) / members.length,
      };
      members.sort((a, b) => points[a]!.x - points[b]!.x || a - b);
      members.forEach((index, place) => {
        shifts[index] = {
          x: centre.x + (place - (members.length - 1) / 2) * step - points[index]!.x,
          y: centre.y - points[index]!.y,
        };
      });
    }
  }
  return shifts;
}
