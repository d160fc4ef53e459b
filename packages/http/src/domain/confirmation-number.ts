/**
 * Confirmation numbers (README, "Confirmation numbers"): random, numeric, 10 digits, so that no
 * partner can read booking volume from them or guess another's. Unique because a create writes
 * its record only if the number is free (hotel writes new records with expectedVersion 0) and
 * draws again on a clash.
 */

/** Digits of a confirmation number. */
export const CONF_NUMBER_DIGITS = 10;

const LOW = 10 ** (CONF_NUMBER_DIGITS - 1);
const SPAN = 9 * LOW;
/** 2^48: six random bytes. */
const RANGE = 2 ** 48;
/** Largest multiple of SPAN below RANGE: draws at or above it are rejected, so every number is equally likely. */
const LIMIT = RANGE - (RANGE % SPAN);

/** A uniformly random 10-digit number (no leading zero) from `randomBytes`. */
export function randomConfNumber(randomBytes: (size: number) => Uint8Array): string {
  for (;;) {
    const bytes = randomBytes(6);
    const value = bytes.reduce((n, byte) => n * 256 + byte, 0);
    if (value < LIMIT) return String(LOW + (value % SPAN));
  }
}
