/**
 * Vitest global setup: makes sure a Chromium is there for the browser tests (the /docs page).
 * CHROMIUM_PATH wins; otherwise `bash scripts/chromium-up.sh` installs Debian's chromium when it
 * is missing and prints its path. When that fails the browser test fails with its own error
 * (it never skips); other suites are not held up.
 */
import { lastLineOfScript } from './last-line-of-script.js';

export default function setup(): void {
  if (process.env.CHROMIUM_PATH) return;
  try {
    const path = lastLineOfScript('chromium-up.sh', 600_000);
    if (path !== '') process.env.CHROMIUM_PATH = path;
  } catch (error) {
    console.error(`chromium setup: "bash scripts/chromium-up.sh" failed: ${(error as Error).message}`);
  }
}
