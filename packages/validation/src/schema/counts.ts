/**
 * The counts of a room stay (adults, children, cribs, rollaway beds) and the age of a child:
 * whole numbers from 0 to 99 (README "Rules and decisions", bounds of counts). A per-room count
 * of 100 or more is no room a property sells; the bound also keeps every count an int32 for a
 * typed partner and every price it multiplies small.
 */
import Type from 'typebox';
import { LIMITS } from './limits.js';

/** Guests, cribs or rollaway beds of one room: 0 to 99. */
export const PerRoomCount = Type.Integer({ minimum: 0, maximum: LIMITS.perRoomCount });

/** A child's age in years: 0 to 99. */
export const ChildAge = Type.Integer({ minimum: 0, maximum: LIMITS.age });

/**
 * A count or age that the single-property shop accepts as strict numeric text (`"2"`; not `""`,
 * `" 2"`, `"2.0"`, `"1e1"`, `"02"`), bounded as the integers are: 1 or 2 digits, 0 to 99. The
 * validator converts the text to an integer. The pattern bounds the value; maxLength only bounds
 * what the pattern reads, so that `"2.0"` and `"100"` alike are told the pattern and its
 * description rather than a length.
 */
export const CountText = Type.String({
  minLength: 1,
  maxLength: 9,
  pattern: '^(?:0|[1-9][0-9]?)$',
  format: 'count-text',
  description: 'numeric text of an integer from 0 to 99',
});
