/**
 * The one place where an exact engine amount (a decimal string with at most 15 significant
 * digits) becomes a JSON number for the wire. `Number(s)` of such a string round-trips exactly:
 * `String(Number(s))` gives the same decimal value back, so nothing is lost on the way out.
 *
 * Fast path (the shop converts tens of thousands of amounts per call): for at most 15 digits, the
 * digits read as an integer M < 10^15 and the scale 10^k are both exact doubles, so M / 10^k is
 * the correctly rounded double of the decimal, the very value `Number(s)` returns. Anything else
 * goes to `Number(s)`.
 */
const MAX_FAST_DIGITS = 15;
const POW10 = Array.from({ length: MAX_FAST_DIGITS + 1 }, (_, k) => 10 ** k);
const DOT = 46;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;

/** The JSON number of an engine amount, e.g. `"123.45"` -> 123.45; equal to `Number(amount)`. */
export function wireNumber(amount: string): number {
  const length = amount.length;
  let i = amount.charCodeAt(0) === MINUS ? 1 : 0;
  const negative = i === 1;
  let mantissa = 0;
  let digits = 0;
  let scale = -1;
  for (; i < length; i++) {
    const c = amount.charCodeAt(i);
    if (c === DOT && scale < 0) {
      scale = 0;
      continue;
    }
    if (c < ZERO || c > NINE || ++digits > MAX_FAST_DIGITS) return Number(amount);
    mantissa = mantissa * 10 + (c - ZERO);
    if (scale >= 0) scale++;
  }
  if (digits === 0 || scale === 0) return Number(amount);
  const value = scale > 0 ? mantissa / (POW10[scale] as number) : mantissa;
  return negative ? -value : value;
}
