import { describe, expect, test } from 'vitest';
import { sendsNothing, sentFields } from './sent-fields.js';

describe('sent fields', () => {
  test('an undefined-valued property is not sent', () => {
    const value = { cardCode: 'VI', cardNumber: undefined, cvv: '123' };
    expect(sentFields(value)).toStrictEqual({ cardCode: 'VI', cvv: '123' });
    expect(Object.keys(value)).toEqual(['cardCode', 'cardNumber', 'cvv']);
  });

  test('{} and an object of undefined values send nothing; a defined falsy value is sent', () => {
    expect(sendsNothing({})).toBe(true);
    expect(sendsNothing({ requestText: undefined, requestCodes: undefined })).toBe(true);
    expect(sendsNothing({ requestText: '' })).toBe(false);
    expect(sendsNothing({ numCribs: 0 })).toBe(false);
  });
});
