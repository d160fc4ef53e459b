import { defineConfig } from 'tsup';

export default defineConfig({
  // arbitraries: the `./arbitraries` subpath (fast-check stays external, a peer dependency)
  entry: { index: 'src/index.ts', arbitraries: 'src/arbitraries/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
