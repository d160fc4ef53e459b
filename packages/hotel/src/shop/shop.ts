/**
 * The shop: a validated request in, one PropDcShop per requested property out (request order).
 * Unknown, closed and unavailable properties come back with their statusCode / statusMessage,
 * never as a failed call. Every amount comes from `priceStay` of the pricing package.
 */
import { convertPricedStay, depositAmount, merchantTotalAmount, priceStay } from '@direct-connect/pricing';
import type { PricedStay, StayRequest } from '@direct-connect/pricing';

/**
 * A `priceStay`-compatible pricing function. The shop prices every stay through it; the default
 * is the pricing package's `priceStay`. An adapter may inject a memo of it (the catalog is
 * immutable, so a priced stay is a pure function of product, stay and options); it must return
 * what `priceStay` returns for the same arguments, and the shop never mutates its results.
 */
export type PriceStayFunction = typeof priceStay;
import type { Catalog, Product, Property } from '../catalog/catalog.js';
import type { CatalogRatePlan, CatalogRoomType } from '../catalog/catalog-file.js';
import { dayNumber, nightsOf } from '../calendar/nights.js';
import { periodsInForce } from '../calendar/periods-in-force.js';
import type { InventoryView } from '../inventory/inventory.js';
import type { PartnerContext } from '../partner.js';
import { cancellationTerms } from '../policy/cancellation-terms.js';
import type { DeadlineMemo } from '../policy/cancellation-terms.js';
import { wireChargeTotals, wireRateDetail, wireTotals } from '../wire/priced-stay-wire.js';
import type {
  PropDcShop,
  WireAvailClientAccount,
  WireRatePlan,
  WireRoomRate,
  WireRoomType,
  WireServiceChargePeriod,
  WireTaxPeriod,
} from '../wire/prop-dc-shop.js';
import type { PropertyShopRequest, ShopRequest } from '../wire/requests.js';
import { wireNumber } from '../wire/wire-number.js';
import { PROPERTY_STATUS } from './property-status.js';
import type { PropertyStatus } from './property-status.js';
import type { RatePlanAccess } from './rate-plan-eligibility.js';
import { ratePlanRefusal, sentClientIds } from './rate-plan-eligibility.js';
import { roomTypeFits } from './room-type-filter.js';

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

function statusOnly(propCode: string, request: PropertyShopRequest, status: PropertyStatus, property?: Property): PropDcShop {
  const out: PropDcShop = { propCode, ...status, arrivalDate: request.arrivalDate, departureDate: request.departureDate, numAdults: request.numAdults };
  if (request.numChildren !== undefined) out.numChildren = request.numChildren;
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

function wireTaxPeriods(property: Property, request: PropertyShopRequest): WireTaxPeriod[] {
  return periodsInForce(property.file.taxPeriods, request.arrivalDate, request.departureDate).map((p) => ({
    effectiveDate: p.effectiveDate,
    taxes: p.taxes.map((t) => ({ amount: Number(t.amount), basis: t.basis, period: t.period, type: t.type })),
  }));
}

function wireServiceChargePeriods(property: Property, request: PropertyShopRequest): WireServiceChargePeriod[] {
  return periodsInForce(property.file.serviceChargePeriods ?? [], request.arrivalDate, request.departureDate).map((p) => ({
    effectiveDate: p.effectiveDate,
    charges: p.charges.map((c) => ({ amount: Number(c.amount), basis: c.basis, period: c.period, type: c.type })),
  }));
}

/** What the shop of one property shares between its products. */
interface PropertyShop {
  property: Property;
  request: ShopRequest;
  access: RatePlanAccess;
  stay: StayRequest;
  nights: string[];
  displayRateType: 'average' | 'highest';
  /** Display currency and rate, when the request asks for a currency the property converts to. */
  display?: { currencyCode: string; exchangeRate: string | number };
  gds: boolean;
  /** Cancellation deadlines computed so far in this shop call. */
  deadlines: DeadlineMemo;
  priceStay: PriceStayFunction;
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

function roomRateOf(ctx: PropertyShop, product: Product, priced: PricedStay, numRoomsAvail: number): WireRoomRate {
  const plan = product.ratePlan;
  const first = priced.rateDetails[0];
  const rate: WireRoomRate = {
    ratePlanCode: plan.ratePlanCode,
    roomTypeCode: product.roomType.roomTypeCode,
    bookingCode: product.bookingCode,
    numRoomsAvail,
    rateAmount: wireNumber(priced.rateAmount),
    ...wireTotals(priced),
    serviceChargesInTaxCalc: ctx.property.file.serviceChargesInTaxCalc === true,
    merchantTotalAmount: wireNumber(merchantTotalAmount(priced)),
    rateChangeIndicator: priced.rateChangeIndicator,
    chargeTotals: wireChargeTotals(priced),
    rateDetails: priced.rateDetails.map(wireRateDetail),
  };
  if (ctx.property.file.serviceChargeDesc) rate.serviceChargeDesc = ctx.property.file.serviceChargeDesc;
  if (plan.deposit.type !== 'none') {
    const deposit = depositAmount(plan.deposit, priced);
    if (deposit !== undefined) rate.depositAmount = wireNumber(deposit);
  }
  if (first?.rollawayRate !== undefined) rate.rollawayRate = wireNumber(first.rollawayRate);
  if (first?.cribRate !== undefined) rate.cribRate = wireNumber(first.cribRate);
  if (plan.meals) {
    const { breakfast, lunch, dinner, mealPlan } = plan.meals;
    rate.meals = { breakfast: breakfast === true, lunch: lunch === true, dinner: dinner === true, ...(mealPlan ? { mealPlan } : {}) };
  }
  return rate;
}

function wireRatePlan(ctx: PropertyShop, plan: CatalogRatePlan, rates: readonly number[], serviceCharges: WireServiceChargePeriod[], currencyCode: string): WireRatePlan {
  const out: WireRatePlan = {
    ratePlanCode: plan.ratePlanCode,
    ratePlanDesc: plan.ratePlanDesc,
    ratePlanOrder: plan.ratePlanOrder,
    ratePlanCategory: plan.ratePlanCategory,
    advancePurchase: plan.advancePurchase === true,
    serviceChargesAndTaxesIncluded: plan.serviceChargesAndTaxesIncluded === true,
    highRate: Math.max(...rates),
    lowRate: Math.min(...rates),
    commissionable: plan.commission !== undefined,
    clientIdRequired: plan.clientIdRequired === true,
    currencyCode,
    ...cancellationTerms(plan.cancellation, ctx.request.arrivalDate, ctx.property.file.timeZone, ctx.deadlines),
    guarPolicyCode: plan.guarantee.guarPolicyCode,
    guarPolicyDesc: plan.guarantee.guarPolicyDesc,
    guaranteeMethods: plan.guarantee.guaranteeMethods,
  };
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

function clientAccountsOf(ctx: PropertyShop, plansShown: ReadonlySet<CatalogRatePlan>): Record<string, WireAvailClientAccount> | undefined {
  const out: Record<string, WireAvailClientAccount> = {};
  let any = false;
  for (const id of ctx.access.sentIds) {
    if (!CLIENT_ID.test(id)) continue;
    const found = [...plansShown].some((plan) => (plan.clientIds ?? []).includes(id));
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

function shopOne(property: Property, ctx: PropertyShop, inventory: InventoryView): PropDcShop {
  const { request, stay } = ctx;
  const file = property.file;
  const guests = request.numAdults + (request.numChildren ?? 0);
  const roomRates: WireRoomRate[] = [];
  const ratesByPlan = new Map<CatalogRatePlan, number[]>();
  const roomTypesShown = new Set<CatalogRoomType>();
  const roomsByType = new Map<CatalogRoomType, number>();
  const planOpen = new Map<CatalogRatePlan, boolean>();
  let childAges: number[] | undefined;
  const min = request.minRateQualifier;
  const max = request.maxRateQualifier;
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
      rooms = roomTypeFits(roomType, guests, request.roomAmenities) ? roomsAvailable(inventory, file.propCode, roomType.roomTypeCode, ctx.nights) : 0;
      roomsByType.set(roomType, rooms);
    }
    if (rooms < 1) continue;
    const result = ctx.priceStay(product.rateProduct, stay, { displayRateType: ctx.displayRateType });
    if (!result.ok) continue;
    const priced = ctx.display ? convertPricedStay(result.value, ctx.display.exchangeRate, ctx.display.currencyCode) : result.value;
    const rateAmount = wireNumber(priced.rateAmount);
    if ((min !== undefined && rateAmount < min) || (max !== undefined && rateAmount > max)) continue;
    childAges ??= priced.childAges;
    roomRates.push(roomRateOf(ctx, product, priced, rooms));
    roomTypesShown.add(roomType);
    const planRates = ratesByPlan.get(ratePlan);
    if (planRates) planRates.push(rateAmount);
    else ratesByPlan.set(ratePlan, [rateAmount]);
  }
  if (roomRates.length === 0) return statusOnly(file.propCode, request, PROPERTY_STATUS.noAvailability, property);

  const currencyCode = ctx.display?.currencyCode ?? file.currencyCode;
  const serviceCharges = wireServiceChargePeriods(property, request);
  const ratePlans: Record<string, WireRatePlan> = {};
  for (const [plan, rates] of ratesByPlan) ratePlans[plan.ratePlanCode] = wireRatePlan(ctx, plan, rates, serviceCharges, file.currencyCode);
  const roomTypes: Record<string, WireRoomType> = {};
  for (const rt of roomTypesShown) roomTypes[rt.roomTypeCode] = wireRoomType(rt, ctx.gds);
  const all = roomRates.map((r) => r.rateAmount);

  const out: PropDcShop = {
    ...statusOnly(file.propCode, request, PROPERTY_STATUS.available, property),
    lengthOfStay: ctx.nights.length,
    numChildren: request.numChildren ?? 0,
    childAges: childAges ?? [],
    adultAge: file.adultAge,
    ageBasedPricing: file.ageBasedPricing,
    currencyCode,
    highRate: Math.max(...all),
    lowRate: Math.min(...all),
    ratePlans,
    roomTypes,
    roomRates,
    taxPeriods: wireTaxPeriods(property, request),
  };
  if (file.ageBasedPricing && file.childAgeRanges) out.childAgeRanges = file.childAgeRanges;
  const accounts = clientAccountsOf(ctx, new Set(ratesByPlan.keys()));
  if (accounts) out.clientAccounts = accounts;
  if (ctx.gds) {
    const text = [...(file.marketingText ?? []), ...[...ratesByPlan.keys()].flatMap((p) => p.marketingText ?? [])];
    if (text.length > 0) out.marketingText = text;
  }
  return out;
}

function accessOf(request: ShopRequest, property: Property, now: string): RatePlanAccess {
  const sentIds = new Set<string>();
  for (const c of request.ratePlanCandidates ?? []) if (c.ratePlanId !== undefined) sentIds.add(c.ratePlanId);
  if (request.travelAgentId !== undefined) sentIds.add(request.travelAgentId);
  const access: RatePlanAccess = { sentIds, daysBeforeArrival: dayNumber(request.arrivalDate) - dayNumber(property.localDate(now)) };
  if (request.promoCode !== undefined) access.promoCode = request.promoCode;
  if (request.ratePlanCandidates !== undefined) access.candidates = request.ratePlanCandidates;
  return access;
}

function shopResolved(
  property: Property,
  request: ShopRequest,
  inventory: InventoryView,
  partner: PartnerContext | undefined,
  now: string,
  deadlines: DeadlineMemo,
  price: PriceStayFunction,
): PropDcShop {
  const file = property.file;
  if (file.status === 'closed') return statusOnly(file.propCode, request, PROPERTY_STATUS.closed, property);
  const access = accessOf(request, property, now);
  if (access.daysBeforeArrival < 0) return statusOnly(file.propCode, request, PROPERTY_STATUS.noAvailability, property);
  const stay: StayRequest = { arrivalDate: request.arrivalDate, departureDate: request.departureDate, numAdults: request.numAdults };
  if (request.numChildren !== undefined) stay.numChildren = request.numChildren;
  if (request.childAges !== undefined) stay.childAges = request.childAges;
  const ctx: PropertyShop = {
    property,
    request,
    access,
    stay,
    nights: nightsOf(request.arrivalDate, request.departureDate),
    displayRateType: partner?.displayRateType ?? 'average',
    gds: request.primaryGdsCode !== undefined,
    deadlines,
    priceStay: price,
  };
  const wanted = request.displayCurrency;
  if (wanted !== undefined && wanted !== file.currencyCode) {
    const exchangeRate = file.exchangeRates?.[wanted];
    if (exchangeRate !== undefined) ctx.display = { currencyCode: wanted, exchangeRate };
  }
  return shopOne(property, ctx, inventory);
}

/**
 * Multi-property shop: one PropDcShop per requested property, in request order. A property code
 * (with its gdsChainCode, when sent) that matches no property gives statusCode 392; a closed
 * property 375; a property with nothing to offer 322 (see {@link PROPERTY_STATUS}).
 */
export function shopProperties(input: ShopInput): PropDcShop[] {
  const { catalog, request, inventory, partner, now } = input;
  const deadlines: DeadlineMemo = new Map();
  return request.props.map(({ propCode, gdsChainCode }) => {
    const property = catalog.properties.get(propCode);
    if (!property || (gdsChainCode !== undefined && property.file.gdsChainCode !== gdsChainCode)) {
      return statusOnly(propCode, request, PROPERTY_STATUS.unknownProperty);
    }
    return shopResolved(property, request, inventory, partner, now, deadlines, input.priceStay ?? priceStay);
  });
}

/**
 * Single-property shop: the PropDcShop of one property, or undefined when the catalog has no such
 * property (the adapter answers 404). Closed and unavailable properties carry their status.
 */
export function shopProperty(input: PropertyShopInput): PropDcShop | undefined {
  const property = input.catalog.properties.get(input.propCode);
  if (!property) return undefined;
  const request: ShopRequest = { ...input.request, props: [{ propCode: input.propCode }] };
  return shopResolved(property, request, input.inventory, input.partner, input.now, new Map(), input.priceStay ?? priceStay);
}
