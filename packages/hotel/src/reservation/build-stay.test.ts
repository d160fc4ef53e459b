/**
 * A stay's cost.rateDetails (spec StayRateDetail): one entry per rate period, with the rate
 * figures, the derived rate's discount, the rules in force as the spec's arrays and one
 * chargeDetails entry per rule version. Figures worked by hand from the demo rates.
 */
import { describe, expect, test } from 'vitest';
import { catalogInventoryView } from '../inventory/inventory-view.js';
import { NOW, reservationRequest, roomStay, testCatalog } from '../testing/reservation-fixtures.js';
import type { ReservationRequest } from '../wire/requests.js';
import { createReservation } from './create-reservation.js';

const inventory = catalogInventoryView(testCatalog);

function stayOf(request: ReservationRequest) {
  const result = createReservation({ catalog: testCatalog, request, inventory, partner: { partnerId: 'p1' }, now: NOW, confNumber: 'C1', gnrNumbers: [1] });
  if (!result.ok) throw new Error(result.refusal.message);
  const stay = result.value[0];
  if (!stay) throw new Error('no stay');
  return stay;
}

describe('reservation rate details', () => {
  test('PARDC: one entry per rate period, the rules in force as arrays, the included VAT in chargeDetails only', () => {
    // CLA/RAC, 1 adult + a child of 8: Thursday 189.00 + 15.00, Friday (weekend 95 %) 180.00 + 15.00
    const stay = stayOf(reservationRequest({
      propCode: 'PARDC',
      roomStays: [roomStay({ arrivalDate: '2026-12-10', departureDate: '2026-12-12', numAdults: 1, numChildren: 1, childAges: [8], roomTypeCode: 'CLA', ratePlanCode: 'RAC' })],
    }));
    const taxes = [
      { amount: 10, basis: 'perRoom', period: 'perNight', type: 'percent' },
      { amount: 5.2, basis: 'perAdult', period: 'perNight', type: 'flat' },
    ];
    expect(stay.cost.rateDetails).toEqual([
      expect.objectContaining({ effectiveDate: '2026-12-10', roomRate: 204, rate1Person: 189, extraChildRate: 15, serviceCharges: [], taxes }),
      expect.objectContaining({ effectiveDate: '2026-12-11', roomRate: 195, rate1Person: 180, extraChildRate: 15, serviceCharges: [], taxes }),
    ]);
    // VAT included: 204 x 10/110 = 18.5454... -> 18.55, 195 x 10/110 = 17.7272... -> 17.73; city tax 5.20 x 1 adult
    expect(stay.cost.rateDetails.map((d) => d.chargeDetails.map((c) => [c.category, c.total, c.includedInQuotedRate ?? false]))).toEqual([
      [['VAT', 18.55, true], ['CITYTAX', 5.2, false]],
      [['VAT', 17.73, true], ['CITYTAX', 5.2, false]],
    ]);
    expect(stay.cost).toMatchObject({ amountBeforeTax: 399, totalTaxes: 10.4, amountAfterTax: 409.4, chargeTotals: [{ category: 'CITYTAX', categoryType: 'tax', total: 10.4 }] });
    expect(stay.cost.rateDetails.every((d) => d.discountAmount === undefined && d.discountType === undefined)).toBe(true);
  });

  test('NYCDC APN (derived from RAC, 15 % off): the discount on each rate period, the base figures beside it', () => {
    // KNG, 2 adults: Thursday 415.00, Friday and Saturday (weekend 110 %) 456.00 at RAC
    const stay = stayOf(reservationRequest({ roomStays: [roomStay({ arrivalDate: '2026-12-10', departureDate: '2026-12-13', ratePlanCode: 'APN' })] }));
    expect(stay.cost.rateDetails.map((d) => [d.effectiveDate, d.rate2Person, d.roomRate, d.discountAmount, d.discountType])).toEqual([
      ['2026-12-10', 415, 352.75, 62.25, 'percentOff'], // 415 x 0.85, 415 x 0.15
      ['2026-12-11', 456, 387.6, 68.4, 'percentOff'], // 456 x 0.85, 456 x 0.15
    ]);
    expect(stay.cost.amountBeforeTax).toBe(1127.95); // 352.75 + 2 x 387.60
    expect(stay.cost.rateDetails[0]?.serviceCharges).toEqual([{ amount: 35, basis: 'perRoom', period: 'perNight', type: 'flat' }]);
    expect(stay.cost.rateDetails[0]?.taxes.find((t) => t.type === 'sum')).toEqual({ amount: 1.5, basis: 'perRoom', period: 'perNight', type: 'sum' });
    expect(stay.cost.rateDetails[0]?.chargeDetails.find((c) => c.category === 'SURCHARGE')).toMatchObject({ ruleId: 5, appliedToRuleId: 2 });
  });
});
