import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isoDay, sampleReservation, validPropertyShopRequest, validReservation, validShopRequest } from './arbitraries/index.js';
import { locationsOf, withReplaced } from '../test-support/json-paths.js';
import { checkPropertyShopRequest, checkReservation, checkReservationModify, checkShopRequest } from './cross-field-rules.js';
import { ProblemCollector } from './problem-collector.js';
import { compileWalks, INVALID, recordChecksOf } from '../test-support/compile-walks.js';

const RECORD_CHECKS = {
  ShopRequest: recordChecksOf(REQUEST_SCHEMAS.ShopRequest),
  PropertyShopRequest: recordChecksOf(REQUEST_SCHEMAS.PropertyShopRequest),
  DcReservationCreate: recordChecksOf(REQUEST_SCHEMAS.DcReservationCreate, RoomStaySchema),
  DcReservationModify: recordChecksOf(REQUEST_SCHEMAS.DcReservationModify, RoomStaySchema),
};
import { RoomStaySchema } from './schema/reservation-request.js';
import { REQUEST_SOURCE_SCHEMAS as REQUEST_SCHEMAS, type RequestKind } from './schemas.js';
import { validatePropertyShopRequest, validateReservation, validateShopRequest } from './validators.js';

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

const reservationsFor = (operation: 'create' | 'modify') => fc.tuple(validReservation(operation), fc.array(stayChange, { minLength: 1, maxLength: 3 }), fc.nat(3))
  .map(([p, changes, extra]) => {
    const payload = changed(p, p.roomStays as Payload[], changes);
    if (extra === 1) payload.additionalNames = Array.from({ length: 40 }, () => ({ firstName: 'A', lastName: 'B' }));
    if (extra === 2) payload.clientAccounts = [{ clientId: '1', clientType: 'corporate' }, { clientId: '2', clientType: 'corporate' }];
    return payload;
  });
const reservations = reservationsFor('create');
const modifies = reservationsFor('modify');
const shops = fc.tuple(validShopRequest(), stayChange, fc.boolean()).map(([p, change, swap]) => {
  const payload = changed(p, [p], [change]);
  if (swap && typeof p.minRateQualifier === 'number') payload.minRateQualifier = (p.maxRateQualifier as number) + 1;
  return payload;
});
const propertyShops = fc.tuple(validPropertyShopRequest(), stayChange).map(([p, change]) => changed(p, [p], [change]));

/** What the validators answered before the fast path checked the cross-field rules: the collecting walk, then the rules. */
function reference(schema: RequestKind, context: string, rules: (p: unknown, problems: ProblemCollector) => void): (payload: unknown) => unknown {
  const { collecting } = compileWalks(REQUEST_SCHEMAS[schema]);
  return (payload) => {
    const problems = new ProblemCollector();
    const value = collecting(payload, problems);
    rules(payload, problems);
    return problems.total === 0 ? { ok: true, value } : { ok: false, error: problems.toErrorDetail(context) };
  };
}

/** A payload with one value replaced by junk: the schema walk refuses it, and the rules still report. */
const withJunk = (payloads: fc.Arbitrary<Payload>) => payloads.chain((p) => fc.constantFrom(...locationsOf(p, false))
  .chain((loc) => fc.jsonValue({ maxDepth: 1 }).map((junk) => withReplaced(p, loc.segments, junk) as Payload)));

const KINDS: ReadonlyArray<{ name: string; schema: keyof typeof RECORD_CHECKS; context: string; payloads: fc.Arbitrary<Payload>; rules: (p: unknown, problems: ProblemCollector) => void; validate: (p: unknown) => unknown }> = [
  { name: 'reservation create', schema: 'DcReservationCreate', context: 'reservation.create', payloads: reservations, rules: checkReservation, validate: (p) => validateReservation(p, { operation: 'create' }) },
  { name: 'reservation modify', schema: 'DcReservationModify', context: 'reservation.modify', payloads: modifies, rules: checkReservationModify, validate: (p) => validateReservation(p, { operation: 'modify' }) },
  { name: 'shop request', schema: 'ShopRequest', context: 'shopRequest', payloads: shops, rules: checkShopRequest, validate: validateShopRequest },
  { name: 'property shop request (counts as text)', schema: 'PropertyShopRequest', context: 'propertyShopRequest', payloads: propertyShops, rules: checkPropertyShopRequest, validate: validatePropertyShopRequest },
];

describe('cross-field rules', () => {
  // The validators check the rules in the fast path, on the cleaned copies, with the dates the walk
  // has read; they must accept and refuse exactly what the collecting walk and the reporting rules do.
  test.each(KINDS)('$name: the validator answers what the collecting walk and the reporting rules answer', ({ schema, context, payloads, rules, validate }) => {
    const expected = reference(schema, context, rules);
    const { fast } = compileWalks(REQUEST_SCHEMAS[schema], RECORD_CHECKS[schema]);
    let broken = 0;
    fc.assert(fc.property(fc.oneof(payloads, withJunk(payloads)), (payload) => {
      const answer = validate(payload) as { ok: boolean };
      expect(answer).toStrictEqual(expected(payload));
      // and the fast path alone accepts exactly the payloads that are valid (else it is only slower)
      expect(fast(payload) !== INVALID).toBe(answer.ok);
      if (!answer.ok) broken++;
    }), { numRuns: 200 });
    expect(broken).toBeGreaterThan(0);
  });

  // the schema's unique items compare whole items: a code with and without its chain code passed
  test('a multi-property shop names each property once, whatever gdsChainCode comes with it', () => {
    const notes = (props: unknown[]): string[] => {
      const answer = validateShopRequest({ arrivalDate: '2027-03-10', departureDate: '2027-03-12', numAdults: 1, props });
      return answer.ok ? [] : (answer.error.notifications ?? []).map((n) => `${n.code} ${n.fields?.join(',')}: ${n.message}`);
    };
    expect(notes([{ propCode: 'NYCDC' }, { propCode: 'PARDC' }, { propCode: 'NYCDC', gdsChainCode: 'DC' }])).toEqual([
      'DUPLICATE_ITEM props[2].propCode: props[2].propCode NYCDC names the property of props[0] again: send each property once',
    ]);
    expect(notes([{ propCode: 'NYCDC', gdsChainCode: 'XX' }, { propCode: 'NYCDC', gdsChainCode: 'DC' }])).toHaveLength(1);
    // items equal as a whole: the schema's refusal alone
    expect(notes([{ propCode: 'NYCDC' }, { propCode: 'NYCDC' }])).toEqual(['DUPLICATE_ITEM props[1]: props[1] repeats an earlier item; items must be unique']);
    expect(notes([{ propCode: 'NYCDC', gdsChainCode: 'DC' }, { propCode: 'PARDC', gdsChainCode: 'DC' }])).toEqual([]);
  });

  // the total guests is known only when every room stay is an object with counts that hold
  test('additionalNames is checked against the guests of every room stay, only when each is known', () => {
    const codes = (edit: (p: Payload) => void): string[] => {
      const p = sampleReservation(2) as Payload;
      for (const stay of p.roomStays as Payload[]) { stay.numAdults = 1; delete stay.numChildren; delete stay.childAges; }
      p.additionalNames = [{ firstName: 'A', lastName: 'B' }, { firstName: 'C', lastName: 'D' }];
      edit(p);
      const answer = validateReservation(p, { operation: 'create' });
      return answer.ok ? [] : (answer.error.notifications ?? []).map((n) => `${n.code} ${n.fields?.join(',')}`);
    };
    expect(codes(() => undefined)).toEqual(['TOO_MANY_ADDITIONAL_NAMES additionalNames']);
    expect(codes((p) => { p.additionalNames.pop(); })).toEqual([]);
    expect(codes((p) => { p.roomStays[1].numChildren = 1; p.roomStays[1].childAges = [5]; })).toEqual([]);
    expect(codes((p) => { p.roomStays[1].childAges = [5]; })).toEqual([]);
    expect(codes((p) => { p.roomStays[1].numAdults = 'one'; })).toEqual(['WRONG_TYPE roomStays[1].numAdults']);
    expect(codes((p) => { p.roomStays[1].numChildren = -1; })).toEqual(['BELOW_MINIMUM roomStays[1].numChildren']);
    expect(codes((p) => { p.roomStays.push(5); })).toEqual(['WRONG_TYPE roomStays[2]']);
  });

  // the count of guests stops once the rooms hold more guests than there are names: what it reports is the same
  test('additionalNames: the message counts every guest; stays past enough guests change nothing', () => {
    const answer = (adults: unknown[], names: number) => {
      const p = sampleReservation(adults.length) as Payload;
      (p.roomStays as Payload[]).forEach((stay, i) => { stay.numAdults = adults[i]; delete stay.numChildren; delete stay.childAges; });
      p.additionalNames = Array.from({ length: names }, () => ({ firstName: 'A', lastName: 'B' }));
      const result = validateReservation(p, { operation: 'create' });
      return result.ok ? [] : (result.error.notifications ?? []).map((n) => `${n.code} ${n.message}`);
    };
    expect(answer([1, 1, 1], 3)).toEqual(['TOO_MANY_ADDITIONAL_NAMES additionalNames has 3 names but the rooms hold 3 guests: at most 2 additional names']);
    expect(answer([1, 1, 2], 3)).toEqual([]);
    expect(answer([4, 'four', 1], 3)).toEqual(['WRONG_TYPE roomStays[1].numAdults must be an integer']);
    expect(answer([1, 1, 'one'], 1)).toEqual(['WRONG_TYPE roomStays[2].numAdults must be an integer']);
    expect(answer([1, 'one', 1], 2)).toEqual(['WRONG_TYPE roomStays[1].numAdults must be an integer']);
    const checked = (adults: unknown[], names: number) => {
      const problems = new ProblemCollector();
      const p = sampleReservation(adults.length) as Payload;
      (p.roomStays as Payload[]).forEach((stay, i) => { stay.numAdults = adults[i]; delete stay.numChildren; delete stay.childAges; });
      p.additionalNames = Array.from({ length: names }, () => ({ firstName: 'A', lastName: 'B' }));
      checkReservation(p, problems);
      return problems.notifications.map((n) => n.message).filter((m) => m.startsWith('additionalNames'));
    };
    expect(checked([1, 1], 2)).toEqual(['additionalNames has 2 names but the rooms hold 2 guests: at most 1 additional names']);
    expect(checked([3, 'x'], 2)).toEqual([]);
    expect(checked([1, 'x'], 2)).toEqual([]);
    expect(checked([1, 1, 'x'], 2)).toEqual([]);
  });

  // up to 8 accounts their types are compared pair by pair, above through a Set: the same accounts are reported
  test('clientAccounts: every account that repeats an earlier clientType is reported, however many accounts', () => {
    const types = ['corporate', 'travelAgent', 'corporate', 'wholesaler', 'travelAgent', 'corporate', 'consortia', 'wholesaler', 'corporate', 'consortia', 'travelAgent', 'other'];
    for (let n = 3; n <= types.length; n++) {
      const accounts: unknown[] = types.slice(0, n).map((clientType, i) => ({ clientId: String(i + 1), clientType }));
      if (n > 4) accounts[3] = 'not an account';
      const problems = new ProblemCollector();
      checkReservation({ clientAccounts: accounts }, problems);
      const seen = new Set<string>();
      const expected: string[] = [];
      accounts.forEach((a, i) => {
        if (typeof a !== 'object' || a === null) return;
        const type = (a as { clientType: string }).clientType;
        if (seen.has(type)) expected.push(`clientAccounts[${i}].clientType repeats ${type}: send one client account per client type`);
        seen.add(type);
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(problems.notifications.map((x) => x.message), `${n} accounts`).toEqual(expected);
    }
  });

  // a modify carries one stay of a reservation whose other stays count too: the service checks the names
  test('additionalNames is not counted on a modify, by the fast path or the collecting walk; a create still counts it', () => {
    const codes = (operation: 'create' | 'modify', edit: (p: Payload) => void = () => undefined): string[] => {
      const p = sampleReservation(1) as Payload;
      const stay = p.roomStays[0] as Payload;
      stay.numAdults = 2; delete stay.numChildren; delete stay.childAges;
      p.additionalNames = [{ firstName: 'A', lastName: 'B' }, { firstName: 'C', lastName: 'D' }, { firstName: 'E', lastName: 'F' }];
      edit(p);
      const answer = validateReservation(p, { operation });
      return answer.ok ? [] : (answer.error.notifications ?? []).map((n) => `${n.code} ${n.fields?.join(',')}`);
    };
    expect(codes('modify')).toEqual([]);
    expect(codes('create')).toEqual(['TOO_MANY_ADDITIONAL_NAMES additionalNames']);
    // a payload the fast path refuses is reported by the collecting walk: still no count on a modify
    const breakIt = (p: Payload) => { p.propCode = 7; };
    expect(codes('modify', breakIt)).toEqual(['WRONG_TYPE propCode']);
    expect(codes('create', breakIt)).toEqual(['WRONG_TYPE propCode', 'TOO_MANY_ADDITIONAL_NAMES additionalNames']);
    // the modify's other rules still hold: duplicate client types and the GDS codes
    expect(codes('modify', (p) => {
      p.clientAccounts = [{ clientId: '1', clientType: 'corporate' }, { clientId: '2', clientType: 'corporate' }];
      p.pseudoCityCode = 'ABC1'; delete p.gdsChainCode; delete p.primaryGdsCode;
    })).toEqual(['DUPLICATE_CLIENT_TYPE clientAccounts[1].clientType', 'GDS_CODE_REQUIRED gdsChainCode', 'GDS_CODE_REQUIRED primaryGdsCode']);
  });

  test('a record check must name a record of the schema', () => {
    expect(() => compileWalks(REQUEST_SCHEMAS.ShopRequest, RECORD_CHECKS.DcReservationCreate)).toThrow(/names no record/);
  });
});
