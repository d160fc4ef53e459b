/**
 * Writes an integer count of minor units (as decimal text, optionally negative) as an amount
 * with exactly `digits` decimals: `("12345", 2)` gives `"123.45"`, `("5", 3)` gives `"0.005"`.
 */
export function formatMinorUnits(integerText: string, digits: number): string {
  if (digits === 0) return integerText;
  const negative = integerText.startsWith('-');
  let abs = negative ? integerText.slice(1) : integerText;
  if (abs.length <= digits) abs = '0'.repeat(digits - abs.length + 1) + abs;
  const cut = abs.length - digits;
  return `${negative ? '-' : ''}${abs.slice(0, cut)}.${abs.slice(cut)}`;
}
