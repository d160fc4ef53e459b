import { convertPricedStay, depositAmount, merchantTotalAmount, priceStay, priceStayAsNumbers } from '@direct-connect/pricing';
import type { PricedStay, StayRequest } from '@direct-connect/pricing';
import { describe, expect, test } from 'vitest';
import { nightsOf } from '../calendar/nights.js';
import { demoCatalog } from '../catalog/demo-catalog.js';
import type { Product } from '../catalog/catalog.js';
import { wireChargeTotals, wireRateDetail, wireTotals } from '../wire/priced-stay-wire.js';
import type { WireMeals, WireRoomRate } from '../wire/prop-dc-shop.js';
import { wireNumber } from '../wire/wire-number.js';
import { FigureTape } from './figure-tape.js';
import { recordRoomRate, roomRateFromTape } from './room-rate-record.js';

const catalog = demoCatalog({ from: '2026-12-01', days: 120 });
const STAYS: StayRequest[] = [
  { arrivalDate: '2026-12-10', departureDate: '2026-12-14', numAdults: 2 },
  { arrivalDate: '2027-02-26', departureDate: '2027-03-03', numAdults: 3, numChildren: 2, childAges: [4, 12] },
  { arrivalDate: '2026-12-31', departureDate: '2027-01-01', numAdults: 1, numChildren: 1 },
];
const MEALS: WireMeals = { breakfast: true, lunch: false, dinner: false };

/** The room rate built straight from the priced stay with the wire conversions (the reference). */
function direct(product: Product, priced: PricedStay, rooms: number, desc: string | undefined): WireRoomRate {
  const first = priced.rateDetails[0];
  const rate: WireRoomRate = {
    ratePlanCode: product.ratePlan.ratePlanCode,
    roomTypeCode: product.roomType.roomTypeCode,
    bookingCode: product.bookingCode,
    numRoomsAvail: rooms,
    rateAmount: wireNumber(priced.rateAmount),
    ...wireTotals(priced),
    serviceChargesInTaxCalc: false,
    merchantTotalAmount: wireNumber(merchantTotalAmount(priced)),
    rateChangeIndicator: priced.rateChangeIndicator,
    chargeTotals: wireChargeTotals(priced),
    rateDetails: priced.rateDetails.map(wireRateDetail),
  };
  if (desc) rate.serviceChargeDesc = desc;
  const deposit = depositAmount(product.ratePlan.deposit, priced);
  if (deposit !== undefined) rate.depositAmount = wireNumber(deposit);
  if (first?.rollawayRate !== undefined) rate.rollawayRate = wireNumber(first.rollawayRate);
  if (first?.cribRate !== undefined) rate.cribRate = wireNumber(first.cribRate);
  rate.meals = MEALS;
  return rate;
}

describe('room rates through the figure tape', () => {
  test('reading back what was recorded from priceStayAsNumbers gives the room rate of the wire conversion of priceStay, in the same key order', () => {
    const tape = new FigureTape(1); // grows many times
    const expected: WireRoomRate[] = [];
    const recorded: Product[] = [];
    const nights: string[][] = []; // some rates without their nights: the dates travel as text
    for (const property of catalog.properties.values()) {
      for (const product of property.products) {
        for (const stay of STAYS) {
          // The tape gets the shop's numbers; the reference converts priceStay's decimals.
          const result = priceStay(product.rateProduct, stay);
          const numbers = priceStayAsNumbers(product.rateProduct, stay);
          if (!result.ok || !numbers.ok) continue;
          const pairs: Array<[PricedStay, PricedStay<number>]> = [
            [result.value, numbers.value],
            [convertPricedStay(result.value, '0.9137', 'KWD'), convertPricedStay(numbers.value, '0.9137', 'KWD')],
          ];
          for (const [priced, asNumbers] of pairs) {
            const i = recorded.length;
            const rooms = expected.length + 1;
            const desc = rooms % 2 === 0 ? 'Service charge.' : undefined;
            recordRoomRate(tape, asNumbers, i % 3 === 0 ? [] : nightsOf(stay.arrivalDate, stay.departureDate), rooms, depositAmount(product.ratePlan.deposit, asNumbers));
            expected.push(direct(product, priced, rooms, desc));
            recorded.push(product);
            nights.push(i % 3 === 0 ? [] : nightsOf(stay.arrivalDate, stay.departureDate));
          }
        }
      }
    }
    expect(expected.length).toBeGreaterThan(200);
    const reader = tape.reader();
    const read = recorded.map((product, i) =>
      roomRateFromTape(reader, product, { nights: nights[i] as string[], serviceChargesInTaxCalc: false, ...(i % 2 === 1 ? { serviceChargeDesc: 'Service charge.' } : {}) }, MEALS),
    );
    expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
    expect(read.some((r) => r.depositAmount !== undefined && r.rateDetails.some((d) => d.childRates !== undefined))).toBe(true);
  });
});
