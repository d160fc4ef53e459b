/**
 * One shop room rate (spec RoomRate) from a priced stay whose amounts pricing already wrote as the
 * JSON numbers the wire carries (see priced-stay-wire.ts).
 */
import type { PricedStayNumbers } from '@direct-connect/pricing';
import type { Product } from '../catalog/catalog.js';
import { wireRateDetail } from '../wire/priced-stay-wire.js';
import type { WireMeals, WireRoomRate } from '../wire/prop-dc-shop.js';

/** What the room rates of one property share (the same for each of its rates). */
export interface RoomRateCommon {
  serviceChargesInTaxCalc: boolean;
  serviceChargeDesc?: string;
}

/**
 * The spec RoomRate of `product` for a priced stay (with its plan's `depositAmount`, if the plan
 * asks for one) and its rooms available. `meals` is the plan's wire meals object, shared by the
 * room rates of that plan. One literal with every field, absent ones `undefined` (left out of the
 * JSON), as `wireRateDetail` is written and for the same measured reason.
 */
export function wireRoomRate(product: Product, priced: PricedStayNumbers, numRoomsAvail: number, common: RoomRateCommon, meals: WireMeals | undefined): WireRoomRate {
  const first = priced.rateDetails[0];
  return {
    ratePlanCode: product.ratePlan.ratePlanCode,
    roomTypeCode: product.roomType.roomTypeCode,
    bookingCode: product.bookingCode,
    numRoomsAvail,
    rateAmount: priced.rateAmount,
    amountBeforeTax: priced.amountBeforeTax,
    amountAfterTax: priced.amountAfterTax,
    amountWithFees: priced.amountWithFees,
    averageRate: priced.averageRate,
    averageRateAfterFees: priced.averageRateAfterFees,
    averageRateAfterTax: priced.averageRateAfterTax,
    totalTaxes: priced.totalTaxes,
    totalServiceCharges: priced.totalServiceCharges,
    serviceChargesInTaxCalc: common.serviceChargesInTaxCalc,
    merchantTotalAmount: priced.merchantTotalAmount,
    rateChangeIndicator: priced.rateChangeIndicator,
    chargeTotals: priced.chargeTotals,
    rateDetails: priced.rateDetails.map(wireRateDetail),
    serviceChargeDesc: common.serviceChargeDesc || undefined,
    depositAmount: priced.depositAmount,
    rollawayRate: first?.rollawayRate,
    cribRate: first?.cribRate,
    meals,
  };
}
