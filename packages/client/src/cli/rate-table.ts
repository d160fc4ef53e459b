/** The room rates of a shop as a table a person reads: one line per rate, cheapest first per property. */
import type { PropDcShop } from '@direct-connect/validation';

const COLUMNS = ['property', 'offer', 'room', 'rate plan', 'rooms', 'avg/night', 'total', 'currency'] as const;

/** Rows of text cells, the header first; numbers right-aligned by {@link formatTable}. */
export function rateRows(results: readonly PropDcShop[]): string[][] {
  const rows: string[][] = [];
  for (const property of results) {
    if (!property.roomRates?.length) {
      rows.push([property.propCode ?? '?', '-', property.statusMessage ?? 'no rates', '', '', '', '', '']);
      continue;
    }
    const rates = [...property.roomRates].sort((a, b) => (a.amountAfterTax ?? 0) - (b.amountAfterTax ?? 0));
    for (const rate of rates) {
      const roomType = rate.roomTypeCode ? property.roomTypes?.[rate.roomTypeCode] : undefined;
      const ratePlan = rate.ratePlanCode ? property.ratePlans?.[rate.ratePlanCode] : undefined;
      rows.push([
        property.propCode ?? '?',
        rate.bookingCode ?? '',
        [rate.roomTypeCode, roomType?.roomTypeDesc?.[0]].filter(Boolean).join(' '),
        [rate.ratePlanCode, ratePlan?.ratePlanDesc?.[0]].filter(Boolean).join(' '),
        rate.numRoomsAvail === undefined ? '' : String(rate.numRoomsAvail),
        rate.averageRate === undefined ? '' : String(rate.averageRate),
        rate.amountAfterTax === undefined ? '' : String(rate.amountAfterTax),
        // a converted plan's amounts are in its displayCurrency; currencyCode stays the property's own
        ratePlan?.displayCurrency ?? ratePlan?.currencyCode ?? property.currencyCode ?? '',
      ]);
    }
  }
  return [[...COLUMNS], ...rows];
}

/** Rows as aligned text columns (numeric cells right-aligned), one line per row. */
export function formatTable(rows: readonly string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const numeric = (cell: string) => /^-?[0-9]+(\.[0-9]+)?$/.test(cell);
  return rows
    .map((row) => row.map((cell, i) => (numeric(cell) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd())
    .join('\n');
}
