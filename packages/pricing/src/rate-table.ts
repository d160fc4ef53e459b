import type { Calculator } from './calculator.js';
import type { DecimalAmount } from './decimal-amount.js';

/** Where each figure of a rate entry sits in {@link RateTable} (childRates last, one per child age range). */
export const RATE_SLOT = { person: 0, extraPerson: 4, extraChild: 5, crib: 6, rollaway: 7, childRates: 8 } as const;

/** A rate entry's amounts, as {@link RateTable} reads them. */
export interface RateTableEntry {
  /** rate1Person .. rate4Person. */
  readonly persons: ReadonlyArray<DecimalAmount | undefined>;
  readonly extraPerson: DecimalAmount | undefined;
  readonly extraChild: DecimalAmount | undefined;
  readonly crib: DecimalAmount | undefined;
  readonly rollaway: DecimalAmount | undefined;
  readonly childRates: ReadonlyArray<DecimalAmount | undefined>;
}

/** Marks an absent figure. */
const ABSENT = -1;
/** Marks a figure whose integer at the table's scale is beyond 2^53: read from the entry instead. */
const LARGE = -2;

/** The amount of `entry` in `slot` (see {@link RATE_SLOT}). */
function amountInSlot(entry: RateTableEntry, slot: number): DecimalAmount | undefined {
  if (slot < RATE_SLOT.extraPerson) return entry.persons[slot];
  switch (slot) {
    case RATE_SLOT.extraPerson:
      return entry.extraPerson;
    case RATE_SLOT.extraChild:
      return entry.extraChild;
    case RATE_SLOT.crib:
      return entry.crib;
    case RATE_SLOT.rollaway:
      return entry.rollaway;
    default:
      return entry.childRates[slot - RATE_SLOT.childRates];
  }
}

/**
 * A product's rate entries' amounts (rate1Person .. rollawayRate, childRates), each an integer at
 * the product's money scale, all in one array: an entry's figures are next to each other in
 * memory, and a product's entries next to each other. A stay reads a few entries of a year of
 * them; read from the entries' own objects (each figure an object of its own, scattered over the
 * heap), the first read of each missed the CPU caches, and pricing a room rate spent most of its
 * room-rate step waiting on memory (see the README's Performance section). The exact decimals
 * stay on the entries; a figure whose integer would pass 2^53 is read from there.
 */
export class RateTable {
  private readonly figures: Float64Array;
  private readonly stride: number;

  constructor(
    private readonly entries: readonly RateTableEntry[],
    childAgeRanges: number,
    /** The power of ten of the integers (the product's money scale). */
    private readonly scale: number,
  ) {
    this.stride = RATE_SLOT.childRates + childAgeRanges;
    this.figures = new Float64Array(entries.length * this.stride);
    for (let i = 0; i < entries.length; i++) {
      for (let slot = 0; slot < this.stride; slot++) this.figures[i * this.stride + slot] = integerAt(amountInSlot(entries[i] as RateTableEntry, slot), scale);
    }
  }

  /** Whether rate entry `entry` has the figure in `slot`. */
  has(entry: number, slot: number): boolean {
    return this.figures[entry * this.stride + slot] !== ABSENT;
  }

  /** The figure in `slot` of rate entry `entry` (present) at scale `scale` (at least the table's). */
  amount<T>(calc: Calculator<T>, entry: number, slot: number, scale: number): T {
    const units = this.figures[entry * this.stride + slot] as number;
    if (units === LARGE) return calc.scaled(amountInSlot(this.entries[entry] as RateTableEntry, slot) as DecimalAmount, scale);
    return calc.shiftUp(calc.ofSafeInteger(units), scale - this.scale);
  }
}

/** `amount x 10^scale` when it is a safe integer, else {@link LARGE}; {@link ABSENT} for no amount. */
function integerAt(amount: DecimalAmount | undefined, scale: number): number {
  if (amount === undefined) return ABSENT;
  if (amount.units === undefined) return LARGE;
  const value = amount.units * 10 ** (scale - amount.scale);
  return Number.isSafeInteger(value) ? value : LARGE;
}
