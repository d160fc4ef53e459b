import { basisCount } from './basis-count.js';
import type { PreparedChargeRule } from './prepare-rate-product.js';
import { flatOf, percentOf, type StayContext } from './stay-context.js';

/**
 * The service charges of night `n` (DESIGN 3): a `percent` rule is amount % of that night's
 * roomRate, a `flat` rule amount x basis count; a perStay rule is charged once, on the arrival
 * night, from the period in force then (a percent one on the whole stay's roomRate). Each charge
 * is posted to the ledger; returns the night's sum at the service charge scale. Included charges
 * are left to {@link includedChargesOfNight}.
 */
export function serviceChargesOfNight<T>(ctx: StayContext<T>, n: number): T {
  const { calc, scales, ledger, plan } = ctx;
  const period = ctx.periodOf[n] as number;
  let total = calc.zero;
  for (const rule of plan.chargeRulesOf[n] as readonly PreparedChargeRule[]) {
    if (rule.included || (rule.perStay && n > 0)) continue;
    const value =
      rule.type === 'flat'
        ? flatOf(calc, rule, basisCount(rule.basis, plan.guests), scales.charges)
        : percentOf(calc, rule.perStay ? ctx.stayRoom : (ctx.rooms[n] as T), scales.room, rule, scales.charges);
    ledger.post(rule, period, value);
    total = calc.add(total, value);
  }
  return total;
}
