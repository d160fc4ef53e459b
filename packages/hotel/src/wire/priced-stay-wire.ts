/**
 * The wire forms of a priced stay's parts, shared by the shop's RoomRate and the stay's Cost. The
 * amounts come from pricing already as the JSON numbers the spec types them as
 * (`priceStayAsNumbers` / `pricedStayAsNumbers`), so nothing here converts an amount: it picks
 * the fields each wire object has, in the spec's order.
 */
import type { PricedRateDetailNumbers, PricedStayNumbers, ServiceChargeType } from '@direct-connect/pricing';
import type { WireChargeTotal, WireRateDetail, WireTotals } from './prop-dc-shop.js';
import type { WireStayRateDetail } from './reservation-stay.js';

/** Spec RateDetail (shop) of one rate period; its chargeDetails are pricing's entries as they are. */
export function wireRateDetail(d: PricedRateDetailNumbers): WireRateDetail {
  const out: WireRateDetail = { effectiveDate: d.effectiveDate };
  if (d.rate1Person !== undefined) out.rate1Person = d.rate1Person;
  if (d.rate2Person !== undefined) out.rate2Person = d.rate2Person;
  if (d.rate3Person !== undefined) out.rate3Person = d.rate3Person;
  if (d.rate4Person !== undefined) out.rate4Person = d.rate4Person;
  if (d.extraPersonRate !== undefined) out.extraPersonRate = d.extraPersonRate;
  if (d.extraChildRate !== undefined) out.extraChildRate = d.extraChildRate;
  if (d.childRates !== undefined) out.childRates = d.childRates;
  if (d.cribRate !== undefined) out.cribRate = d.cribRate;
  if (d.rollawayRate !== undefined) out.rollawayRate = d.rollawayRate;
  out.chargeDetails = d.chargeDetails;
  return out;
}

/**
 * Spec StayRateDetail of one rate period: its figures, discount, rules in force and chargeDetails.
 * A stay is stored, so it gets its own copies of what pricing may share between results (the
 * prepared product's rule summaries and child rates).
 */
export function wireStayRateDetail(d: PricedRateDetailNumbers): WireStayRateDetail {
  const out: WireStayRateDetail = {
    ...wireRateDetail(d),
    roomRate: d.roomRate,
    // The engine lists service charge rules with their own type (percent or flat, never sum).
    serviceCharges: d.serviceCharges.map((r) => ({ amount: r.amount, basis: r.basis, period: r.period, type: r.type as ServiceChargeType })),
    taxes: d.taxes.map((r) => ({ amount: r.amount, basis: r.basis, period: r.period, type: r.type })),
    chargeDetails: d.chargeDetails,
  };
  if (out.childRates !== undefined) out.childRates = [...out.childRates];
  if (d.discountAmount !== undefined) out.discountAmount = d.discountAmount;
  if (d.discountType !== undefined) out.discountType = d.discountType;
  return out;
}

/** Spec chargeTotals. */
export function wireChargeTotals(priced: PricedStayNumbers): WireChargeTotal[] {
  return priced.chargeTotals;
}

/** The totals shared by RoomRate and Cost. */
export function wireTotals(priced: PricedStayNumbers): WireTotals {
  return {
    amountBeforeTax: priced.amountBeforeTax,
    amountAfterTax: priced.amountAfterTax,
    amountWithFees: priced.amountWithFees,
    averageRate: priced.averageRate,
    averageRateAfterFees: priced.averageRateAfterFees,
    averageRateAfterTax: priced.averageRateAfterTax,
    totalTaxes: priced.totalTaxes,
    totalServiceCharges: priced.totalServiceCharges,
  };
}
