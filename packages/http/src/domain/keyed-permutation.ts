/**
 * A keyed pseudo-random permutation of the whole numbers 0 .. size - 1: a balanced Feistel
 * network (HMAC-SHA256 as the round function) over the smallest even number of bits that holds
 * `size`, with cycle walking (an output at or above `size` is permuted again until it falls
 * inside). Distinct inputs give distinct outputs, and without the key the output tells nothing
 * about the input. What makes GNR and cancellation numbers unpredictable while a database
 * sequence keeps them unique (README, "Confirmation, GNR and cancellation numbers").
 */
import { createHmac } from 'node:crypto';

/** Feistel rounds: well past the 4 that make a pseudo-random permutation, as small domains want. */
const ROUNDS = 10;

/** The permutation of 0 .. size - 1 under `key`. */
export function keyedPermutation(key: Uint8Array, size: number): (index: number) => number {
  if (!Number.isSafeInteger(size) || size < 2 || size > 2 ** 48) throw new RangeError(`keyedPermutation: size must be a whole number from 2 to 2^48, not ${size}`);
  const halfBits = Math.ceil(Math.ceil(Math.log2(size)) / 2);
  const half = 2 ** halfBits;
  const round = (n: number, value: number): number => {
    const input = Buffer.alloc(7);
    input.writeUInt8(n, 0);
    input.writeUIntBE(value, 1, 6);
    return createHmac('sha256', key).update(input).digest().readUIntBE(0, 6) % half;
  };
  const feistel = (x: number): number => {
    let left = Math.floor(x / half);
    let right = x % half;
    for (let n = 0; n < ROUNDS; n++) [left, right] = [right, (left + round(n, right)) % half];
    return left * half + right;
  };
  return (index) => {
    if (!Number.isSafeInteger(index) || index < 0 || index >= size) throw new RangeError(`keyedPermutation: ${index} is outside 0 .. ${size - 1}`);
    let x = feistel(index);
    while (x >= size) x = feistel(x); // cycle walking: stays a permutation of 0 .. size - 1
    return x;
  };
}
