import { defineConfig } from 'tsup';
import { startBuild } from './tsup.start.config.js';

// The library: ESM (index.js, index.d.ts) and CommonJS (index.cjs, index.d.cts), named in
// package.json's exports map; the pack test in test/packaging imports and require()s the packed
// tarball. Shims give the CommonJS build its import.meta.url (the demo credentials file,
// swagger-ui-dist's folder). The scripts, start.js (tsup.start.config.ts) and hash-secret.js, use top-level
// await: ESM only.
export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    shims: true,
    clean: true,
    target: 'node20',
  },
  startBuild,
  {
    entry: ['src/hash-secret.ts'],
    format: ['esm'],
    target: 'node20',
  },
]);
