/**
 * The command line's token between commands: a file of the user's cache directory
 * (`$XDG_CACHE_HOME/direct-connect/tokens.json`, else `~/.cache/...`), mode 0600 in a 0700
 * directory, one token per base URL and client id, never the secret. Without it every command
 * asked for a token, and a script of more than 60 commands a minute met the service's bound of 60
 * tokens per client id a minute (429). `DIRECT_CONNECT_TOKEN_CACHE=off` turns it off; `logout`
 * forgets the token of a base URL and client id (README, "Command line").
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { StoredToken, TokenStore } from '../token-store.js';

/** The file's content: tokens by key. */
type Tokens = Record<string, StoredToken>;

/** The cache file of `env`, or undefined when the cache is turned off. */
export function tokenFilePath(env: Record<string, string | undefined>): string | undefined {
  if (env.DIRECT_CONNECT_TOKEN_CACHE === 'off') return undefined;
  const base = env.XDG_CACHE_HOME?.startsWith('/') ? env.XDG_CACHE_HOME : join(env.HOME || homedir(), '.cache');
  return join(base, 'direct-connect', 'tokens.json');
}

/** The tokens of the file; none when it is absent, unreadable, not ours alone (group or others may read it) or not JSON. */
function read(file: string): Tokens {
  try {
    if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) return {};
    const tokens: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof tokens === 'object' && tokens !== null && !Array.isArray(tokens) ? (tokens as Tokens) : {};
  } catch {
    return {};
  }
}

/** Writes `tokens` whole: a private file next to it, renamed over it (a reader never sees half a file). */
function write(file: string, tokens: Tokens): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(tokens)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600); // an existing file keeps its mode through writeFileSync
  renameSync(temporary, file);
}

/**
 * The token store of one base URL and client id in `file`. Its failures (a read-only home, a
 * full disk) throw, and the client then goes on without it, as it did before there was one.
 * `now` drops the tokens of other keys that are due when it writes.
 */
export function tokenFile(file: string, baseUrl: string, clientId: string, now: () => number = Date.now): TokenStore & { forget(): boolean } {
  const key = `${baseUrl.replace(/\/+$/, '')} ${clientId}`;
  const kept = () => Object.fromEntries(Object.entries(read(file)).filter(([, token]) => token?.renewAt > now()));
  return {
    load: () => read(file)[key],
    save: (token) => write(file, { ...kept(), [key]: { accessToken: token.accessToken, renewAt: token.renewAt } }),
    /** Drops this key's token; true when there was one. */
    forget() {
      const tokens = read(file);
      if (tokens[key] === undefined) return false;
      delete tokens[key];
      write(file, tokens);
      return true;
    },
  };
}
