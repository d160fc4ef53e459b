/**
 * The README's ```ts examples compile (tsc, strict, as a partner's project would) and run as
 * written against the real service, its address and credentials given through the environment
 * variables the examples read.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { secretOf } from '../../http/src/testing/test-app.js';
import { testService } from '../../http/src/testing/test-service.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README = fileURLToPath(new URL('../README.md', import.meta.url));

let t: Awaited<ReturnType<typeof testService>>;
let dir: string;
let examples: string[];
beforeAll(async () => {
  t = await testService();
  examples = [...(await readFile(README, 'utf8')).matchAll(/```ts(?: no-run)?\n([\s\S]*?)```/g)].map((m) => m[1]!);
  dir = await mkdtemp(join(ROOT, 'packages/client/.readme-examples-'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('the README has its ten-line example and the walkthrough', () => {
  expect(examples).toHaveLength(2);
  expect(examples[0]!.trim().split('\n').length).toBeLessThanOrEqual(12);
});

test('every example compiles with strict TypeScript', async () => {
  const files = await Promise.all(examples.map(async (code, i) => {
    const file = join(dir, `example-${i}.ts`);
    await writeFile(file, `export {};\n${code}`);
    return file;
  }));
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const program = ts.createProgram(files, { ...parsed!.options, noEmit: true });
  const problems = ts.getPreEmitDiagnostics(program).filter((d) => d.file && files.includes(d.file.fileName))
    .map((d) => `${d.file?.fileName.slice(dir.length)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  expect(problems).toEqual([]);
}, 120_000);

test('every example runs against the service', async () => {
  vi.stubEnv('DIRECT_CONNECT_BASE_URL', t.service.baseUrl);
  vi.stubEnv('DIRECT_CONNECT_CLIENT_ID', 'demo-partner');
  vi.stubEnv('DIRECT_CONNECT_CLIENT_SECRET', secretOf('demo-partner'));
  const logged: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    for (const [i, code] of examples.entries()) {
      const file = join(dir, `run-${i}.ts`);
      await writeFile(file, `export {};\n${code}`);
      await import(file);
    }
  } finally {
    log.mockRestore();
    errors.mockRestore();
    vi.unstubAllEnvs();
  }
  expect(logged[0]).toBe('signed in as demo-partner');
  expect(logged).toEqual(expect.arrayContaining([
    expect.stringMatching(/^cheapest: [A-Z0-9]{6} at [0-9.]+ USD$/),
    expect.stringMatching(/^booked \S+ \/ \d+$/),
    'true roomStays[0].departureDate,roomStays[0].arrivalDate',
    'modified: Late arrival',
    expect.stringMatching(/^held \S+, session [0-9a-f-]{36}$/),
    expect.stringMatching(/^cancelled: \S+$/),
  ]));
}, 120_000);
