import type { Calculator } from './calculator.js';
import type { NightRun } from './night-runs.js';
import type { PreparedChargeRule } from './prepare-rate-product.js';

/**
 * Where the charges of a stay are summed, exactly: per category (chargeTotals), per rule version
 * and rate period (chargeDetails), charges collected on property. Fees are at the service charge scale, taxes at the
 * tax scale. Included charges are kept apart: they are added to no total.
 */
export class ChargeLedger<T> {
  /** Per category index: exact sum, or undefined when no rule of it applied. */
  readonly byCategory: Array<T | undefined>;
  /** Per rate period, per kind: exact sum per rule version, or undefined when it did not apply. */
  readonly byPeriod: Array<{ fee: Array<T | undefined>; tax: Array<T | undefined> }>;
  /** The rule behind each version seen (first period's copy: the fields are the same). */
  readonly rules: { fee: Array<PreparedChargeRule | undefined>; tax: Array<PreparedChargeRule | undefined> };
  onPropertyFees: T;
  onPropertyTaxes: T;

  constructor(
    private readonly calc: Calculator<T>,
    categories: number,
    ratePeriods: number,
    versions: { fee: number; tax: number },
  ) {
    this.byCategory = new Array<T | undefined>(categories).fill(undefined);
    this.byPeriod = [];
    for (let p = 0; p < ratePeriods; p++) this.byPeriod.push({ fee: new Array<T | undefined>(versions.fee).fill(undefined), tax: new Array<T | undefined>(versions.tax).fill(undefined) });
    this.rules = { fee: new Array<PreparedChargeRule | undefined>(versions.fee).fill(undefined), tax: new Array<PreparedChargeRule | undefined>(versions.tax).fill(undefined) };
    this.onPropertyFees = calc.zero;
    this.onPropertyTaxes = calc.zero;
  }

  /** Posts one rule's charge of one night (or of the stay, for perStay) for each night of `run`. */
  post(rule: PreparedChargeRule, run: NightRun, night: T): void {
    const calc = this.calc;
    const value = run.nights === 1 ? night : calc.multiplyByCount(night, run.nights);
    const kind = rule.categoryType;
    const sums = (this.byPeriod[run.period] as { fee: Array<T | undefined>; tax: Array<T | undefined> })[kind];
    const before = sums[rule.version];
    sums[rule.version] = before === undefined ? value : calc.add(before, value);
    this.rules[kind][rule.version] ??= rule;
    if (rule.included) return;
    const category = this.byCategory[rule.category];
    this.byCategory[rule.category] = category === undefined ? value : calc.add(category, value);
    if (rule.collectedOnProperty) {
      if (kind === 'fee') this.onPropertyFees = calc.add(this.onPropertyFees, value);
      else this.onPropertyTaxes = calc.add(this.onPropertyTaxes, value);
    }
  }
}
