import { defineConfig, type Options } from 'tsup';

/**
 * `dist/start.js`, what `pnpm start` runs (and the package's bin): one ESM file holding the
 * adapter and the workspace packages it uses, compiled from their sources (the root tsconfig's
 * paths), with their pure-JS dependencies. Node then loads one module instead of resolving a few
 * hundred, and `pnpm start` needs no other package built (scripts/start.mjs builds this entry
 * alone, in a few seconds, when it is missing or older than the sources). What stays outside:
 * the native driver, the PostgreSQL client and pino (whose transports run in worker threads
 * that load files by path), hono and node-server (the http package's own dependencies), and
 * swagger-ui-dist (served as files).
 */
export const startBuild: Options = {
  entry: ['src/start.ts'],
  format: ['esm'],
  target: 'node20',
  tsconfig: '../../tsconfig.json',
  noExternal: [/^@direct-connect\//, 'typebox', /^typebox\//, 'currency-codes', /^date-fns/, 'lru-cache'],
};

export default defineConfig(startBuild);
