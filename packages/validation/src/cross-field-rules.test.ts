import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isoDay, validPropertyShopRequest, validReservation, validShopRequest } from '../test-support/arbitraries.js';
import { checkPropertyShopRequest, checkReservation, checkShopRequest } from './cross-field-rules.js';
import { ProblemCollector } from './problem-collector.js';
import { compileWalks, INVALID } from './schema-compiler.js';
import { REQUEST_SCHEMAS, type RequestKind } from './schemas.js';

type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `n` as the stay sends its counts: numeric text when numAdults is text (property shop), else a number. */
const count = (s: Payload, n: number): unknown => (typeof s.numAdults === 'string' ? String(n) : n);

/** Changes that keep every field rule but may break a cross-field rule (or leave the payload valid). */
const stayChanges: ReadonlyArray<(stay: Payload, n: number) => void> = [
  () => undefined,
  (s) => { s.departureDate = s.arrivalDate; },
  (s, n) => { s.departureDate = isoDay(n % 200); s.arrivalDate = isoDay(n % 300); },
  (s, n) => { s.arrivalDate = isoDay(n % 50); s.departureDate = isoDay((n % 50) + 91 + (n % 3)); },
  (s, n) => { s.numChildren = count(s, n % 4); },
  (s) => { s.numAdults = count(s, 0); delete s.numChildren; delete s.childAges; },
  (s) => { s.numAdults = count(s, 0); s.childAges = [count(s, 3)]; delete s.numChildren; },
  (s, n) => { s.numAdults = count(s, 0); s.numChildren = count(s, n % 2); s.childAges = [count(s, 3)]; },
];

const stayChange = fc.tuple(fc.nat(stayChanges.length - 1), fc.nat(1000));

function changed(payload: Payload, stays: Payload[], changes: Array<[number, number]>): Payload {
  stays.forEach((stay, i) => {
    const [which, n] = changes[i % changes.length] ?? [0, 0];
    stayChanges[which]?.(stay, n);
  });
  return payload;
}

const reservations = fc.tuple(validReservation('create'), fc.array(stayChange, { minLength: 1, maxLength: 3 }), fc.nat(3))
  .map(([p, changes, extra]) => {
    const payload = changed(p, p.roomStays as Payload[], changes);
    if (extra === 1) payload.additionalNames = Array.from({ length: 40 }, () => ({ firstName: 'A', lastName: 'B' }));
    if (extra === 2) payload.clientAccounts = [{ clientId: '1', clientType: 'corporate' }, { clientId: '2', clientType: 'corporate' }];
    return payload;
  });
const shops = fc.tuple(validShopRequest(), stayChange, fc.boolean()).map(([p, change, swap]) => {
  const payload = changed(p, [p], [change]);
  if (swap && typeof p.minRateQualifier === 'number') payload.minRateQualifier = (p.maxRateQualifier as number) + 1;
  return payload;
});
const propertyShops = fc.tuple(validPropertyShopRequest(), stayChange).map(([p, change]) => changed(p, [p], [change]));

const KINDS: ReadonlyArray<{ name: string; schema: RequestKind; payloads: fc.Arbitrary<Payload>; rules: (p: unknown, problems: ProblemCollector) => void }> = [
  { name: 'reservation', schema: 'DcReservationCreate', payloads: reservations, rules: checkReservation },
  { name: 'shop request', schema: 'ShopRequest', payloads: shops, rules: checkShopRequest },
  { name: 'property shop request (counts as text)', schema: 'PropertyShopRequest', payloads: propertyShops, rules: checkPropertyShopRequest },
];

function notificationsOf(rules: (p: unknown, problems: ProblemCollector) => void, payload: unknown): ProblemCollector {
  const problems = new ProblemCollector();
  rules(payload, problems);
  return problems;
}

describe('cross-field rules', () => {
  // The validators run the rules on the cleaned copy once the schema holds (validators.ts).
  test.each(KINDS)('$name: on the cleaned copy they report exactly what they report on the payload', ({ schema, payloads, rules }) => {
    const { fast } = compileWalks(REQUEST_SCHEMAS[schema]);
    let broken = 0;
    fc.assert(fc.property(payloads, (payload) => {
      const copy = fast(payload);
      expect(copy).not.toBe(INVALID);
      const onPayload = notificationsOf(rules, payload);
      const onCopy = notificationsOf(rules, copy);
      expect(onCopy.notifications).toStrictEqual(onPayload.notifications);
      expect(onCopy.total).toBe(onPayload.total);
      if (onPayload.total > 0) broken++;
    }), { numRuns: 150 });
    expect(broken).toBeGreaterThan(0);
  });
});
