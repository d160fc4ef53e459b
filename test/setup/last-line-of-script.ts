/** Runs a setup script of `scripts/` with bash from the repository root and returns its last line of output. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The last line `bash scripts/<name>` prints (the path or URL it provides), or '' for none.
 * @throws when the script fails or runs longer than `timeoutMs`; the error carries its stderr.
 */
export function lastLineOfScript(name: string, timeoutMs: number): string {
  const output = execFileSync('bash', [`scripts/${name}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
  return output.trim().split('\n').pop() ?? '';
}
