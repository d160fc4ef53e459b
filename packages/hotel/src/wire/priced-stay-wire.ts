/** The wire forms of a priced stay's parts, shared by the shop's RoomRate and the stay's Cost. */
import type { PricedRateDetail, PricedStay } from '@direct-connect/pricing';
import type { WireChargeTotal, WireRateDetail, WireTotals } from './prop-dc-shop.js';
import type { WireStayRateDetail } from './reservation-stay.js';
import { wireNumber } from './wire-number.js';

/** Spec RateDetail (shop) of one priced run of nights. */
export function wireRateDetail(d: PricedRateDetail): WireRateDetail {
  const out: WireRateDetail = { effectiveDate: d.effectiveDate };
  if (d.rate1Person !== undefined) out.rate1Person = wireNumber(d.rate1Person);
  if (d.rate2Person !== undefined) out.rate2Person = wireNumber(d.rate2Person);
  if (d.rate3Person !== undefined) out.rate3Person = wireNumber(d.rate3Person);
  if (d.rate4Person !== undefined) out.rate4Person = wireNumber(d.rate4Person);
  if (d.extraPersonRate !== undefined) out.extraPersonRate = wireNumber(d.extraPersonRate);
  if (d.extraChildRate !== undefined) out.extraChildRate = wireNumber(d.extraChildRate);
  if (d.childRates !== undefined) out.childRates = d.childRates.map(wireNumber);
  if (d.cribRate !== undefined) out.cribRate = wireNumber(d.cribRate);
  if (d.rollawayRate !== undefined) out.rollawayRate = wireNumber(d.rollawayRate);
  return out;
}

/** Spec StayRateDetail of one priced run of nights. */
export function wireStayRateDetail(d: PricedRateDetail): WireStayRateDetail {
  return { ...wireRateDetail(d), roomRate: wireNumber(d.roomRate) };
}

/** Spec chargeTotals. */
export function wireChargeTotals(priced: PricedStay): WireChargeTotal[] {
  return priced.chargeTotals.map((c) => ({ category: c.category, categoryType: c.categoryType, total: wireNumber(c.total) }));
}

/** The totals shared by RoomRate and Cost. */
export function wireTotals(priced: PricedStay): WireTotals {
  return {
    amountBeforeTax: wireNumber(priced.amountBeforeTax),
    amountAfterTax: wireNumber(priced.amountAfterTax),
    amountWithFees: wireNumber(priced.amountWithFees),
    averageRate: wireNumber(priced.averageRate),
    averageRateAfterFees: wireNumber(priced.averageRateAfterFees),
    averageRateAfterTax: wireNumber(priced.averageRateAfterTax),
    totalTaxes: wireNumber(priced.totalTaxes),
    totalServiceCharges: wireNumber(priced.totalServiceCharges),
  };
}
