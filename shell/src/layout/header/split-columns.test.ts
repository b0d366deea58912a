import { splitColumns } from './split-columns.ts';

describe('splitColumns', () => {
  it('keeps up to 4 items in one column', () => {
    expect(splitColumns([1, 2, 3, 4])).toEqual([[1, 2, 3, 4]]);
    expect(splitColumns([])).toEqual([[]]);
  });

  it('splits more than 4 items into two columns, the first half rounded up', () => {
    expect(splitColumns([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitColumns([1, 2, 3, 4, 5, 6])).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });
});
