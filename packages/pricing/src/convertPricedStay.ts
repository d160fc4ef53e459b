import { minorUnitsOf } from './currencyMinorUnits.js';
import { formatMinorUnits } from './formatMinorUnits.js';
import { decimalAmountOf } from './decimalAmount.js';
import { amountInFormOf, ceilTimes, minorUnitsOfAmount } from './moneyMinorUnits.js';
import type { Amount, AmountOut, Money, PricedRateDetail, PricedStay } from './types.js';

/**
 * A priced stay in a display currency: `exchangeRate` display units per unit of the stay's
 * currency. Every part (amountBeforeTax, service charges, taxes, beds, on-property charges, each
 * chargeTotal and rateDetails figure) is converted exactly and rounded up to the display
 * currency's minor units; sums and averages are then recomputed from the converted parts, so they
 * still add up. Amounts keep their form (decimal strings, or JSON numbers from `priceStayAsNumbers`).
 *
 * @throws {@link PricingInputError} when `exchangeRate` is not a non-negative decimal (`field`
 *   `exchangeRate`), `currencyCode` is not an ISO 4217 code (`displayCurrency`), or the stay's
 *   currency is unknown or one of its amounts has more decimals than that currency.
 */
export function convertPricedStay<A extends AmountOut>(priced: PricedStay<A>, exchangeRate: Amount, currencyCode: string): PricedStay<A> {
  const from = minorUnitsOf(priced.currencyCode);
  const to = minorUnitsOf(currencyCode, 'displayCurrency');
  const convert = (m: bigint): bigint => ceilTimes(m, exchangeRate, 'exchangeRate', to - from);
  const fmt = (m: bigint): A => amountInFormOf(m, to, priced.amountBeforeTax);
  const money = (m: A): A => fmt(convert(minorUnitsOfAmount(m, from)));
  const ceilDiv = (m: bigint, n: number): bigint => (m + BigInt(n) - 1n) / BigInt(n);

  const los = priced.lengthOfStay;
  const before = convert(minorUnitsOfAmount(priced.amountBeforeTax, from));
  const charges = convert(minorUnitsOfAmount(priced.totalServiceCharges, from));
  const taxes = convert(minorUnitsOfAmount(priced.totalTaxes, from));
  const beds = convert(minorUnitsOfAmount(priced.extraBedTotal, from));
  const onProperty = convert(minorUnitsOfAmount(priced.collectedOnPropertyTotal, from));
  const withFees = before + charges;
  const afterTax = withFees + taxes;
  const averageRate = fmt(ceilDiv(before, los));
  return {
    ...priced,
    currencyCode,
    amountBeforeTax: fmt(before),
    totalServiceCharges: fmt(charges),
    totalTaxes: fmt(taxes),
    amountWithFees: fmt(withFees),
    amountAfterTax: fmt(afterTax),
    averageRate,
    averageRateAfterFees: fmt(ceilDiv(withFees, los)),
    averageRateAfterTax: fmt(ceilDiv(afterTax, los)),
    // rateAmount equal to averageRate means displayRateType average; otherwise it is a night's rate.
    rateAmount: priced.rateAmount === priced.averageRate ? averageRate : money(priced.rateAmount),
    extraBedTotal: fmt(beds),
    guestTotalCostAfterTax: fmt(afterTax + beds),
    collectedOnPropertyTotal: fmt(onProperty),
    merchantTotalAmount: fmt(afterTax - onProperty),
    chargeTotals: priced.chargeTotals.map((c) => ({ ...c, total: money(c.total) })),
    rateDetails: priced.rateDetails.map((d) => convertDetail(d, money)),
  };
}

/**
 * One amount in a display currency: `amount x exchangeRate`, exact, rounded up to the display
 * currency's minor units (the same figure {@link convertPricedStay} gives for that amount).
 *
 * @throws {@link PricingInputError} when `amount` or `exchangeRate` is not a non-negative decimal
 *   (`field` `amount` or `exchangeRate`), or `currencyCode` is not an ISO 4217 code
 *   (`displayCurrency`).
 */
export function convertAmount(amount: Amount, exchangeRate: Amount, currencyCode: string): Money {
  const to = minorUnitsOf(currencyCode, 'displayCurrency');
  const a = decimalAmountOf(amount, 'amount');
  return formatMinorUnits(String(ceilTimes(BigInt(a.coefficient), exchangeRate, 'exchangeRate', to - a.scale)), to);
}

function convertDetail<A extends AmountOut>(detail: PricedRateDetail<A>, money: (m: A) => A): PricedRateDetail<A> {
  const out: PricedRateDetail<A> = { ...detail };
  for (const key of ['roomRate', 'rate1Person', 'rate2Person', 'rate3Person', 'rate4Person', 'extraPersonRate', 'extraChildRate', 'cribRate', 'rollawayRate', 'serviceCharges', 'taxes'] as const) {
    const value = detail[key];
    if (value !== undefined) out[key] = money(value);
  }
  if (detail.childRates) out.childRates = detail.childRates.map(money);
  return out;
}
