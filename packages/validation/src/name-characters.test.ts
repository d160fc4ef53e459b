import { describe, expect, test } from 'vitest';
import { sampleReservation } from './arbitraries/index.js';
import { validateReservation } from './index.js';

type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const codesOf = (result: ReturnType<typeof validateReservation>) =>
  result.ok ? [] : (result.error.notifications ?? []).map((n) => [n.code, n.fields?.[0]]);

describe('attack: names that would not read back as the guest', () => {
  test.each([
    ['a line feed', 'Ann\nLee'], ['a carriage return', 'Ann\r'], ['a tab', 'Ann\tLee'], ['U+0085 NEL', 'Ann\u0085Lee'], ['DEL', 'Ann\u007f'],
    ['a C1 control', '\u0090Ann'], ['U+202E right-to-left override', 'Ann\u202eeeL'], ['U+2066 left-to-right isolate', '\u2066Ann'],
    ['U+200F right-to-left mark', 'Ann\u200f'], ['U+061C Arabic letter mark', 'A\u061cnn'],
  ])('%s in a name part is a 400 naming the field', (_what, name) => {
    const p = sampleReservation(2) as Payload;
    p.guest.name.firstName = name;
    p.guest.name.title = name;
    p.additionalNames = [{ firstName: 'Bo', lastName: name }];
    expect(codesOf(validateReservation(p, { operation: 'create' }))).toEqual([
      ['PATTERN_MISMATCH', 'guest.name.firstName'], ['PATTERN_MISMATCH', 'guest.name.title'], ['PATTERN_MISMATCH', 'additionalNames[0].lastName'],
    ]);
  });

  test('names of every script, with accents, apostrophes, hyphens and inner spaces, are accepted; the message quotes the rule in ASCII', () => {
    const p = sampleReservation(1) as Payload;
    for (const name of ['René', "O'Brien-Smith", 'Mary Ann', '李小龍', 'Ωμέγα', 'محمد', 'Zoë ﬁ']) {
      p.guest.name.firstName = name;
      expect(validateReservation(p, { operation: 'create' }).ok).toBe(true);
    }
    p.guest.name.firstName = 'Ann\u202e';
    const refused = validateReservation(p, { operation: 'create' });
    expect(refused.ok ? '' : refused.error.notifications?.[0]?.message).toMatch(/^[\x20-\x7e]+$/);
  });
});
