import { basisCount } from './basis-count.js';
import type { NightRun } from './night-runs.js';
import type { PreparedChargeRule } from './prepare-rate-product.js';
import { flatOf, percentOf, type StayContext } from './stay-context.js';

/**
 * The taxes of a night (DESIGN 3), for each night of `run`, in list order, on the basis B =
 * roomRate (+ the night's service charges with serviceChargesInTaxCalc), given at the basis
 * scale: `percent` = amount % of B; `flat` = amount x basis count; `sum` = amount % of (B + the
 * tax of rule appliedToRuleId that night), or, without appliedToRuleId, of (B + every tax before
 * it that night). A perStay rule is charged once, on the arrival night, from the period in force
 * then: flat once, percent on the whole stay's basis (a perStay `sum` is refused when the product
 * is prepared). Each tax is posted to the ledger for the run's nights; returns one night's sum at
 * the tax scale. Included taxes are left to {@link includedChargesOfNight}.
 */
export function taxesOfNight<T>(ctx: StayContext<T>, run: NightRun, basis: T, stayBasis: T): T {
  const { calc, scales, ledger, plan } = ctx;
  const rules = plan.taxRulesOf[run.start] as readonly PreparedChargeRule[];
  let total = calc.zero;
  const values: T[] = [];
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as PreparedChargeRule;
    let value = calc.zero;
    if (!rule.included && !(rule.perStay && run.start > 0)) {
      if (rule.type === 'flat') value = flatOf(calc, rule, basisCount(rule.basis, plan.guests), scales.taxes);
      else if (rule.type === 'percent') value = percentOf(calc, rule.perStay ? stayBasis : basis, scales.basis, rule, scales.taxes);
      else {
        const base = calc.shiftUp(basis, scales.taxes - scales.basis);
        const prior = rule.appliedTo >= 0 ? (values[rule.appliedTo] as T) : total;
        value = percentOf(calc, calc.add(base, prior), scales.taxes, rule, scales.taxes);
      }
      ledger.post(rule, run, value);
      total = calc.add(total, value);
    }
    values.push(value);
  }
  return total;
}
