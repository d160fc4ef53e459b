/**
 * The JSON text of a property's dated periods in force on a stay (its taxPeriods, its
 * serviceChargePeriods), written once per set of periods: a stay's periods in force are a slice
 * of the catalog's list (periods-in-force.ts), so the first period in force and their number name
 * the set, and the text is kept in a WeakMap keyed by that catalog object (as long as the catalog
 * version that holds it). Most stays have the same one or two periods in force, so a shop writes
 * the same text again otherwise. Measured with the rest of prop-dc-shop-json.ts (shop.ts).
 */

const texts = new WeakMap<object, Map<number, string>>();

/**
 * `JSON.stringify(write(inForce))`, kept for the set: `inForce` is a slice of one catalog list
 * of periods in force on a stay and `write` builds their wire objects from them alone (the same
 * `write` for every call with periods of that list).
 */
export function periodsInForceJson<T extends object>(inForce: readonly T[], write: (periods: readonly T[]) => unknown): string {
  const first = inForce[0];
  if (first === undefined) return JSON.stringify(write(inForce));
  let byCount = texts.get(first);
  if (byCount === undefined) {
    byCount = new Map();
    texts.set(first, byCount);
  }
  let text = byCount.get(inForce.length);
  if (text === undefined) {
    text = JSON.stringify(write(inForce));
    byCount.set(inForce.length, text);
  }
  return text;
}
