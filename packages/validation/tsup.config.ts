import { defineConfig } from 'tsup';

// ESM (index.js, index.d.ts) and CommonJS (index.cjs, index.d.cts), named in package.json's
// exports map; the pack test in test/packaging imports and require()s the packed tarball.
export default defineConfig({
  // arbitraries: the `./arbitraries` subpath (fast-check stays external, a peer dependency)
  entry: { index: 'src/index.ts', arbitraries: 'src/arbitraries/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'node20',
});
