/**
 * The independent packaging linters a user or a registry runs, on the packed tarballs:
 * `@arethetypeswrong/cli` (attw: each entry point resolves to the right types and JavaScript
 * under node10, node16 from CommonJS and from ES modules, and bundler resolution) and publint
 * (the manifest's fields, exports and files against the tarball's content). Both read the
 * tarball only: no install, no network.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packTarball, PACKAGES, ROOT } from './scratch-project.js';

const run = promisify(execFile);

let dir: string;
const tarballs: Record<string, string> = {};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dc-lint-'));
  await Promise.all(PACKAGES.map(async (name) => {
    tarballs[name] = await packTarball(name, dir);
  }));
}, 120_000);
afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe('the packed tarballs pass the independent packaging linters', () => {
  test.concurrent.each(PACKAGES)('%s: attw finds no problem in any entry point under any resolution', async (name) => {
    const attw = join(ROOT, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
    // attw exits 1 when it finds a problem; its JSON report is on stdout either way
    const report = await run(process.execPath, [attw, '--pack', tarballs[name]!, '--format', 'json'], { maxBuffer: 64 << 20 })
      .catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const { analysis } = JSON.parse(report.stdout) as { analysis: { entrypoints: Record<string, unknown>; problems: unknown[] } };
    expect(Object.keys(analysis.entrypoints)).toContain('.');
    expect(analysis.problems).toEqual([]);
  }, 60_000);

  test.each(PACKAGES)('%s: publint reports no error and no warning', async (name) => {
    const tarball = await readFile(tarballs[name]!);
    const { messages, pkg } = await publint({ pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) as ArrayBuffer }, level: 'warning' });
    expect(pkg).toMatchObject({ name: `@direct-connect/${name}` });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`)).toEqual([]);
  }, 60_000);

  test.each(PACKAGES)('%s: every file of the package folder its README names (but tools\' configs) is in the tarball', async (name) => {
    const folder = join(ROOT, 'packages', name);
    const readme = await readFile(join(folder, 'README.md'), 'utf8');
    const named = [...new Set([...readme.matchAll(/`([\w.-]+\.(?:json|md|js|cjs|mjs|d\.ts))`/g)].map((match) => match[1]!))].filter((file) => existsSync(join(folder, file)) && !/config\.json$/.test(file)); // tools' configs are the repository's
    const { stdout } = await run('tar', ['-tzf', tarballs[name]!]);
    const packed = stdout.split('\n').map((line) => line.replace(/^package\//, ''));
    expect(named.filter((file) => !packed.includes(file))).toEqual([]);
  });
});
