/**
 * One shop room rate (spec RoomRate) from a priced stay whose amounts pricing already wrote as the
 * JSON numbers the wire carries (see priced-stay-wire.ts).
 */
import type { PricedStayNumbers } from '@direct-connect/pricing';
import type { Product } from '../catalog/catalog.js';
import { wireChargeTotals, wireRateDetail, wireTotals } from '../wire/priced-stay-wire.js';
import type { WireMeals, WireRoomRate } from '../wire/prop-dc-shop.js';

/** What the room rates of one property share (the same for each of its rates). */
export interface RoomRateCommon {
  serviceChargesInTaxCalc: boolean;
  serviceChargeDesc?: string;
}

/**
 * The spec RoomRate of `product` for a priced stay (with its plan's `depositAmount`, if the plan
 * asks for one) and its rooms available. `meals` is the plan's wire meals object, shared by the
 * room rates of that plan.
 */
export function wireRoomRate(product: Product, priced: PricedStayNumbers, numRoomsAvail: number, common: RoomRateCommon, meals: WireMeals | undefined): WireRoomRate {
  const rate: WireRoomRate = {
    ratePlanCode: product.ratePlan.ratePlanCode,
    roomTypeCode: product.roomType.roomTypeCode,
    bookingCode: product.bookingCode,
    numRoomsAvail,
    rateAmount: priced.rateAmount,
    ...wireTotals(priced),
    serviceChargesInTaxCalc: common.serviceChargesInTaxCalc,
    merchantTotalAmount: priced.merchantTotalAmount,
    rateChangeIndicator: priced.rateChangeIndicator,
    chargeTotals: wireChargeTotals(priced),
    rateDetails: priced.rateDetails.map(wireRateDetail),
  };
  if (common.serviceChargeDesc) rate.serviceChargeDesc = common.serviceChargeDesc;
  if (priced.depositAmount !== undefined) rate.depositAmount = priced.depositAmount;
  const first = priced.rateDetails[0];
  if (first?.rollawayRate !== undefined) rate.rollawayRate = first.rollawayRate;
  if (first?.cribRate !== undefined) rate.cribRate = first.cribRate;
  if (meals) rate.meals = meals;
  return rate;
}
