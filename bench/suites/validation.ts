/**
 * `pnpm bench validation`: reservation creates validated by `validateReservation` (schema walk +
 * cleaned copy + cross-field rules + ErrorDetail) against two baselines doing the same checks:
 * Ajv 2020 compiled from our exported JSON Schema, and TypeBox's compiled `Check` of our source
 * schemas, both given our own format predicates (date, uuid, country, currency, card expiry...).
 * Valid payloads vary (1 to 9 rooms, optional sections on and off: 64 generated creates, taken in
 * turn); the invalid one is a 9-room create with 15 scattered errors. Also the cost of the
 * patterns on 1 MB adversarial strings.
 */
import fc from 'fast-check';
import { REQUEST_SCHEMAS, validateReservation } from '@direct-connect/validation';
import { ajvWithFormats } from '../../packages/validation/test-support/ajv-baseline.js';
import { sampleReservation, sampleReservationWith15Errors, validReservation } from '../../packages/validation/test-support/arbitraries.js';
import { adversarialCases } from '../../packages/validation/test-support/adversarial-strings.js';
import { typeboxCheck } from '../../packages/validation/test-support/typebox-baseline.js';
import { hzOf, interleavedRatio, runCases, type Suite } from '../suite.js';

/** How many different valid creates the valid cases cycle through (a power of 2). */
const VARIED = 64;

const suite: Suite = {
  async run() {
    // as they arrive from the wire: parsed JSON
    const varied = fc.sample(validReservation('create'), { seed: 20261124, numRuns: VARIED }).map((p) => JSON.parse(JSON.stringify(p)) as unknown);
    const rooms = varied.map((p) => (p as { roomStays: unknown[] }).roomStays.length);
    console.log(`valid creates: ${VARIED}, rooms ${Math.min(...rooms)} to ${Math.max(...rooms)}, mean ${(rooms.reduce((a, b) => a + b, 0) / VARIED).toFixed(1)}`);
    const full = JSON.parse(JSON.stringify(sampleReservation(9))) as unknown;
    const invalid = JSON.parse(JSON.stringify(sampleReservationWith15Errors().payload)) as unknown;
    const ajvFirst = ajvWithFormats(false).compile(REQUEST_SCHEMAS.DcReservationCreate);
    const ajvAll = ajvWithFormats(true).compile(REQUEST_SCHEMAS.DcReservationCreate);
    const typebox = typeboxCheck('DcReservationCreate');
    const create = { operation: 'create' } as const;
    for (const p of varied) {
      if (!validateReservation(p, create).ok || !ajvFirst(p) || !typebox(p)) throw new Error('a varied create is not valid for every side');
    }
    const longName = structuredClone(full) as { guest: { name: { firstName: string } } };
    longName.guest.name.firstName = 'a'.repeat(1 << 20);
    const adversarial = adversarialCases({ runs: ['A', 'AAA='], tails: ['|'] });

    // each side takes the varied payloads in turn, from its own counter
    const turns = () => { let i = 0; return () => varied[i++ & (VARIED - 1)]; };
    const oursNext = turns();
    const ajvNext = turns();
    const typeboxNext = turns();
    const oursVaried = () => validateReservation(oursNext(), create).ok;
    const ajvVaried = () => ajvFirst(ajvNext());
    const typeboxVaried = () => typebox(typeboxNext());
    const oursInvalid = () => validateReservation(invalid, create);
    const ajvAllInvalid = () => ajvAll(invalid) || ajvAll.errors?.length;

    const cases = await runCases({
      'ours valid varied creates': oursVaried,
      'ajv valid varied creates': ajvVaried,
      'typebox Check valid varied creates': typeboxVaried,
      'ours valid 9 rooms, every section': () => validateReservation(full, create).ok,
      'ajv valid 9 rooms, every section': () => ajvFirst(full),
      'typebox Check valid 9 rooms, every section': () => typebox(full),
      'ours 15 errors': oursInvalid,
      'ajv allErrors 15 errors': ajvAllInvalid,
      'ajv first error 15 errors': () => ajvFirst(invalid) || ajvFirst.errors?.length,
      'ours 1 MB first name': () => validateReservation(longName, create).ok,
      'ajv allErrors 1 MB first name': () => ajvAll(longName),
      'every pattern on 1 MB adversarial strings': () => adversarial.reduce((n, c) => n + (c.regex.test(c.input) ? 1 : 0), 0),
    }, { minTime: 0.5 });
    return {
      cases,
      ratios: {
        'interleaved median: ours / ajv, valid varied creates (goal >= 2)': interleavedRatio(oursVaried, ajvVaried),
        'interleaved median: ours / typebox Check, valid varied creates (goal >= 2)': interleavedRatio(oursVaried, typeboxVaried),
        'interleaved median: ours / ajv allErrors, 15 errors (goal >= 1.5)': interleavedRatio(oursInvalid, ajvAllInvalid),
        'ours / ajv, valid varied creates': hzOf(cases, 'ours valid varied creates') / hzOf(cases, 'ajv valid varied creates'),
        'ours / typebox Check, valid varied creates': hzOf(cases, 'ours valid varied creates') / hzOf(cases, 'typebox Check valid varied creates'),
        'ours / ajv, valid 9 rooms': hzOf(cases, 'ours valid 9 rooms, every section') / hzOf(cases, 'ajv valid 9 rooms, every section'),
        'ours / typebox Check, valid 9 rooms': hzOf(cases, 'ours valid 9 rooms, every section') / hzOf(cases, 'typebox Check valid 9 rooms, every section'),
        'ours / ajv allErrors, 15 errors': hzOf(cases, 'ours 15 errors') / hzOf(cases, 'ajv allErrors 15 errors'),
        'ours / ajv allErrors, 1 MB first name': hzOf(cases, 'ours 1 MB first name') / hzOf(cases, 'ajv allErrors 1 MB first name'),
      },
    };
  },
};

export default suite;
