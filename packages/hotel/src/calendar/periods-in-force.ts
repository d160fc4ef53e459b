/** Dated lists (effectiveDate, latest entry <= night applies): the entries that apply to a stay. */

/**
 * The entries of an ascending dated list in force on some night of the stay: the latest entry
 * with effectiveDate <= arrival, then every entry starting before departure.
 */
export function periodsInForce<T extends { effectiveDate: string }>(periods: readonly T[], arrivalDate: string, departureDate: string): T[] {
  let first = -1;
  let end = periods.length;
  for (let i = 0; i < periods.length; i++) {
    const date = (periods[i] as T).effectiveDate;
    if (date <= arrivalDate) first = i;
    else if (date >= departureDate) {
      end = i;
      break;
    }
  }
  return periods.slice(Math.max(first, 0), end);
}
