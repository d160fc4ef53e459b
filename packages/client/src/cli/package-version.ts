/**
 * The version of `@direct-connect/client`, read at run time from its package.json: the first one
 * found walking up from this module. That is `../../package.json` from `src/cli/` in the
 * repository and `../package.json` from `dist/cli.js`, the bundled bin, in the installed package.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's name, which the package.json found must carry. */
const PACKAGE_NAME = '@direct-connect/client';

/**
 * The `version` of the client's package.json above `moduleUrl` (default: this module, or the
 * bundle it is part of). Throws an Error when no such package.json is found.
 */
export function packageVersion(moduleUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    const manifest = readManifest(join(dir, 'package.json'));
    if (manifest?.name === PACKAGE_NAME && typeof manifest.version === 'string') return manifest.version;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json of ${PACKAGE_NAME} above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
}

/** The parsed package.json at `file`, or undefined when there is none or it is not JSON. */
function readManifest(file: string): { name?: unknown; version?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
  } catch {
    return undefined;
  }
}
