import { describe, expect, test } from 'vitest';
import { RULE_CASES, validPayload, type CaseKind } from './arbitraries/index.js';
import {
  validateCancelRequest, validateConfirmRequest, validatePropertyShopRequest, validateReservation, validateShopRequest,
  validateTokenRequest, type Validated,
} from './index.js';

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

describe('the valid base payloads', () => {
  test.each(['shop', 'propertyShop', 'create', 'modify', 'cancel', 'confirm', 'token'] as const)('%s is accepted', (kind) => {
    expect(validate(kind, validPayload(kind))).toMatchObject({ ok: true });
  });
});

describe('a payload that breaks one rule gets exactly one notification, naming the field', () => {
  test.each(RULE_CASES.map((c) => [c.rule, c] as const))('%s', (_rule, c) => {
    const payload = validPayload(c.kind);
    const replaced = c.breakIt(payload);
    const result = validate(c.kind, replaced === undefined ? payload : replaced);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(400);
    expect(result.error.notifications).toHaveLength(1);
    const [n] = result.error.notifications ?? [];
    expect(n?.code).toBe(c.code);
    expect(n?.fields?.[0]).toBe(c.field);
    expect(n?.message.length).toBeGreaterThan(10);
  });
});
