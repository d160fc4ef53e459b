import { describe, expect, test } from 'vitest';
import { bigintCalculator } from './bigint-calculator.js';
import { decimalAmountOf } from './decimal-amount.js';
import { numberCalculator } from './number-calculator.js';
import { RATE_SLOT, RateTable, type RateTableEntry } from './rate-table.js';

const d = (text: string) => decimalAmountOf(text, 'test');

function entry(overrides: Partial<RateTableEntry> = {}): RateTableEntry {
  return { persons: [d('100.5'), d('120'), undefined, undefined], extraPerson: d('20.25'), extraChild: undefined, crib: d('0'), rollaway: undefined, childRates: [undefined, d('15')], ...overrides };
}

describe('RateTable', () => {
  const table = new RateTable([entry(), entry({ persons: [undefined, d('99.99'), undefined, d('300')], extraChild: d('7.5'), rollaway: d('25') })], 2, 2);

  test('has: every figure present in its entry, and no other', () => {
    const present = (i: number) => Array.from({ length: RATE_SLOT.childRates + 2 }, (_, slot) => table.has(i, slot));
    expect(present(0)).toEqual([true, true, false, false, true, false, true, false, false, true]);
    expect(present(1)).toEqual([false, true, false, true, true, true, true, true, false, true]);
  });

  test('amount: the exact integer at the scale asked, on numbers and on bigint', () => {
    expect(table.amount(numberCalculator, 0, RATE_SLOT.person, 2)).toBe(10050);
    expect(table.amount(numberCalculator, 0, RATE_SLOT.extraPerson, 4)).toBe(202500);
    expect(table.amount(numberCalculator, 1, RATE_SLOT.person + 1, 2)).toBe(9999);
    expect(table.amount(numberCalculator, 1, RATE_SLOT.extraChild, 3)).toBe(7500);
    expect(table.amount(numberCalculator, 0, RATE_SLOT.crib, 2)).toBe(0);
    expect(table.amount(numberCalculator, 1, RATE_SLOT.childRates + 1, 2)).toBe(1500);
    expect(table.amount(bigintCalculator, 1, RATE_SLOT.person + 3, 5)).toBe(30000000n);
  });

  test('a figure beyond 2^53 at the table scale is read exactly from its entry', () => {
    const huge = new RateTable([entry({ persons: [d('123456789012345678.25'), d('90071992547409.93'), undefined, undefined] })], 2, 2);
    expect(huge.has(0, RATE_SLOT.person)).toBe(true);
    expect(huge.amount(bigintCalculator, 0, RATE_SLOT.person, 3)).toBe(123456789012345678250n);
    expect(() => huge.amount(numberCalculator, 0, RATE_SLOT.person, 2)).toThrow('safe integer');
    // 9007199254740993 minor units: one past 2^53, not a double
    expect(huge.amount(bigintCalculator, 0, RATE_SLOT.person + 1, 2)).toBe(9007199254740993n);
    expect(() => huge.amount(numberCalculator, 0, RATE_SLOT.person + 1, 2)).toThrow('safe integer');
  });
});
