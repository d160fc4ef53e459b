import type { Calculator } from './calculator.js';
import type { NightRun } from './night-runs.js';
import type { PreparedChargeRule } from './prepare-rate-product.js';

/**
 * Where the charges of a stay are summed, exactly: per category (chargeTotals), per rule version
 * and rate period (chargeDetails), charges collected on property. Fees are at the service charge
 * scale, taxes at the tax scale. Included charges are kept apart: they are added to no total.
 * Each kind's sums per rate period and version are one flat array, allocated once per stay.
 */
export class ChargeLedger<T> {
  /** Per category index: exact sum, or undefined when no rule of it applied. */
  readonly byCategory: Array<T | undefined>;
  /** Fees per rate period p and version v (at p x fee versions + v): exact sum, or undefined when it did not apply. */
  private readonly fees: Array<T | undefined>;
  /** Taxes per rate period p and version v (at p x tax versions + v), as {@link fees}. */
  private readonly taxes: Array<T | undefined>;
  onPropertyFees: T;
  onPropertyTaxes: T;

  constructor(
    private readonly calc: Calculator<T>,
    categories: number,
    ratePeriods: number,
    private readonly versions: { readonly fee: number; readonly tax: number },
  ) {
    this.byCategory = new Array<T | undefined>(categories).fill(undefined);
    this.fees = new Array<T | undefined>(ratePeriods * versions.fee).fill(undefined);
    this.taxes = new Array<T | undefined>(ratePeriods * versions.tax).fill(undefined);
    this.onPropertyFees = calc.zero;
    this.onPropertyTaxes = calc.zero;
  }

  /** The exact sum of version `version` of a kind's rules in rate period `period`, or undefined when it did not apply there. */
  sumOf(kind: PreparedChargeRule['categoryType'], period: number, version: number): T | undefined {
    return kind === 'fee' ? this.fees[period * this.versions.fee + version] : this.taxes[period * this.versions.tax + version];
  }

  /** Posts one rule's charge of one night (or of the stay, for perStay) for each night of `run`. */
  post(rule: PreparedChargeRule, run: NightRun, night: T): void {
    const calc = this.calc;
    const value = run.nights === 1 ? night : calc.multiplyByCount(night, run.nights);
    const fee = rule.categoryType === 'fee';
    const sums = fee ? this.fees : this.taxes;
    const at = run.period * (fee ? this.versions.fee : this.versions.tax) + rule.version;
    const before = sums[at];
    sums[at] = before === undefined ? value : calc.add(before, value);
    if (rule.included) return;
    const category = this.byCategory[rule.category];
    this.byCategory[rule.category] = category === undefined ? value : calc.add(category, value);
    if (rule.collectedOnProperty) {
      if (fee) this.onPropertyFees = calc.add(this.onPropertyFees, value);
      else this.onPropertyTaxes = calc.add(this.onPropertyTaxes, value);
    }
  }
}
