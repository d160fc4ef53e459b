import type { StayPlan } from './plan-stay.js';
import type { PreparedChargeRule } from './prepare-rate-product.js';

/**
 * A run of consecutive nights that price alike: one rate period (so one roomRate) and the same
 * service charge and tax rules in force. Each of its nights has the same charges, so the rules
 * are evaluated for one night of the run and charged for each of its nights: an exact sum of
 * `nights` equal integers is the integer times `nights`, so the totals, and every rounding of
 * them, are those of evaluating night by night.
 */
export interface NightRun {
  /** Index of its first night in the stay. */
  readonly start: number;
  readonly nights: number;
  /** Index of its rate period. */
  readonly period: number;
}

/**
 * The stay's night runs, in night order: a new run starts where the rate period or the list of
 * service charge or tax rules in force changes, and after the arrival night when a perStay rule
 * is in force on it (a perStay rule is charged on the arrival night only, so that night prices
 * apart from the next). `perStayRules`: whether the product has any perStay rule at all.
 */
export function nightRunsOf(plan: Pick<StayPlan, 'nights' | 'chargeRulesOf' | 'taxRulesOf'>, periodOf: Int32Array, perStayRules: boolean): NightRun[] {
  const runs: NightRun[] = [];
  const arrivalApart = perStayRules && (hasPerStay(plan.chargeRulesOf[0]) || hasPerStay(plan.taxRulesOf[0]));
  let start = 0;
  for (let n = 1; n <= plan.nights; n++) {
    if (n < plan.nights && !(n === 1 && arrivalApart) && periodOf[n] === periodOf[start] && plan.chargeRulesOf[n] === plan.chargeRulesOf[start] && plan.taxRulesOf[n] === plan.taxRulesOf[start]) continue;
    runs.push({ start, nights: n - start, period: periodOf[start] as number });
    start = n;
  }
  return runs;
}

function hasPerStay(rules: readonly PreparedChargeRule[] | undefined): boolean {
  if (rules === undefined) return false;
  for (const rule of rules) if (rule.perStay) return true;
  return false;
}
