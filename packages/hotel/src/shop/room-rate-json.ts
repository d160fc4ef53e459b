/**
 * One shop room rate (spec RoomRate) written straight as JSON text, from a stay pricing presented
 * for the JSON reply (`priceStayAsJson`: its rate details already JSON text). The text is
 * byte for byte `JSON.stringify` of {@link wireRoomRate}'s object for the same priced stay
 * (tested in shop-json.test.ts); no object of the room rate is built.
 *
 * Measured (2026-11-25): with prop-dc-shop-json.ts and pricing's present-priced-stay-json.ts,
 * see the figure in prop-dc-shop-json.ts.
 */
import type { PricedStayJson } from '@direct-connect/pricing';
import type { Product } from '../catalog/catalog.js';
import type { WireMeals } from '../wire/prop-dc-shop.js';
import type { RoomRateCommon } from './wire-room-rate.js';

/** `{"ratePlanCode":…,"roomTypeCode":…,"bookingCode":…` of each product, written once. */
const heads = new WeakMap<Product, string>();

function headOf(product: Product): string {
  let head = heads.get(product);
  if (head === undefined) {
    const codes = { ratePlanCode: product.ratePlan.ratePlanCode, roomTypeCode: product.roomType.roomTypeCode, bookingCode: product.bookingCode };
    head = JSON.stringify(codes).slice(0, -1);
    heads.set(product, head);
  }
  return head;
}

/** `,"key":value` of a member JSON.stringify writes (an undefined value is left out). */
function member(key: string, value: number | string | object | undefined): string {
  return value === undefined ? '' : `,"${key}":${JSON.stringify(value)}`;
}

/**
 * Appends to `out` the JSON text of the spec RoomRate of `product` for a priced stay and its rooms
 * available, in pieces: joined, they are `JSON.stringify(wireRoomRate(product, numbers,
 * numRoomsAvail, common, meals))` where `numbers` is the same stay presented as numbers.
 */
export function roomRateJson(product: Product, priced: PricedStayJson, numRoomsAvail: number, common: RoomRateCommon, meals: WireMeals | undefined, out: string[]): void {
  out.push(
    `${headOf(product)},"numRoomsAvail":${numRoomsAvail},"rateAmount":${priced.rateAmount}` +
      `,"amountBeforeTax":${priced.amountBeforeTax},"amountAfterTax":${priced.amountAfterTax},"amountWithFees":${priced.amountWithFees}` +
      `,"averageRate":${priced.averageRate},"averageRateAfterFees":${priced.averageRateAfterFees},"averageRateAfterTax":${priced.averageRateAfterTax}` +
      `,"totalTaxes":${priced.totalTaxes},"totalServiceCharges":${priced.totalServiceCharges},"serviceChargesInTaxCalc":${common.serviceChargesInTaxCalc}` +
      `,"merchantTotalAmount":${priced.merchantTotalAmount},"rateChangeIndicator":${priced.rateChangeIndicator}` +
      `,"chargeTotals":${priced.chargeTotalsJson},"rateDetails":`,
  );
  for (const part of priced.rateDetailsJson) out.push(part);
  out.push(
    `${member('serviceChargeDesc', common.serviceChargeDesc || undefined)}${member('depositAmount', priced.depositAmount)}` +
      `${member('rollawayRate', priced.rollawayRate)}${member('cribRate', priced.cribRate)}${member('meals', meals)}}`,
  );
}
