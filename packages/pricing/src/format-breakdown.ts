import type { PricedStay, StayRequest } from './types.js';

/** Left-aligned text columns, two spaces apart, numbers right-aligned. */
function table(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) =>
    r
      .map((cell, c) => (/^-?\d[\d.]*$/.test(cell) ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * A priced stay as a readable text breakdown: the stay, one row per rate period, the charge
 * details of each period, each charge category, and the totals. Used by `pnpm price`.
 */
export function formatBreakdown(stay: StayRequest, priced: PricedStay): string {
  const c = priced.currencyCode;
  const children = priced.childAges.length > 0 ? `, ${priced.childAges.length} children (ages ${priced.childAges.join(', ')})` : '';
  const lines = [`${c}  ${stay.arrivalDate} to ${stay.departureDate}  ${priced.lengthOfStay} night(s)  ${stay.numAdults} adult(s)${children}`, ''];
  lines.push(
    ...table([
      ['from', 'nights', 'room rate', 'children', 'discount'],
      ...priced.rateDetails.map((d) => [d.effectiveDate, String(d.nights), d.roomRate, d.extraChildRate ?? '-', d.discountAmount === undefined ? '-' : `${d.discountAmount} ${d.discountType}`]),
    ]),
  );
  const details = priced.rateDetails.flatMap((d) =>
    d.chargeDetails.map((x) => [d.effectiveDate, String(x.sequence), x.name ?? x.category, x.categoryType, `${x.amount}${x.amountType === 'percent' ? ' %' : ''} ${x.basis} ${x.period}`, x.includedInQuotedRate ? `(${x.total} included)` : x.total]),
  );
  if (details.length > 0) lines.push('', ...table([['period from', 'seq', 'charge', 'type', 'rule', 'total'], ...details]));
  if (priced.chargeTotals.length > 0) {
    lines.push('', ...table([['charge', 'type', `total ${c}`], ...priced.chargeTotals.map((t) => [t.category, t.categoryType, t.total])]));
  }
  const totals: Array<[string, string]> = [
    ['amountBeforeTax', priced.amountBeforeTax],
    ['totalServiceCharges', priced.totalServiceCharges],
    ['amountWithFees', priced.amountWithFees],
    ['totalTaxes', priced.totalTaxes],
    ['amountAfterTax', priced.amountAfterTax],
    ['extraBedTotal (cribs, rollaways)', priced.extraBedTotal],
    ['guestTotalCostAfterTax', priced.guestTotalCostAfterTax],
    ['collected on property', priced.collectedOnPropertyTotal],
    ['merchantTotalAmount', priced.merchantTotalAmount],
    ['averageRate', priced.averageRate],
    ['averageRateAfterFees', priced.averageRateAfterFees],
    ['averageRateAfterTax', priced.averageRateAfterTax],
    ['rateAmount', priced.rateAmount],
    ['rateChangeIndicator', String(priced.rateChangeIndicator)],
  ];
  lines.push('', ...table([['total', c], ...totals]));
  return `${lines.join('\n')}\n`;
}
