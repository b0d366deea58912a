import { taglines } from './nondiscrimination.ts';

describe('language-assistance taglines', () => {
  it('each name the number and the relay line exactly once, in a language of its own', () => {
    for (const { text, lang } of taglines) {
      expect({ lang, phone: text.split('{phone}').length - 1, relay: text.split('{relay}').length - 1 }).toEqual({
        lang,
        phone: 1,
        relay: 1,
      });
    }
    expect(new Set(taglines.map((tagline) => tagline.lang)).size).toBe(taglines.length);
  });

  it('mark right-to-left scripts as such', () => {
    const rtl = taglines.filter((tagline) => /[\u0590-\u08FF]/.test(tagline.text)).map((tagline) => tagline.lang);
    expect(taglines.filter((tagline) => tagline.dir === 'rtl').map((tagline) => tagline.lang)).toEqual(rtl);
    expect(rtl).toEqual(['ar']);
  });
});
