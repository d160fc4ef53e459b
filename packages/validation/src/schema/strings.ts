/**
 * String types of the spec. Every pattern is anchored and linear (character classes with bounded
 * or single quantifiers, no nested repetition), and every string whose pattern implies a length
 * also carries that length as minLength/maxLength, so the validator rejects long input before it
 * runs a regex.
 */
import Type, { type TString } from 'typebox';
import { LIMITS } from './limits.js';

/** `^[<cls>]{min,max}$` with the same bounds as lengths. */
export function codeString(min: number, max: number, cls: string, description?: string): TString {
  const quantifier = min === max ? `{${min}}` : `{${min},${max}}`;
  return Type.String({ minLength: min, maxLength: max, pattern: `^[${cls}]${quantifier}$`, ...(description ? { description } : {}) });
}

/** Free text of min..max characters that must not contain any of `forbidden` (regex class body). */
export function freeText(min: number, max: number, forbidden?: string, description?: string): TString {
  return Type.String({
    minLength: min,
    maxLength: max,
    ...(forbidden ? { pattern: `^[^${forbidden}]*$` } : {}),
    ...(description ? { description } : {}),
  });
}

/** Property, room type, rate plan and posting codes: `^[A-Z0-9]{2,6}$`. */
export const Code2to6 = codeString(2, 6, 'A-Z0-9');
/** GDS chain code, brand code, language code: `^[A-Z]{2}$`. */
export const Alpha2 = codeString(2, 2, 'A-Z');
/** GDS code, guarantee method code: `^[A-Z0-9]{2}$`. */
export const AlphaNum2 = codeString(2, 2, 'A-Z0-9');
/** Booking code: 3-character room type plus 3-character rate plan, `^[A-Z0-9]{6}$`. */
export const BookingCode = codeString(6, 6, 'A-Z0-9', 'room type code (3) + rate plan code (3)');
export const PromoCode = codeString(1, 6, 'A-Z0-9');
export const PseudoCityCode = codeString(1, 16, 'A-Z0-9', 'office or agency of a GDS');
export const TravelAgentId = codeString(1, 22, 'A-Z0-9');
export const RatePlanId = codeString(1, 30, 'A-Z0-9');
export const ClientId = codeString(1, 22, '0-9');
export const HonorsNumber = codeString(1, 24, '0-9', 'loyalty number');
export const StateCode = codeString(1, 3, 'A-Z0-9', 'ISO 3166-2 subdivision');
export const ChargeCategory = codeString(3, 30, 'A-Z0-9');
export const ExemptionCode = codeString(2, 10, 'A-Z0-9');
export const Cvv = codeString(1, 4, '0-9');
export const NetworkTxnRefTraceId = codeString(1, 50, 'A-Z0-9');
export const MealPlan = codeString(1, 1, 'A-Z0-9');

/**
 * RFC 3339 full-date that exists in the calendar (2026-02-30 fails). No length keywords: the
 * format check reads a fixed 10 characters first, so any wrong length reads INVALID_DATE.
 */
export const DateString = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
/** RFC 3339 timestamp (the format check bounds the length to 20..40 before its one regex). */
export const DateTimeString = Type.String({ format: 'date-time' });
/** Property local date-time `YYYY-MM-DDThh:mm`. */
export const LocalDateTimeString = Type.String({
  minLength: 16,
  maxLength: 16,
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$',
  format: 'local-date-time',
  description: 'property local time YYYY-MM-DDThh:mm',
});
/** ISO 4217 currency code that exists. */
export const CurrencyCode = Type.String({ minLength: 3, maxLength: 3, pattern: '^[A-Z]{3}$', format: 'iso4217', description: 'ISO 4217' });
/** ISO 3166-1 alpha-2 country code that exists. */
export const CountryCode = Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$', format: 'iso3166-alpha2', description: 'ISO 3166-1 alpha-2' });
/** Card expiry `MMYY` with a real month. */
export const CardExpiry = Type.String({ minLength: 4, maxLength: 4, pattern: '^[0-9]{4}$', format: 'card-expiry', description: 'MMYY' });
export const Uuid = Type.String({ minLength: 36, maxLength: 36, format: 'uuid' });

/**
 * Characters a name part may not hold: the spec's delimiters (pipe, equals, semicolon, braces),
 * control characters (C0, DEL and C1: a tab, a line feed or U+0085 NEL splits the line-oriented
 * records a name travels in to property and GDS systems, as the delimiters would) and the
 * bidirectional formatting controls (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069:
 * U+202E makes a name display other than it is stored). Written as regex escapes, so the pattern
 * and the messages that quote it are plain ASCII.
 */
const NAME_FORBIDDEN = '|=;{}\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** Person name part: no leading or trailing space, no pipe, equals, semicolon, braces or control characters. */
export function nameText(min: number, max: number): TString {
  return Type.String({
    minLength: min,
    maxLength: max,
    pattern: `^(?! )[^${NAME_FORBIDDEN}]*(?<! )$`,
    description: 'no leading or trailing space; no | = ; { }, control characters or bidirectional controls',
  });
}
/** One letter. */
export const MiddleInitial = Type.String({ minLength: 1, maxLength: 1, pattern: '^\\p{L}$' });

/** Payment card number: 16 digits starting with 8, or 15 word characters then C or D and 4 digits. */
export const CardNumber = Type.String({ minLength: 16, maxLength: 20, pattern: '^(?:8[0-9]{15}|\\w{15}[CD][0-9]{4})$' });
/**
 * Card number of a modify: as for a create, or the masked form every response carries (every
 * character but the last 4 replaced by X), so that a stay read and sent back is accepted.
 */
export const CardNumberOrMasked = Type.String({
  minLength: 16,
  maxLength: 20,
  pattern: '^(?:8[0-9]{15}|\\w{15}[CD][0-9]{4}|X{12}[0-9]{4}|X{16}[0-9]{4})$',
  description: 'a card number, or the masked number of the stored card as returned (XXXXXXXXXXXX4444)',
});

const BASE64 = '(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?';
/** Base64 text of a 3-D Secure value (cavv: 28 characters for its 20 bytes), at most 256 characters. */
export const Base64 = Type.String({ minLength: 1, maxLength: LIMITS.secureAuthValueLength, pattern: `^${BASE64}$`, description: 'base64' });
export const TransactionId = Type.String({
  minLength: 1,
  maxLength: LIMITS.secureAuthValueLength,
  pattern: `^(?:${BASE64}|[A-Za-z0-9-]{1,100})$`,
  description: 'base64 (at most 256 characters), or 1 to 100 alphanumerics and hyphens',
});
export const PostalCode = codeString(2, 10, 'A-Za-z0-9 -', 'letters, digits, spaces, hyphens');
export const SvcInnCode = codeString(4, 5, 'A-Z');
export const SvcId = codeString(8, 8, 'A-Fa-f0-9');
export const Username = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: '^(?:[A-Za-z][A-Za-z0-9@._]{3,31}|[0-9]{1,24})$',
  description: 'a letter then 3 to 31 letters, digits, @ . _; or 1 to 24 digits',
});
