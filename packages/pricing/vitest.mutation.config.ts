import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const packages = fileURLToPath(new URL('../', import.meta.url));

/**
 * The tests `pnpm test:mutation` runs against each mutant of pricing's rule and money files:
 * pricing's own tests, without the workspace's global setup (PostgreSQL, Chromium).
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@direct-connect\/pricing\/arbitraries$/, replacement: `${packages}pricing/src/arbitraries.ts` },
      { find: /^@direct-connect\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    // The property suites (the 10,000-stay comparison with the decimal.js reference alone takes
    // 20 to 50 s a run here) would make a run last hours on this machine: the hand-worked tests,
    // the calculator's properties and the other example tests run against every mutant.
    exclude: ['src/price-stay.property.test.ts', 'src/charge-rules.property.test.ts', 'src/arbitraries.test.ts'],
    testTimeout: 180_000,
  },
});
