import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatMinorUnits } from './formatMinorUnits.js';
import { amountInFormOf, minorUnitsOfAmount } from './moneyMinorUnits.js';
import { numberCalculator } from './numberCalculator.js';

const digits = fc.integer({ min: 0, max: 4 });

describe('minor units of the amounts that left the engine', () => {
  test('a count of minor units written as a number is Number of its decimal, and reads back as the same count', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), digits, (m, d) => {
        const text = formatMinorUnits(String(m), d);
        const asNumber = amountInFormOf(BigInt(m), d, 0);
        expect(asNumber).toBe(Number(text));
        expect(asNumber).toBe(numberCalculator.toNumber(m, d));
        expect(amountInFormOf(BigInt(m), d, '')).toBe(text);
        expect(minorUnitsOfAmount(text, d)).toBe(BigInt(m));
        // Numbers read back exactly wherever a double holds the decimal's digits.
        if (Math.abs(m) <= 2 ** 50) expect(minorUnitsOfAmount(asNumber, d)).toBe(BigInt(m));
      }),
      { numRuns: 20_000 },
    );
  });

  test('beyond safe integers the number is still Number of the decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2n ** 53n, max: 10n ** 22n }), digits, (m, d) => {
        expect(amountInFormOf(m, d, 0)).toBe(Number(formatMinorUnits(String(m), d)));
      }),
    );
  });
});
