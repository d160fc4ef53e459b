import { describe, expect, test } from 'vitest';
import { compileSchema, INVALID } from './schema-compiler.js';
import { validateReservation } from './index.js';
import { sampleReservation } from '../test-support/arbitraries.js';

const sink = () => {
  const problems: Array<[string, string]> = [];
  return { problems, add: (code: string, field: string) => { problems.push([code, field]); } };
};

describe('compileSchema', () => {
  test('refuses keywords it does not implement, so a schema never means less than it says', () => {
    expect(() => compileSchema({ type: 'string', contentEncoding: 'base64' })).toThrow(/unsupported keyword "contentEncoding"/);
    expect(() => compileSchema({ oneOf: [{ type: 'string' }] })).toThrow(/unsupported keyword "oneOf"/);
    expect(() => compileSchema({ type: 'string', format: 'hostname' })).toThrow(/unknown format/);
    expect(() => compileSchema({ anyOf: [{ type: 'string' }, { type: 'string', minLength: 2 }] })).toThrow(/distinct types/);
  });

  test('counts string lengths in code points, as JSON Schema does', () => {
    const validate = compileSchema({ type: 'string', minLength: 2, maxLength: 3 });
    expect(validate('😀😀😀', sink())).toBe('😀😀😀');
    const s = sink();
    expect(validate('😀', s)).toBe(INVALID);
    expect(s.problems).toEqual([['TOO_SHORT', '']]);
  });

  test('a map keeps keys matching its key pattern and reports the others', () => {
    const validate = compileSchema({ type: 'object', patternProperties: { '^[A-Z]{2}$': { type: 'integer' } }, additionalProperties: false });
    expect(validate({ AB: 1, CD: 2 }, sink())).toEqual({ AB: 1, CD: 2 });
    const s = sink();
    expect(validate(JSON.parse('{"AB": 1, "__proto__": 2, "x": 3}'), s)).toBe(INVALID);
    expect(s.problems).toEqual([['UNKNOWN_KEY', '__proto__'], ['UNKNOWN_KEY', 'x']]);
  });

  test('reports at most 100 notifications but counts every problem', () => {
    const payload = sampleReservation(9) as { roomStays: unknown[] };
    payload.roomStays = Array.from({ length: 150 }, () => ({ arrivalDate: 1, departureDate: 2, numAdults: 'x' }));
    const result = validateReservation(payload, { operation: 'create' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.notifications).toHaveLength(100);
    expect(result.error.message).toBe('451 problems in reservation.create; the first 100 are listed');
  });
});
