import { basisCount } from './basis-count.js';
import type { Calculator } from './calculator.js';
import type { NightRun } from './night-runs.js';
import type { PreparedChargeRule } from './prepare-rate-product.js';
import { roundUpToMinorUnits } from './round-up.js';
import type { StayScales } from './stay-scales.js';
import { flatOf, type StayContext } from './stay-context.js';

/**
 * The charges of a night that are already inside roomRate (`includedInQuotedRate`), service
 * charges and taxes alike, for each night of `run`: computed, shown in chargeDetails, added to no
 * total. A flat one is amount x basis count (at the money scale). A percent one is the part of
 * the rate it accounts for, roomRate x a / (100 + a), which need not be a finite decimal: the
 * ledger keeps the exact roomRate it applies to and {@link includedChargeMinorUnits} rounds the
 * quotient up once.
 */
export function includedChargesOfNight<T>(ctx: StayContext<T>, run: NightRun): void {
  postIncluded(ctx, run, ctx.plan.chargeRulesOf[run.start] as readonly PreparedChargeRule[]);
  postIncluded(ctx, run, ctx.plan.taxRulesOf[run.start] as readonly PreparedChargeRule[]);
}

function postIncluded<T>(ctx: StayContext<T>, run: NightRun, rules: readonly PreparedChargeRule[]): void {
  const { calc, scales, ledger, plan } = ctx;
  for (const rule of rules) {
    if (!rule.included || (rule.perStay && run.start > 0)) continue;
    const value = rule.type === 'flat' ? flatOf(calc, rule, basisCount(rule.basis, plan.guests), scales.money) : rule.perStay ? ctx.stayRoom : (ctx.rooms[run.period] as T);
    ledger.post(rule, run, value);
  }
}

/**
 * An included charge's total in minor units, rounded up: a flat one from its sum at the money
 * scale; a percent one from the roomRate R it applied to (room scale): R x a / (100 + a).
 */
export function includedChargeMinorUnits<T>(calc: Calculator<T>, rule: PreparedChargeRule, posted: T, scales: StayScales, digits: number): T {
  if (rule.type === 'flat') return roundUpToMinorUnits(calc, posted, scales.money, digits);
  // R / 10^room x (A / 10^s) / (100 + A / 10^s) x 10^digits = R x A x 10^digits / (10^room x (100 x 10^s + A)).
  const a = calc.coefficient(rule.amount);
  const hundred = calc.shiftUp(calc.scaled({ coefficient: '1', scale: 0, units: 1 }, 0), rule.amount.scale + 2);
  // Of 10^digits over 10^room, the larger power is left after cancelling; one of the two shifts is by 0.
  const numerator = calc.shiftUp(calc.multiply(posted, a), Math.max(digits - scales.room, 0));
  const denominator = calc.shiftUp(calc.add(hundred, a), Math.max(scales.room - digits, 0));
  return calc.ceilDivideBy(numerator, denominator);
}
