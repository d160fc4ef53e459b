/**
 * A scratch project outside the workspace that installs the packed tarballs of our packages,
 * as a user's project would: `pnpm pack` in each package (workspace ranges become semver
 * ranges), then `npm install` of the tarballs (their other dependencies come from the npm
 * registry). The packages must have been built first (`pnpm run build`; `pnpm test` does).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const run = promisify(execFile);

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Folder names of the packages published from this repository (packages/* not private). */
export const PACKAGES: readonly string[] = readdirSync(join(ROOT, 'packages'))
  .filter((name) => existsSync(join(ROOT, 'packages', name, 'package.json')))
  .filter((name) => (JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8')) as { private?: boolean }).private !== true)
  .sort();
export type PackageName = string;

export interface ScratchProject {
  /** The project's folder (holds the tarballs, package.json and node_modules). */
  dir: string;
  /** Tarball file of each packed package. */
  tarballs: Partial<Record<PackageName, string>>;
  /** Runs `node ...args` in the project; resolves with stdout, rejects with stderr on failure. */
  node(args: readonly string[], env?: NodeJS.ProcessEnv): Promise<string>;
  remove(): Promise<void>;
}

/** Packs packages/`name` with `pnpm pack` into `dir`; resolves to the tarball's path. */
export async function packTarball(name: PackageName, dir: string): Promise<string> {
  const packageDir = join(ROOT, 'packages', name);
  if (!existsSync(join(packageDir, 'dist', 'index.js'))) throw new Error(`packages/${name}/dist is missing: run "pnpm run build" first`);
  const { stdout } = await run('pnpm', ['pack', '--json', '--pack-destination', dir], { cwd: packageDir });
  return (JSON.parse(stdout) as { filename: string }).filename;
}

/** Packs `names` (and nothing else: list every package they depend on) and installs them. */
export async function scratchProject(names: readonly PackageName[], extraDependencies: Record<string, string> = {}): Promise<ScratchProject> {
  const dir = await mkdtemp(join(tmpdir(), 'dc-packed-'));
  const tarballs: Partial<Record<PackageName, string>> = {};
  for (const name of names) tarballs[name] = await packTarball(name, dir);
  // Peer dependencies of the packed packages (optional ones too: their subpaths are loaded).
  const dependencies: Record<string, string> = {};
  for (const name of names) {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
    for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {})) if (!peer.startsWith('@direct-connect/')) dependencies[peer] = range;
  }
  Object.assign(dependencies, extraDependencies);
  const overrides: Record<string, string> = {};
  for (const name of names) {
    dependencies[`@direct-connect/${name}`] = `file:./${tarballs[name]!.slice(dir.length + 1)}`;
    // Dependencies between our packages resolve to the tarballs, never to the registry.
    overrides[`@direct-connect/${name}`] = `$@direct-connect/${name}`;
  }
  await writeFile(join(dir, 'package.json'), `${JSON.stringify({ name: 'scratch', private: true, dependencies, overrides }, null, 2)}\n`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir, maxBuffer: 16 << 20 });
  return {
    dir,
    tarballs,
    async node(args, env = {}) {
      try {
        const { stdout } = await run(process.execPath, [...args], { cwd: dir, env: { ...process.env, ...env }, maxBuffer: 16 << 20 });
        return stdout;
      } catch (error) {
        const failed = error as Error & { stderr?: string; stdout?: string };
        throw new Error(`node ${args.join(' ')} failed:\n${failed.stderr ?? ''}${failed.stdout ?? ''}`);
      }
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Bytes of every file under `path` (symbolic links not followed). */
export async function sizeOnDisk(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    total += await sizeOnDisk(join(path, entry.name));
  }
  return total;
}

/**
 * Bytes installed for `name` with everything it depends on at run time (dependencies and
 * non-optional peer dependencies, found as Node would from the package's folder), each folder
 * counted once.
 */
export async function installedClosureSize(projectDir: string, name: string): Promise<number> {
  const seen = new Set<string>();
  let total = 0;
  const visit = async (packageName: string, fromDir: string): Promise<void> => {
    const folder = locate(packageName, fromDir, projectDir);
    if (folder === undefined || seen.has(folder)) return;
    seen.add(folder);
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    // Nested node_modules belong to this package's size only once, through their own visit.
    total += (await sizeOnDisk(folder)) - (existsSync(join(folder, 'node_modules')) ? await sizeOnDisk(join(folder, 'node_modules')) : 0);
    const peers = Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !manifest.peerDependenciesMeta?.[peer]?.optional);
    for (const dependency of [...Object.keys(manifest.dependencies ?? {}), ...peers]) await visit(dependency, folder);
  };
  await visit(name, projectDir);
  return total;
}

function locate(packageName: string, fromDir: string, projectDir: string): string | undefined {
  for (let dir = fromDir; dir.startsWith(projectDir); dir = join(dir, '..')) {
    const candidate = join(dir, 'node_modules', packageName);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === projectDir) break;
  }
  return undefined;
}

/** `1234567` as `1.18 MB`, `40960` as `40.0 KB` (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1 << 20) return `${(bytes / (1 << 20)).toFixed(2)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Bytes of `source` (an ES module importing from the project's packages) bundled as a user's
 * browser build would: esbuild --bundle --minify --platform=browser --format=esm.
 */
export async function bundleSize(projectDir: string, source: string): Promise<{ bytes: number; gzipBytes: number }> {
  const result = await build({
    stdin: { contents: source, resolveDir: projectDir, loader: 'js' },
    absWorkingDir: projectDir,
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0]!.contents;
  return { bytes: output.byteLength, gzipBytes: gzipSync(output).byteLength };
}
