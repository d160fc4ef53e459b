/**
 * The README's ```ts examples compile (tsc, strict, as a partner's project would) and run as
 * written against the real service, its address and credentials given through the environment
 * variables the examples read.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, expect, onTestFinished, test, vi } from 'vitest';
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

/** `date` (YYYY-MM-DD) plus `days` days. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** `direct-connect ...args` (the sources), with `env`; its exit code and output. */
function cli(args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  const main = fileURLToPath(new URL('./cli/main.ts', import.meta.url));
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', main, ...args], { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

test('the command line section runs as written; its shop output has the shape shown', async () => {
  const section = (await readFile(README, 'utf8')).split('## Command line')[1]!;
  const lines = /```sh\n([\s\S]*?)```/.exec(section)![1]!.replace(/\\\n\s*/g, '').split('\n').filter((line) => line.trim() !== '');
  const [exported, arrive, ...commands] = lines;
  expect(exported).toBe('export DIRECT_CONNECT_CLIENT_ID=demo-partner DIRECT_CONNECT_CLIENT_SECRET=demo-secret');
  const cacheHome = await mkdtemp(join(tmpdir(), 'dc-readme-cache-'));
  onTestFinished(() => rm(cacheHome, { recursive: true, force: true }));
  const env = { XDG_CACHE_HOME: cacheHome, DIRECT_CONNECT_BASE_URL: t.service.baseUrl, DIRECT_CONNECT_CLIENT_ID: 'demo-partner', DIRECT_CONNECT_CLIENT_SECRET: secretOf('demo-partner') };
  const assignment = /^ARRIVE=\$\(node -p '(.+)'\)$/.exec(arrive!);
  expect(assignment).not.toBeNull();
  const values: Record<string, string> = { $ARRIVE: String(new Function(`return ${assignment![1]}`)()) };
  expect(values.$ARRIVE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const printed: Record<string, string> = {};
  for (const line of commands) {
    const command = line.replace(/\s+#.*$/, '').replace(/<[^>]+>|\$ARRIVE/g, (placeholder) => values[placeholder] ?? placeholder);
    expect(command, line).toMatch(/^direct-connect [^<>]+$/);
    const result = await cli(command.split(/\s+/).slice(1), env);
    expect(result, command).toMatchObject({ code: 0, stderr: '' });
    const name = command.split(/\s+/)[1]!;
    printed[name] = result.stdout;
    const stay = /^(\d+)\s+(\d+)\s+confirmed/m.exec(result.stdout);
    if (name === 'book') Object.assign(values, { '<conf>': stay![1]!, '<gnr>': stay![2]! });
    const confirm = /direct-connect confirm (\S+) --session (\S+)/.exec(result.stdout);
    if (name === 'hold') Object.assign(values, { '<held conf>': confirm![1]!, '<session>': confirm![2]! });
    if (name === 'modify' && command.includes('--hold')) {
      expect(confirm![1]).toBe(values['<conf>']);
      values['<modify session>'] = confirm![2]!;
    } else if (name === 'modify') {
      expect(result.stdout).toMatch(new RegExp(`^modified\\n.*\\n${values['<conf>']}\\s+${values['<gnr>']}\\s+confirmed\\s+${values.$ARRIVE}\\s+${addDays(values.$ARRIVE!, 3)}\\s`));
    }
  }
  expect(Object.keys(printed)).toEqual(['login', 'whoami', 'shop', 'book', 'read', 'modify', 'release', 'hold', 'confirm', 'cancel', 'logout', '--version']);
  expect(printed.logout).toMatch(/^logged out: the token of demo-partner at .* is forgotten\n$/);
  expect(printed['--version']).toMatch(/^\d+\.\d+\.\d+\S*\n$/);
  const sample = /```\n(property [\s\S]*?)```/.exec(section)![1]!.trimEnd().split('\n');
  const shopped = printed.shop!.trimEnd().split('\n');
  expect(shopped[0]).toBe(sample[0]);
  // every column but the rooms left and the figures, which follow the day the service started
  const shape = (row: string) => row.replace(/\s+\d+\s+\d+(\.\d+)?\s+\d+(\.\d+)?\s+(\w{3})$/, ' <rooms and figures> $3');
  expect(shopped.slice(1, sample.length).map(shape)).toEqual(sample.slice(1).map(shape));
}, 120_000);
