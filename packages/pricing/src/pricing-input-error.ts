/**
 * Thrown when a rate product (catalog data) or an option is malformed: an amount that is not a
 * non-negative decimal, an unknown currency, a date that is not a real calendar date.
 * `field` is the path of the offending value, e.g. `rates[2].rate1Person`.
 */
export class PricingInputError extends Error {
  override readonly name = 'PricingInputError';
  constructor(
    /** Path of the offending value inside the input, e.g. `taxPeriods[0].taxes[1].amount`. */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}
