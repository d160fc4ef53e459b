/**
 * Independent linters accept the OpenAPI document with zero errors: Redocly CLI (its recommended
 * rules) and Spectral (the `spectral:oas` ruleset). Both run offline on a file of the document.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openApiDocument } from '@direct-connect/validation';
import { afterAll, beforeAll, expect, test } from 'vitest';

const run = promisify(execFile);
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
/** No telemetry, no update check: the linters need no network. */
const OFFLINE = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

let dir = '';
let document = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dc-lint-'));
  document = join(dir, 'openapi.json');
  await writeFile(document, JSON.stringify(openApiDocument(), null, 2));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** stdout of a command that may exit non-zero when it finds problems. */
async function output(file: string, args: string[]): Promise<string> {
  try {
    return (await run(file, args, { env: OFFLINE, maxBuffer: 1 << 26, cwd: dir })).stdout;
  } catch (err) {
    return (err as { stdout?: string }).stdout ?? '';
  }
}

test('Spectral (spectral:oas) finds no error', { timeout: 120_000 }, async () => {
  const ruleset = join(dir, '.spectral.yaml');
  await writeFile(ruleset, 'extends: ["spectral:oas"]\n');
  const results = JSON.parse(await output(bin('spectral'), ['lint', document, '--ruleset', ruleset, '--format', 'json', '--quiet'])) as Array<{ code: string; severity: number; message: string; path: string[] }>;
  const errors = results.filter((r) => r.severity === 0).map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
  expect(errors).toEqual([]);
});

test('Redocly CLI (recommended rules) finds no error', { timeout: 120_000 }, async () => {
  const report = JSON.parse(await output(bin('redocly'), ['lint', document, '--format', 'json'])) as { totals: { errors: number }; problems: Array<{ ruleId: string; severity: string; message: string }> };
  const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
  expect(errors).toEqual([]);
  expect(report.totals.errors).toBe(0);
});
