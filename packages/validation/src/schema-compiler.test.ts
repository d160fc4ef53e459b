import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileSchema, compileWalks, INVALID, ListSink } from '../test-support/compile-walks.js';
import { validateReservation } from './index.js';
import { ProblemCollector } from './problem-collector.js';
import { ONE_PASS_RECORDS, REPEATED_RECORDS } from './repeated-records.js';
import { RoomStaySchema } from './schema/reservation-request.js';
import { REQUEST_SOURCE_SCHEMAS } from './schemas.js';
import { sampleReservation, validReservation } from './arbitraries/index.js';
import { locationsOf, withReplaced } from '../test-support/json-paths.js';

const sink = () => new ListSink();

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

  test('the fast path refuses exactly what the collecting walk reports, and both return the same copy', () => {
    const { fast, collecting } = compileWalks(REQUEST_SOURCE_SCHEMAS.DcReservationCreate);
    const broken = validReservation('create').chain((p) => fc.constantFrom(...locationsOf(p, false))
      .chain((loc) => fc.jsonValue({ maxDepth: 2 }).map((junk) => withReplaced(p, loc.segments, junk))));
    let refused = 0;
    fc.assert(fc.property(fc.oneof(validReservation('create'), broken, fc.jsonValue({ maxDepth: 3 })), (payload) => {
      const s = sink();
      const full = collecting(payload, s);
      const quick = fast(payload);
      expect(full === INVALID).toBe(s.problems.length > 0);
      expect(quick === INVALID).toBe(full === INVALID);
      if (quick !== INVALID) expect(quick).toStrictEqual(full);
      else refused++;
    }), { numRuns: 300 });
    expect(refused).toBeGreaterThan(0);
  });

  test('repeated and one-pass records (keys gathered by for...in) report and copy exactly as the compact walk, whatever the key order', () => {
    expect(REPEATED_RECORDS.has(RoomStaySchema)).toBe(true);
    expect(ONE_PASS_RECORDS.has(REQUEST_SOURCE_SCHEMAS.DcReservationCreate)).toBe(true);
    // the source schemas: the record schemas are known by identity
    const compact = compileWalks(REQUEST_SOURCE_SCHEMAS.DcReservationCreate).collecting;
    const repeated = compileWalks(REQUEST_SOURCE_SCHEMAS.DcReservationCreate, new Map(), REPEATED_RECORDS, ONE_PASS_RECORDS).collecting;
    // the reservation's and the room stays' keys reversed: the compact walk reads them by name,
    // the one-pass walks in the order sent
    const turn = (o: unknown): unknown => (typeof o === 'object' && o !== null && !Array.isArray(o) ? Object.fromEntries(Object.entries(o).reverse()) : o);
    const reversed = (p: unknown): unknown => {
      const stays = (p as { roomStays?: unknown } | null)?.roomStays;
      return turn(Array.isArray(stays) ? { ...(p as object), roomStays: stays.map(turn) } : p);
    };
    const broken = validReservation('create').chain((p) => fc.constantFrom(...locationsOf(p, false).filter((loc) => loc.segments[0] === 'roomStays'))
      .chain((loc) => fc.jsonValue({ maxDepth: 2 }).map((junk) => withReplaced(p, loc.segments, junk))));
    let refused = 0;
    fc.assert(fc.property(fc.oneof(validReservation('create'), broken, broken, fc.jsonValue({ maxDepth: 3 })), fc.boolean(), (payload, turn) => {
      const a = new ProblemCollector();
      const b = new ProblemCollector();
      const expected = compact(payload, a);
      const actual = repeated(turn ? reversed(payload) : payload, b);
      expect(b.notifications).toEqual(a.notifications);
      expect(b.total).toBe(a.total);
      expect(actual).toStrictEqual(expected);
      if (a.total > 0) refused++;
    }), { numRuns: 300 });
    expect(refused).toBeGreaterThan(50);
  });

  test('copies are plain objects: Object.prototype, required properties first, then the optional ones in schema order', () => {
    const validate = compileSchema({
      type: 'object', required: ['b'],
      properties: { a: { type: 'integer' }, b: { type: 'object', properties: { c: { type: 'string' } } }, d: { type: 'boolean' } },
    });
    const copy = validate(JSON.parse('{"d": true, "x": 1, "a": 1, "b": {"c": "z", "y": 2}}'), sink()) as Record<string, unknown>;
    expect(Object.keys(copy)).toEqual(['b', 'a', 'd']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(copy.b)).toBe(Object.prototype);
    expect(copy.constructor).toBe(Object);
    expect(copy).toStrictEqual({ b: { c: 'z' }, a: 1, d: true });
  });
});
