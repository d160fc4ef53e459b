import { describe, expect, test } from 'vitest';
import { pricedStayAsNumbers, priceStay, type PricedRateDetailNumbers, type ServiceChargeType } from '@direct-connect/pricing';
import { testCatalog } from '../testing/reservation-fixtures.js';
import { wireRateDetail, wireStayRateDetail } from './priced-stay-wire.js';

/** The stay rate detail as it was first written: the shop's detail spread, the rest added after. */
function spreadForm(d: PricedRateDetailNumbers) {
  const out: Record<string, unknown> = {
    ...wireRateDetail(d),
    roomRate: d.roomRate,
    serviceCharges: d.serviceCharges.map((r) => ({ amount: r.amount, basis: r.basis, period: r.period, type: r.type as ServiceChargeType })),
    taxes: d.taxes.map((r) => ({ amount: r.amount, basis: r.basis, period: r.period, type: r.type })),
    chargeDetails: d.chargeDetails,
  };
  if (out.childRates !== undefined) out.childRates = [...(out.childRates as number[])];
  if (d.discountAmount !== undefined) out.discountAmount = d.discountAmount;
  if (d.discountType !== undefined) out.discountType = d.discountType;
  return out;
}

/** The rate details of every demo product for a 12-night stay of 2 adults and a child, with and without rate overrides. */
function everyDemoRateDetail(): PricedRateDetailNumbers[] {
  const details: PricedRateDetailNumbers[] = [];
  for (const property of testCatalog.properties.values()) {
    for (const product of property.products) {
      const stay = { arrivalDate: '2027-01-10', departureDate: '2027-01-22', numAdults: 2, numChildren: 1, childAges: [7] };
      const overridden = { ...stay, rateOverrides: [{ amount: 180, effectiveDate: '2027-01-12' }, { amount: 190, effectiveDate: '2027-01-15' }] };
      for (const request of [stay, overridden]) {
        const priced = priceStay(product.rateProduct, request);
        if (priced.ok) details.push(...pricedStayAsNumbers(priced.value).rateDetails);
      }
    }
  }
  return details;
}

describe('a stay rate detail', () => {
  const details = everyDemoRateDetail();

  test('the demo catalog gives details with and without discounts and child rates', () => {
    expect(details.length).toBeGreaterThan(100);
    expect(details.some((d) => d.discountAmount !== undefined)).toBe(true);
    expect(details.some((d) => d.discountAmount === undefined)).toBe(true);
    expect(details.some((d) => d.childRates !== undefined)).toBe(true);
  });

  test('is the JSON of the spread form, byte for byte', () => {
    for (const d of details) expect(JSON.stringify(wireStayRateDetail(d))).toBe(JSON.stringify(spreadForm(d)));
  });

  test('is an object of one shape, whatever the detail has: the same keys in the same order', () => {
    const shapes = new Set(details.map((d) => Object.keys(wireStayRateDetail(d)).join(',')));
    expect([...shapes]).toHaveLength(1);
  });

  test('shares no array with pricing\'s result', () => {
    for (const d of details) {
      const wire = wireStayRateDetail(d);
      if (d.childRates !== undefined) expect(wire.childRates).not.toBe(d.childRates);
      expect(wire.taxes).not.toBe(d.taxes);
      expect(wire.serviceCharges).not.toBe(d.serviceCharges);
    }
  });
});
