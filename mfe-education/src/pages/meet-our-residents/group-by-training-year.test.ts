import { buildPhysician } from '@site/test-support/builders';
import { groupByTrainingYear } from './group-by-training-year.ts';

describe('groupByTrainingYear', () => {
  it('returns null when no resident has a training year', () => {
    expect(groupByTrainingYear([buildPhysician(), buildPhysician()])).toBeNull();
    expect(groupByTrainingYear([])).toBeNull();
  });

  it('groups by year, youngest first, keeps the API order inside a group and puts unknown years last', () => {
    const adams = buildPhysician({ last_name: 'Adams', training_year: 4 });
    const baker = buildPhysician({ last_name: 'Baker', training_year: null });
    const chen = buildPhysician({ last_name: 'Chen', training_year: 2 });
    const diaz = buildPhysician({ last_name: 'Diaz', training_year: 4 });
    const evans = buildPhysician({ last_name: 'Evans', training_year: 3 });
    const groups = groupByTrainingYear([adams, baker, chen, diaz, evans]);
    expect(groups?.map((group) => [group.year, group.residents.map((r) => r.last_name)])).toEqual([
      [2, ['Chen']],
      [3, ['Evans']],
      [4, ['Adams', 'Diaz']],
      [null, ['Baker']],
    ]);
  });
});
