import { spreadPins, type Point } from './spread-pins.ts';

const SIZE = 34;
const GAP = 4;

/** Where the pins end up once shifted. */
const placed = (points: Point[]) =>
  spreadPins(points, SIZE, GAP).map((shift, index) => ({
    x: points[index]!.x + shift.x,
    y: points[index]!.y + shift.y,
  }));

/** True when no two pin squares overlap or come closer than the gap. */
function allApart(points: Point[]): boolean {
  return points.every((a, i) =>
    points.every((b, j) => i === j || Math.abs(a.x - b.x) >= SIZE + GAP || Math.abs(a.y - b.y) >= SIZE + GAP),
  );
}

describe('spreadPins', () => {
  it('leaves pins that are already apart where they are', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 38 },
    ];
    expect(spreadPins(points, SIZE, GAP)).toEqual(points.map(() => ({ x: 0, y: 0 })));
  });

  it('sets two overlapping pins side by side, west to east, around where they stand', () => {
    const result = placed([
      { x: 110, y: 50 },
      { x: 100, y: 60 },
    ]);
    expect(result).toEqual([
      { x: 124, y: 55 },
      { x: 86, y: 55 },
    ]);
    expect(allApart(result)).toBe(true);
  });

  it('separates pins at the very same point', () => {
    const result = placed([
      { x: 200, y: 200 },
      { x: 200, y: 200 },
      { x: 200, y: 200 },
    ]);
    expect(result.map((point) => point.x)).toEqual([162, 200, 238]);
    expect(allApart(result)).toBe(true);
  });

  it('takes in a pin that a spread row would cover, until nothing overlaps', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 105, y: 100 },
      { x: 140, y: 100 },
      { x: 400, y: 400 },
    ];
    const result = placed(points);
    expect(allApart(result)).toBe(true);
    expect(result[3]).toEqual({ x: 400, y: 400 });
  });

  it('ends with every pin apart for a crowded cluster', () => {
    const points = Array.from({ length: 12 }, (_, index) => ({ x: (index * 7) % 30, y: (index * 11) % 30 }));
    expect(allApart(placed(points))).toBe(true);
  });

  it('keeps rows whole when they meet: the 15 locations as the map places them at 1280 px leave no two pins touching', () => {
    // Layer points of the seeded locations at the map's fitted zoom, where rows met rows and broke each other up.
    const points = [
      [253, 206],
      [266, 243],
      [271, 271],
      [305, 222],
      [237, 275],
      [246, 75],
      [401, 131],
      [344, 243],
      [287, 160],
      [214, 155],
      [258, 356],
      [196, 326],
      [255, 150],
      [309, 194],
      [258, 209],
    ].map(([x, y]) => ({ x: x!, y: y! }));
    expect(allApart(placed(points))).toBe(true);
  });
});
