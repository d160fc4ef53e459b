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
export type ShopRequestProp = S<typeof ShopProp>;
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
export type RoomStay = S<typeof RoomStaySchema>;
export type RateOverride = S<typeof RateOverrideSchema>;
export type Guest = S<typeof GuestSchema>;
export type Name = S<typeof NameSchema>;
export type Address = S<typeof AddressSchema>;
export type Email = S<typeof EmailSchema>;
export type Phone = S<typeof PhoneSchema>;
export type Guarantee = S<typeof GuaranteeSchema>;
export type PaymentCard = S<typeof PaymentCardSchema>;
export type ClientAccount = S<typeof ClientAccountSchema>;
export type TravelPartner = S<typeof TravelPartnerSchema>;
export type SpecialRequests = S<typeof SpecialRequestsSchema>;
export type CancelRequest = S<typeof CancelRequestSchema>;
export type ConfirmRequest = S<typeof ConfirmRequestSchema>;
/** Token request body (`POST /realms/applications/token`). */
export type TokenRequest = S<typeof TokenRequestSchema>;

/** Shop result for one property. */
export type PropDcShop = S<typeof PropDcShopSchema>;
export type RatePlan = S<typeof RatePlanSchema>;
export type RoomType = S<typeof RoomTypeSchema>;
export type RoomRate = S<typeof RoomRateSchema>;
export type RateDetail = S<typeof RateDetailSchema>;
export type ChargeDetail = S<typeof ChargeDetailSchema>;
export type ChargeTotal = S<typeof ChargeTotalSchema>;
export type Meals = S<typeof MealsSchema>;
export type AvailClientAccount = S<typeof AvailClientAccountSchema>;
export type ChildAgeRange = S<typeof ChildAgeRangeSchema>;
export type Tax = S<typeof TaxSchema>;
export type TaxPeriod = S<typeof TaxPeriodSchema>;
export type ServiceCharge = S<typeof ServiceChargeSchema>;
export type ServiceChargePeriod = S<typeof ServiceChargePeriodSchema>;

/** One stay (one room) of a reservation, as returned. */
export type DcReservationStay = S<typeof DcReservationStaySchema>;
export type Cost = S<typeof CostSchema>;
export type StayRateDetail = S<typeof StayRateDetailSchema>;
export type StayGuarantee = S<typeof StayGuaranteeSchema>;
export type StayPaymentCard = S<typeof StayPaymentCardSchema>;
export type BookingMessage = S<typeof BookingMessageSchema>;
export type CancelReply = S<typeof CancelReplySchema>;

export type WhoAmI = S<typeof WhoAmISchema>;
export type TokenReply = S<typeof TokenReplySchema>;
/** Error body of the token endpoint. */
export type TokenError = S<typeof TokenErrorSchema>;
/** Body of a 401 for an invalid or expired access token. */
export type Fault = S<typeof FaultSchema>;
