/** The adapter's injected ports: time and randomness come in from outside, so tests control them. */

/** Sources of time and randomness, injected so tests control them. */
export interface Clock {
  now(): Date;
}

/** Random bytes (token ids) and uuids (request ids, session ids). */
export interface RandomSource {
  bytes(size: number): Uint8Array;
  uuid(): string;
}
