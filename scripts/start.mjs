/**
 * `pnpm start`: runs the service from built code, `packages/http/dist/start.js` (one bundle of
 * the adapter and the workspace packages it uses), with plain node. When that file is missing or
 * older than a source it is built from (a fresh clone, an edited source), only it is built first
 * (`pnpm --filter @direct-connect/http run build:start`, a few seconds, no type declarations),
 * and the step is printed. Running the sources through tsx instead took seconds of compiling on
 * every start (packages/http/README.md, "Start-up").
 *
 * The bundle is imported into this process rather than spawned: one process, so signals
 * (SIGINT, SIGTERM), the exit code and the resident memory are the service's own. Workers of
 * WORKERS=N run this file again (node:cluster); they skip the check, the primary has done it.
 * `--build-only` builds when stale and exits (`pnpm bench http` does so before timing starts).
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const entry = join(root, 'packages/http/dist/start.js');

/** What the bundle is built from: the sources of the packages it holds and its build settings. */
const INPUTS = [
  'packages/http/src',
  'packages/hotel/src',
  'packages/pricing/src',
  'packages/validation/src',
  'packages/http/tsup.config.ts',
  'packages/http/package.json',
  'tsconfig.json',
  'pnpm-lock.yaml',
];

/** The newest modification time under `path` (a file or a directory; tests aside), in ms. */
function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) if (!name.includes('.test.')) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function stale() {
  const built = statSync(entry, { throwIfNoEntry: false });
  if (built === undefined) return 'missing';
  return INPUTS.some((input) => newestMtime(join(root, input)) > built.mtimeMs) ? 'older than its sources' : undefined;
}

if (cluster.isPrimary) {
  const why = stale();
  if (why !== undefined) {
    const started = performance.now();
    process.stderr.write(`direct-connect: building packages/http/dist/start.js (${why})\n`);
    const build = spawnSync('pnpm', ['--filter', '@direct-connect/http', '--silent', 'run', 'build:start'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) {
      process.stderr.write(`cannot start: the build failed (${build.error?.message ?? `exit code ${build.status}`})\n`);
      process.exit(1);
    }
    process.stderr.write(`  build: done (${Math.round(performance.now() - started)} ms)\n`);
  }
}
/** How often the service run by a package manager looks whether that manager is still there. */
const PARENT_CHECK_MS = 500;

// `pnpm start` (or npm, yarn) runs a script through a shell. Our start script execs node, so a
// SIGTERM to the package manager reaches this process; a shell that does not exec dies without
// passing it on, and a package manager killed outright (SIGKILL) passes nothing: the service
// carried on, orphaned, holding the port and the data directory. So when the process that
// started it goes away, the service stops as on SIGTERM. Only under a package manager:
// `node scripts/start.mjs` under nohup or a supervisor keeps running when its parent changes.
if (cluster.isPrimary && process.env.npm_lifecycle_event !== undefined && !process.argv.includes('--build-only')) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.stderr.write(`direct-connect: ${process.env.npm_lifecycle_event} script's process ${parent} is gone: stopping\n`);
    process.kill(process.pid, 'SIGTERM');
  }, PARENT_CHECK_MS);
  watch.unref();
}
if (!process.argv.includes('--build-only')) await import(pathToFileURL(entry).href);
