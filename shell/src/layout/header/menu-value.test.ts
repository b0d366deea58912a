import { menuValue } from './menu-value.ts';

describe('menuValue', () => {
  it.each([
    ['About Us', 'about-us'],
    ['Patient Information', 'patient-information'],
    ['Education', 'education'],
    ["Women's Imaging", 'womens-imaging'],
    ['  News & Contact  ', 'news-contact'],
  ])('names %j %j, with no spaces for the ids made from it', (title, value) => {
    expect(menuValue(title)).toBe(value);
    expect(menuValue(title)).not.toMatch(/\s/);
  });
});
