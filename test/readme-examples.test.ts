/**
 * Every ```ts block of every README (the root's and packages/*\/README.md) compiles with the
 * project's TypeScript (tsconfig.base.json's options, plus exactOptionalPropertyTypes: a partner's
 * project may be stricter than ours, and an example must compile in the strictest) and runs (node with tsx) as written: each
 * block is its own ES module. Imports of `@direct-connect/<name>` resolve to the workspace
 * sources; other packages resolve from the README's package (its dependencies), node built-ins
 * as usual. A block fenced ```ts no-run is compiled but not run (for one that serves forever or
 * needs a database); the convention is stated in the root README.
 */
import { execFile } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { README_FILES, readmeBlocks, tsBlocks, type Block } from './readme-blocks.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** How long one block may run before it counts as not terminating. */
const RUN_TIMEOUT_MS = 30_000;

const readmes = README_FILES;
const blocks = readmeBlocks();
const fileOf = (block: Block): string => join(block.owner, `line-${block.line}.mts`);

let dir: string;
/** tsc's diagnostics by block file (relative to `dir`). */
const diagnostics = new Map<string, string[]>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dc-readme-'));
  for (const { owner } of readmes) {
    await mkdir(join(dir, owner));
    // Packages other than ours come from the README's own package, as a user installs them beside it.
    await symlink(join(ROOT, owner === 'root' ? '' : `packages/${owner}`, 'node_modules'), join(dir, owner, 'node_modules'), 'dir');
  }
  for (const block of blocks) await writeFile(join(dir, fileOf(block)), block.code);
  const tsconfig = {
    extends: join(ROOT, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: true,
      exactOptionalPropertyTypes: true,
      typeRoots: [join(ROOT, 'node_modules/@types')],
      paths: {
        '@direct-connect/*/arbitraries': [join(ROOT, 'packages/*/src/arbitraries/index.ts')],
        '@direct-connect/*': [join(ROOT, 'packages/*/src/index.ts')],
      },
    },
    files: blocks.map(fileOf),
  };
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  if (blocks.length === 0) return;
  const { stdout } = await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'false'], { cwd: dir, maxBuffer: 16 << 20 }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
  for (const line of stdout.split('\n')) {
    const at = /^(.+?)\(\d+,\d+\): error /.exec(line);
    if (!at) continue;
    const file = relative(dir, join(dir, at[1]!));
    diagnostics.set(file, [...(diagnostics.get(file) ?? []), line]);
  }
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The packages a block of code imports (static and dynamic imports, subpaths cut to the package). */
function importedPackages(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*'([^']+)'/g)].map((match) => match[1]!);
  return specifiers.filter((specifier) => !specifier.startsWith('.')).map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
}

/** The packages a README tells a user to install: the names after each `npm install` (flags skipped). */
function installedBy(readme: string): string[] {
  return [...readme.matchAll(/npm install((?:[ \t]+[^\s`]+)+)/g)].flatMap((match) => match[1]!.trim().split(/\s+/).filter((word) => !word.startsWith('-')));
}

describe('README examples', () => {
  test('the fence parser finds ```ts blocks and their no-run marks', () => {
    const text = ['# x', '```ts', 'a();', '```', '```sh', 'b', '```', '```ts no-run', 'c();', '```'].join('\n');
    expect(tsBlocks('R.md', text, 'root')).toEqual([
      { readme: 'R.md', line: 2, code: 'a();\n', run: true, owner: 'root' },
      { readme: 'R.md', line: 8, code: 'c();\n', run: false, owner: 'root' },
    ]);
  });

  test('the root README\'s package table lists every package, linked to its folder', () => {
    const root = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const table = root.slice(root.indexOf('## Packages'));
    for (const { owner } of readmes.filter(({ owner }) => owner !== 'root')) {
      const name = (JSON.parse(readFileSync(join(ROOT, 'packages', owner, 'package.json'), 'utf8')) as { name: string }).name;
      expect(table, name).toContain(`| [\`${name}\`](packages/${owner}) |`);
    }
  });

  test.each(readmes.filter(({ owner }) => owner !== 'root'))('$file tells a user how to install the package from npm, as it is named', ({ file, owner }) => {
    const name = (JSON.parse(readFileSync(join(ROOT, 'packages', owner, 'package.json'), 'utf8')) as { name: string }).name;
    const shell = [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
    expect(shell.some((block) => block.split('\n').includes(`npm install ${name}`))).toBe(true);
  });

  // With pnpm or Yarn PnP a partner's project can import only the packages it lists itself, not
  // the dependencies of a package it installed: an example importing one of those works under
  // npm's hoisting and fails to resolve under pnpm.
  test.each(readmes.filter(({ owner }) => owner !== 'root'))('$file: its examples import only node built-ins, the package and what the README says to install', ({ file, owner }) => {
    const name = (JSON.parse(readFileSync(join(ROOT, 'packages', owner, 'package.json'), 'utf8')) as { name: string }).name;
    const installed = installedBy(readFileSync(join(ROOT, file), 'utf8'));
    expect(installed).toContain(name);
    const imported = blocks.filter((block) => block.owner === owner).flatMap((block) => importedPackages(block.code));
    expect([...new Set(imported)].filter((specifier) => !specifier.startsWith('node:') && !isBuiltin(specifier) && !installed.includes(specifier))).toEqual([]);
  });

  test('the import and install readers find what an example imports and what a README installs', () => {
    expect(importedPackages("import a from 'fast-check';\nimport { b } from '@x/y/sub';\nimport type { C } from './local.js';\nconst d = await import('node:fs');\n"))
      .toEqual(['fast-check', '@x/y', 'node:fs']);
    expect(installedBy('```sh\nnpm install @x/y z\n```\nneeds it (`npm install --save-dev fast-check`).')).toEqual(['@x/y', 'z', 'fast-check']);
  });

  test.each(blocks.map((block) => [`${block.readme}:${block.line}`, block] as const))('%s compiles and runs', async (_name, block) => {
    expect(diagnostics.get(fileOf(block)) ?? []).toEqual([]);
    if (!block.run) return;
    try {
      await run(process.execPath, ['--import', import.meta.resolve('tsx'), fileOf(block)], {
        cwd: dir,
        timeout: RUN_TIMEOUT_MS,
        env: { ...process.env, TSX_TSCONFIG_PATH: join(dir, 'tsconfig.json') },
        maxBuffer: 16 << 20,
      });
    } catch (error) {
      const failed = error as { stderr?: string; killed?: boolean };
      throw new Error(failed.killed ? `did not finish within ${RUN_TIMEOUT_MS} ms (mark a block that serves forever \`\`\`ts no-run)` : `failed:\n${failed.stderr ?? String(error)}`);
    }
  }, RUN_TIMEOUT_MS + 10_000);
});

/**
 * Packages whose README names each value export of each entry point, so that a partner reading
 * it finds every function and constant.
 */
const NAMING_EVERY_EXPORT = ['pricing', 'validation', 'hotel', 'http', 'client'];

describe('README public surfaces', () => {
  test.each(NAMING_EVERY_EXPORT)('packages/%s/README.md names every value export of the package and its subpaths', async (name) => {
    const readme = readFileSync(join(ROOT, 'packages', name, 'README.md'), 'utf8');
    const entries = [join(ROOT, 'packages', name, 'src/index.ts')];
    if (existsSync(join(ROOT, 'packages', name, 'src/arbitraries/index.ts'))) entries.push(join(ROOT, 'packages', name, 'src/arbitraries/index.ts'));
    const missing: string[] = [];
    for (const entry of entries) {
      const names = Object.keys(await import(entry) as object);
      expect(names.length, entry).toBeGreaterThan(0);
      missing.push(...names.filter((exported) => !new RegExp(`\\b${exported}\\b`).test(readme)));
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
