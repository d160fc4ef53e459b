/**
 * The already-validated requests hotel works on, declared structurally with the spec's field
 * names (the validation package owns the schemas; the HTTP adapter validates before calling).
 * Counts are numbers here: the adapter turns the single-property shop's numeric text into numbers.
 */
import type { ClientType, RatePlanCategory } from '../catalog/catalog-file.js';

/** Spec RoomAmenity (shop filter). */
export type RoomAmenity = 'accessibleRoom' | 'smoking' | 'nonSmoking' | 'cribs' | 'rollawayBed';

/** The stay part of every shop request (the whole single-property shop request). */
export interface PropertyShopRequest {
  arrivalDate: string;
  departureDate: string;
  numAdults: number;
  numChildren?: number;
  childAges?: number[];
}

/** Spec shop request (multi-property). */
export interface ShopRequest extends PropertyShopRequest {
  props: { propCode: string; gdsChainCode?: string }[];
  displayCurrency?: string;
  maxRateQualifier?: number;
  minRateQualifier?: number;
  primaryGdsCode?: string;
  secondaryGdsCode?: string;
  promoCode?: string;
  pseudoCityCode?: string;
  ratePlanCandidates?: { ratePlanCategory: RatePlanCategory; ratePlanId?: string }[];
  roomAmenities?: RoomAmenity[];
  travelAgentId?: string;
}

/** Spec Name. */
export interface Name {
  firstName: string;
  lastName: string;
  middleInit?: string;
  title?: string;
}

/** Spec Address. */
export interface Address {
  addressType: 'home' | 'business' | 'travel';
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  addressLine4?: string;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
  company?: string;
}

/** Spec Guest. */
export interface Guest {
  name: Name;
  addresses: Address[];
  emails?: { emailAddress: string; emailType: string }[];
  phones?: { phoneType?: string; phoneNumber?: string; phoneExtension?: string }[];
  honorsNumber?: string;
}

/** Spec PaymentCard (request: may carry cvv, which hotel never stores). */
export interface PaymentCard {
  cardNumber?: string;
  cardCode?: string;
  cardExpireDate?: string;
  cvv?: string;
  cardHolderName?: string;
  cardHolderAddress?: string;
  cardHolderCity?: string;
  cardHolderState?: string;
  cardHolderCountry?: string;
  postalCode?: string;
  cardPaymentType?: string;
  centralBillAuthAmount?: number;
  buyerId?: string;
  secureCustomerAuthenticationInfo?: Record<string, string>;
}

/** Spec Guarantee (request). */
export interface Guarantee {
  guarMethodCode: string;
  deposit?: { amount: number; dueDate?: string };
  paymentCard?: PaymentCard;
}

/** Spec RoomStay (request). */
export interface RoomStay {
  arrivalDate: string;
  departureDate: string;
  numAdults: number;
  numChildren?: number;
  childAges?: number[];
  numCribs?: number;
  numRollAways?: number;
  roomTypeCode?: string;
  ratePlanCode?: string;
  bookingCode?: string;
  promoCode?: string;
  groupNumber?: string;
  advancePurchase?: boolean;
  smokingRoom?: boolean;
  rateOverrides?: { amount: number; effectiveDate: string }[];
}

/** Spec client account of a reservation. */
export interface ReservationClientAccount {
  clientId: string;
  clientType: ClientType;
  clientName?: string;
}

/** Spec DcReservation (create and modify). */
export interface ReservationRequest {
  propCode: string;
  roomStays: RoomStay[];
  guest: Guest;
  guarantee: Guarantee;
  comments?: string[];
  externalResId?: string;
  clientAccounts?: ReservationClientAccount[];
  additionalNames?: Name[];
  travelPartners?: { partnerNumber?: string; partnerCode?: string; partnerType?: 'air' }[];
  requests?: { requestText?: string; requestCodes?: string[] };
  gdsChainCode?: string;
  primaryGdsCode?: string;
  secondaryGdsCode?: string;
  pseudoCityCode?: string;
  languageCode?: string;
  sendConfirmation?: boolean;
}

/** Spec confirm request. */
export interface ConfirmRequest {
  externalResId?: string;
  primaryGdsCode?: string;
}
