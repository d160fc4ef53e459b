/**
 * The wire forms of a priced stay's parts, shared by the shop's RoomRate and the stay's Cost:
 * each engine amount (a decimal string with the currency's decimals) as the JSON number the spec
 * types it as. `Number` of such a string reads back as the same decimal for up to 15 significant
 * digits (any real stay).
 */
import type { ChargeDetail, ChargeRuleSummary, PricedRateDetail, PricedStay, ServiceChargeType } from '@direct-connect/pricing';
import type { WireChargeDetail, WireChargeTotal, WireRateDetail, WireTotals } from './prop-dc-shop.js';
import type { WireStayRateDetail } from './reservation-stay.js';

/** Spec ChargeDetail. */
export function wireChargeDetail(d: ChargeDetail): WireChargeDetail {
  const out: WireChargeDetail = {
    category: d.category,
    categoryType: d.categoryType,
    sequence: d.sequence,
    total: Number(d.total),
    amount: Number(d.amount),
    amountType: d.amountType,
    basis: d.basis,
    period: d.period,
    ruleId: d.ruleId,
  };
  if (d.appliedToRuleId !== undefined) out.appliedToRuleId = d.appliedToRuleId;
  if (d.collectedOnProperty !== undefined) out.collectedOnProperty = d.collectedOnProperty;
  if (d.includedInQuotedRate !== undefined) out.includedInQuotedRate = d.includedInQuotedRate;
  if (d.inclusive !== undefined) out.inclusive = d.inclusive;
  if (d.exemptionCode !== undefined) out.exemptionCode = d.exemptionCode;
  if (d.name !== undefined) out.name = d.name;
  if (d.postingCode !== undefined) out.postingCode = d.postingCode;
  return out;
}

/** Spec RateDetail (shop) of one rate period. */
export function wireRateDetail(d: PricedRateDetail): WireRateDetail {
  const out: WireRateDetail = { effectiveDate: d.effectiveDate };
  if (d.rate1Person !== undefined) out.rate1Person = Number(d.rate1Person);
  if (d.rate2Person !== undefined) out.rate2Person = Number(d.rate2Person);
  if (d.rate3Person !== undefined) out.rate3Person = Number(d.rate3Person);
  if (d.rate4Person !== undefined) out.rate4Person = Number(d.rate4Person);
  if (d.extraPersonRate !== undefined) out.extraPersonRate = Number(d.extraPersonRate);
  if (d.extraChildRate !== undefined) out.extraChildRate = Number(d.extraChildRate);
  if (d.childRates !== undefined) out.childRates = d.childRates.map(Number);
  if (d.cribRate !== undefined) out.cribRate = Number(d.cribRate);
  if (d.rollawayRate !== undefined) out.rollawayRate = Number(d.rollawayRate);
  out.chargeDetails = d.chargeDetails.map(wireChargeDetail);
  return out;
}

/** StayRateDetail's `taxes` / `serviceCharges` entry: `{amount, basis, period, type}`. */
export function wireChargeRule(r: ChargeRuleSummary): { amount: number; basis: ChargeRuleSummary['basis']; period: ChargeRuleSummary['period']; type: ChargeRuleSummary['type'] } {
  return { amount: Number(r.amount), basis: r.basis, period: r.period, type: r.type };
}

/** Spec StayRateDetail of one rate period: its figures, discount, rules in force and chargeDetails. */
export function wireStayRateDetail(d: PricedRateDetail): WireStayRateDetail {
  const out: WireStayRateDetail = {
    ...wireRateDetail(d),
    roomRate: Number(d.roomRate),
    // The engine lists service charge rules with their own type (percent or flat, never sum).
    serviceCharges: d.serviceCharges.map((r) => ({ ...wireChargeRule(r), type: r.type as ServiceChargeType })),
    taxes: d.taxes.map(wireChargeRule),
    chargeDetails: d.chargeDetails.map(wireChargeDetail),
  };
  if (d.discountAmount !== undefined) out.discountAmount = Number(d.discountAmount);
  if (d.discountType !== undefined) out.discountType = d.discountType;
  return out;
}

/** Spec chargeTotals. */
export function wireChargeTotals(priced: PricedStay): WireChargeTotal[] {
  return priced.chargeTotals.map((c) => ({ category: c.category, categoryType: c.categoryType, total: Number(c.total) }));
}

/** The totals shared by RoomRate and Cost. */
export function wireTotals(priced: PricedStay): WireTotals {
  return {
    amountBeforeTax: Number(priced.amountBeforeTax),
    amountAfterTax: Number(priced.amountAfterTax),
    amountWithFees: Number(priced.amountWithFees),
    averageRate: Number(priced.averageRate),
    averageRateAfterFees: Number(priced.averageRateAfterFees),
    averageRateAfterTax: Number(priced.averageRateAfterTax),
    totalTaxes: Number(priced.totalTaxes),
    totalServiceCharges: Number(priced.totalServiceCharges),
  };
}
