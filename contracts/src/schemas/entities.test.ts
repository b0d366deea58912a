import { blankPhysicianDetails, physicianEntity } from './entities.ts';

describe('blankPhysicianDetails', () => {
  it('with the stated fields makes a valid physician whose every detail is null', () => {
    const details = blankPhysicianDetails();
    const physician = physicianEntity.parse({
      id: 1,
      category: 'physician',
      full_name: 'Ada Example, MD',
      last_name: 'Example',
      photo: null,
      subspecialties: [],
      ...details,
    });
    expect(Object.values(details).every((value) => value === null)).toBe(true);
    expect(Object.keys(physician).sort()).toEqual(Object.keys(physicianEntity.shape).sort());
  });
});
