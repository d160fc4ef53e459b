/**
 * The package as a bundler and a locked-down runtime see it: bundles of single entry points stay
 * small (unused validators, schemas and the OpenAPI document are tree-shaken away), and importing
 * and running every validator works where code generation from strings is forbidden.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sampleReservation } from './arbitraries/index.js';

const run = promisify(execFile);
const INDEX = fileURLToPath(new URL('./index.ts', import.meta.url));
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'validation-bundle-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Minified browser bundle size, in bytes, of a module that imports `names` and uses them. */
async function bundleSize(names: string[]): Promise<number> {
  const entry = join(dir, `${names.join('-')}.mjs`);
  await writeFile(entry, `import { ${names.join(', ')} } from ${JSON.stringify(INDEX)};\nglobalThis.used = [${names.join(', ')}];\n`);
  const out = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' });
  return out.outputFiles[0]?.contents.byteLength ?? Infinity;
}

describe('bundles of single entry points (esbuild, minified, browser)', () => {
  test('validateReservation alone is at most 80 KB', async () => {
    expect(await bundleSize(['validateReservation'])).toBeLessThanOrEqual(80 * 1024);
  });

  test('the token validator alone is a fraction of it: the reservation walks are left out', async () => {
    const token = await bundleSize(['validateTokenRequest']);
    expect(token).toBeLessThan((await bundleSize(['validateReservation'])) / 2);
  });
});

describe('no code generation from strings', () => {
  test('importing and running every validator works under node --disallow-code-generation-from-strings', async () => {
    const script = join(dir, 'locked-down.mjs');
    const bundle = join(dir, 'locked-down.bundle.mjs');
    await writeFile(script, `
import * as v from ${JSON.stringify(INDEX)};
const reservation = ${JSON.stringify(sampleReservation(9))};
const results = [
  v.validateReservation(reservation, { operation: 'create' }).ok,
  v.validateReservation({ ...reservation, propCode: 'x' }, { operation: 'create' }).ok,
  v.validateReservation({ ...reservation, roomStays: reservation.roomStays.slice(0, 1) }, { operation: 'modify' }).ok,
  v.validateShopRequest({ arrivalDate: '2026-03-01', departureDate: '2026-03-03', numAdults: 2, props: [{ propCode: 'NYCDC' }] }).ok,
  v.validatePropertyShopRequest({ arrivalDate: '2026-03-01', departureDate: '2026-03-03', numAdults: '2' }).ok,
  v.validateCancelRequest({}).ok, v.validateConfirmRequest(undefined).ok, v.validateTokenRequest({ client_id: 'a', client_secret: 'b' }).ok,
  v.validateResponse('WhoAmI', {}).ok, Object.keys(v.openApiDocument().paths).length > 0,
];
let evalRefused = false;
try { new Function('return 1'); } catch { evalRefused = true; }
console.log(JSON.stringify({ results, evalRefused }));
`);
    await build({ entryPoints: [script], bundle: true, format: 'esm', platform: 'node', outfile: bundle, logLevel: 'silent' });
    const { stdout } = await run(process.execPath, ['--disallow-code-generation-from-strings', bundle]);
    expect(JSON.parse(stdout)).toEqual({ results: [true, false, true, true, true, true, true, true, true, true], evalRefused: true });
  });
});
