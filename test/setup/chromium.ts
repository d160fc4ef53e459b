/**
 * Vitest global setup: makes sure a Chromium is there for the browser tests (the /docs page).
 * CHROMIUM_PATH wins; otherwise `bash scripts/chromium-up.sh` installs Debian's chromium when it
 * is missing and prints its path. When that fails the browser test fails with its own error
 * (it never skips); other suites are not held up.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export default function setup(): void {
  if (process.env.CHROMIUM_PATH) return;
  try {
    const output = execFileSync('bash', ['scripts/chromium-up.sh'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 600_000,
    });
    const path = output.trim().split('\n').pop() ?? '';
    if (path !== '') process.env.CHROMIUM_PATH = path;
  } catch (error) {
    console.error(`chromium setup: "bash scripts/chromium-up.sh" failed: ${(error as Error).message}`);
  }
}
