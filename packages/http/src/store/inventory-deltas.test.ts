import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { mergeDeltas } from './inventory-deltas.js';
import type { InventoryDelta } from './store.js';

const deltaArb: fc.Arbitrary<InventoryDelta> = fc.record({
  propCode: fc.constantFrom('AA', 'B', 'NYCDC'),
  roomTypeCode: fc.constantFrom('K', 'KNG', 'QN'),
  date: fc.constantFrom('2030-01-01', '2030-01-02', '2029-12-31'),
  held: fc.integer({ min: -3, max: 3 }),
  sold: fc.integer({ min: -3, max: 3 }),
});
const keyOf = (d: InventoryDelta) => `${d.propCode}|${d.roomTypeCode}|${d.date}`;

describe('mergeDeltas', () => {
  test('merged deltas keep every non-zero per-night sum, one per key, strictly ordered by (propCode, roomTypeCode, date)', () => {
    fc.assert(
      fc.property(fc.array(deltaArb, { maxLength: 30 }), (deltas) => {
        const copy = structuredClone(deltas);
        const merged = mergeDeltas(deltas);
        expect(deltas).toEqual(copy); // input untouched
        const sums = new Map<string, { held: number; sold: number }>();
        for (const d of deltas) {
          const sum = sums.get(keyOf(d)) ?? { held: 0, sold: 0 };
          sums.set(keyOf(d), { held: sum.held + d.held, sold: sum.sold + d.sold });
        }
        const expected = [...sums].filter(([, s]) => s.held !== 0 || s.sold !== 0);
        expect(merged).toHaveLength(expected.length);
        for (const d of merged) expect({ held: d.held, sold: d.sold }).toEqual(sums.get(keyOf(d)));
        for (let i = 1; i < merged.length; i++) {
          const [a, b] = [merged[i - 1]!, merged[i]!];
          const before =
            a.propCode !== b.propCode ? a.propCode < b.propCode : a.roomTypeCode !== b.roomTypeCode ? a.roomTypeCode < b.roomTypeCode : a.date < b.date;
          expect(before).toBe(true);
        }
      }),
    );
  });

  test('a malformed delta is refused with its index and field', () => {
    const good: InventoryDelta = { propCode: 'P', roomTypeCode: 'K', date: '2030-01-01', held: 1, sold: 0 };
    expect(() => mergeDeltas([good, { ...good, date: '2030-1-01' }])).toThrow('deltas[1].date');
    expect(() => mergeDeltas([{ ...good, sold: Number.NaN }])).toThrow('deltas[0].sold');
    expect(() => mergeDeltas([{ ...good, roomTypeCode: '' }])).toThrow('deltas[0].roomTypeCode');
  });
});
