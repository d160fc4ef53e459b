/**
 * The HMAC key of access tokens for the embedded default: TOKEN_SECRET when set, else a random
 * 256-bit key generated once and kept (mode 0600) in the data directory, so tokens survive a
 * restart. With PostgreSQL, TOKEN_SECRET is required (config.ts): every process must share it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** File name of the generated key inside DATA_DIR. */
export const TOKEN_SECRET_FILE = 'token-secret';

/** Reads the key kept in `dataDir`, creating it when missing (safe against a concurrent creator). */
export async function dataDirTokenSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, TOKEN_SECRET_FILE);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file}: token secret shorter than 32 characters; delete the file to generate a new one`);
  return secret;
}
