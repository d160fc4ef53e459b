import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { STAY_NUMBER_DIGITS, seriesPermutation, stayNumberOf, stayNumbers } from './stay-numbers.js';

/** A store's sequences and key, in memory. */
function fakeStore(key = randomBytes(32).toString('hex')) {
  const values = { conf: 10_000_000n, gnr: 1_000_000n, cxl: 50_000_000n };
  return {
    reads: 0,
    async nextNumber(series: 'conf' | 'gnr' | 'cxl') {
      values[series] += 1n;
      return values[series];
    },
    async numberKey() {
      this.reads++;
      return key;
    },
  };
}

test('GNR and cancellation numbers are 10 digits, numeric, unique and not in sequence order', async () => {
  const numbers = stayNumbers(fakeStore());
  const gnrs = [];
  const cxls = [];
  for (let i = 0; i < 2000; i++) {
    gnrs.push(await numbers.gnr());
    cxls.push(await numbers.cxl());
  }
  for (const n of gnrs) expect(String(n)).toMatch(/^[1-9][0-9]{9}$/);
  for (const n of cxls) expect(n).toMatch(/^[1-9][0-9]{9}$/);
  expect(STAY_NUMBER_DIGITS).toBe(10);
  expect(new Set(gnrs).size).toBe(gnrs.length);
  expect(new Set(cxls).size).toBe(cxls.length);
  for (const series of [gnrs, cxls.map(Number)]) {
    expect(series.slice(1).filter((n, i) => n - (series[i] as number) === 1)).toEqual([]);
    expect(new Set(series.map((n) => String(n)[0])).size).toBe(9); // spread over the whole range
  }
});

test('the numbers come from the sequences through the database key: the same key and value give the same number', async () => {
  const key = randomBytes(32).toString('hex');
  const store = fakeStore(key);
  const numbers = stayNumbers(store);
  const first = await numbers.gnr();
  expect(first).toBe(stayNumberOf(seriesPermutation(key, 'gnr'), 1_000_001n));
  await numbers.gnr();
  await numbers.cxl();
  expect(store.reads).toBe(1); // the key is read once
  // GNR and cancellation series are permuted apart: the same sequence value differs between them.
  expect(stayNumberOf(seriesPermutation(key, 'gnr'), 5n)).not.toBe(stayNumberOf(seriesPermutation(key, 'cxl'), 5n));
});

test('a store that cannot give its key fails the draw, and is asked again on the next one', async () => {
  const store = fakeStore();
  let fail = true;
  const numbers = stayNumbers({ nextNumber: (s) => store.nextNumber(s), numberKey: async () => (fail ? Promise.reject(new Error('store unavailable')) : store.numberKey()) });
  await expect(numbers.gnr()).rejects.toThrow('store unavailable');
  fail = false;
  expect(String(await numbers.gnr())).toMatch(/^[1-9][0-9]{9}$/);
});

test('a sequence past the 10-digit range is refused, never wrapped into a number already given', () => {
  expect(() => stayNumberOf((i) => i, 9_000_000_000n)).toThrow(RangeError);
});
