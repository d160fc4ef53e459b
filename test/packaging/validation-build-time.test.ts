/**
 * validation's build-time goals, checked on the packed tarball installed in a scratch project:
 * it imports and validates where code generation from strings is forbidden (CSP, edge runtimes),
 * and `validateReservation` alone bundles small for the browser. Both hold once the validators
 * are generated at build time into plain modules (DESIGN section 4, issue 12 item 2).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bundleSize, formatBytes, scratchProject, type ScratchProject } from './scratch-project.js';

/** Goal of issue 12: validateReservation alone, minified for the browser. */
const VALIDATE_RESERVATION_BUNDLE_LIMIT = 80 * 1024;

const RESERVATION = {
  propCode: 'NYCDC',
  roomStays: [{ arrivalDate: '2027-03-10', departureDate: '2027-03-12', numAdults: 2, roomTypeCode: 'KNG', ratePlanCode: 'RAC' }],
  guest: { name: { firstName: 'Ada', lastName: 'Lovelace' }, addresses: [{ addressType: 'home', city: 'London', country: 'GB' }] },
  guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardExpireDate: '1230', cvv: '123' } },
};

/** Validates one valid and one invalid reservation and prints both verdicts. */
const SCRIPT = (load: string) => `${load}
const valid = validation.validateReservation(${JSON.stringify(RESERVATION)}, { operation: 'create' });
const invalid = validation.validateReservation({ ...${JSON.stringify(RESERVATION)}, roomStays: [] }, { operation: 'create' });
console.log(JSON.stringify({ valid: valid.ok, invalid: invalid.ok, fields: invalid.ok ? [] : invalid.error.notifications.flatMap((n) => n.fields ?? []) }));
`;

let project: ScratchProject;
beforeAll(async () => {
  project = await scratchProject(['validation']);
}, 120_000);
afterAll(async () => {
  await project?.remove();
});

test('validation imports, requires and validates under node --disallow-code-generation-from-strings', async () => {
  await writeFile(join(project.dir, 'strict.cjs'), SCRIPT("const validation = require('@direct-connect/validation');"));
  await writeFile(join(project.dir, 'strict.mjs'), SCRIPT("import * as validation from '@direct-connect/validation';"));
  for (const script of ['strict.cjs', 'strict.mjs']) {
    const verdicts = JSON.parse(await project.node(['--disallow-code-generation-from-strings', script]));
    expect(verdicts).toEqual({ valid: true, invalid: false, fields: expect.arrayContaining(['roomStays']) });
  }
}, 60_000);

test(`validateReservation alone bundles (minified, browser) to <= ${VALIDATE_RESERVATION_BUNDLE_LIMIT / 1024} KB`, async () => {
  const bundle = await bundleSize(project.dir, "export { validateReservation } from '@direct-connect/validation';");
  console.log(`validateReservation alone, esbuild --bundle --minify --platform=browser: ${formatBytes(bundle.bytes)} (${formatBytes(bundle.gzipBytes)} gzipped)`);
  expect(bundle.bytes).toBeLessThanOrEqual(VALIDATE_RESERVATION_BUNDLE_LIMIT);
}, 60_000);
