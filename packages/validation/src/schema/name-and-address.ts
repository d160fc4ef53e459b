/** Guest name, address, email, phone: shared by the reservation request and the stay response. */
import Type from 'typebox';
import { EMAIL_TYPES, PHONE_TYPES, STAY_ADDRESS_TYPES } from './enums.js';
import { LIMITS } from './limits.js';
import { CountryCode, freeText, HonorsNumber, MiddleInitial, nameText, PostalCode, StateCode } from './strings.js';

export const NameSchema = Type.Object({
  firstName: nameText(1, 30),
  lastName: nameText(1, 30),
  middleInit: Type.Optional(MiddleInitial),
  title: Type.Optional(nameText(1, 48)),
});

const AddressLine = freeText(1, 35);
export const AddressSchema = Type.Object({
  addressType: Type.Enum(STAY_ADDRESS_TYPES),
  addressLine1: Type.Optional(AddressLine),
  addressLine2: Type.Optional(AddressLine),
  addressLine3: Type.Optional(AddressLine),
  addressLine4: Type.Optional(AddressLine),
  city: Type.Optional(freeText(1, 30)),
  state: Type.Optional(StateCode),
  country: Type.Optional(CountryCode),
  postalCode: Type.Optional(PostalCode),
  company: Type.Optional(freeText(1, 60)),
});

/**
 * An email address: the spec sets no rule; one `@` with text on both sides, no space or line
 * break, at most 254 characters (RFC 5321 section 4.5.3.1.3: a path of 256 octets holds an
 * address of 254 between its angle brackets). Unbounded, an address of 60,000 characters (the
 * body allows it) was stored on every stay of a reservation, and `""` or `no-at-sign` booked.
 */
const EmailAddress = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$' });
export const EmailSchema = Type.Object({ emailAddress: EmailAddress, emailType: Type.Enum(EMAIL_TYPES) });
/**
 * Short free text the spec leaves unbounded (a guest's phone number and extension, a travel
 * partner's number and code): at most 32 characters, OpenTravel's bound on a phone number (its
 * TelephoneGroup), a membership id and a programme id, which every partner that speaks OTA
 * already keeps to (an E.164 number has at most 15 digits; 32 leaves room for the spaces,
 * brackets and `+` people write). A maximum only: an empty text was accepted before. One schema,
 * so that the walks check all four with one function.
 */
export const ShortText = Type.String({ maxLength: LIMITS.shortTextLength });

export const PhoneSchema = Type.Object({
  phoneType: Type.Optional(Type.Enum(PHONE_TYPES)),
  phoneNumber: Type.Optional(ShortText),
  phoneExtension: Type.Optional(ShortText),
});

export const GuestSchema = Type.Object({
  name: NameSchema,
  addresses: Type.Array(AddressSchema, { minItems: 1, maxItems: LIMITS.addresses }),
  emails: Type.Optional(Type.Array(EmailSchema, { maxItems: LIMITS.emails })),
  phones: Type.Optional(Type.Array(PhoneSchema, { maxItems: LIMITS.phones })),
  honorsNumber: Type.Optional(HonorsNumber),
});
