/**
 * One shop room rate (spec RoomRate) written straight as JSON text, from a stay pricing presented
 * for the JSON reply (`priceStayAsJson`: its rate details already JSON text). The text is
 * byte for byte `JSON.stringify` of {@link wireRoomRate}'s object for the same priced stay
 * (tested in shop-json.test.ts); no object of the room rate is built.
 *
 * Measured (2026-11-25): with prop-dc-shop-json.ts and pricing's present-priced-stay-json.ts,
 * see the figure in prop-dc-shop-json.ts. The totals written from pricing's texts (`totalsJson`,
 * from minor units) rather than from the doubles: 0.943-0.961 x the shop's CPU in one process
 * (varied NYCDC shops, old and new bundles interleaved in rounds of 150 shops, medians of 80
 * rounds, both load orders; an A/A of the tool read 1.022), with the catalog's local date read
 * once a minute (zone-local-date.ts). The meals member written once per plan and the
 * serviceChargeDesc member once per property (instead of JSON.stringify for every room rate):
 * 0.913 x and 0.959 x in the other load order (medians of 40 rounds of 150
 * varied NYCDC shops; an A/A of the tool read 0.966-0.990).
 */
import type { PricedStayJson } from '@direct-connect/pricing';
import type { Product } from '../catalog/catalog.js';
import type { CatalogRatePlan } from '../catalog/catalog-file.js';
import type { WireMeals } from '../wire/prop-dc-shop.js';
import { jsonMember } from './json-member.js';
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

/**
 * `,"meals":…` of each rate plan's room rates ('' without meals), written once: the meals a room
 * rate states are its plan's (`wireMeals` of the plan, the same for every shop).
 */
const mealsMembers = new WeakMap<CatalogRatePlan, string>();

function mealsMember(plan: CatalogRatePlan, meals: WireMeals | undefined): string {
  let text = mealsMembers.get(plan);
  if (text === undefined) {
    text = jsonMember('meals', meals);
    mealsMembers.set(plan, text);
  }
  return text;
}

/** The last serviceChargeDesc written and its member text (a property's room rates all state the same one). */
let lastDesc: string | undefined;
let lastDescMember = '';

function descMember(desc: string | undefined): string {
  if (desc !== lastDesc) {
    lastDesc = desc;
    lastDescMember = jsonMember('serviceChargeDesc', desc || undefined);
  }
  return lastDescMember;
}

/**
 * Appends to `out` the JSON text of the spec RoomRate of `product` for a priced stay and its rooms
 * available, in pieces: joined, they are `JSON.stringify(wireRoomRate(product, numbers,
 * numRoomsAvail, common, meals))` where `numbers` is the same stay presented as numbers. `meals`
 * is `wireMeals` of the product's rate plan (its text is kept per plan).
 */
export function roomRateJson(product: Product, priced: PricedStayJson, numRoomsAvail: number, common: RoomRateCommon, meals: WireMeals | undefined, out: string[]): void {
  // the totals' texts, written by pricing from minor units (the same text as the numbers')
  const totals = priced.totalsJson;
  out.push(
    `${headOf(product)},"numRoomsAvail":${numRoomsAvail},"rateAmount":${totals.rateAmount}` +
      `,"amountBeforeTax":${totals.amountBeforeTax},"amountAfterTax":${totals.amountAfterTax},"amountWithFees":${totals.amountWithFees}` +
      `,"averageRate":${totals.averageRate},"averageRateAfterFees":${totals.averageRateAfterFees},"averageRateAfterTax":${totals.averageRateAfterTax}` +
      `,"totalTaxes":${totals.totalTaxes},"totalServiceCharges":${totals.totalServiceCharges},"serviceChargesInTaxCalc":${common.serviceChargesInTaxCalc}` +
      `,"merchantTotalAmount":${totals.merchantTotalAmount},"rateChangeIndicator":${priced.rateChangeIndicator}` +
      `,"chargeTotals":${priced.chargeTotalsJson},"rateDetails":`,
  );
  // one native push of pricing's pieces rather than one push each (about 94 a room rate)
  Array.prototype.push.apply(out, priced.rateDetailsJson);
  out.push(
    `${descMember(common.serviceChargeDesc)}${jsonMember('depositAmount', priced.depositAmount)}` +
      `${jsonMember('rollawayRate', priced.rollawayRate)}${jsonMember('cribRate', priced.cribRate)}${mealsMember(product.ratePlan, meals)}}`,
  );
}
