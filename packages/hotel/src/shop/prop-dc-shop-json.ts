/**
 * A PropDcShop with room rates written as JSON text, member by member in the order of shop.ts'
 * `assembleWith` object, so the text is byte for byte `JSON.stringify` of that object (tested in
 * shop-price-function.test.ts and head-json.test.ts). Its rate plans, room types and room rates
 * come in already as JSON text; the members a property's catalog file fixes (names, ages, age
 * ranges) are written once per catalog property file, the tax periods once per set of periods in
 * force (periods-in-force-json.ts).
 *
 * Measured (2026-11-25, server CPU per varied NYCDC shop, interleaved A/B):
 * writing the room rates as text (this module, room-rate-json.ts and pricing's
 * present-priced-stay-json.ts) with the deadline memo and rate bisection took the served shop
 * to 0.87 x main; joining flat pieces once instead of concatenating (pieces everywhere) to
 * 0.95 x the concatenating version. Writing the members here instead of building the object
 * and walking it with `Object.entries` and `JSON.stringify`: see the figure in shop.ts'
 * assemblePropertyJson.
 */
import type { CatalogPropertyFile } from '../catalog/catalog-file.js';
import { jsonMember } from './json-member.js';
import type { PropertyStatus } from './property-status.js';

/** The members of a PropDcShop its property's catalog file fixes, as JSON text. */
interface PropertyPieces {
  /** `,"propName":…` with brandCode and gdsChainCode when the file has them. */
  readonly names: string;
  /** `,"adultAge":…,"ageBasedPricing":…`. */
  readonly ages: string;
  /** `,"childAgeRanges":…` with age based pricing, else ''. */
  readonly ageRanges: string;
}

const propertyPieces = new WeakMap<CatalogPropertyFile, PropertyPieces>();

function piecesOf(file: CatalogPropertyFile): PropertyPieces {
  let pieces = propertyPieces.get(file);
  if (pieces === undefined) {
    const names = `${jsonMember('propName', file.propName)}${file.brandCode ? jsonMember('brandCode', file.brandCode) : ''}${file.gdsChainCode ? jsonMember('gdsChainCode', file.gdsChainCode) : ''}`;
    const ages = `${jsonMember('adultAge', file.adultAge)}${jsonMember('ageBasedPricing', file.ageBasedPricing)}`;
    const ageRanges = file.ageBasedPricing && file.childAgeRanges ? jsonMember('childAgeRanges', file.childAgeRanges) : '';
    pieces = { names, ages, ageRanges };
    propertyPieces.set(file, pieces);
  }
  return pieces;
}

/** What a PropDcShop with room rates states besides its property's catalog facts. */
export interface PricedPropDcShop {
  file: CatalogPropertyFile;
  status: PropertyStatus;
  arrivalDate: string;
  departureDate: string;
  numAdults: number;
  /** The request's numChildren: where it is written depends on whether the request sent it. */
  requestChildren: number | undefined;
  lengthOfStay: number;
  childAges: readonly number[];
  currencyCode: string;
  highRate: number;
  lowRate: number;
  /** The JSON texts of ratePlans and roomTypes. */
  ratePlans: string;
  roomTypes: string;
  /** The JSON text of taxPeriods. */
  taxPeriods: string;
  clientAccounts: object | undefined;
  marketingText: readonly string[] | undefined;
}

/**
 * The JSON text of a PropDcShop with room rates, the room rates in `parts` (`parts[0]` left for
 * this function, the rest joined are the room rates' JSON texts separated by commas): overwrites
 * `parts[0]`, appends the rest of the object to `parts` and joins them once.
 */
export function pricedPropDcShopJson(shop: PricedPropDcShop, parts: string[]): string {
  const { file } = shop;
  const pieces = piecesOf(file);
  let head =
    `{${jsonMember('propCode', file.propCode).slice(1)}${jsonMember('statusCode', shop.status.statusCode)}${jsonMember('statusMessage', shop.status.statusMessage)}` +
    `${jsonMember('arrivalDate', shop.arrivalDate)}${jsonMember('departureDate', shop.departureDate)}${jsonMember('numAdults', shop.numAdults)}`;
  // statusOnly writes the request's numChildren before the names; assembleWith adds 0 after lengthOfStay
  if (shop.requestChildren !== undefined) head += jsonMember('numChildren', shop.requestChildren);
  head += `${pieces.names}${jsonMember('lengthOfStay', shop.lengthOfStay)}`;
  if (shop.requestChildren === undefined) head += ',"numChildren":0';
  head +=
    `,"childAges":${JSON.stringify(shop.childAges)}${pieces.ages}${jsonMember('currencyCode', shop.currencyCode)}` +
    `${jsonMember('highRate', shop.highRate)}${jsonMember('lowRate', shop.lowRate)},"ratePlans":${shop.ratePlans},"roomTypes":${shop.roomTypes},"roomRates":[`;
  parts[0] = head;
  parts.push(`],"taxPeriods":${shop.taxPeriods}${pieces.ageRanges}${jsonMember('clientAccounts', shop.clientAccounts)}${jsonMember('marketingText', shop.marketingText)}}`);
  return parts.join('');
}
