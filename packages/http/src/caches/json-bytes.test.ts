import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './json-bytes.js';

describe('utf8Bytes', () => {
  it.each([
    ['empty', ''],
    ['ASCII JSON', '{"propCode":"NYCDC","rateAmount":451.72,"ratePlanDesc":["Best Flexible Rate"]}'],
    ['Latin-1 letters', '{"propName":"Hôtel Café"}'],
    ['a currency sign beyond Latin-1', '{"desc":"15 € off"}'],
    ['a character U+0141, whose Latin-1 byte would read as "A"', 'Łódź'],
    ['a surrogate pair', 'bed 🛏 view'],
    ['a lone surrogate', 'x\ud800y'],
    ['a DEL and a NUL', '\u007f\u0000'],
  ])('writes %s as Buffer.from(text) does', (_name, text) => {
    expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
  });

  it('writes any string as Buffer.from(text) does', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (text) => utf8Bytes(text).equals(Buffer.from(text))), { numRuns: 2000 });
  });
});
