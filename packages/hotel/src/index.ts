/**
 * @packageDocumentation
 * The hotel domain of direct-connect: the catalog of properties, the shop that turns a request
 * into the spec's PropDcShop results, and the reservation and hold lifecycle with its inventory
 * rules. Pure: no I/O, no clock, no randomness (time and ids come in as arguments); every
 * transition returns the new state and the inventory deltas a store applies atomically.
 */
// Named one by one: a bundled .d.ts turns `export type *` of a module with values into value
// exports that the JavaScript does not have.
export type {
  RatePlanCategory, RoomBedType, ClientType, CatalogAmount, InventoryPeriod, CatalogRoomType, CancellationPolicy, GuaranteePolicy,
  CatalogDepositPolicy, CatalogCommission, CatalogMeals, CatalogDiscount, CatalogRateDerivation, CatalogRatePlan, CatalogClientAccount,
  CatalogRateDetail, CatalogRates, CatalogTaxRule, CatalogServiceChargeRule, CatalogTaxPeriod, CatalogServiceChargePeriod, CatalogPropertyFile,
} from './catalog/catalog-file.js';
export { RATE_PLAN_CATEGORIES, ROOM_BED_TYPES, CLIENT_TYPES, CatalogFileSchema, catalogJsonSchema } from './catalog/catalog-file.js';
export type { Catalog, Property, Product } from './catalog/catalog.js';
export { bookingCodeOf } from './catalog/catalog.js';
export type { CatalogError, LoadCatalogResult } from './catalog/load-catalog.js';
export { loadCatalog } from './catalog/load-catalog.js';
export type { DemoCatalogOptions } from './catalog/demo-catalog.js';
export { demoCatalog, demoCatalogFiles } from './catalog/demo-catalog.js';

export type * from './inventory/inventory.js';
export { inventorySeeds, inventoryViewOf, catalogInventoryView } from './inventory/inventory-view.js';

export type { PartnerContext } from './partner.js';
export type * from './wire/prop-dc-shop.js';
export type * from './wire/requests.js';
export type * from './wire/reservation-stay.js';

export type { ShopInput, PropertyShopInput, PriceStayFunction } from './shop/shop.js';
export { shopProperties, shopPropertiesJson, shopProperty, shopPropertyJson } from './shop/shop.js';
export { PROPERTY_STATUS } from './shop/property-status.js';

export type * from './reservation/reservation-record.js';
export type { CreateInput } from './reservation/create-reservation.js';
export { createReservation } from './reservation/create-reservation.js';
export type { ReadResult } from './reservation/read-reservation.js';
export { retrieveReservation, readStay } from './reservation/read-reservation.js';
export type { ModifyInput } from './reservation/modify-stay.js';
export { modifyStay } from './reservation/modify-stay.js';
export type { CancelInput } from './reservation/cancel-stay.js';
export type { GuestConfirmation, GuestConfirmations, GuestConfirmationEvent, ConfirmationAsked } from './reservation/guest-confirmation.js';
export { guestConfirmationOf } from './reservation/guest-confirmation.js';
export { cancelStay, cancellationNumberNeeded } from './reservation/cancel-stay.js';
export type { HoldQuota } from './reservation/hold-quota.js';
export { holdQuotaRefusal } from './reservation/hold-quota.js';
export { noOpenHold } from './reservation/reservation-access.js';
export { modifyRequestOfStay } from './reservation/modify-request-of-stay.js';
export { isMaskedCardNumber } from './reservation/payment-card-mask.js';
export type { HoldActionInput } from './reservation/hold-actions.js';
export { confirmHold, releaseHold, expireHold } from './reservation/hold-actions.js';
export {
  refusalReply, errorDetailOfPricingRefusal, REFUSAL_NOTIFICATION_CODE, PRICING_NOTIFICATION_CODE,
  type RefusalReply, type PricingRefusal, type RefusalNotificationCode, type HotelNotificationCode, type BodilessRefusalCode,
} from './refusal/refusal-error-detail.js';
