import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  validateCancelRequest, validateConfirmRequest, validatePropertyShopRequest, validateReservation, validateShopRequest,
  validateTokenRequest, type Validated,
} from '../index.js';
import { payloadWithOneFault, type CaseKind } from './index.js';

function validate(kind: CaseKind, payload: unknown): Validated<unknown> {
  switch (kind) {
    case 'shop': return validateShopRequest(payload);
    case 'propertyShop': return validatePropertyShopRequest(payload);
    case 'create': return validateReservation(payload, { operation: 'create' });
    case 'modify': return validateReservation(payload, { operation: 'modify' });
    case 'cancel': return validateCancelRequest(payload);
    case 'confirm': return validateConfirmRequest(payload);
    case 'token': return validateTokenRequest(payload);
  }
}

describe('payloadWithOneFault', () => {
  test('every payload with one named fault is refused with exactly one notification of that code and field', () => {
    fc.assert(fc.property(payloadWithOneFault(), (fault) => {
      const result = validate(fault.kind, fault.payload);
      expect(result.ok ? [] : result.error.notifications?.map((n) => [n.code, n.fields?.[0]])).toEqual([[fault.code, fault.field]]);
    }), { numRuns: 300 });
  });

  test('kinds restricts the faults to those requests, and each value is a fresh object', () => {
    fc.assert(fc.property(payloadWithOneFault(['cancel', 'confirm']), payloadWithOneFault(['cancel', 'confirm']), (a, b) => {
      expect(['cancel', 'confirm']).toContain(a.kind);
      if (a.payload !== null && typeof a.payload === 'object') expect(a.payload).not.toBe(b.payload);
    }));
    expect(() => payloadWithOneFault([])).toThrow(RangeError);
  });
});
