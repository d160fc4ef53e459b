/**
 * The packages as a user gets them: packed with `pnpm pack`, installed from the tarballs into a
 * scratch project outside the workspace, then required, imported, bundled for the browser and
 * compiled against by TypeScript. Prints the tarball, installed and bundle sizes.
 * validation's build-time goals (no code generation, the validateReservation bundle) are in
 * validation-build-time.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { priceStay } from '@direct-connect/pricing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readmeBlocks } from '../readme-blocks.js';
import { declaredExports } from './declared-exports.js';
import { deadTsdocLinks } from './tsdoc-links.js';
import { explicitAnys } from './explicit-any.js';
import { bundleSize, formatBytes, installedClosureSize, PACKAGES, ROOT, scratchProject, sizeOnDisk, type ScratchProject } from './scratch-project.js';
import { COMMONJS_SMOKE, ESM_SMOKE } from './smoke-script.js';

const run = promisify(execFile);

/** Issue 12's goal for pricing's priceStay alone, minified for the browser. */
const PRICE_STAY_BUNDLE_LIMIT = 40 * 1024;

let project: ScratchProject;
beforeAll(async () => {
  // fast-check: the optional peer of the `./arbitraries` subpath exports, as a partner adds it
  project = await scratchProject(PACKAGES, { '@types/node': '^20.19.0', 'fast-check': '^4.10.2' });
  // The smoke script and the TypeScript consumer use these; every package gets the rest.
  for (const name of ['pricing', 'validation', 'hotel', 'http', 'client']) expect(PACKAGES).toContain(name);
}, 900_000);
afterAll(async () => {
  await project?.remove();
});

describe('each packed tarball', () => {
  test.each(PACKAGES)('%s holds dist, README.md, LICENSE (MIT) and package.json, no sources or tests', async (name) => {
    const { stdout } = await run('tar', ['-tzf', project.tarballs[name]!]);
    const files = stdout.trim().split('\n').map((line) => line.replace(/^package\//, ''));
    for (const file of ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts']) expect(files).toContain(file);
    expect(files.filter((file) => file.startsWith('src/') || file.endsWith('.test.ts') || file.endsWith('.map'))).toEqual([]);
    const installed = join(project.dir, 'node_modules', '@direct-connect', name);
    expect(await readFile(join(installed, 'LICENSE'), 'utf8')).toBe(await readFile(join(ROOT, 'LICENSE'), 'utf8'));
  });

  test.each(PACKAGES)('%s declares MIT, node >= 20.19, its repository folder, and semver ranges on its siblings', async (name) => {
    const manifest = JSON.parse(await readFile(join(project.dir, 'node_modules', '@direct-connect', name, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.license).toBe('MIT');
    expect(manifest.engines).toEqual({ node: '>=20.19' });
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.repository).toMatchObject({ type: 'git', directory: `packages/${name}` });
    for (const range of Object.values((manifest.dependencies ?? {}) as Record<string, string>)) expect(range).not.toMatch(/^workspace:|^\d/);
    expect(Object.keys(manifest.exports as object)).toContain('./package.json');
  });

  test.each(PACKAGES)('%s: every bin is in the tarball and starts with a shebang', async (name) => {
    const folder = join(project.dir, 'node_modules', '@direct-connect', name);
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as { bin?: Record<string, string> };
    for (const file of Object.values(manifest.bin ?? {})) expect((await readFile(join(folder, file), 'utf8')).startsWith('#!/usr/bin/env node\n'), file).toBe(true);
  });
});

describe('the testing kit and the client, installed', () => {
  test('@direct-connect/validation/arbitraries imports and requires; the property test of validation\'s README runs', async () => {
    const readme = await readFile(join(ROOT, 'packages/validation/README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Property tests with the arbitraries'));
    const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    expect(code).toBeDefined();
    await writeFile(join(project.dir, 'arbitraries-readme.mts'), `${code}console.log('property test ran');\n`);
    expect(await project.node(['--import', import.meta.resolve('tsx'), 'arbitraries-readme.mts'])).toContain('property test ran');
    const script = `const kit = require('@direct-connect/validation/arbitraries');
import('@direct-connect/validation/arbitraries').then((m) => console.log(JSON.stringify([typeof kit.payloadWithOneFault, typeof m.validReservation, kit.RULE_CASES.length > 100])));`;
    expect(JSON.parse(await project.node(['-e', script]))).toEqual(['function', 'function', true]);
  }, 60_000);

  test('the client\'s bin is in the tarball, starts with a shebang, and prints its usage and version', async () => {
    const installed = join(project.dir, 'node_modules', '@direct-connect', 'client');
    const bin = join(installed, 'dist', 'cli.js');
    expect((await readFile(bin, 'utf8')).startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(await project.node([bin, '--help'])).toContain('Usage: direct-connect');
    const { version } = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as { version: string };
    expect((await project.node([bin, '--version'])).trim()).toBe(version);
  }, 60_000);
});

describe('loading the installed packages', () => {
  const example = async (): Promise<[unknown, unknown]> => [
    JSON.parse(await readFile(join(ROOT, 'packages/pricing/examples/product.json'), 'utf8')),
    JSON.parse(await readFile(join(ROOT, 'packages/pricing/examples/stay.json'), 'utf8')),
  ];

  test('require() and import give the same working packages: pricing prices as the sources do, validation refuses, hotel loads, http serves a token and /docs', async () => {
    const [product, stay] = await example();
    await writeFile(join(project.dir, 'smoke.cjs'), COMMONJS_SMOKE);
    await writeFile(join(project.dir, 'smoke.mjs'), ESM_SMOKE);
    const env = (folder: string) => ({ PRICING_EXAMPLE: JSON.stringify([product, stay]), SCRATCH_DATA_DIR: join(project.dir, folder) });
    await mkdir(join(project.dir, 'data-cjs'));
    await mkdir(join(project.dir, 'data-esm'));
    const [required, imported] = await Promise.all([
      project.node(['smoke.cjs'], env('data-cjs')),
      project.node(['smoke.mjs'], env('data-esm')),
    ]);
    const fromRequire = JSON.parse(required) as Record<string, unknown>;
    expect(JSON.parse(imported)).toEqual(fromRequire);
    expect(fromRequire).toEqual({
      pricing: {
        priced: JSON.parse(JSON.stringify(priceStay(product as never, stay as never))),
        thrown: { isPricingInputError: true, field: 'currencyCode' },
      },
      validation: { ok: false, codes: expect.arrayContaining([expect.any(String)]), paths: expect.any(Number) },
      hotel: { properties: expect.any(Number) },
      http: { token: 200, tokenType: 'Bearer', docsCss: 200, docsCssBytes: true },
    });
    expect((fromRequire.pricing as { priced: { ok: boolean } }).priced.ok).toBe(true);
    expect((fromRequire.hotel as { properties: number }).properties).toBeGreaterThan(0);
  }, 180_000);

  test.each(PACKAGES)('%s: require() and import of each entry point (the package and its subpaths) export the same names', async (name) => {
    const manifest = JSON.parse(await readFile(join(project.dir, 'node_modules', '@direct-connect', name, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const entries = Object.entries(manifest.exports).filter(([, target]) => typeof target === 'object' && target !== null && 'require' in target && 'import' in target);
    expect(entries.map(([subpath]) => subpath)).toContain('.');
    for (const [subpath] of entries) {
      const specifier = `@direct-connect/${name}${subpath.slice(1)}`;
      const script = `const a = Object.keys(require('${specifier}')).sort();
import('${specifier}').then((m) => console.log(JSON.stringify([a, Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports').sort()])));`;
      const [required, imported] = JSON.parse(await project.node(['-e', script])) as [string[], string[]];
      expect(required.length, specifier).toBeGreaterThan(0);
      expect(imported, specifier).toEqual(required);
    }
  });
});

/** The specifier of every code entry point (the package and its subpaths) of every installed package of ours. */
async function entrySpecifiers(): Promise<string[]> {
  const specifiers: string[] = [];
  for (const name of PACKAGES) {
    const manifest = JSON.parse(await readFile(join(project.dir, 'node_modules', '@direct-connect', name, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    for (const [subpath, target] of Object.entries(manifest.exports)) if (typeof target === 'object' && target !== null) specifiers.push(`@direct-connect/${name}${subpath.slice(1)}`);
  }
  return specifiers;
}

describe('what an import loads', () => {
  // 'date-fns-tz' (the package's index) loads every function of date-fns-tz and of date-fns, 318
  // modules, for the one function cancellationDeadline uses: 280 ms of CPU at every start of a
  // process that imports pricing, hotel or http (measured 2026-11-26, see the commit).
  test('pricing loads the one date-fns-tz function it uses, and nothing of date-fns', async () => {
    const script = `require('@direct-connect/pricing');
console.log(JSON.stringify(Object.keys(require.cache).filter((k) => k.includes('/node_modules/') && !k.includes('/@direct-connect/')).map((k) => k.replace(/^.*\\/node_modules\\//, ''))));`;
    const loaded = JSON.parse(await project.node(['-e', script])) as string[];
    expect(loaded).toContain('date-fns-tz/dist/cjs/toZonedTime/index.js');
    expect(loaded.filter((file) => file.startsWith('date-fns/'))).toEqual([]);
    expect(loaded.length).toBeLessThan(20);
  }, 60_000);
});

describe('CommonJS without require(esm)', () => {
  // Node >= 20.19 require()s an ES module, but loaders with their own CommonJS module system
  // (Jest's, Node before 20.19) cannot: a CommonJS entry point must reach no ES-module-only
  // package (typebox is one). --no-experimental-require-module makes node behave as they do.
  test('every CommonJS entry point of every package loads, and the flag does refuse an ES module', async () => {
    const specifiers = await entrySpecifiers();
    const script = `const failed = []; for (const s of ${JSON.stringify(specifiers)}) { try { require(s); } catch (e) { failed.push(s + ': ' + e.code); } }
let esm = 'loaded'; try { require('typebox'); } catch (e) { esm = e.code; }
console.log(JSON.stringify({ failed, esm }));`;
    expect(JSON.parse(await project.node(['--no-experimental-require-module', '-e', script]))).toEqual({ failed: [], esm: 'ERR_REQUIRE_ESM' });
  }, 60_000);
});

describe('declarations and run time agree', () => {
  test.each(['esm', 'cjs'] as const)('from %s, every value an entry point declares is there at run time, and every value there is declared', async (kind) => {
    const specifiers = await entrySpecifiers();
    const declared = declaredExports(project.dir, specifiers, kind);
    const load = kind === 'cjs' ? 'Object.keys(require(s))' : "await import(s).then((m) => Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports'))";
    const script = `(async () => { const out = {}; for (const s of ${JSON.stringify(specifiers)}) out[s] = (${load}).sort(); console.log(JSON.stringify(out)); })();`;
    const runtime = JSON.parse(await project.node(['-e', script])) as Record<string, string[]>;
    for (const specifier of specifiers) {
      expect(declared[specifier]!.values.length, specifier).toBeGreaterThan(0);
      expect(runtime[specifier], `${specifier}: the values its declarations name (${kind})`).toEqual(declared[specifier]!.values);
    }
  }, 60_000);
});

describe('hover documentation', () => {
  test.each(['esm', 'cjs'] as const)('from %s, every export declared by our packages carries TSDoc', async (kind) => {
    const specifiers = await entrySpecifiers();
    const declared = declaredExports(project.dir, specifiers, kind);
    for (const specifier of specifiers) {
      expect(declared[specifier]!.values.length + declared[specifier]!.types.length, specifier).toBeGreaterThan(0);
      expect(declared[specifier]!.undocumented, `${specifier} (${kind})`).toEqual([]);
    }
  }, 60_000);

  // A link to a name the published declarations do not bring into scope shows as a dead link in
  // the user's editor, although it resolved in our sources (an internal constant, a name a shared
  // chunk re-exports under an alias).
  test('every {@link} in the installed declarations resolves', async () => {
    const base = join(project.dir, 'node_modules', '@direct-connect');
    const files = (await Promise.all(PACKAGES.map(async (name) => (await readdir(join(base, name, 'dist'))).filter((file) => /\.d\.c?ts$/.test(file)).map((file) => join(base, name, 'dist', file))))).flat();
    expect(files.length).toBeGreaterThanOrEqual(PACKAGES.length * 2);
    expect(deadTsdocLinks(files, base)).toEqual([]);
  }, 60_000);

  test('no `any` in the installed declarations', async () => {
    const base = join(project.dir, 'node_modules', '@direct-connect');
    const files = (await Promise.all(PACKAGES.map(async (name) => (await readdir(join(base, name, 'dist'))).filter((file) => /\.d\.c?ts$/.test(file)).map((file) => join(base, name, 'dist', file))))).flat();
    expect(files.length).toBeGreaterThanOrEqual(PACKAGES.length * 2);
    expect(explicitAnys(files, base)).toEqual([]);
    const fixture = join(project.dir, 'any-fixture.d.ts');
    await writeFile(fixture, '/** an any in a comment does not count */\nexport declare const a: { f: (p: any) => unknown };\n');
    expect(explicitAnys([fixture], project.dir)).toEqual(['any-fixture.d.ts:2: p: any']);
  });

  test('a dead {@link} is found, and a live one is not', async () => {
    const folder = join(project.dir, 'tsdoc-links-fixture');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'index.d.ts'), 'declare const INTERNAL = 1;\n/** See {@link INTERNAL}, {@link live} and {@link gone}. */\nexport declare function live(): void;\nexport {};\n');
    expect(deadTsdocLinks([join(folder, 'index.d.ts')], project.dir)).toEqual(['tsdoc-links-fixture/index.d.ts: {@link gone}']);
  });

  test('an export without TSDoc is found, in a package laid out as ours', async () => {
    const folder = join(project.dir, 'node_modules', '@direct-connect', 'tsdoc-fixture');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'package.json'), JSON.stringify({ name: '@direct-connect/tsdoc-fixture', type: 'module', exports: { '.': { types: './index.d.ts', default: './index.js' } } }));
    await writeFile(join(folder, 'index.d.ts'), '/** Says so. */\nexport declare function documented(): void;\nexport declare function bare(): void;\nexport type Plain = string;\n');
    const declared = declaredExports(project.dir, ['@direct-connect/tsdoc-fixture'], 'esm')['@direct-connect/tsdoc-fixture']!;
    expect(declared.undocumented).toEqual(['Plain', 'bare']);
  });
});

/**
 * Compiles `files` in a folder of the scratch project with tsc, `compilerOptions` over the
 * strictest defaults; throws with tsc's report.
 */
const compile = async (folder: string, compilerOptions: Record<string, unknown>, files: Record<string, string>): Promise<void> => {
  const dir = join(project.dir, folder);
  await mkdir(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
  const tsconfig = {
    compilerOptions: {
      strict: true, exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, noEmit: true, skipLibCheck: false,
      target: 'ES2022', lib: ['ES2023', 'DOM'], types: ['node'], ...compilerOptions,
    },
    files: Object.keys(files),
  };
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  try {
    await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir });
  } catch (error) {
    throw new Error(`tsc in ${folder} failed:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
  }
};

describe('a TypeScript consumer compiles against the installed types', () => {
  const consumer = (kind: 'esm' | 'cjs') => `import { priceStay, PricingInputError, type PriceResult } from '@direct-connect/pricing';
import { validateReservation, type ErrorDetail } from '@direct-connect/validation';
import { demoCatalog, type Catalog } from '@direct-connect/hotel';
import { createApp, loadConfig, type AppConfig } from '@direct-connect/http';

export const price = (product: Parameters<typeof priceStay>[0]): PriceResult =>
  priceStay(product, { arrivalDate: '2027-01-01', departureDate: '2027-01-02', numAdults: 1 });
export const refusal = (payload: unknown): ErrorDetail | undefined => {
  const checked = validateReservation(payload, { operation: 'create' });
  return checked.ok ? undefined : checked.error;
};
// @ts-expect-error an operation the types do not allow
validateReservation({}, { operation: 'delete' });
export const catalog: Catalog = demoCatalog({ from: '2027-01-01' });
export const config: AppConfig | undefined = undefined;
export const isInputError = (error: unknown): boolean => error instanceof PricingInputError;
export const app: typeof createApp = createApp;
export const load: typeof loadConfig = loadConfig;
export const kind = '${kind}';
`;

  // strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess. Our declarations are checked
  // (skipLibCheck false) from NodeNext (the .d.ts) and from CommonJS (the .d.cts, whose imports of
  // typebox, an ES-module-only package, must be type-only and resolved as ESM, else TS1479);
  // checking every library takes TypeScript most of a minute, so Bundler skips it. The limit is a
  // hang guard, not a speed goal: the three compiles together took 228 s alone and passed 240 s
  // inside `pnpm test` on 2 cores shared at load 11 (2026-11-26).
  test('under moduleResolution NodeNext (an ES module .mts), Node16 (a CommonJS .cts) and Bundler, with the strictest options', async () => {
    await Promise.all([
      compile('ts-nodenext', { module: 'NodeNext', moduleResolution: 'NodeNext' }, { 'consumer.mts': consumer('esm') }),
      compile('ts-node16-cjs', { module: 'Node16', moduleResolution: 'Node16' }, { 'consumer.cts': consumer('cjs') }),
      compile('ts-bundler', { module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true }, { 'consumer.ts': consumer('esm') }),
    ]);
  }, 600_000);
});

describe('the README examples, as a partner copies them', () => {
  // readme-examples.test.ts compiles them against the sources; here they meet the declarations
  // a partner installs, in an ES module project (NodeNext) with the strictest options.
  test('every ```ts block of every README compiles against the installed packages', async () => {
    const blocks = readmeBlocks();
    expect(blocks.length).toBeGreaterThan(0);
    const files = Object.fromEntries(blocks.map((block) => [`${block.owner}-${block.line}.mts`, block.code]));
    await compile('ts-readme-examples', { module: 'NodeNext', moduleResolution: 'NodeNext', skipLibCheck: true }, files);
  }, 240_000);
});

describe('sizes', () => {
  test(`pricing's priceStay alone bundles (minified, browser) to <= ${PRICE_STAY_BUNDLE_LIMIT / 1024} KB; the figures`, async () => {
    const priceStayBundle = await bundleSize(project.dir, "export { priceStay } from '@direct-connect/pricing';");
    const rows: string[] = [];
    for (const name of PACKAGES) {
      const tarball = (await stat(project.tarballs[name]!)).size;
      const own = await sizeOnDisk(join(project.dir, 'node_modules', '@direct-connect', name));
      const closure = await installedClosureSize(project.dir, `@direct-connect/${name}`);
      rows.push(`| @direct-connect/${name} | ${formatBytes(tarball)} | ${formatBytes(own)} | ${formatBytes(closure)} |`);
    }
    console.log([
      '| package | tarball | installed (package) | installed (with its dependencies) |',
      '|---|---|---|---|',
      ...rows,
      '',
      `priceStay alone, esbuild --bundle --minify --platform=browser: ${formatBytes(priceStayBundle.bytes)} (${formatBytes(priceStayBundle.gzipBytes)} gzipped)`,
    ].join('\n'));
    expect(priceStayBundle.bytes).toBeLessThanOrEqual(PRICE_STAY_BUNDLE_LIMIT);
  }, 60_000);
});
