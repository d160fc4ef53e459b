import { basisCount } from './basis-count.js';
import type { PreparedChargeRule } from './prepare-rate-product.js';
import { flatOf, percentOf, type StayContext } from './stay-context.js';

/**
 * The taxes of night `n` (DESIGN 3), in list order, on the basis B = roomRate (+ the night's
 * service charges with serviceChargesInTaxCalc), given at the basis scale: `percent` = amount %
 * of B; `flat` = amount x basis count; `sum` = amount % of (B + the tax of rule appliedToRuleId
 * that night), or, without appliedToRuleId, of (B + every tax before it that night). A perStay
 * rule is charged once, on the arrival night, from the period in force then: flat once, percent
 * on the whole stay's basis (a perStay `sum` is refused when the product is prepared). Returns the night's sum at the tax scale; included taxes are left to
 * {@link includedChargesOfNight}.
 */
export function taxesOfNight<T>(ctx: StayContext<T>, n: number, basis: T, stayBasis: T): T {
  const { calc, scales, ledger, plan } = ctx;
  const period = ctx.periodOf[n] as number;
  let total = calc.zero;
  const values: T[] = [];
  for (const rule of plan.taxRulesOf[n] as readonly PreparedChargeRule[]) {
    let value = calc.zero;
    if (!rule.included && !(rule.perStay && n > 0)) {
      if (rule.type === 'flat') value = flatOf(calc, rule, basisCount(rule.basis, plan.guests), scales.taxes);
      else if (rule.type === 'percent') value = percentOf(calc, rule.perStay ? stayBasis : basis, scales.basis, rule, scales.taxes);
      else {
        const base = calc.shiftUp(basis, scales.taxes - scales.basis);
        const prior = rule.appliedTo >= 0 ? (values[rule.appliedTo] as T) : total;
        value = percentOf(calc, calc.add(base, prior), scales.taxes, rule, scales.taxes);
      }
      ledger.post(rule, period, value);
      total = calc.add(total, value);
    }
    values.push(value);
  }
  return total;
}
