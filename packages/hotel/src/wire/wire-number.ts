/**
 * The one place where an exact engine amount (a decimal string with at most 15 significant
 * digits) becomes a JSON number for the wire. `Number(s)` of such a string round-trips exactly:
 * `String(Number(s))` gives the same decimal value back, so nothing is lost on the way out.
 */
export function wireNumber(amount: string): number {
  return Number(amount);
}
