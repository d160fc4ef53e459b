import fc from 'fast-check';
import { expect, test } from 'vitest';
import { prepareRateProduct, priceStay } from '@direct-connect/pricing';
import { rateProduct, stayRequest } from '@direct-connect/pricing/arbitraries';

// The property test of the README, as a partner writes it against the published subpath.
test('amountAfterTax is amountBeforeTax + totalServiceCharges + totalTaxes, in minor units', () => {
  fc.assert(
    fc.property(rateProduct(), stayRequest(), (product, stay) => {
      const priced = priceStay(prepareRateProduct(product), stay);
      fc.pre(priced.ok);
      if (!priced.ok) return;
      const minor = (money: string) => BigInt(money.replace('.', ''));
      const { amountBeforeTax, totalServiceCharges, totalTaxes, amountAfterTax } = priced.value;
      expect(minor(amountBeforeTax) + minor(totalServiceCharges) + minor(totalTaxes)).toBe(minor(amountAfterTax));
    }),
    { numRuns: 300 },
  );
});
