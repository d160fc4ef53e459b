/**
 * `pnpm bench validation`: reservation creates validated by `validateReservation` (schema walk +
 * cleaned copy + cross-field rules + ErrorDetail) against two baselines doing the same checks:
 * Ajv 2020 compiled from our exported JSON Schema, and TypeBox's compiled `Check` of our source
 * schemas, both given our own format predicates (date, uuid, country, currency, card expiry...).
 * Valid payloads vary (1 to 9 rooms, optional sections on and off: 64 generated creates, taken in
 * turn); the invalid one is a 9-room create with 15 scattered errors. Also the cost of the
 * patterns on 1 MB adversarial strings.
 *
 * Before anything is measured, every validator serves the same traffic, as it would in a service:
 * the 64 valid creates and 64 creates with one fault each. V8 tunes a function to the shapes it
 * has seen, so a validator that has seen only the 15-error payload is faster on it than any
 * validator in service; that lab figure is kept as a secondary case, with an Ajv compiled for it.
 * Each side of the 15-error cases then runs that payload for two seconds, until it is optimised.
 */
import fc from 'fast-check';
import { REQUEST_SCHEMAS, validateReservation } from '@direct-connect/validation';
import { ajvBaseline, ajvWithFormats } from '../../packages/validation/test-support/ajv-baseline.js';
import { payloadWithOneFault, sampleReservation, sampleReservationWith15Errors, validReservation } from '@direct-connect/validation/arbitraries';
import { adversarialCases } from '../../packages/validation/test-support/adversarial-strings.js';
import { typeboxCheck } from '../../packages/validation/test-support/typebox-baseline.js';
import { hzOf, interleavedRatio, runCases, type Suite } from '../suite.js';

/** How many different valid creates the valid cases cycle through (a power of 2). */
const VARIED = 64;
/** Passes over the served traffic (valid and one-fault creates) each validator makes first. */
const SERVED_PASSES = 200;

/** Milliseconds each side of the 15-error cases runs before it is measured. */
const SETTLE_MS = 2000;

/** Calls `f` for `ms` milliseconds: V8 optimises a big validator only after many calls on a payload. */
function settle(f: () => unknown, ms: number): void {
  const start = performance.now();
  while (performance.now() - start < ms) for (let i = 0; i < 100; i++) f();
}

/** Runs `validate` over every payload of `traffic`, `passes` times: the history of a validator in service. */
function serve(validate: (payload: unknown) => unknown, traffic: readonly unknown[], passes: number): void {
  for (let pass = 0; pass < passes; pass++) for (const payload of traffic) validate(payload);
}

const suite: Suite = {
  async run() {
    // as they arrive from the wire: parsed JSON
    const varied = fc.sample(validReservation('create'), { seed: 20261124, numRuns: VARIED }).map((p) => JSON.parse(JSON.stringify(p)) as unknown);
    const rooms = varied.map((p) => (p as { roomStays: unknown[] }).roomStays.length);
    console.log(`valid creates: ${VARIED}, rooms ${Math.min(...rooms)} to ${Math.max(...rooms)}, mean ${(rooms.reduce((a, b) => a + b, 0) / VARIED).toFixed(1)}`);
    const full = JSON.parse(JSON.stringify(sampleReservation(9))) as unknown;
    const oneFault = fc.sample(payloadWithOneFault(['create']), { seed: 20261126, numRuns: VARIED }).map((f) => JSON.parse(JSON.stringify(f.payload)) as unknown);
    const invalid = JSON.parse(JSON.stringify(sampleReservationWith15Errors().payload)) as unknown;
    const schema = REQUEST_SCHEMAS.DcReservationCreate;
    const ajvFirst = ajvBaseline(schema, false);
    const ajvAll = ajvBaseline(schema, true);
    // the lab figure: an Ajv that validates the 15-error payload and nothing else
    const ajvAllUnserved = ajvBaseline(schema, true);
    const typebox = typeboxCheck('DcReservationCreate');
    const create = { operation: 'create' } as const;
    for (const p of varied) {
      if (!validateReservation(p, create).ok || !ajvFirst(p) || !typebox(p)) throw new Error('a varied create is not valid for every side');
    }
    for (const p of oneFault) {
      // (a fault of a cross-field rule passes Ajv, which checks the schema only)
      if (validateReservation(p, create).ok) throw new Error('a one-fault create is valid');
    }
    const traffic = [...varied, ...oneFault];
    // the baseline's functions split per object (ajvBaseline) say what one inlined function says
    const inlined = ajvWithFormats(true).compile(schema);
    const split = ajvBaseline(schema, true);
    const errorsOf = (v: typeof split) => JSON.stringify(v.errors?.map(({ instancePath, keyword, params }) => [instancePath, keyword, params]));
    for (const p of [...traffic, invalid]) {
      if (inlined(p) !== split(p) || errorsOf(inlined) !== errorsOf(split)) throw new Error('the split Ajv baseline disagrees with Ajv compiled as one function');
    }
    console.log(`served traffic: ${traffic.length} creates (${VARIED} valid, ${VARIED} with one fault), ${SERVED_PASSES} passes per validator`);
    serve((p) => validateReservation(p, create), traffic, SERVED_PASSES);
    serve(ajvFirst, traffic, SERVED_PASSES);
    serve(ajvAll, traffic, SERVED_PASSES);
    serve(typebox, traffic, SERVED_PASSES);
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
    const ajvAllUnservedInvalid = () => ajvAllUnserved(invalid) || ajvAllUnserved.errors?.length;
    // Ajv's allErrors validator reaches its speed on the 15-error payload only after a second or
    // two of it; measured before that, its first samples would flatter ours.
    for (const f of [oursInvalid, ajvAllInvalid, ajvAllUnservedInvalid]) settle(f, SETTLE_MS);

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
      'ajv allErrors 15 errors, validator that has seen nothing else (lab)': ajvAllUnservedInvalid,
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
        'interleaved median: ours / ajv allErrors that has seen nothing else, 15 errors (lab)': interleavedRatio(oursInvalid, ajvAllUnservedInvalid),
        'ours / ajv, valid varied creates': hzOf(cases, 'ours valid varied creates') / hzOf(cases, 'ajv valid varied creates'),
        'ours / typebox Check, valid varied creates': hzOf(cases, 'ours valid varied creates') / hzOf(cases, 'typebox Check valid varied creates'),
        'ours / ajv, valid 9 rooms': hzOf(cases, 'ours valid 9 rooms, every section') / hzOf(cases, 'ajv valid 9 rooms, every section'),
        'ours / typebox Check, valid 9 rooms': hzOf(cases, 'ours valid 9 rooms, every section') / hzOf(cases, 'typebox Check valid 9 rooms, every section'),
        'ours / ajv allErrors, 15 errors': hzOf(cases, 'ours 15 errors') / hzOf(cases, 'ajv allErrors 15 errors'),
        'ours / ajv allErrors that has seen nothing else, 15 errors (lab)': hzOf(cases, 'ours 15 errors') / hzOf(cases, 'ajv allErrors 15 errors, validator that has seen nothing else (lab)'),
        'ours / ajv allErrors, 1 MB first name': hzOf(cases, 'ours 1 MB first name') / hzOf(cases, 'ajv allErrors 1 MB first name'),
      },
    };
  },
};

export default suite;
