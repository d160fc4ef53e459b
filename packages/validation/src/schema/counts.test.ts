import { describe, expect, test } from 'vitest';
import { validPayload } from '../arbitraries/index.js';
import { validatePropertyShopRequest, validateReservation, validateShopRequest, type Validated } from '../index.js';

/** The first notification of a refusal, as [code, field]; 'ok' when accepted. */
function outcome(result: Validated<unknown>): string | [string | undefined, string | undefined] {
  if (result.ok) return 'ok';
  const [n] = result.error.notifications ?? [];
  return [n?.code, n?.fields?.[0]];
}

type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A guest count of `value` in a payload, with numChildren and childAges kept consistent. */
function withCount(kind: 'shop' | 'propertyShop' | 'create' | 'modify', field: string, value: unknown): Payload {
  const p: Payload = validPayload(kind);
  const target: Payload = kind === 'create' || kind === 'modify' ? p.roomStays[0] : p;
  delete target.childAges;
  target.numChildren = 0;
  target.numAdults = 1;
  target[field] = value;
  return p;
}

const validators = {
  shop: (p: unknown) => validateShopRequest(p),
  propertyShop: (p: unknown) => validatePropertyShopRequest(p),
  create: (p: unknown) => validateReservation(p, { operation: 'create' }),
  modify: (p: unknown) => validateReservation(p, { operation: 'modify' }),
};

describe('counts of a room stay are 0 to 99 in every request', () => {
  const cases = [
    ['shop', ['numAdults', 'numChildren']],
    ['propertyShop', ['numAdults', 'numChildren']],
    ['create', ['numAdults', 'numChildren', 'numCribs', 'numRollAways']],
    ['modify', ['numAdults', 'numChildren', 'numCribs', 'numRollAways']],
  ] as const;
  for (const [kind, fields] of cases) {
    for (const field of fields) {
      test(`${kind} ${field}: 99 is accepted; 100, 2^31 and 1e300 are refused ABOVE_MAXIMUM, naming the field`, () => {
        const path = kind === 'create' || kind === 'modify' ? `roomStays[0].${field}` : field;
        const validate = validators[kind];
        // 99 children need 99 ages: the counts' bound holds without childAges
        expect(outcome(validate(withCount(kind, field, 99)))).toBe('ok');
        for (const above of [100, 2 ** 31, 1e300]) expect(outcome(validate(withCount(kind, field, above))), String(above)).toEqual(['ABOVE_MAXIMUM', path]);
      });
    }
  }

  test('the single-property shop: numeric text "99" is accepted as 99, "100" and "999999999" are refused, naming the field', () => {
    expect(validatePropertyShopRequest(withCount('propertyShop', 'numAdults', '99'))).toMatchObject({ ok: true, value: { numAdults: 99 } });
    for (const above of ['100', '999999999']) expect(outcome(validatePropertyShopRequest(withCount('propertyShop', 'numAdults', above))), above).toEqual(['PATTERN_MISMATCH', 'numAdults']);
  });

  test('the single-property shop: a child age sent as text is 0 to 99 as an integer one is ("150" was accepted as 150)', () => {
    const payload = (age: unknown) => ({ ...validPayload('propertyShop'), numChildren: 1, childAges: [age] });
    expect(validatePropertyShopRequest(payload('99'))).toMatchObject({ ok: true, value: { childAges: [99] } });
    expect(outcome(validatePropertyShopRequest(payload('150')))).toEqual(['PATTERN_MISMATCH', 'childAges[0]']);
    expect(outcome(validatePropertyShopRequest(payload(150)))).toEqual(['ABOVE_MAXIMUM', 'childAges[0]']);
  });
});
