import { bigintCalculator } from './bigint-calculator.js';
import { minorUnitsOf } from './currency-minor-units.js';
import { formatMinorUnits } from './format-minor-units.js';
import { decimalAmountOf } from './decimal-amount.js';
import { ceilTimes, minorUnitsOfMoney } from './money-minor-units.js';
import type { Amount, Money, PricedRateDetail, PricedStay } from './types.js';

/**
 * A priced stay in a display currency: `exchangeRate` display units per unit of the stay's
 * currency. Every part (amountBeforeTax, service charges, taxes, beds, on-property charges, each
 * chargeTotal and rateDetails figure) is converted exactly and rounded up to the display
 * currency's minor units; sums and averages are then recomputed from the converted parts, so they
 * still add up.
 *
 * @throws {PricingInputError} for an exchange rate that is not a non-negative decimal or an unknown currency code.
 */
export function convertPricedStay(priced: PricedStay, exchangeRate: Amount, currencyCode: string): PricedStay {
  const from = minorUnitsOf(priced.currencyCode);
  const to = minorUnitsOf(currencyCode, 'displayCurrency');
  const convert = (m: bigint): bigint => ceilTimes(bigintCalculator, m, exchangeRate, 'exchangeRate', to - from);
  const fmt = (m: bigint): Money => formatMinorUnits(String(m), to);
  const money = (m: Money): Money => fmt(convert(minorUnitsOfMoney(m)));
  const ceilDiv = (m: bigint, n: number): bigint => (m + BigInt(n) - 1n) / BigInt(n);

  const los = priced.lengthOfStay;
  const before = convert(minorUnitsOfMoney(priced.amountBeforeTax));
  const charges = convert(minorUnitsOfMoney(priced.totalServiceCharges));
  const taxes = convert(minorUnitsOfMoney(priced.totalTaxes));
  const beds = convert(minorUnitsOfMoney(priced.extraBedTotal));
  const onProperty = convert(minorUnitsOfMoney(priced.collectedOnPropertyTotal));
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
    firstNightAfterTax: money(priced.firstNightAfterTax),
    chargeTotals: priced.chargeTotals.map((c) => ({ ...c, total: money(c.total) })),
    rateDetails: priced.rateDetails.map((d) => convertDetail(d, money, (a) => convertAmount(a, exchangeRate, currencyCode))),
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
  return formatMinorUnits(String(ceilTimes(bigintCalculator, BigInt(a.coefficient), exchangeRate, 'exchangeRate', to - a.scale)), to);
}

/** A rate detail's figures converted; flat rule amounts (exact decimals, not minor units) by `amount`. */
function convertDetail(detail: PricedRateDetail, money: (m: Money) => Money, amount: (a: string) => Money): PricedRateDetail {
  const rule = <R extends { amount: string; type?: string; amountType?: string }>(r: R): R => (r.type === 'flat' || r.amountType === 'flat' ? { ...r, amount: amount(r.amount) } : r);
  const out: PricedRateDetail = {
    ...detail,
    serviceCharges: detail.serviceCharges.map(rule),
    taxes: detail.taxes.map(rule),
    chargeDetails: detail.chargeDetails.map((c) => ({ ...rule(c), total: money(c.total) })),
  };
  for (const key of ['roomRate', 'rate1Person', 'rate2Person', 'rate3Person', 'rate4Person', 'extraPersonRate', 'extraChildRate', 'cribRate', 'rollawayRate', 'discountAmount'] as const) {
    const value = detail[key];
    if (value !== undefined) out[key] = money(value);
  }
  if (detail.childRates) out.childRates = detail.childRates.map(money);
  return out;
}
