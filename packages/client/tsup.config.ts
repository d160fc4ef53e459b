import { defineConfig } from 'tsup';

// ESM (index.js, index.d.ts) and CommonJS (index.cjs, index.d.cts), named in package.json's
// exports map; the command line (bin) is ESM only.

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'node20',
  },
  {
    // the `direct-connect` command line (bin), ESM only
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
