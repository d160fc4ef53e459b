/**
 * The shop: a validated request in, one PropDcShop per requested property out (request order).
 * Unknown, closed and unavailable properties come back with their statusCode / statusMessage,
 * never as a failed call. Every amount comes from the pricing package, already as the JSON number
 * the wire carries (`priceStayAsNumbers`), priced on the catalog's prepared products.
 */
import { convertPricedStay, pricedStayAsNumbers, priceStay, priceStayAsJson, priceStayAsNumbers } from '@direct-connect/pricing';
import type { PricedStayJson, PricedStayNumbers, StayRequest } from '@direct-connect/pricing';

/**
 * A `priceStay`-compatible pricing function. The shop prices every stay through it; the default
 * is the pricing package's `priceStay`. An adapter may inject a memo of it (the catalog is
 * immutable, so a priced stay is a pure function of product, stay and options); it must return
 * what `priceStay` returns for the same arguments, and the shop never mutates its results.
 */
export type PriceStayFunction = typeof priceStay;
import type { Catalog, Product, Property } from '../catalog/catalog.js';
import type { CatalogPropertyFile, CatalogRatePlan, CatalogRoomType, CatalogServiceChargePeriod, CatalogTaxPeriod } from '../catalog/catalog-file.js';
import { dayNumber, nightsOf } from '../calendar/nights.js';
import { childrenOf } from '../wire/room-children.js';
import { periodsInForce } from '../calendar/periods-in-force.js';
import type { InventoryView } from '../inventory/inventory.js';
import type { PartnerContext } from '../partner.js';
import { cancellationTerms } from '../policy/cancellation-terms.js';
import type { DeadlineMemo } from '../policy/cancellation-terms.js';
import type {
  PropertyShopResult,
  WireAvailClientAccount,
  WireMeals,
  WireRatePlan,
  WireRoomRate,
  WireRoomType,
  WireServiceChargePeriod,
  WireTaxPeriod,
} from '../wire/prop-dc-shop.js';
import type { PropertyShopRequest, ShopRequest } from '../wire/requests.js';
import { PROPERTY_STATUS } from './property-status.js';
import type { PropertyStatus } from './property-status.js';
import type { RatePlanAccess } from './rate-plan-eligibility.js';
import { clientIdInRole, ratePlanRefusal, sentClientIds } from './rate-plan-eligibility.js';
import { wireRoomRate } from './wire-room-rate.js';
import { roomRateJson } from './room-rate-json.js';
import { pricedPropDcShopJson, type PricedPropDcShop } from './prop-dc-shop-json.js';
import { periodsInForceJson } from './periods-in-force-json.js';
import { ratePlanHead, ratePlanPieces, recordJson, roomTypeJson } from './head-json.js';
import type { RoomRateCommon } from './wire-room-rate.js';
import { roomTypeFits } from './room-type-filter.js';
import { shopDeadlines } from './deadline-memo.js';
import { jsonMember } from './json-member.js';

/**
 * The members of a request the shop of one property reads: a single-property request's, with the
 * members only a multi-property request can send (absent from a single-property one).
 */
type PropertyRequest = PropertyShopRequest & Partial<Omit<ShopRequest, 'props' | keyof PropertyShopRequest>>;

/** Input of {@link shopProperties}. */
export interface ShopInput {
  catalog: Catalog;
  /** An already-validated multi-property shop request. */
  request: ShopRequest;
  /** Rooms available per room type and night (from the store). */
  inventory: InventoryView;
  partner?: PartnerContext;
  /** The current instant, ISO date-time (arrival before the property's local today has no availability). */
  now: string;
  /** Prices each stay; default `priceStay` (see {@link PriceStayFunction}). */
  priceStay?: PriceStayFunction;
}

/** Input of {@link shopProperty}. */
export interface PropertyShopInput {
  catalog: Catalog;
  propCode: string;
  /** An already-validated single-property shop request (counts already numbers). */
  request: PropertyShopRequest;
  inventory: InventoryView;
  partner?: PartnerContext;
  now: string;
  /** Prices each stay; default `priceStay` (see {@link PriceStayFunction}). */
  priceStay?: PriceStayFunction;
}

const CLIENT_ID = /^[0-9]{1,22}$/;

function statusOnly(propCode: string, request: PropertyShopRequest, status: PropertyStatus, property?: Property): PropertyShopResult {
  const out: PropertyShopResult = { propCode, ...status, arrivalDate: request.arrivalDate, departureDate: request.departureDate, numAdults: request.numAdults };
  const children = childrenOf(request);
  if (children !== undefined) out.numChildren = children;
  if (property) {
    out.propName = property.file.propName;
    if (property.file.brandCode) out.brandCode = property.file.brandCode;
    if (property.file.gdsChainCode) out.gdsChainCode = property.file.gdsChainCode;
  }
  return out;
}

function wireRoomType(rt: CatalogRoomType, gds: boolean): WireRoomType {
  const out: WireRoomType = {
    roomTypeCode: rt.roomTypeCode,
    roomTypeDesc: rt.roomTypeDesc,
    roomOccupancy: rt.roomOccupancy,
    numBeds: rt.numBeds,
    bedType: rt.bedType,
    roomDisplayOrder: rt.roomDisplayOrder,
    adaAccessibleRoom: rt.adaAccessibleRoom === true,
    extraBedPermitted: rt.extraBedPermitted === true,
    extraPersonsAllowed: rt.extraPersonsAllowed === true,
    smokingRoom: rt.smokingRoom === true,
  };
  if (gds && rt.crsRoomTypeCode) out.crsRoomTypeCode = rt.crsRoomTypeCode;
  return out;
}

/** Spec BasisType: the bases the shop's taxPeriods / serviceChargePeriods can state (every rule is in chargeDetails). */
function isBasisType(basis: string): basis is 'perRoom' | 'perGuest' {
  return basis === 'perRoom' || basis === 'perGuest';
}

function wireTaxPeriods(property: Property, request: PropertyShopRequest): WireTaxPeriod[] {
  return wireTaxPeriodsOf(periodsInForce(property.file.taxPeriods, request.arrivalDate, request.departureDate));
}

/** The wire taxPeriods of the catalog's tax periods in force on a stay. */
function wireTaxPeriodsOf(inForce: readonly CatalogTaxPeriod[]): WireTaxPeriod[] {
  return inForce.map((p) => ({
    effectiveDate: p.effectiveDate,
    taxes: p.taxes.flatMap((t) => (isBasisType(t.basis) ? [{ amount: Number(t.amount), basis: t.basis, period: t.period, type: t.type }] : [])),
  }));
}

function wireServiceChargePeriods(property: Property, request: PropertyShopRequest): WireServiceChargePeriod[] {
  return wireServiceChargePeriodsOf(periodsInForce(property.file.serviceChargePeriods ?? [], request.arrivalDate, request.departureDate));
}

/** The wire serviceChargePeriods of the catalog's service charge periods in force on a stay. */
function wireServiceChargePeriodsOf(inForce: readonly CatalogServiceChargePeriod[]): WireServiceChargePeriod[] {
  return inForce.map((p) => ({
    effectiveDate: p.effectiveDate,
    charges: p.charges.flatMap((c) => (isBasisType(c.basis) ? [{ amount: Number(c.amount), basis: c.basis, period: c.period, type: c.type }] : [])),
  }));
}

/** What one shop call shares between its properties. */
interface ShopCall {
  inventory: InventoryView;
  partner: PartnerContext | undefined;
  now: string;
  /** The injected pricing function, if any (else the shop prices with `priceStayAsNumbers`). */
  price: PriceStayFunction | undefined;
  /** Cancellation deadlines computed so far (shared by every call, see deadline-memo.ts). */
  deadlines: DeadlineMemo;
  /** Property-local dates of `now`, by time zone. */
  localDates: Map<string, string>;
  /** The nights of the requested stay (every property shares them). */
  nights: string[];
  /** Room rates written as JSON text (see {@link shopPropertyJson}) rather than as objects. */
  asJson: boolean;
}

/** What the shop of one property shares between its products. */
interface PropertyShop {
  call: ShopCall;
  property: Property;
  request: PropertyRequest;
  access: RatePlanAccess;
  stay: StayRequest;
  nights: string[];
  displayRateType: 'average' | 'highest';
  /** Display currency and rate, when the request asks for a currency the property converts to. */
  display?: { currencyCode: string; exchangeRate: string | number };
  gds: boolean;
}

/** highRate / lowRate of a rate plan's room rates. */
interface RateRange {
  high: number;
  low: number;
}

/** A property whose room rates are written, the rest of its PropDcShop not yet. */
interface PricedProperty {
  ctx: PropertyShop;
  /** The room rates, in pricing order, each written as soon as it is priced. */
  roomRates: WireRoomRate[];
  /**
   * The same as JSON text, when the call writes JSON (roomRates is then empty): pieces after a
   * first one left empty for the rest of the PropDcShop (see prop-dc-shop-json.ts).
   */
  roomRatesJson: string[];
  /** Rate plans shown, in order of their first room rate, with their rate range. */
  plans: Map<CatalogRatePlan, RateRange>;
  roomTypes: Set<CatalogRoomType>;
  childAges: number[];
  high: number;
  low: number;
}

function roomsAvailable(inventory: InventoryView, propCode: string, roomTypeCode: string, nights: readonly string[]): number {
  let min = Infinity;
  for (const night of nights) {
    const rooms = inventory.available(propCode, roomTypeCode, night);
    if (rooms < min) min = rooms;
    if (min <= 0) return 0;
  }
  return min === Infinity ? 0 : min;
}

function wireRatePlan(ctx: PropertyShop, plan: CatalogRatePlan, range: RateRange, serviceCharges: WireServiceChargePeriod[], currencyCode: string): WireRatePlan {
  const terms = cancellationTerms(plan.cancellation, ctx.request.arrivalDate, ctx.property.file.timeZone, ctx.call.deadlines);
  const out: WireRatePlan = {
    ...ratePlanHead(plan),
    highRate: range.high,
    lowRate: range.low,
    commissionable: plan.commission !== undefined,
    clientIdRequired: plan.clientIdRequired === true,
    currencyCode,
    cxlPolicyCode: terms.cxlPolicyCode,
    cxlPolicyDesc: terms.cxlPolicyDesc,
    // The rest in spec order after the deadlines, which only refundable policies have.
  } as WireRatePlan;
  if (terms.cxlPolicyDeadline !== undefined) out.cxlPolicyDeadline = terms.cxlPolicyDeadline;
  if (terms.cxlPolicyLocalDeadline !== undefined) out.cxlPolicyLocalDeadline = terms.cxlPolicyLocalDeadline;
  out.guarPolicyCode = plan.guarantee.guarPolicyCode;
  out.guarPolicyDesc = plan.guarantee.guarPolicyDesc;
  out.guaranteeMethods = plan.guarantee.guaranteeMethods;
  if (plan.promoCode !== undefined) out.promoCode = plan.promoCode;
  if (!out.serviceChargesAndTaxesIncluded && serviceCharges.length > 0) out.serviceChargePeriods = serviceCharges;
  if (plan.commission) {
    out.commissionType = plan.commission.commissionType;
    out.commissionAmount = Number(plan.commission.commissionAmount);
  }
  const ids = sentClientIds(plan, ctx.access);
  if (ids.length > 0) out.clientIds = ids;
  if (ctx.display) out.displayCurrency = ctx.display.currencyCode;
  if (plan.depositDesc) out.depositDesc = plan.depositDesc;
  if (ctx.gds && plan.gdsFlags) out.gdsFlags = plan.gdsFlags;
  return out;
}

function wireMeals(plan: CatalogRatePlan): WireMeals | undefined {
  if (!plan.meals) return undefined;
  const { breakfast, lunch, dinner, mealPlan } = plan.meals;
  return { breakfast: breakfast === true, lunch: lunch === true, dinner: dinner === true, ...(mealPlan ? { mealPlan } : {}) };
}

function clientAccountsOf(ctx: PropertyShop, plansShown: ReadonlyMap<CatalogRatePlan, unknown>): Record<string, WireAvailClientAccount> | undefined {
  const out: Record<string, WireAvailClientAccount> = {};
  let any = false;
  // every id the request sent, in the role it sent it or not: ratePlanCandidates ratePlanIds, then travelAgentId
  const agent = ctx.request.travelAgentId;
  for (const id of agent === undefined ? ctx.access.sentIds : new Set([...ctx.access.sentIds, agent])) {
    if (!CLIENT_ID.test(id)) continue;
    let found = false;
    for (const plan of plansShown.keys()) if ((plan.clientIds ?? []).includes(id)) found = true;
    const account = ctx.property.clientAccounts.get(id);
    const entry: WireAvailClientAccount = { clientId: id, clientRatePlanFound: found };
    if (account) {
      entry.clientName = account.clientName;
      entry.clientType = account.clientType;
      if (account.gdsRateCategory !== undefined) entry.gdsRateCategory = account.gdsRateCategory;
      if (account.gdsRatePlanCode !== undefined) entry.gdsRatePlanCode = account.gdsRatePlanCode;
      if (account.programAccountId !== undefined) entry.programAccountId = account.programAccountId;
    }
    out[id] = entry;
    any = true;
  }
  return any ? out : undefined;
}

/**
 * A product's priced stay with its plan's deposit, amounts as JSON numbers, or undefined when it
 * cannot sell the stay. Pricing writes the numbers straight from its exact figures; a stay priced
 * by an injected function or shown in a display currency (converted from the property currency's
 * rounded amounts) is written with `pricedStayAsNumbers`, which gives the same form.
 */
function pricedOffer(ctx: PropertyShop, product: Product): PricedStayNumbers | undefined {
  const { call, stay, display } = ctx;
  const deposit = product.ratePlan.deposit;
  if (call.price === undefined && display === undefined) {
    const result = priceStayAsNumbers(product.rateProduct, stay, { displayRateType: ctx.displayRateType, deposit });
    return result.ok ? result.value : undefined;
  }
  const result = (call.price ?? priceStay)(product.rateProduct, stay, { displayRateType: ctx.displayRateType });
  if (!result.ok) return undefined;
  return pricedStayAsNumbers(display ? convertPricedStay(result.value, display.exchangeRate, display.currencyCode) : result.value, { deposit });
}

/**
 * {@link pricedOffer} for a reply written as JSON: presented with its rate details as JSON text
 * when the shop prices with `priceStayAsNumbers`' engine itself, else as numbers.
 */
function pricedOfferJson(ctx: PropertyShop, product: Product): PricedStayJson | PricedStayNumbers | undefined {
  if (ctx.call.price !== undefined || ctx.display !== undefined) return pricedOffer(ctx, product);
  const result = priceStayAsJson(product.rateProduct, ctx.stay, { displayRateType: ctx.displayRateType, deposit: product.ratePlan.deposit });
  return result.ok ? result.value : undefined;
}

/**
 * The room rates of one property: every product through the filters and the pricing, each room
 * rate written as soon as it is priced. Returns the status of a property with nothing to offer.
 */
function priceProperty(ctx: PropertyShop): PricedProperty | PropertyShopResult {
  const { request, property, call } = ctx;
  const file = property.file;
  const guests = request.numAdults + (childrenOf(request) ?? 0);
  const roomRates: WireRoomRate[] = [];
  const roomRatesJson: string[] = [''];
  const common: RoomRateCommon = { serviceChargesInTaxCalc: file.serviceChargesInTaxCalc === true };
  if (file.serviceChargeDesc) common.serviceChargeDesc = file.serviceChargeDesc;
  const meals = new Map<CatalogRatePlan, WireMeals | undefined>();
  const plans = new Map<CatalogRatePlan, RateRange>();
  const roomTypes = new Set<CatalogRoomType>();
  const roomsByType = new Map<CatalogRoomType, number>();
  const planOpen = new Map<CatalogRatePlan, boolean>();
  let childAges: number[] | undefined;
  let written = 0;
  let high = -Infinity;
  let low = Infinity;
  // The qualifiers are amounts of the currency the rates are shown in: with a displayCurrency
  // this property cannot convert to (its rates stay in its own currency), they are amounts of
  // another currency and filter nothing here, rather than hiding rates as "No availability".
  const inShownCurrency = request.displayCurrency === undefined || request.displayCurrency === file.currencyCode || ctx.display !== undefined;
  const min = inShownCurrency ? request.minRateQualifier : undefined;
  const max = inShownCurrency ? request.maxRateQualifier : undefined;
  for (const product of property.products) {
    const { roomType, ratePlan } = product;
    let open = planOpen.get(ratePlan);
    if (open === undefined) {
      open = ratePlanRefusal(ratePlan, ctx.access) === undefined;
      planOpen.set(ratePlan, open);
    }
    if (!open) continue;
    let rooms = roomsByType.get(roomType);
    if (rooms === undefined) {
      rooms = roomTypeFits(roomType, guests, request.roomAmenities) ? roomsAvailable(call.inventory, file.propCode, roomType.roomTypeCode, ctx.nights) : 0;
      roomsByType.set(roomType, rooms);
    }
    if (rooms < 1) continue;
    const priced = call.asJson ? pricedOfferJson(ctx, product) : pricedOffer(ctx, product);
    if (priced === undefined) continue;
    const rateAmount = priced.rateAmount;
    if ((min !== undefined && rateAmount < min) || (max !== undefined && rateAmount > max)) continue;
    childAges ??= priced.childAges;
    roomTypes.add(roomType);
    const range = plans.get(ratePlan);
    if (!range) meals.set(ratePlan, wireMeals(ratePlan));
    // Written now, so the priced stay dies young instead of living through the whole shop.
    if (call.asJson) {
      if (written > 0) roomRatesJson.push(',');
      if ('rateDetailsJson' in priced) roomRateJson(product, priced, rooms, common, meals.get(ratePlan), roomRatesJson);
      else roomRatesJson.push(JSON.stringify(wireRoomRate(product, priced, rooms, common, meals.get(ratePlan))));
    } else roomRates.push(wireRoomRate(product, priced as PricedStayNumbers, rooms, common, meals.get(ratePlan)));
    written++;
    if (range) {
      if (rateAmount > range.high) range.high = rateAmount;
      if (rateAmount < range.low) range.low = rateAmount;
    } else plans.set(ratePlan, { high: rateAmount, low: rateAmount });
    if (rateAmount > high) high = rateAmount;
    if (rateAmount < low) low = rateAmount;
  }
  if (written === 0) return statusOnly(file.propCode, request, PROPERTY_STATUS.noAvailability, property);
  return { ctx, roomRates, roomRatesJson, plans, roomTypes, childAges: childAges ?? [], high, low };
}

/**
 * {@link wireRatePlan}'s RatePlan as JSON text: the plan's pieces written once (head-json.ts)
 * around this shop's members. `serviceCharges` is the JSON text of the property's
 * serviceChargePeriods for this stay, written once per shop.
 */
function ratePlanJson(ctx: PropertyShop, plan: CatalogRatePlan, range: RateRange, serviceCharges: () => string, currencyCode: string): string {
  const pieces = ratePlanPieces(plan);
  const terms = cancellationTerms(plan.cancellation, ctx.request.arrivalDate, ctx.property.file.timeZone, ctx.call.deadlines);
  let out = `${pieces.head}${jsonMember('highRate', range.high)}${jsonMember('lowRate', range.low)}${pieces.flags}${jsonMember('currencyCode', currencyCode)}${pieces.terms}`;
  if (terms.cxlPolicyDeadline !== undefined) out += `,"cxlPolicyDeadline":${JSON.stringify(terms.cxlPolicyDeadline)}`;
  if (terms.cxlPolicyLocalDeadline !== undefined) out += `,"cxlPolicyLocalDeadline":${JSON.stringify(terms.cxlPolicyLocalDeadline)}`;
  out += pieces.guarantee;
  if (plan.serviceChargesAndTaxesIncluded !== true) {
    const periods = serviceCharges();
    if (periods !== '[]') out += `,"serviceChargePeriods":${periods}`;
  }
  out += pieces.commission;
  const ids = sentClientIds(plan, ctx.access);
  if (ids.length > 0) out += `,"clientIds":${JSON.stringify(ids)}`;
  if (ctx.display) out += `,"displayCurrency":${JSON.stringify(ctx.display.currencyCode)}`;
  return `${out}${ctx.gds ? pieces.tailGds : pieces.tail}}`;
}

/** The PropDcShop of a property with room rates (in pricing order): its plans, room types and the rest. */
function assembleProperty(priced: PricedProperty): PropertyShopResult {
  const { ctx, plans } = priced;
  const { property, request } = ctx;
  const serviceCharges = wireServiceChargePeriods(property, request);
  const ratePlans: Record<string, WireRatePlan> = {};
  for (const [plan, range] of plans) ratePlans[plan.ratePlanCode] = wireRatePlan(ctx, plan, range, serviceCharges, property.file.currencyCode);
  const roomTypes: Record<string, WireRoomType> = {};
  for (const rt of priced.roomTypes) roomTypes[rt.roomTypeCode] = wireRoomType(rt, ctx.gds);
  return assembleWith(priced, ratePlans, roomTypes);
}

/**
 * {@link assembleProperty} as JSON text with its room rates in `priced.roomRatesJson`: the rate
 * plans and room types written as text from pieces kept per catalog object (head-json.ts), the
 * rest member by member (prop-dc-shop-json.ts), the periods in force once per set
 * (periods-in-force-json.ts); byte for byte `JSON.stringify` of assembleProperty's object.
 *
 * Measured (2026-11-25, varied NYCDC shops in one process: the previous and this
 * hotel bundle interleaved in rounds of 150 shops, CPU medians of 40 rounds): writing the members
 * instead of building assembleWith's object and walking it with `Object.entries` and
 * `JSON.stringify` took the shop (with its UTF-8 bytes) to 0.889 x, 0.915 x in the other load
 * order (an A/A of the tool read 0.966-0.990).
 */
function assemblePropertyJson(priced: PricedProperty): string {
  const { ctx, plans } = priced;
  const { property, request } = ctx;
  let periods: string | undefined;
  const serviceCharges = () =>
    (periods ??= periodsInForceJson(periodsInForce(property.file.serviceChargePeriods ?? [], request.arrivalDate, request.departureDate), wireServiceChargePeriodsOf));
  const ratePlans: Record<string, string> = {};
  for (const [plan, range] of plans) ratePlans[plan.ratePlanCode] = ratePlanJson(ctx, plan, range, serviceCharges, property.file.currencyCode);
  const roomTypes: Record<string, string> = {};
  for (const rt of priced.roomTypes) roomTypes[rt.roomTypeCode] = roomTypeJson(rt, ctx.gds, wireRoomType);
  const file = property.file;
  const shop: PricedPropDcShop = {
    file,
    status: PROPERTY_STATUS.available,
    arrivalDate: request.arrivalDate,
    departureDate: request.departureDate,
    numAdults: request.numAdults,
    requestChildren: childrenOf(request),
    lengthOfStay: ctx.nights.length,
    childAges: priced.childAges,
    currencyCode: ctx.display?.currencyCode ?? file.currencyCode,
    highRate: priced.high,
    lowRate: priced.low,
    ratePlans: recordJson(ratePlans),
    roomTypes: recordJson(roomTypes),
    taxPeriods: periodsInForceJson(periodsInForce(file.taxPeriods, request.arrivalDate, request.departureDate), wireTaxPeriodsOf),
    clientAccounts: clientAccountsOf(ctx, plans),
    marketingText: ctx.gds ? marketingTextOf(file, plans) : undefined,
  };
  return pricedPropDcShopJson(shop, priced.roomRatesJson);
}

/** The PropDcShop of a property with room rates, given its rate plans and room types. */
function assembleWith(priced: PricedProperty, ratePlans: Record<string, WireRatePlan>, roomTypes: Record<string, WireRoomType>): PropertyShopResult {
  const { ctx, plans } = priced;
  const { property, request } = ctx;
  const file = property.file;
  const out: PropertyShopResult = {
    ...statusOnly(file.propCode, request, PROPERTY_STATUS.available, property),
    lengthOfStay: ctx.nights.length,
    numChildren: childrenOf(request) ?? 0,
    childAges: priced.childAges,
    adultAge: file.adultAge,
    ageBasedPricing: file.ageBasedPricing,
    currencyCode: ctx.display?.currencyCode ?? file.currencyCode,
    highRate: priced.high,
    lowRate: priced.low,
    ratePlans,
    roomTypes,
    roomRates: priced.roomRates,
    taxPeriods: wireTaxPeriods(property, request),
  };
  if (file.ageBasedPricing && file.childAgeRanges) out.childAgeRanges = file.childAgeRanges;
  const accounts = clientAccountsOf(ctx, plans);
  if (accounts) out.clientAccounts = accounts;
  if (ctx.gds) {
    const text = marketingTextOf(file, plans);
    if (text) out.marketingText = text;
  }
  return out;
}

/** A GDS shop's marketingText: the property's, then each shown plan's; undefined when none. */
function marketingTextOf(file: CatalogPropertyFile, plans: ReadonlyMap<CatalogRatePlan, unknown>): string[] | undefined {
  const text = [...(file.marketingText ?? []), ...[...plans.keys()].flatMap((p) => p.marketingText ?? [])];
  return text.length > 0 ? text : undefined;
}

function localDateOf(call: ShopCall, property: Property): string {
  const zone = property.file.timeZone;
  let date = call.localDates.get(zone);
  if (date === undefined) {
    date = property.localDate(call.now);
    call.localDates.set(zone, date);
  }
  return date;
}

function accessOf(request: PropertyRequest, today: string, property: Property): RatePlanAccess {
  const sentIds = new Set<string>();
  for (const c of request.ratePlanCandidates ?? []) if (c.ratePlanId !== undefined) sentIds.add(c.ratePlanId);
  const access: RatePlanAccess = { sentIds, daysBeforeArrival: dayNumber(request.arrivalDate) - dayNumber(today) };
  const agent = request.travelAgentId;
  if (agent !== undefined && clientIdInRole(property.clientAccounts, agent, 'travelAgent')) access.clientIds = new Set([agent]);
  if (request.promoCode !== undefined) access.promoCode = request.promoCode;
  if (request.ratePlanCandidates !== undefined) access.candidates = request.ratePlanCandidates;
  return access;
}

/** The PropDcShop of one known property: closed, too late, nothing to offer, or its rates. */
function shopResolved(call: ShopCall, property: Property, request: PropertyRequest): PropertyShopResult {
  const priced = shopPriced(call, property, request);
  return 'ctx' in priced ? assembleProperty(priced) : priced;
}

/** A known property's room rates, priced, or its PropDcShop when it is closed, too late or has nothing to offer. */
function shopPriced(call: ShopCall, property: Property, request: PropertyRequest): PricedProperty | PropertyShopResult {
  const file = property.file;
  if (file.status === 'closed') return statusOnly(file.propCode, request, PROPERTY_STATUS.closed, property);
  const access = accessOf(request, localDateOf(call, property), property);
  if (access.daysBeforeArrival < 0) return statusOnly(file.propCode, request, PROPERTY_STATUS.noAvailability, property);
  const stay: StayRequest = { arrivalDate: request.arrivalDate, departureDate: request.departureDate, numAdults: request.numAdults };
  const children = childrenOf(request);
  if (children !== undefined) stay.numChildren = children;
  if (request.childAges !== undefined) stay.childAges = request.childAges;
  const ctx: PropertyShop = {
    call,
    property,
    request,
    access,
    stay,
    nights: call.nights,
    displayRateType: call.partner?.displayRateType ?? 'average',
    gds: request.primaryGdsCode !== undefined || call.partner?.gds === true,
  };
  const wanted = request.displayCurrency;
  if (wanted !== undefined && wanted !== file.currencyCode) {
    const exchangeRate = file.exchangeRates?.[wanted];
    if (exchangeRate !== undefined) ctx.display = { currencyCode: wanted, exchangeRate };
  }
  return priceProperty(ctx);
}

function shopCall(
  input: { inventory: InventoryView; partner?: PartnerContext | undefined; now: string; priceStay?: PriceStayFunction | undefined },
  request: PropertyShopRequest,
  asJson = false,
): ShopCall {
  return {
    nights: nightsOf(request.arrivalDate, request.departureDate),
    inventory: input.inventory,
    partner: input.partner,
    now: input.now,
    price: input.priceStay,
    deadlines: shopDeadlines,
    localDates: new Map(),
    asJson,
  };
}

/** The property a shop request names: its code in the catalog, with its gdsChainCode when one is sent. */
function requestedProperty(catalog: Catalog, prop: { propCode: string; gdsChainCode?: string | undefined }): Property | undefined {
  const property = catalog.properties.get(prop.propCode);
  return property && (prop.gdsChainCode === undefined || property.file.gdsChainCode === prop.gdsChainCode) ? property : undefined;
}

/**
 * Multi-property shop: one PropDcShop per requested property, in request order. A property code
 * (with its gdsChainCode, when sent) that matches no property gives statusCode 392; a closed
 * property 375; a property with nothing to offer 322 (see {@link PROPERTY_STATUS}).
 *
 * @throws RangeError when `now` is not an ISO date-time or a date of the request is not a real
 * date YYYY-MM-DD: a request the validators have not checked.
 */
export function shopProperties(input: ShopInput): PropertyShopResult[] {
  const { catalog, request } = input;
  const call = shopCall(input, request);
  return request.props.map((prop) => {
    const property = requestedProperty(catalog, prop);
    return property ? shopResolved(call, property, request) : statusOnly(prop.propCode, request, PROPERTY_STATUS.unknownProperty);
  });
}

/**
 * Single-property shop: the PropDcShop of one property, or undefined when the catalog has no such
 * property (the adapter answers 404). Closed and unavailable properties carry their status.
 *
 * @throws RangeError when `now` is not an ISO date-time or a date of the request is not a real
 * date YYYY-MM-DD: a request the validators have not checked.
 */
export function shopProperty(input: PropertyShopInput): PropertyShopResult | undefined {
  const property = input.catalog.properties.get(input.propCode);
  if (!property) return undefined;
  return shopResolved(shopCall(input, input.request), property, input.request);
}

/**
 * {@link shopProperty} as the JSON text of its PropDcShop (what the HTTP adapter sends): byte for
 * byte `JSON.stringify(shopProperty(input))`, with the room rates written straight as text
 * (room-rate-json.ts, prop-dc-shop-json.ts), which costs a served shop much less CPU than building
 * them and serializing them. Undefined when the catalog has no such property.
 *
 * @throws RangeError when `now` is not an ISO date-time or a date of the request is not a real
 * date YYYY-MM-DD: a request the validators have not checked.
 */
export function shopPropertyJson(input: PropertyShopInput): string | undefined {
  const property = input.catalog.properties.get(input.propCode);
  if (!property) return undefined;
  // The request as validated, not a copy with `props`: an object spread of requests of varied
  // members gave each copy a hidden class of its own, and every read of the request in the shop
  // then missed its inline caches. Measured (2026-11-26, varied NYCDC shops, each body parsed
  // and validated as the server does, in one process, main's and this hotel bundle interleaved in
  // rounds of 150 shops, CPU medians of 80 rounds, both load orders): 0.933 x and 0.932 x the
  // CPU of a shop, 18-24 µs less (an A/A of the tool read 1.001 and 1.020); served, that is
  // about 3 % of a shop's 750-800 µs.
  return shopResolvedJson(shopCall(input, input.request, true), property, input.request);
}

/**
 * {@link shopProperties} with each PropDcShop as its JSON text (what the HTTP adapter sends, one
 * element of its array each): element for element, byte for byte `JSON.stringify` of
 * shopProperties' objects, written as {@link shopPropertyJson} writes them.
 *
 * @throws RangeError when `now` is not an ISO date-time or a date of the request is not a real
 * date YYYY-MM-DD: a request the validators have not checked.
 */
export function shopPropertiesJson(input: ShopInput): string[] {
  const { catalog, request } = input;
  const call = shopCall(input, request, true);
  return request.props.map((prop) => {
    const property = requestedProperty(catalog, prop);
    return property ? shopResolvedJson(call, property, request) : JSON.stringify(statusOnly(prop.propCode, request, PROPERTY_STATUS.unknownProperty));
  });
}

/** {@link shopResolved} as JSON text, for a call that writes JSON. */
function shopResolvedJson(call: ShopCall, property: Property, request: PropertyRequest): string {
  const priced = shopPriced(call, property, request);
  return 'ctx' in priced ? assemblePropertyJson(priced) : JSON.stringify(priced);
}
