/**
 * The demo catalog's rule sets show what the hotel README says they show. Each figure is worked
 * by hand from the demo rates of 2026-12-10 (a Thursday) and 2026-12-11 (a Friday), in the
 * comments beside it.
 */
import { priceStay } from '@direct-connect/pricing';
import type { PricedStay, StayRequest } from '@direct-connect/pricing';
import { describe, expect, test } from 'vitest';
import { demoCatalog } from './demo-catalog.js';

const catalog = demoCatalog({ from: '2026-12-01', days: 60 });

function priced(propCode: string, codes: string, stay: Partial<StayRequest> = {}): PricedStay {
  const product = catalog.properties.get(propCode)?.productByCodes.get(codes);
  if (!product) throw new Error(`no product ${propCode} ${codes}`);
  const result = priceStay(product.rateProduct, { arrivalDate: '2026-12-10', departureDate: '2026-12-11', numAdults: 2, ...stay });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

function detail(stay: PricedStay, category: string) {
  return stay.rateDetails.map((d) => d.chargeDetails.find((c) => c.category === category));
}

describe('PARDC: VAT inside the quoted rate, a city tax per adult', () => {
  // CLA/RAC: 1 adult 189.00 on Thursday, 180.00 on Friday (weekend 95 %); a child of 8 is in the
  // second age range, 15.00 a night. roomRate = 204.00, then 195.00.
  const stay = priced('PARDC', 'CLA/RAC', { departureDate: '2026-12-12', numAdults: 1, numChildren: 1, childAges: [8] });

  test('children pay no city tax: 5.20 per adult per night, 1 adult x 2 nights = 10.40', () => {
    expect(detail(stay, 'CITYTAX').map((c) => c?.total)).toEqual(['5.20', '5.20']);
    expect(stay.totalTaxes).toBe('10.40');
    expect(stay.chargeTotals).toEqual([{ category: 'CITYTAX', categoryType: 'tax', total: '10.40' }]);
    const twoAdults = priced('PARDC', 'CLA/RAC', { departureDate: '2026-12-12', numAdults: 2 });
    expect(twoAdults.totalTaxes).toBe('20.80'); // 5.20 x 2 adults x 2 nights
  });

  test('the included VAT is in chargeDetails with includedInQuotedRate and in no total', () => {
    // 10 % included: 204 x 10 / 110 = 18.5454... -> 18.55; 195 x 10 / 110 = 17.7272... -> 17.73
    expect(detail(stay, 'VAT').map((c) => [c?.total, c?.includedInQuotedRate, c?.inclusive])).toEqual([['18.55', true, true], ['17.73', true, true]]);
    expect(stay.amountBeforeTax).toBe('399.00'); // 204 + 195: the VAT is inside it
    expect(stay.amountAfterTax).toBe('409.40'); // 399.00 + 10.40 city tax, no VAT added
    expect(stay.chargeTotals.map((c) => c.category)).not.toContain('VAT');
  });

  test('the city tax is collected at the hotel: the channel collects the rate only', () => {
    expect(stay.collectedOnPropertyTotal).toBe('10.40');
    expect(stay.merchantTotalAmount).toBe('399.00');
  });

  test('the all-inclusive plan INC adds no tax at all', () => {
    const inc = priced('PARDC', 'CLA/INC');
    expect([inc.totalTaxes, inc.totalServiceCharges, inc.amountAfterTax]).toEqual(['0.00', '0.00', inc.amountBeforeTax]);
  });
});

describe('NYCDC: a chain of taxes with a sum tax on the occupancy tax alone', () => {
  // KNG/RAC, 2 adults, Thursday: roomRate 415.00; the 35.00 destination fee is in the tax basis
  // (serviceChargesInTaxCalc): B = 450.00.
  const stay = priced('NYCDC', 'KNG/RAC');

  test('each tax of the chain, by hand', () => {
    const totals = Object.fromEntries(stay.rateDetails[0]?.chargeDetails.map((c) => [c.category, c.total]) ?? []);
    expect(totals).toEqual({
      DESTINATIONFEE: '35.00',
      SALESTAX: '39.94', // 8.875 % of 450 = 39.9375
      OCCUPANCYTAX: '26.44', // 5.875 % of 450 = 26.4375
      UNITFEE: '4.00', // 2.00 per guest x 2
      JAVITSFEE: '1.50', // 1.50 per room
      SURCHARGE: '7.15', // 1.5 % of (450 + 26.4375) = 7.1465625: on rule 2 only, not on the sales tax
    });
    // exact sum 39.9375 + 26.4375 + 4 + 1.5 + 7.1465625 = 79.0215625 -> 79.03
    expect(stay.totalTaxes).toBe('79.03');
  });

  test('the surcharge names the rule it is charged on', () => {
    expect(detail(stay, 'SURCHARGE')[0]).toMatchObject({ ruleId: 5, appliedToRuleId: 2, amountType: 'percent', sequence: 5 });
  });

  test('183 days on, the occupancy tax is 6 %: a new version of rule 2', () => {
    expect(stay.rateDetails[0]?.taxes.map((t) => t.amount)).toEqual(['8.875', '5.875', '2', '1.5', '1.5']);
    const catalogLater = demoCatalog({ from: '2026-12-01', days: 200 });
    const product = catalogLater.properties.get('NYCDC')?.productByCodes.get('KNG/RAC');
    const result = product && priceStay(product.rateProduct, { arrivalDate: '2027-06-02', departureDate: '2027-06-03', numAdults: 2 });
    if (!result?.ok) throw new Error('not priced');
    expect(detail(result.value, 'OCCUPANCYTAX')[0]).toMatchObject({ ruleId: 2, amount: '6', sequence: 2 });
    expect(result.value.rateDetails[0]?.taxes.map((t) => t.amount).sort()).toEqual(['1.5', '1.5', '2', '6', '8.875']);
  });
});

describe('TYODC: a per-adult accommodation tax', () => {
  test('200 yen per adult per night, none for a child, collected at the hotel', () => {
    // STD/RAC, 1 adult + 1 child of 8, 2 nights: 200 x 1 x 2 = 400
    const stay = priced('TYODC', 'STD/RAC', { departureDate: '2026-12-12', numAdults: 1, numChildren: 1, childAges: [8] });
    expect(detail(stay, 'ACCOMMODATIONTAX').map((c) => c?.total)).toEqual(['400']); // one rate period: no weekend night
    expect(detail(stay, 'ACCOMMODATIONTAX')[0]).toMatchObject({ basis: 'perAdult', collectedOnProperty: true });
    expect(stay.chargeTotals.find((c) => c.category === 'ACCOMMODATIONTAX')?.total).toBe('400');
    expect(stay.collectedOnPropertyTotal).toBe('400');
    const twoAdults = priced('TYODC', 'STD/RAC', { departureDate: '2026-12-12', numAdults: 2 });
    expect(twoAdults.chargeTotals.find((c) => c.category === 'ACCOMMODATIONTAX')?.total).toBe('800');
  });
});

describe('LAXDC: a perItem fee for cribs and rollaways', () => {
  test('10.00 per crib or rollaway per night; nothing without them', () => {
    const none = priced('LAXDC', 'KNG/RAC');
    const two = priced('LAXDC', 'KNG/RAC', { numCribs: 1, numRollAways: 1 });
    expect(none.totalServiceCharges).toBe('0.00');
    expect(two.totalServiceCharges).toBe('20.00'); // (1 crib + 1 rollaway) x 10.00
    expect(detail(two, 'EXTRABEDFEE')[0]).toMatchObject({ basis: 'perItem', amountType: 'flat', total: '20.00' });
    // the beds themselves (crib 10.00, rollaway 20.00) stay outside amountAfterTax
    expect(Number(two.guestTotalCostAfterTax) - Number(two.amountAfterTax)).toBe(30);
  });
});

describe('APN at every property: 15 % off the rack rate', () => {
  const stays = [
    ['NYCDC', 'KNG'], ['TYODC', 'STD'], ['KWIDC', 'DLX'], ['PARDC', 'CLA'], ['LAXDC', 'KNG'],
  ] as const;

  test.each(stays)('%s %s/APN: each night is RAC x 0.85, rounded up, with the discount shown', (propCode, roomTypeCode) => {
    const rac = priced(propCode, `${roomTypeCode}/RAC`, { departureDate: '2026-12-14' });
    const apn = priced(propCode, `${roomTypeCode}/APN`, { departureDate: '2026-12-14' });
    const digits = rac.amountBeforeTax.split('.')[1]?.length ?? 0;
    const minor = (s: string) => BigInt(s.replace('.', ''));
    const format = (m: bigint) => (digits === 0 ? String(m) : `${m / 10n ** BigInt(digits)}.${String(m % 10n ** BigInt(digits)).padStart(digits, '0')}`);
    expect(apn.rateDetails.map((d) => [d.effectiveDate, d.nights])).toEqual(rac.rateDetails.map((d) => [d.effectiveDate, d.nights]));
    apn.rateDetails.forEach((d, i) => {
      const base = minor(rac.rateDetails[i]?.roomRate ?? '0');
      expect(d.roomRate).toBe(format((base * 85n + 99n) / 100n)); // up(base x 85 / 100)
      expect(d.discountType).toBe('percentOff');
      expect(d.discountAmount).toBe(format((base * 15n + 99n) / 100n)); // up(base x 15 / 100)
      expect(d.rate2Person).toBe(rac.rateDetails[i]?.rate2Person); // the table is the base plan's
    });
  });
});
