import { describe, expect, test } from 'vitest';
import { demoCatalog } from '../catalog/demo-catalog.js';
import { catalogInventoryView, inventorySeeds, inventoryViewOf } from './inventory-view.js';

const catalog = demoCatalog({ from: '2026-12-01', days: 120 });

describe('inventory', () => {
  test('seeds one row per property, room type and night, with the catalog totals', () => {
    const seeds = inventorySeeds(catalog, '2026-12-01', '2026-12-04');
    const roomTypes = [...catalog.properties.values()].reduce((n, p) => n + p.file.roomTypes.length, 0);
    expect(seeds).toHaveLength(roomTypes * 3);
    expect(seeds).toContainEqual({ propCode: 'NYCDC', roomTypeCode: 'KNG', date: '2026-12-03', total: 60 });
  });

  test('seeds 0 rooms during a renovation and before the catalog window', () => {
    const renovation = inventorySeeds(catalog, '2027-01-30', '2027-02-01').filter((s) => s.propCode === 'NYCDC' && s.roomTypeCode === 'STE');
    expect(renovation.map((s) => s.total)).toEqual([0, 0]);
    const before = inventorySeeds(catalog, '2026-11-30', '2026-12-01').find((s) => s.propCode === 'NYCDC' && s.roomTypeCode === 'KNG');
    expect(before?.total).toBe(0);
  });

  test('a view over store counts gives total - held - sold, and 0 for unknown rows', () => {
    const view = inventoryViewOf([{ propCode: 'NYCDC', roomTypeCode: 'KNG', date: '2026-12-01', total: 10, held: 2, sold: 3 }]);
    expect(view.available('NYCDC', 'KNG', '2026-12-01')).toBe(5);
    expect(view.available('NYCDC', 'KNG', '2026-12-02')).toBe(0);
    expect(view.available('NYCDC', 'QQN', '2026-12-01')).toBe(0);
    expect(view.available('TYODC', 'KNG', '2026-12-01')).toBe(0);
  });

  test('a view keeps rows apart by property, room type and date (the last row of a key wins)', () => {
    const view = inventoryViewOf([
      { propCode: 'A', roomTypeCode: 'B/C', date: '2026-12-01', total: 4, held: 0, sold: 0 },
      { propCode: 'A/B', roomTypeCode: 'C', date: '2026-12-01', total: 7, held: 0, sold: 0 },
      { propCode: 'A', roomTypeCode: 'B/C', date: '2026-12-02', total: 9, held: 1, sold: 0 },
      { propCode: 'A', roomTypeCode: 'B/C', date: '2026-12-01', total: 5, held: 0, sold: 1 },
    ]);
    expect(view.available('A', 'B/C', '2026-12-01')).toBe(4);
    expect(view.available('A/B', 'C', '2026-12-01')).toBe(7);
    expect(view.available('A', 'B/C', '2026-12-02')).toBe(8);
  });

  test('the catalog view gives the totals', () => {
    const view = catalogInventoryView(catalog);
    expect(view.available('LAXDC', 'KNG', '2027-01-15')).toBe(120);
    expect(view.available('NOPE', 'KNG', '2027-01-15')).toBe(0);
  });
});
