/**
 * GNR and cancellation numbers (README, "Confirmation, GNR and cancellation numbers"): numeric,
 * 10 digits, unique and unpredictable, so that nobody reads booking volume from them or guesses
 * the next one. Unique because each is the next value of a database sequence; unpredictable
 * because that value goes through a keyed permutation of the 10-digit range, keyed by the
 * database's own random secret ({@link Store.numberKey}), one permutation per series.
 */
import { createHmac } from 'node:crypto';
import type { Store } from '../store/index.js';
import { keyedPermutation } from './keyed-permutation.js';

/** Digits of GNR and cancellation numbers. */
export const STAY_NUMBER_DIGITS = 10;

const LOW = 10 ** (STAY_NUMBER_DIGITS - 1);
/** How many 10-digit numbers there are (no leading zero): a sequence may run this far. */
const SIZE = 9 * LOW;

/** The series, as their sequences are named. */
export type StayNumberSeries = 'gnr' | 'cxl';

/** Draws GNR and cancellation numbers. */
export interface StayNumbers {
  /** A new GNR number (the spec's gnrNumber is an int64). */
  gnr(): Promise<number>;
  /** A new cancellation number (the spec's cxlNumber is a string). */
  cxl(): Promise<string>;
}

/** The 10-digit number of the `value`-th number of a series under `permute`. */
export function stayNumberOf(permute: (index: number) => number, value: bigint): number {
  if (value < 0n || value >= BigInt(SIZE)) throw new RangeError(`the number sequence has run past ${SIZE} values`);
  return LOW + permute(Number(value));
}

/** The permutation of one series under the database's key. */
export function seriesPermutation(numberKey: string, series: StayNumberSeries): (index: number) => number {
  return keyedPermutation(createHmac('sha256', Buffer.from(numberKey, 'hex')).update(`stay-numbers:${series}`).digest(), SIZE);
}

/** GNR and cancellation numbers of `store`; its key is read once, on the first number. */
export function stayNumbers(store: Pick<Store, 'nextNumber' | 'numberKey'>): StayNumbers {
  let permutations: Promise<Record<StayNumberSeries, (index: number) => number>> | undefined;
  const permutationOf = async (series: StayNumberSeries) => {
    permutations ??= store.numberKey().then(
      (key) => ({ gnr: seriesPermutation(key, 'gnr'), cxl: seriesPermutation(key, 'cxl') }),
      (error: unknown) => {
        permutations = undefined; // a store that failed once (unavailable) is asked again next time
        throw error;
      },
    );
    return (await permutations)[series];
  };
  const next = async (series: StayNumberSeries) => {
    const [permute, value] = await Promise.all([permutationOf(series), store.nextNumber(series)]);
    return stayNumberOf(permute, value);
  };
  return { gnr: () => next('gnr'), cxl: async () => String(await next('cxl')) };
}
