/** TypeScript wire types (spec field names), inferred from the schemas so they cannot drift apart. */
import type Type from 'typebox';
import type { AddressSchema, EmailSchema, GuestSchema, NameSchema, PhoneSchema } from './schema/name-and-address.js';
import type {
  CancelRequestSchema, ClientAccountSchema, ConfirmRequestSchema, GuaranteeSchema, PaymentCardSchema, RateOverrideSchema,
  ReservationCreateSchema, RoomStaySchema, SpecialRequestsSchema, TokenRequestSchema, TravelPartnerSchema,
} from './schema/reservation-request.js';
import type {
  BookingMessageSchema, CancelReplySchema, CostSchema, DcReservationStaySchema, StayGuaranteeSchema, StayPaymentCardSchema,
  StayRateDetailSchema,
} from './schema/reservation-stay.js';
import type { FaultSchema, TokenErrorSchema, TokenReplySchema, WhoAmISchema } from './schema/service-replies.js';
import type { PropertyShopRequestSchema, RatePlanCandidate, ShopProp, ShopRequestSchema } from './schema/shop-request.js';
import type {
  AvailClientAccountSchema, ChargeDetailSchema, ChargeTotalSchema, ChildAgeRangeSchema, MealsSchema, PropDcShopSchema,
  RateDetailSchema, RatePlanSchema, RoomRateSchema, RoomTypeSchema, ServiceChargePeriodSchema, ServiceChargeSchema,
  TaxPeriodSchema, TaxSchema,
} from './schema/shop-result.js';

type S<T extends Type.TSchema> = Type.Static<T>;

/** Multi-property shop request (`POST /dcshop/props`). */
export type ShopRequest = S<typeof ShopRequestSchema>;
/** One property of a multi-property shop request (`props[]`): propCode, and gdsChainCode from a GDS. */
export type ShopRequestProp = S<typeof ShopProp>;
/** A rate plan category a shop asks for (`ratePlanCandidates[]`), with an optional ID tied to it (a corporate ID). */
export type ShopRatePlanCandidate = S<typeof RatePlanCandidate>;
/** Single-property shop request as sent: counts may be numeric text. */
export type PropertyShopRequestWire = S<typeof PropertyShopRequestSchema>;
/** Single-property shop request as validated: counts and ages converted to integers. */
export type PropertyShopRequest = Omit<PropertyShopRequestWire, 'numAdults' | 'numChildren' | 'childAges'> & {
  numAdults: number;
  numChildren?: number;
  childAges?: number[];
};

/** Reservation request of create and modify (`POST /dcres`, `PUT /dcres/{confNumber}/gnr/{gnrNumber}`). */
export type DcReservation = S<typeof ReservationCreateSchema>;
/** One room of a reservation request: dates, occupancy, room type and rate plan, extra beds, rate overrides. */
export type RoomStay = S<typeof RoomStaySchema>;
/** A nightly rate set by the partner from `effectiveDate` (channels allowed to override rates only). */
export type RateOverride = S<typeof RateOverrideSchema>;
/** The primary guest of a reservation: name, addresses, emails, phones. */
export type Guest = S<typeof GuestSchema>;
/** A person's name (the guest, an additional name, a card holder's). */
export type Name = S<typeof NameSchema>;
/** A postal address of the guest. */
export type Address = S<typeof AddressSchema>;
/** An email address of the guest, with its type. */
export type Email = S<typeof EmailSchema>;
/** A phone number of the guest, with its type. */
export type Phone = S<typeof PhoneSchema>;
/** How a reservation is guaranteed: the method, a deposit, a payment card. */
export type Guarantee = S<typeof GuaranteeSchema>;
/** A payment card as sent: full number and cvv (the service stores the number masked and never the cvv). */
export type PaymentCard = S<typeof PaymentCardSchema>;
/** A client account (corporate or travel agent) a reservation or shop is made for. */
export type ClientAccount = S<typeof ClientAccountSchema>;
/** A travel partner of the guest (partnerType `air`): its code and the guest's number with it. */
export type TravelPartner = S<typeof TravelPartnerSchema>;
/** The guest's requests (`requests`): amenity codes and free text. */
export type SpecialRequests = S<typeof SpecialRequestsSchema>;
/** Cancel request body (`POST /dcres/{confNumber}/gnr/{gnrNumber}/cancel`). */
export type CancelRequest = S<typeof CancelRequestSchema>;
/** Confirm request body of a held reservation (`POST /dcres/{confNumber}/confirm`). */
export type ConfirmRequest = S<typeof ConfirmRequestSchema>;
/** Token request body (`POST /realms/applications/token`). */
export type TokenRequest = S<typeof TokenRequestSchema>;

/** Shop result for one property. */
export type PropDcShop = S<typeof PropDcShopSchema>;
/** A rate plan of a shop result: code, descriptions, category, policies, commission. */
export type RatePlan = S<typeof RatePlanSchema>;
/** A room type of a shop result: code, descriptions, occupancy, beds, amenities. */
export type RoomType = S<typeof RoomTypeSchema>;
/** One priced room type under one rate plan in a shop result: totals, averages, charge totals, rate details. */
export type RoomRate = S<typeof RoomRateSchema>;
/** A rate period of a shop room rate: the nightly rates in force and its charge details. */
export type RateDetail = S<typeof RateDetailSchema>;
/** One charge rule (tax or fee) applied in a rate period, with its total over the period. */
export type ChargeDetail = S<typeof ChargeDetailSchema>;
/** The total of one charge category over the whole stay. */
export type ChargeTotal = S<typeof ChargeTotalSchema>;
/** The meals a rate plan includes. */
export type Meals = S<typeof MealsSchema>;
/** A client account a shop's rate plan is available to. */
export type AvailClientAccount = S<typeof AvailClientAccountSchema>;
/** An age range of child pricing: `childRates[i]` prices a child whose age lies in range i. */
export type ChildAgeRange = S<typeof ChildAgeRangeSchema>;
/** A tax rule of a shop's `taxPeriods` (basis perRoom or perGuest). */
export type Tax = S<typeof TaxSchema>;
/** The tax rules in force from `effectiveDate`. */
export type TaxPeriod = S<typeof TaxPeriodSchema>;
/** A service charge rule of a shop's `serviceChargePeriods` (basis perRoom or perGuest). */
export type ServiceCharge = S<typeof ServiceChargeSchema>;
/** The service charge rules in force from `effectiveDate`. */
export type ServiceChargePeriod = S<typeof ServiceChargePeriodSchema>;

/** One stay (one room) of a reservation, as returned. */
export type DcReservationStay = S<typeof DcReservationStaySchema>;
/** What a reservation stay costs: totals, averages, charge totals and rate details. */
export type Cost = S<typeof CostSchema>;
/** A rate period of a reservation stay: the room rate, nightly rates, discount, the rules in force and charge details. */
export type StayRateDetail = S<typeof StayRateDetailSchema>;
/** The guarantee of a reservation stay as returned: method, policies, deposit, the card masked. */
export type StayGuarantee = S<typeof StayGuaranteeSchema>;
/** A payment card as returned: the number masked, no cvv. */
export type StayPaymentCard = S<typeof StayPaymentCardSchema>;
/** A message of a reservation stay, for the dates from `startDate` to `endDate`. */
export type BookingMessage = S<typeof BookingMessageSchema>;
/** Reply of a cancel: the cancellation number. */
export type CancelReply = S<typeof CancelReplySchema>;

/** Reply of who-am-I (`GET /inf/whoami`): the application and user the token was issued for. */
export type WhoAmI = S<typeof WhoAmISchema>;
/** Reply of the token endpoint: the access token and its lifetime in seconds. */
export type TokenReply = S<typeof TokenReplySchema>;
/** Error body of the token endpoint. */
export type TokenError = S<typeof TokenErrorSchema>;
/** Body of a 401 for an invalid or expired access token. */
export type Fault = S<typeof FaultSchema>;
