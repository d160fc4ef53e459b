/**
 * `pnpm --filter @direct-connect/http hash-secret <secret>`: prints the scrypt hash to put in a
 * credentials file's `secretHash`. Reads the secret from stdin when no argument is given, so it
 * need not appear in the shell history.
 */
import { hashSecret } from './auth/secret-hash.js';

const fromArgs = process.argv[2];
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}
const secret = fromArgs ?? (await readStdin());
if (secret.length === 0) {
  console.error('usage: hash-secret <secret>   (or pipe the secret on stdin)');
  process.exit(2);
}
console.log(await hashSecret(secret));
