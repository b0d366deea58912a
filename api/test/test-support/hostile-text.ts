/**
 * fast-check arbitraries for the property tests: the text a careless paste or a hostile visitor puts in a
 * form field, and lengths at and just past a field's limit.
 */
import fc from 'fast-check';

/**
 * Pieces known to break naive code: String.replace patterns, NUL and other control characters, line breaks,
 * quotes, markup that closes a script, CSV and header separators, a line separator, surrogate pairs.
 */
export const HOSTILE_PIECES = [
  "$'",
  '$`',
  '$&',
  '$$',
  '$1',
  '\u0000',
  '\u0007',
  '\r\n',
  '\n',
  '\r',
  '\t',
  '"',
  "'",
  '`',
  '</script>',
  '<script>alert(1)</script>',
  '<!--',
  ',',
  ';',
  '=HYPERLINK("x")',
  '\\',
  '%00',
  '\u2028',
  '\u202e',
  '\ufeff',
  '😀',
  'Zoë Ω 漢字',
] as const;

/** Hostile pieces mixed with arbitrary text, up to a few hundred characters. */
const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ unit: 'grapheme', maxLength: 12 })), {
        minLength: 1,
        maxLength: 16,
      })
      .map((parts) => parts.join('')),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
    fc.string({ unit: 'grapheme', minLength: 200, maxLength: 400 }),
  );

/**
 * Text of exactly `length` UTF-16 units built from one repeated piece (a letter, an emoji, a replacement
 * pattern…), so a field sees its limit, one past it, and far past it.
 */
const textOfLength = (length: number): fc.Arbitrary<string> =>
  fc
    .constantFrom('a', 'é', '😀', "$'", '$&', '</script>', ',', ';', '"', '\n')
    .map((piece) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Hostile text, or text at the limit `max`, one past it, or well past it (bounded, to stay under the body limit). */
export const fieldText = (max: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: hostileText() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(max - 1, max, max + 1, Math.min(max * 2 + 7, 120_000)).chain(textOfLength),
    },
  );
