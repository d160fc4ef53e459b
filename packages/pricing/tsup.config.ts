import { defineConfig } from 'tsup';

// ESM (index.js, index.d.ts) and CommonJS (index.cjs, index.d.cts), named in package.json's
// exports map; the pack test in test/packaging imports and require()s the packed tarball.
export default defineConfig({
  entry: { index: 'src/index.ts', arbitraries: 'src/arbitraries/index.ts' },
  external: ['fast-check'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'node20',
});
