/**
 * The amounts a partner sends: not negative, below 10^11, at most 4 decimal places (2 for an
 * amount in USD), in the validators, the exported schemas and the document alike; and an amount
 * that passes is the decimal the partner wrote, exactly.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validPayload, type CaseKind } from '../arbitraries/index.js';
import { isAmount, isUsdAmount } from '../formats.js';
import { validateReservation, validateShopRequest, type RequestKind, type Validated } from '../index.js';
import { strictAjvSources } from '../../test-support/strict-ajv-sources.js';

type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Where an amount sits in a valid payload of `kind`, and how many decimal places it may have. */
interface AmountField {
  kind: CaseKind;
  schema: RequestKind;
  path: string;
  places: 2 | 4;
  set: (p: Payload, v: unknown) => void;
  get: (p: Payload) => unknown;
}

const FIELDS: readonly AmountField[] = [
  { kind: 'shop', schema: 'ShopRequest', path: 'minRateQualifier', places: 4, set: (p, v) => { p.minRateQualifier = v; }, get: (p) => p.minRateQualifier },
  { kind: 'shop', schema: 'ShopRequest', path: 'maxRateQualifier', places: 4, set: (p, v) => { p.maxRateQualifier = v; }, get: (p) => p.maxRateQualifier },
  {
    kind: 'create', schema: 'DcReservationCreate', path: 'roomStays[0].rateOverrides[0].amount', places: 4,
    set: (p, v) => { p.roomStays[0].rateOverrides[0].amount = v; }, get: (p) => p.roomStays[0].rateOverrides[0].amount,
  },
  {
    kind: 'modify', schema: 'DcReservationModify', path: 'guarantee.deposit.amount', places: 4,
    set: (p, v) => { p.guarantee.deposit.amount = v; }, get: (p) => p.guarantee.deposit.amount,
  },
  {
    kind: 'create', schema: 'DcReservationCreate', path: 'guarantee.paymentCard.centralBillAuthAmount', places: 2,
    set: (p, v) => { p.guarantee.paymentCard.centralBillAuthAmount = v; }, get: (p) => p.guarantee.paymentCard.centralBillAuthAmount,
  },
];

const VALIDATE: Partial<Record<CaseKind, (p: unknown) => Validated<unknown>>> = {
  shop: (p) => validateShopRequest(p),
  create: (p) => validateReservation(p, { operation: 'create' }),
  modify: (p) => validateReservation(p, { operation: 'modify' }),
};

/** A valid payload of `field`'s kind with the amount `v` (the shop's valid payload sends no other qualifier). */
function withAmount(field: AmountField, v: unknown): Payload {
  const p = validPayload(field.kind) as Payload;
  field.set(p, v);
  return p;
}

function outcome(field: AmountField, v: unknown): string | [string | undefined, string | undefined] {
  const result = (VALIDATE[field.kind] as (p: unknown) => Validated<unknown>)(withAmount(field, v));
  if (result.ok) return 'ok';
  const [n] = result.error.notifications ?? [];
  return [n?.code, n?.fields?.[0]];
}

/** Decimal places of the shortest form of a finite number, `String(n)` (as pricing reads it); Infinity with an exponent below 0. */
function placesOfText(n: number): number {
  const text = String(n);
  if (/e-/.test(text)) return Infinity;
  return text.split('.')[1]?.length ?? 0;
}

describe.each(FIELDS)('$path', (field) => {
  const top = field.places === 4 ? 99_999_999_999.9999 : 99_999_999_999.99;
  const tooFine = field.places === 4 ? 100.00001 : 100.005;

  test('0, 0.3, 19.99 and the largest amount below 10^11 are accepted as sent', () => {
    for (const v of [0, 0.3, 19.99, 1234.5, top]) {
      const result = (VALIDATE[field.kind] as (p: unknown) => Validated<Payload>)(withAmount(field, v));
      expect(result.ok, String(v)).toBe(true);
      if (result.ok) expect(field.get(result.value)).toBe(v);
    }
  });

  test('a negative amount is BELOW_MINIMUM; 10^11, 1e300, the largest double and 12345678901234567890 (no safe integer) are ABOVE_MAXIMUM', () => {
    expect(outcome(field, -0.01)).toEqual(['BELOW_MINIMUM', field.path]);
    for (const v of [1e11, 1e300, Number.MAX_VALUE, JSON.parse('12345678901234567890')]) expect(outcome(field, v), String(v)).toEqual(['ABOVE_MAXIMUM', field.path]);
  });

  test(`more than ${field.places} decimal places (1e-300 too) are TOO_MANY_DECIMALS`, () => {
    for (const v of [tooFine, 1e-300, 5e-324, 0.1 + 0.2]) expect(outcome(field, v), String(v)).toEqual(['TOO_MANY_DECIMALS', field.path]);
  });

  test('any double (NaN and infinities too) is accepted exactly when it is 0 to below 10^11 with at most the decimal places its shortest form allows; never a throw, never a change to the payload', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), fc.double({ min: 0, max: 1e12, noNaN: true })), (v) => {
      const payload = withAmount(field, v);
      const before = structuredClone(payload);
      const result = (VALIDATE[field.kind] as (p: unknown) => Validated<unknown>)(payload);
      expect(payload).toEqual(before);
      expect(result.ok).toBe(Number.isFinite(v) && v >= 0 && v < 1e11 && placesOfText(v) <= field.places);
    }));
  });

  test('an amount that passes is the decimal the partner wrote: its JSON text read back is that decimal exactly (no float on the way)', () => {
    const scale = 10n ** BigInt(field.places);
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 100_000_000_000n * scale - 1n }), (units) => {
      const whole = units / scale;
      const fraction = (units % scale).toString().padStart(field.places, '0').replace(/0+$/, '');
      const written = fraction === '' ? `${whole}` : `${whole}.${fraction}`;
      // the body as a partner sends it, the amount written as decimal text
      const sent = JSON.parse(JSON.stringify(withAmount(field, '__AMOUNT__')).replace('"__AMOUNT__"', written)) as unknown;
      const result = (VALIDATE[field.kind] as (p: unknown) => Validated<Payload>)(sent);
      expect(result.ok).toBe(true);
      if (result.ok) expect(String(field.get(result.value))).toBe(written);
    }));
  });
});

describe('the decimal-place predicates', () => {
  test('isAmount and isUsdAmount give the verdict of the text String(n) on any double below 10^11', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 99_999_999_999.9999, noNaN: true }), (v) => {
      expect(isAmount(v)).toBe(placesOfText(v) <= 4);
      expect(isUsdAmount(v)).toBe(placesOfText(v) <= 2);
    }));
  });

  test('they hold on every amount of 4 or 2 decimal places, near 10^11 too', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), (k) => {
      expect(isAmount(Number(k) / 10_000)).toBe(true);
      expect(isUsdAmount(Number(k / 100n) / 100)).toBe(true);
    }));
  });
});

describe.each(strictAjvSources())('a strict Ajv 2020 compiled from $name', ({ ajv, schema, checksOwnFormats }) => {
  test.each(FIELDS)('$path: refuses what the validators refuse (decimal places: where the own formats are checked)', (field) => {
    const check = ajv.compile(schema(field.schema));
    const tooFine = field.places === 4 ? 100.00001 : 100.005;
    for (const v of [0, 0.3, 19.99, field.places === 4 ? 99_999_999_999.9999 : 99_999_999_999.99]) expect(check(withAmount(field, v)), String(v)).toBe(true);
    for (const v of [-0.01, 1e11, 1e300, JSON.parse('12345678901234567890')]) expect(check(withAmount(field, v)), String(v)).toBe(false);
    for (const v of [tooFine, 1e-300]) expect(check(withAmount(field, v)), String(v)).toBe(!checksOwnFormats);
  });
});
