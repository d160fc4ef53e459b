/**
 * `pnpm bench validation` (DESIGN section 8): a full 9-room reservation, valid and with 15
 * scattered errors, validated by `validateReservation` (schema walk + cleaned copy + cross-field
 * rules + ErrorDetail) against Ajv 2020 compiled from our exported JSON Schema, allErrors off and on.
 * Also the cost of the patterns on 1 MB adversarial strings.
 */
import { REQUEST_SCHEMAS, validateReservation } from '@direct-connect/validation';
import { ajvWithFormats } from '../../packages/validation/test-support/ajv-baseline.js';
import { sampleReservation, sampleReservationWith15Errors } from '@direct-connect/validation/arbitraries';
import { adversarialCases } from '../../packages/validation/test-support/adversarial-strings.js';
import { hzOf, interleavedRatio, runCases, type Suite } from '../suite.js';

const suite: Suite = {
  async run() {
    // as they arrive from the wire: parsed JSON
    const valid = JSON.parse(JSON.stringify(sampleReservation(9))) as unknown;
    const invalid = JSON.parse(JSON.stringify(sampleReservationWith15Errors().payload)) as unknown;
    const ajvFirst = ajvWithFormats(false).compile(REQUEST_SCHEMAS.DcReservationCreate);
    const ajvAll = ajvWithFormats(true).compile(REQUEST_SCHEMAS.DcReservationCreate);
    const create = { operation: 'create' } as const;
    const longName = structuredClone(valid) as { guest: { name: { firstName: string } } };
    longName.guest.name.firstName = 'a'.repeat(1 << 20);
    // one long accepted run ended by a refused character, per pattern. Only these 70 are made: the
    // other 1.4 GB of inputs, made and dropped, stayed on the heap for the whole suite and slowed
    // every scavenge, a cost only the side that allocates (ours: the cleaned copy) pays.
    const adversarial = adversarialCases({ runs: ['A', 'AAA='], tails: ['|'] });

    const cases = await runCases({
      'ours valid 9 rooms': () => validateReservation(valid, create).ok,
      'ajv valid 9 rooms': () => ajvFirst(valid),
      'ajv allErrors valid 9 rooms': () => ajvAll(valid),
      'ours 15 errors': () => validateReservation(invalid, create),
      'ajv allErrors 15 errors': () => ajvAll(invalid) || ajvAll.errors?.length,
      'ajv first error 15 errors': () => ajvFirst(invalid) || ajvFirst.errors?.length,
      'ours 1 MB first name': () => validateReservation(longName, create).ok,
      'ajv allErrors 1 MB first name': () => ajvAll(longName),
      'every pattern on 1 MB adversarial strings': () => adversarial.reduce((n, c) => n + (c.regex.test(c.input) ? 1 : 0), 0),
    }, { minTime: 0.5 });
    const oursValid = () => validateReservation(valid, create).ok;
    const oursInvalid = () => validateReservation(invalid, create);
    return {
      cases,
      ratios: {
        'interleaved median: ours / ajv, valid 9 rooms (goal >= 2)': interleavedRatio(oursValid, () => ajvFirst(valid)),
        'interleaved median: ours / ajv allErrors, 15 errors (goal >= 1)': interleavedRatio(oursInvalid, () => ajvAll(invalid)),
        'ours / ajv, valid 9 rooms (goal >= 2)': hzOf(cases, 'ours valid 9 rooms') / hzOf(cases, 'ajv valid 9 rooms'),
        'ours / ajv allErrors, valid 9 rooms': hzOf(cases, 'ours valid 9 rooms') / hzOf(cases, 'ajv allErrors valid 9 rooms'),
        'ours / ajv allErrors, 15 errors (goal >= 1)': hzOf(cases, 'ours 15 errors') / hzOf(cases, 'ajv allErrors 15 errors'),
        'ours / ajv first error, 15 errors': hzOf(cases, 'ours 15 errors') / hzOf(cases, 'ajv first error 15 errors'),
        'ours / ajv allErrors, 1 MB first name': hzOf(cases, 'ours 1 MB first name') / hzOf(cases, 'ajv allErrors 1 MB first name'),
      },
    };
  },
};

export default suite;
