/**
 * The wire forms of a priced stay's parts, shared by the shop's RoomRate and the stay's Cost. The
 * amounts come from pricing already as the JSON numbers the spec types them as
 * (`priceStayAsNumbers` / `pricedStayAsNumbers`), so nothing here converts an amount: it picks
 * the fields each wire object has, in the spec's order.
 */
import type { PricedRateDetailNumbers, PricedStayNumbers, ServiceChargeType } from '@direct-connect/pricing';
import type { WireRateDetail, WireTotals } from './prop-dc-shop.js';
import type { WireStayRateDetail } from './reservation-stay.js';

/**
 * Spec RateDetail (shop) of one rate period; its chargeDetails are pricing's entries as they are.
 * Written as one literal with every field, an absent figure `undefined` (JSON.stringify leaves it
 * out, so the JSON is the same as without the key): objects of one fixed shape. Together with the
 * same in `wireRoomRate`, this measured the 30-property shop about 8 % faster than adding each
 * present field in turn (`pnpm bench shop`-like CPU-time medians, 2026-11-25).
 */
export function wireRateDetail(d: PricedRateDetailNumbers): WireRateDetail {
  return {
    effectiveDate: d.effectiveDate,
    rate1Person: d.rate1Person,
    rate2Person: d.rate2Person,
    rate3Person: d.rate3Person,
    rate4Person: d.rate4Person,
    extraPersonRate: d.extraPersonRate,
    extraChildRate: d.extraChildRate,
    childRates: d.childRates,
    cribRate: d.cribRate,
    rollawayRate: d.rollawayRate,
    chargeDetails: d.chargeDetails,
  };
}

/**
 * Spec StayRateDetail of one rate period: its figures, discount, rules in force and chargeDetails.
 * A stay is stored, so it gets its own copies of what pricing may share between results (the
 * prepared product's rule summaries and child rates). One literal with every field in the wire
 * order, an absent one `undefined` (left out by JSON.stringify), as {@link wireRateDetail}: a 9-room
 * 90-night reservation has 810 of them, and the spread of the shop's detail plus the discount
 * fields added after it made objects of many shapes, which took a quarter of such a create and
 * were about 1.5x slower to serialize.
 */
export function wireStayRateDetail(d: PricedRateDetailNumbers): WireStayRateDetail {
  return {
    effectiveDate: d.effectiveDate,
    rate1Person: d.rate1Person,
    rate2Person: d.rate2Person,
    rate3Person: d.rate3Person,
    rate4Person: d.rate4Person,
    extraPersonRate: d.extraPersonRate,
    extraChildRate: d.extraChildRate,
    childRates: d.childRates === undefined ? undefined : [...d.childRates],
    cribRate: d.cribRate,
    rollawayRate: d.rollawayRate,
    chargeDetails: d.chargeDetails,
    roomRate: d.roomRate,
    // The engine lists service charge rules with their own type (percent or flat, never sum).
    serviceCharges: d.serviceCharges.map((r) => ({ amount: r.amount, basis: r.basis, period: r.period, type: r.type as ServiceChargeType })),
    taxes: d.taxes.map((r) => ({ amount: r.amount, basis: r.basis, period: r.period, type: r.type })),
    discountAmount: d.discountAmount,
    discountType: d.discountType,
  };
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
