import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/start.ts', 'src/hash-secret.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
});
