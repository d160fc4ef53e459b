import type { StayPlan } from './plan-stay.js';

/** One rate period: consecutive nights under the same rate entry, discount and override. */
export interface RatePeriod {
  /** Index of its first night in the stay. */
  readonly start: number;
  readonly nights: number;
  /** Index into the product's rates. */
  readonly rate: number;
  /** Index into the stay's overrides, or -1. */
  readonly override: number;
}

/**
 * The stay's rate periods (spec: "one entry per rate period"): a new period starts where the
 * rate entry or the override changes. The discount is the product's, the same every night. Tax
 * and service charge periods do not split a rate period.
 */
export function ratePeriodsOf(plan: Pick<StayPlan, 'nights' | 'rateOf' | 'overrideOf'>): { periods: RatePeriod[]; periodOf: Int32Array } {
  const periods: RatePeriod[] = [];
  const periodOf = new Int32Array(plan.nights);
  let start = 0;
  for (let n = 1; n <= plan.nights; n++) {
    if (n < plan.nights && plan.rateOf[n] === plan.rateOf[start] && plan.overrideOf[n] === plan.overrideOf[start]) continue;
    periods.push({ start, nights: n - start, rate: plan.rateOf[start] as number, override: plan.overrideOf[start] as number });
    periodOf.fill(periods.length - 1, start, n);
    start = n;
  }
  return { periods, periodOf };
}
