import { basisCount } from './basis-count.js';
import type { NightRun } from './night-runs.js';
import type { PreparedChargeRule } from './prepare-rate-product.js';
import { flatOf, percentOf, type StayContext } from './stay-context.js';

/**
 * The service charges of a night (DESIGN 3), for each night of `run`: a `percent` rule is
 * amount % of that night's roomRate, a `flat` rule amount x basis count; a perStay rule is
 * charged once, on the arrival night, from the period in force then (a percent one on the whole
 * stay's roomRate). Each charge is posted to the ledger for the run's nights; returns one night's
 * sum at the service charge scale. Included charges are left to {@link includedChargesOfNight}.
 */
export function serviceChargesOfNight<T>(ctx: StayContext<T>, run: NightRun): T {
  const { calc, scales, ledger, plan } = ctx;
  let total = calc.zero;
  for (const rule of plan.chargeRulesOf[run.start] as readonly PreparedChargeRule[]) {
    if (rule.included || (rule.perStay && run.start > 0)) continue;
    const value =
      rule.type === 'flat'
        ? flatOf(calc, rule, basisCount(rule.basis, plan.guests), scales.charges)
        : percentOf(calc, rule.perStay ? ctx.stayRoom : (ctx.rooms[run.period] as T), scales.room, rule, scales.charges);
    ledger.post(rule, run, value);
    total = calc.add(total, value);
  }
  return total;
}
