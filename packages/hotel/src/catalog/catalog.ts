/**
 * A loaded, checked catalog: the files of {@link CatalogPropertyFile} indexed for shopping and
 * booking. Built only by `loadCatalog` (or `demoCatalog`); read-only afterwards.
 */
import type { PreparedRateProduct } from '@direct-connect/pricing';
import type { CatalogClientAccount, CatalogPropertyFile, CatalogRatePlan, CatalogRoomType } from './catalog-file.js';

/** One room type under one rate plan: what a room rate and a stay are priced from. */
export interface Product {
  roomType: CatalogRoomType;
  ratePlan: CatalogRatePlan;
  /** Input of `priceStay`, built and prepared (`prepareRateProduct`) once at load. */
  rateProduct: PreparedRateProduct;
  /** 3 characters of the room type code plus 3 of the rate plan code (spec bookingCode). */
  bookingCode: string;
}

/** A property of a loaded catalog. */
export interface Property {
  /** The property's file as loaded. */
  file: CatalogPropertyFile;
  roomTypes: ReadonlyMap<string, CatalogRoomType>;
  ratePlans: ReadonlyMap<string, CatalogRatePlan>;
  clientAccounts: ReadonlyMap<string, CatalogClientAccount>;
  /** Every product, by room display order then rate plan order. */
  products: readonly Product[];
  /** Products by `roomTypeCode/ratePlanCode`. */
  productByCodes: ReadonlyMap<string, Product>;
  productByBookingCode: ReadonlyMap<string, Product>;
  /** The property-local calendar date (YYYY-MM-DD) of an instant given as an ISO date-time. */
  localDate(instant: string): string;
}

/** A loaded catalog: properties by propCode. */
export interface Catalog {
  properties: ReadonlyMap<string, Property>;
}

/** Key of a product in {@link Property.productByCodes}. */
export function productKey(roomTypeCode: string, ratePlanCode: string): string {
  return `${roomTypeCode}/${ratePlanCode}`;
}

/** bookingCode of a room type and rate plan: first 3 characters of each, padded with 0. */
export function bookingCodeOf(roomTypeCode: string, ratePlanCode: string): string {
  return roomTypeCode.slice(0, 3).padEnd(3, '0') + ratePlanCode.slice(0, 3).padEnd(3, '0');
}
