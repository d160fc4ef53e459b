import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const packages = fileURLToPath(new URL('./packages/', import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the TypeScript sources of sibling packages, not their builds.
    alias: [
      { find: /^@direct-connect\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` },
      // subpath exports (`@direct-connect/validation/arbitraries`): packages/<name>/src/<subpath>/index.ts
      { find: /^@direct-connect\/([a-z-]+)\/([a-z-]+)$/, replacement: `${packages}$1/src/$2/index.ts` },
    ],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Provide a PostgreSQL URL (DATABASE_URL, or scripts/postgres-up.sh) and a Chromium (scripts/chromium-up.sh).
    globalSetup: ['test/setup/postgres.ts', 'test/setup/chromium.ts'],
  },
});
