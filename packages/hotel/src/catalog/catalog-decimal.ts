/**
 * A catalog amount read as an exact decimal, for the loader's bounds (percents, exchange rates,
 * decimal places). A JSON number means its shortest decimal form (`String(n)`), which JavaScript
 * writes with an exponent from 1e21 up and below 1e-6 (`1e+21`, `1e-7`); a string is plain decimal
 * text (the format allows no exponent). Comparing the text, or `Number(v)`, would misread both.
 */
import type { CatalogAmount } from './catalog-file.js';

/** `coefficient x 10^-scale`, the coefficient without trailing zeros (so the scale is the decimal places; negative for 1e+21). */
export interface CatalogDecimal {
  readonly coefficient: bigint;
  readonly scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The exact decimal of an amount that passed the catalog format (a non-negative number or decimal text). */
export function catalogDecimalOf(v: CatalogAmount): CatalogDecimal {
  const m = DECIMAL.exec(String(v));
  if (m === null) throw new TypeError(`not a catalog amount: ${String(v)}`);
  const fraction = m[2] ?? '';
  let coefficient = BigInt(`${m[1] ?? '0'}${fraction}`);
  let scale = fraction.length - Number(m[3] ?? '0');
  if (coefficient === 0n) return { coefficient, scale: 0 };
  while (coefficient % 10n === 0n) {
    coefficient /= 10n;
    scale -= 1;
  }
  return { coefficient, scale };
}

/** Decimal places of an amount (0 for a whole number, `1e+21` included). */
export function decimalPlacesOf(v: CatalogAmount): number {
  return Math.max(0, catalogDecimalOf(v).scale);
}

/** Whether an amount is above `limit` (a whole number), compared exactly. */
export function isAbove(v: CatalogAmount, limit: bigint): boolean {
  const { coefficient, scale } = catalogDecimalOf(v);
  return scale >= 0 ? coefficient > limit * 10n ** BigInt(scale) : coefficient * 10n ** BigInt(-scale) > limit;
}

/** Whether an amount is 0. */
export function isZero(v: CatalogAmount): boolean {
  return catalogDecimalOf(v).coefficient === 0n;
}
