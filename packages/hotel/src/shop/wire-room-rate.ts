/**
 * One shop room rate (spec RoomRate) from a priced stay: the engine's decimal amounts as the
 * JSON numbers the wire carries (see priced-stay-wire.ts).
 */
import type { PricedStay } from '@direct-connect/pricing';
import type { Product } from '../catalog/catalog.js';
import { wireChargeTotals, wireRateDetail, wireTotals } from '../wire/priced-stay-wire.js';
import type { WireMeals, WireRoomRate } from '../wire/prop-dc-shop.js';

/** What the room rates of one property share (the same for each of its rates). */
export interface RoomRateCommon {
  serviceChargesInTaxCalc: boolean;
  serviceChargeDesc?: string;
}

/**
 * The spec RoomRate of `product` for a priced stay, with its rooms available and its deposit
 * (a decimal from `depositAmount`, if the plan asks for one). `meals` is the plan's wire meals
 * object, shared by the room rates of that plan.
 */
export function wireRoomRate(product: Product, priced: PricedStay, numRoomsAvail: number, deposit: string | undefined, common: RoomRateCommon, meals: WireMeals | undefined): WireRoomRate {
  const rate: WireRoomRate = {
    ratePlanCode: product.ratePlan.ratePlanCode,
    roomTypeCode: product.roomType.roomTypeCode,
    bookingCode: product.bookingCode,
    numRoomsAvail,
    rateAmount: Number(priced.rateAmount),
    ...wireTotals(priced),
    serviceChargesInTaxCalc: common.serviceChargesInTaxCalc,
    merchantTotalAmount: Number(priced.merchantTotalAmount),
    rateChangeIndicator: priced.rateChangeIndicator,
    chargeTotals: wireChargeTotals(priced),
    rateDetails: priced.rateDetails.map(wireRateDetail),
  };
  if (common.serviceChargeDesc) rate.serviceChargeDesc = common.serviceChargeDesc;
  if (deposit !== undefined) rate.depositAmount = Number(deposit);
  const first = priced.rateDetails[0];
  if (first?.rollawayRate !== undefined) rate.rollawayRate = Number(first.rollawayRate);
  if (first?.cribRate !== undefined) rate.cribRate = Number(first.cribRate);
  if (meals) rate.meals = meals;
  return rate;
}
