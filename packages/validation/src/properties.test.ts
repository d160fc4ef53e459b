import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ajvWithFormats } from '../test-support/ajv-baseline.js';
import {
  validCancelRequest, validConfirmRequest, validPropertyShopRequest, validReservation, validShopRequest, validTokenRequest,
} from './arbitraries/index.js';
import { locationsOf, withReplaced } from '../test-support/json-paths.js';
import {
  REQUEST_SCHEMAS, validateCancelRequest, validateConfirmRequest, validatePropertyShopRequest, validateReservation,
  validateShopRequest, validateTokenRequest, type RequestKind, type Validated,
} from './index.js';

interface Kind {
  name: string;
  schema: RequestKind;
  valid: () => fc.Arbitrary<Record<string, unknown>>;
  validate: (p: unknown) => Validated<unknown>;
}

const KINDS: Kind[] = [
  { name: 'shop request', schema: 'ShopRequest', valid: validShopRequest, validate: validateShopRequest },
  { name: 'property shop request', schema: 'PropertyShopRequest', valid: validPropertyShopRequest, validate: validatePropertyShopRequest },
  { name: 'reservation create', schema: 'DcReservationCreate', valid: () => validReservation('create'), validate: (p) => validateReservation(p, { operation: 'create' }) },
  { name: 'reservation modify', schema: 'DcReservationModify', valid: () => validReservation('modify'), validate: (p) => validateReservation(p, { operation: 'modify' }) },
  { name: 'cancel request', schema: 'CancelRequest', valid: validCancelRequest, validate: validateCancelRequest },
  { name: 'confirm request', schema: 'ConfirmRequest', valid: validConfirmRequest, validate: validateConfirmRequest },
  { name: 'token request', schema: 'TokenRequest', valid: validTokenRequest, validate: validateTokenRequest },
];

const ajv = ajvWithFormats(true);
const RUNS = { numRuns: 60 };

/** The property shop returns counts and ages as integers; everything else comes back as sent. */
function expectedValue(payload: Record<string, unknown>): unknown {
  const out: Record<string, unknown> = { ...payload };
  for (const k of ['numAdults', 'numChildren'] as const) if (typeof out[k] === 'string') out[k] = Number(out[k]);
  if (Array.isArray(out.childAges)) out.childAges = out.childAges.map(Number);
  return out;
}

/** A JSON value of another type than the leaf's (no leaf of any schema accepts an array). */
function otherType(leaf: unknown): unknown {
  return [leaf];
}

describe.each(KINDS)('$name', (kind) => {
  test('every generated valid payload is accepted and returned unchanged (property shop: counts as integers)', () => {
    fc.assert(fc.property(kind.valid(), (payload) => {
      const result = kind.validate(payload);
      expect(result).toEqual({ ok: true, value: expectedValue(payload) });
    }), RUNS);
  });

  test('every generated valid payload is also valid for Ajv compiled from the exported schema', () => {
    const check = ajv.compile(REQUEST_SCHEMAS[kind.schema]);
    fc.assert(fc.property(kind.valid(), (payload) => {
      expect(check(payload), JSON.stringify(check.errors)).toBe(true);
    }), RUNS);
  });

  test('unknown properties, __proto__ and constructor keys never reach the value', () => {
    fc.assert(fc.property(kind.valid(), fc.string(), fc.jsonValue({ maxDepth: 2 }), (payload, key, junk) => {
      const sent = JSON.parse(JSON.stringify({ ...payload, [`x-${key}`]: junk })) as Record<string, unknown>;
      Object.assign(sent, JSON.parse(`{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}`));
      const result = kind.validate(sent);
      expect(result).toEqual({ ok: true, value: expectedValue(payload) });
      if (result.ok) {
        expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
        expect(Object.hasOwn(result.value as object, '__proto__')).toBe(false);
        expect(Object.hasOwn(result.value as object, 'constructor')).toBe(false);
      }
    }), RUNS);
  });

  test('the value shares no object with the input: changing it leaves the input as it was', () => {
    fc.assert(fc.property(kind.valid(), (payload) => {
      const before = JSON.stringify(payload);
      const result = kind.validate(payload);
      if (!result.ok) throw new Error('valid payload refused');
      for (const loc of locationsOf(result.value, false)) {
        const v = loc.segments.reduce<unknown>((node, s) => (node as Record<string | number, unknown>)[s], result.value);
        if (typeof v === 'object' && v !== null) Object.assign(v, { touched: 1 });
      }
      Object.assign(result.value as object, { touched: 1 });
      expect(JSON.stringify(payload)).toBe(before);
    }), RUNS);
  });

  test('a single field changed to another JSON type is rejected, naming that field', () => {
    fc.assert(fc.property(kind.valid().chain((p) => {
      const leaves = locationsOf(p);
      return leaves.length === 0 ? fc.constant(null) : fc.constantFrom(...leaves).map((loc) => ({ p, loc }));
    }), (picked) => {
      if (picked === null) return;
      const leaf = picked.loc.segments.reduce<unknown>((node, s) => (node as Record<string | number, unknown>)[s], picked.p);
      const broken = withReplaced(picked.p, picked.loc.segments, otherType(leaf));
      const result = kind.validate(broken);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.notifications?.flatMap((n) => n.fields)).toContain(picked.loc.path);
    }), RUNS);
  });
});

describe('required fields', () => {
  test('deleting a required field of a valid reservation is rejected with REQUIRED naming that field', () => {
    const required = ['propCode', 'roomStays', 'guest', 'guarantee', 'guest.name', 'guest.addresses', 'guarantee.guarMethodCode', 'guest.name.firstName', 'guest.name.lastName', 'roomStays[0].arrivalDate', 'roomStays[0].departureDate', 'roomStays[0].numAdults'];
    fc.assert(fc.property(validReservation('create'), fc.constantFrom(...required), (payload, path) => {
      const loc = locationsOf(payload, false).find((l) => l.path === path);
      if (!loc) throw new Error(`no ${path}`);
      const result = validateReservation(withReplaced(payload, loc.segments, undefined), { operation: 'create' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.notifications).toContainEqual(expect.objectContaining({ code: 'REQUIRED', fields: [path] }));
    }), RUNS);
  });
});

/** JSON values whose keys favour the dangerous and the meaningful ones. */
const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'medium', maxDepth: 10 }, fc.jsonValue({ maxDepth: 0 }), tie('object'), tie('array')),
  object: fc.dictionary(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'propCode', 'roomStays', 'guest', 'name', 'numAdults', 'childAges', 'props', 'arrivalDate', 'clientAccounts', 'ratePlans'), fc.string()),
    tie('value'),
    { maxKeys: 6 },
  ),
  array: fc.array(tie('value'), { maxLength: 6 }),
})).value.map((v) => JSON.parse(JSON.stringify(v)) as unknown);

function prototypesUntouched(): void {
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.keys(Array.prototype)).toEqual([]);
}

describe('any JSON value', () => {
  test.each(KINDS)('$name: never throws, never mutates its input, never pollutes a prototype', (kind) => {
    fc.assert(fc.property(hostileJson, (input) => {
      const before = JSON.stringify(input);
      const result = kind.validate(input);
      expect(typeof result.ok).toBe('boolean');
      expect(JSON.stringify(input)).toBe(before);
      prototypesUntouched();
    }), { numRuns: 100 });
  });

  test('fc.jsonValue (large depth) never throws and never mutates, for every entry point', () => {
    fc.assert(fc.property(fc.jsonValue({ depthSize: 'large', maxDepth: 30 }), (input) => {
      const before = JSON.stringify(input);
      for (const kind of KINDS) expect(typeof kind.validate(input).ok).toBe('boolean');
      expect(JSON.stringify(input)).toBe(before);
      prototypesUntouched();
    }), { numRuns: 100 });
  });

  test('any JSON value placed anywhere in a valid reservation never throws and never mutates', () => {
    fc.assert(fc.property(validReservation('create').chain((p) => fc.tuple(fc.constant(p), fc.constantFrom(...locationsOf(p, false)), hostileJson)), ([payload, loc, junk]) => {
      const input = withReplaced(payload, loc.segments, junk);
      const before = JSON.stringify(input);
      expect(() => validateReservation(input, { operation: 'create' })).not.toThrow();
      expect(JSON.stringify(input)).toBe(before);
      prototypesUntouched();
    }), RUNS);
  });

  test('deep (100,000 levels) and huge (200,000 items) values are refused without throwing', () => {
    let deepObject: unknown = {};
    let deepArray: unknown = [];
    for (let i = 0; i < 100_000; i++) {
      deepObject = { guest: deepObject, roomStays: [deepObject] };
      deepArray = [deepArray];
    }
    const huge = { propCode: 'NYCDC', roomStays: Array.from({ length: 200_000 }, () => ({ numAdults: 'x' })), props: Array.from({ length: 200_000 }, () => ({})) };
    for (const input of [deepObject, deepArray, huge]) {
      for (const kind of KINDS) {
        const result = kind.validate(input);
        // cancel and confirm have no required field: an object of unknown keys is the empty request
        const acceptable = !Array.isArray(input) && (kind.schema === 'CancelRequest' || kind.schema === 'ConfirmRequest');
        expect(result.ok).toBe(acceptable);
        if (!result.ok) expect(result.error.notifications?.length).toBeLessThanOrEqual(100);
      }
    }
    prototypesUntouched();
  });
});
