import { describe, expect, test } from 'vitest';
import { periodsInForceJson } from './periods-in-force-json.js';

describe('periodsInForceJson', () => {
  test('is JSON.stringify of the written periods, and writes a set of periods once', () => {
    const list = [{ effectiveDate: '2000-01-01', n: 1 }, { effectiveDate: '2027-01-01', n: 2 }];
    let writes = 0;
    const write = (periods: readonly { effectiveDate: string; n: number }[]) => {
      writes++;
      return periods.map((p) => ({ effectiveDate: p.effectiveDate, amount: p.n }));
    };
    const both = JSON.stringify(write(list));
    const first = JSON.stringify(write(list.slice(0, 1)));
    writes = 0;
    expect(periodsInForceJson(list.slice(0, 2), write)).toBe(both);
    expect(periodsInForceJson(list.slice(0, 1), write)).toBe(first);
    expect(periodsInForceJson(list.slice(0, 2), write)).toBe(both);
    expect(periodsInForceJson(list.slice(1), write)).toBe(JSON.stringify(write(list.slice(1))));
    expect(writes).toBe(4);
    expect(periodsInForceJson([], write)).toBe('[]');
  });
});
