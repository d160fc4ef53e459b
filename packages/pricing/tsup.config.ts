import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/arbitraries.ts'],
  external: ['fast-check'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
