import type { Calculator } from './calculator.js';
import type { ChargeLedger } from './charge-ledger.js';
import type { StayPlan } from './plan-stay.js';
import type { PreparedChargeRule, PreparedProduct } from './prepare-rate-product.js';
import type { StayScales } from './stay-scales.js';

/** What the per-night rules of one stay share: the product, the plan, the scales and the sums so far. */
export interface StayContext<T> {
  readonly calc: Calculator<T>;
  readonly product: PreparedProduct;
  readonly plan: StayPlan;
  readonly scales: StayScales;
  readonly ledger: ChargeLedger<T>;
  /** Per rate period: the roomRate of each of its nights, at the room scale. */
  readonly rooms: T[];
  /** Sum of roomRate over the stay, at the room scale. */
  readonly stayRoom: T;
}

/** `rule` charged as a percent of `base` (at scale `from`), at scale `to`: exact, as `to` holds its decimals. */
export function percentOf<T>(calc: Calculator<T>, base: T, from: number, rule: PreparedChargeRule, to: number): T {
  return calc.multiplyShifted(calc.shiftUp(base, to - from), calc.coefficient(rule.amount), rule.amount.scale + 2);
}

/** `rule`'s flat amount x `count` at scale `to`. */
export function flatOf<T>(calc: Calculator<T>, rule: PreparedChargeRule, count: number, to: number): T {
  return calc.multiplyByCount(calc.scaled(rule.amount, to), count);
}
