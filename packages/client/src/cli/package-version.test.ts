/** packageVersion: read at run time from the package.json above the module, from the sources and from a bundle laid out as the packed package. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { packageVersion } from './package-version.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-version-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('from the sources: the version of packages/client/package.json', async () => {
  const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  expect(manifest.name).toBe('@direct-connect/client');
  expect(packageVersion()).toBe(manifest.version);
});

test('from a bundle in dist/ of an installed package: that package\'s version, read when it runs', async () => {
  // bundled as tsup bundles the bin (src/cli/main.ts -> dist/cli.js, ESM), then given a package.json of another version
  const bin = join(dir, 'node_modules', '@direct-connect', 'client', 'dist', 'cli.js');
  const source = fileURLToPath(new URL('./package-version.ts', import.meta.url));
  await build({ stdin: { contents: `import { packageVersion } from ${JSON.stringify(source)};\nconsole.log(packageVersion());`, resolveDir: dir, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', outfile: bin, logLevel: 'silent' });
  const write = (version: string) => writeFile(join(dir, 'node_modules', '@direct-connect', 'client', 'package.json'), JSON.stringify({ name: '@direct-connect/client', version }));
  // a package.json of another name on the way up is passed over
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'a-partner-project', version: '7.0.0' }));
  const run = () => new Promise<string>((resolve, reject) => execFile(process.execPath, [bin], (error, stdout) => (error ? reject(error) : resolve(stdout))));
  await write('9.8.7-test.1');
  expect(await run()).toBe('9.8.7-test.1\n');
  await write('9.8.8');
  expect(await run()).toBe('9.8.8\n');
}, 60_000);

test('no package.json of the client above the module: an Error naming the package', () => {
  expect(() => packageVersion(pathToFileURL(join(dir, 'elsewhere', 'cli.js')).href)).toThrow(/no package\.json of @direct-connect\/client above /);
});
