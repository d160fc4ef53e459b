/**
 * The amounts a partner sends (rate overrides, a deposit, the rate qualifiers of a shop, a card's
 * central bill authorisation): not negative, below 10^11 units of their currency, and at most as
 * many decimal places as a currency has (README "Rules and decisions", amounts). Fifteen
 * significant digits at most, so the JSON number a partner writes is read back as exactly that
 * decimal (`String(n)`, the form the pricing engine reads: DESIGN section 3), and in the engine's
 * units of 10^-4 every amount is a safe integer.
 */
import Type from 'typebox';
import { LIMITS } from './limits.js';

/** An amount of any currency: 0 to below 10^11, at most 4 decimal places. */
export const Amount = Type.Number({
  minimum: 0,
  exclusiveMaximum: LIMITS.amountBelow,
  format: 'amount',
  description: 'an amount: 0 to below 100000000000 (the service holds it to the decimal places of its currency)',
});

/** An amount in US dollars: 0 to below 10^11, at most 2 decimal places. */
export const UsdAmount = Type.Number({
  minimum: 0,
  exclusiveMaximum: LIMITS.amountBelow,
  format: 'usd-amount',
  description: 'an amount in USD: 0 to below 100000000000',
});
