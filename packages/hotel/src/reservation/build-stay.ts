/**
 * One room stay of a reservation request, resolved against the catalog and priced with the same
 * engine as the shop: the stay exactly as reads return it, or why it cannot be booked.
 */
import { commissionAmount, depositAmount, pricedStayAsNumbers, priceStay } from '@direct-connect/pricing';
import type { StayRequest } from '@direct-connect/pricing';
import type { Product, Property } from '../catalog/catalog.js';
import { productKey } from '../catalog/catalog.js';
import { dayNumber } from '../calendar/nights.js';
import { childrenOf } from '../wire/room-children.js';
import { rateOverrideProblem } from './rate-override-refusal.js';
import type { PartnerContext } from '../partner.js';
import { cancellationTerms } from '../policy/cancellation-terms.js';
import { clientAccountRefusal } from './client-account-refusal.js';
import { ratePlanRefusal } from '../shop/rate-plan-eligibility.js';
import { wireStayRateDetail, wireTotals } from '../wire/priced-stay-wire.js';
import type { ReservationRequest, RoomStay } from '../wire/requests.js';
import type { ReservationStay } from '../wire/reservation-stay.js';
import { storedPaymentCard } from './payment-card-mask.js';
import { requestedProduct } from './requested-product.js';
import type { Refusal } from './reservation-record.js';
import { withRequestData } from './stay-request-data.js';

/** Ids and times of the stay being built. */
export interface StayIdentity {
  confNumber: string;
  gnrNumber: number;
  /** resCreateDate (ISO date-time). */
  createdAt: string;
  /** lastResModifyDate, and the instant booking windows are measured from. */
  now: string;
  /**
   * The stay being priced again has begun (a modify of an in-house stay, in-house-stay.ts): its
   * arrival before the property's local today is its own, and its rate plan's booking window was
   * met when it was booked.
   */
  begun?: boolean;
}

const RATE_PLAN_NAME_MAX = 60;

function refuse(code: Refusal['code'], message: string, fields: string[]): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: { code, message, fields } };
}

/**
 * The product a room stay asks for: by room type and rate plan codes, or by bookingCode. A code
 * sent with a bookingCode is the other half of it (`requestedProduct`, as a modify reads it):
 * `roomTypeCode: KNG` with `bookingCode: KNGRAC` books KNG at RAC, with `QQNRAC` it is refused.
 */
function productOf(property: Property, roomStay: RoomStay, path: string): { ok: true; product: Product } | { ok: false; refusal: Refusal } {
  if (roomStay.roomTypeCode !== undefined || roomStay.ratePlanCode !== undefined) {
    const { roomTypeCode, ratePlanCode } = requestedProduct(property, roomStay);
    if ((roomTypeCode === undefined || ratePlanCode === undefined) && roomStay.bookingCode !== undefined) {
      return refuse('unknownBookingCode', `bookingCode ${roomStay.bookingCode} is not offered by ${property.file.propCode}`, [`${path}.bookingCode`]);
    }
    if (roomTypeCode === undefined) return refuse('unknownRoomType', 'send roomTypeCode with ratePlanCode, or a bookingCode alone', [`${path}.roomTypeCode`]);
    if (!property.roomTypes.has(roomTypeCode)) {
      return refuse('unknownRoomType', `room type ${roomTypeCode} is not offered by ${property.file.propCode}`, [`${path}.roomTypeCode`]);
    }
    if (ratePlanCode === undefined) return refuse('unknownRatePlan', 'send ratePlanCode with roomTypeCode, or a bookingCode alone', [`${path}.ratePlanCode`]);
    if (!property.ratePlans.has(ratePlanCode)) {
      return refuse('unknownRatePlan', `rate plan ${ratePlanCode} is not offered by ${property.file.propCode}`, [`${path}.ratePlanCode`]);
    }
    const product = property.productByCodes.get(productKey(roomTypeCode, ratePlanCode));
    if (!product) return refuse('unknownRatePlan', `rate plan ${ratePlanCode} is not sold for room type ${roomTypeCode}`, [`${path}.ratePlanCode`]);
    if (roomStay.bookingCode !== undefined && roomStay.bookingCode !== product.bookingCode) {
      return refuse('unknownBookingCode', `bookingCode ${roomStay.bookingCode} does not match ${roomTypeCode} / ${ratePlanCode} (${product.bookingCode})`, [`${path}.bookingCode`]);
    }
    return { ok: true, product };
  }
  const product = roomStay.bookingCode === undefined ? undefined : property.productByBookingCode.get(roomStay.bookingCode);
  if (!product) return refuse('unknownBookingCode', 'send roomTypeCode and ratePlanCode, or a bookingCode of this property', [`${path}.bookingCode`]);
  return { ok: true, product };
}

/**
 * The refusal of a stay asking for a crib or a rollaway bed its product does not offer, in the
 * partner's terms: pricing names the count at fault (`numCribs` or `numRollAways`), and its
 * message speaks of the catalog's rate entries, which a partner cannot act on.
 */
function extraBedRefusal(product: Product, field: string | undefined, path: string): { ok: false; refusal: Refusal } {
  const crib = field === 'numCribs';
  const what = crib ? 'cribs' : 'rollaway beds';
  return refuse('notPriced', `room type ${product.roomType.roomTypeCode} at rate plan ${product.ratePlan.ratePlanCode} offers no ${what} for this stay`, [`${path}.${crib ? 'numCribs' : 'numRollAways'}`]);
}

/**
 * A room stay whose guests the rate table cannot price (a night's rates name no rate for that
 * many adults and no extraPersonRate, or no child rate for an age range): pricing's message
 * names the catalog's rate entries (`rates[12] has no rate3Person...`), which mean nothing to
 * a partner, so the refusal says it in the partner's terms and names the occupancy it sent.
 */
function occupancyNotSoldRefusal(product: Product, stay: StayRequest, path: string, date: string | undefined): { ok: false; refusal: Refusal } {
  const children = stay.numChildren ?? 0;
  const guests = `${stay.numAdults} adult(s)${children > 0 ? ` and ${children} child(ren)${stay.childAges ? ` aged ${stay.childAges.join(', ')}` : ''}` : ''}`;
  const fields = [`${path}.numAdults`, ...(children > 0 ? [`${path}.numChildren`] : []), ...(stay.childAges !== undefined && children > 0 ? [`${path}.childAges`] : [])];
  return refuse('notPriced', `room type ${product.roomType.roomTypeCode} at rate plan ${product.ratePlan.ratePlanCode} is not sold for ${guests}${date ? ` on ${date}` : ''}: book another room type or rate plan`, fields);
}

/**
 * Whether a rate entry is in force on `date` (one dated on or before it): then a night pricing
 * finds no rate for is a gap of the entry for the stay's guests, not a night the plan is not sold.
 */
function hasRateEntryFor(product: Product, date: string | undefined): boolean {
  return date !== undefined && product.rateProduct.product.rates.some((rate) => rate.effectiveDate <= date);
}

/**
 * The refusal of a room stay asking for more cribs and rollaway beds than its room type takes
 * guests, or undefined. The spec bounds neither count; each is a bed for someone in the room, and
 * a room holds no more of them than the guests it takes. Unbounded, `numRollAways: 1e9` booked a
 * stay of 50 billion dollars and `1e21` one whose total no JSON number carries exactly.
 */
export function extraBedCountRefusal(roomTypeCode: string, roomOccupancy: number, roomStay: Pick<RoomStay, 'numCribs' | 'numRollAways'>, path: string): Refusal | undefined {
  const cribs = roomStay.numCribs ?? 0;
  const rollaways = roomStay.numRollAways ?? 0;
  if (cribs + rollaways <= roomOccupancy) return undefined;
  const fields = [...(cribs > 0 ? [`${path}.numCribs`] : []), ...(rollaways > 0 ? [`${path}.numRollAways`] : [])];
  return { code: 'occupancyExceeded', message: `room type ${roomTypeCode} takes at most ${roomOccupancy} guests, so at most ${roomOccupancy} cribs and rollaway beds`, fields };
}

/**
 * The refusal of a room stay whose `advancePurchase` is not what its rate plan is, or undefined
 * when it is left out or agrees: `true` asks for a prepaid advance purchase plan, `false` for a
 * plan that is not one, and a booking that meets neither is refused, never made in its place.
 */
export function advancePurchaseRefusal(ratePlanCode: string, advancePurchase: boolean, sent: boolean | undefined, path: string): Refusal | undefined {
  if (sent === undefined || sent === advancePurchase) return undefined;
  const message = sent
    ? `rate plan ${ratePlanCode} is not an advance purchase plan`
    : `rate plan ${ratePlanCode} is an advance purchase plan (prepaid, booked ahead): book another plan, or leave advancePurchase out`;
  return { code: 'ratePlanNotEligible', message, fields: [`${path}.advancePurchase`] };
}

/**
 * The refusal of a room stay whose `smokingRoom` is not what its room type is (the room type
 * decides: a non-smoking room is not made smoking by the request), or undefined when it is left
 * out or agrees. A preference the stay cannot honour is refused, never dropped.
 */
export function smokingRoomRefusal(roomTypeCode: string, smokingRoom: boolean, sent: boolean | undefined, path: string): Refusal | undefined {
  if (sent === undefined || sent === smokingRoom) return undefined;
  return {
    code: 'ratePlanNotEligible',
    message: `room type ${roomTypeCode} is a ${smokingRoom ? 'smoking' : 'non-smoking'} room: book a ${sent ? 'smoking' : 'non-smoking'} room type, or leave smokingRoom out`,
    fields: [`${path}.smokingRoom`],
  };
}

/**
 * Builds the stay of `request.roomStays[index]`, or refuses it naming the fields. Checks rate plan
 * eligibility (promo code: the plan's own or none; client accounts, booking window, advance
 * purchase), the smoking preference against the room type, occupancy and extra beds, guarantee method and rate
 * overrides; inventory is checked by the caller over all rooms at once. The stay shares no object
 * with the catalog or the request: it is stored and returned as it is.
 */
export function buildStay(property: Property, request: ReservationRequest, index: number, id: StayIdentity, partner: PartnerContext | undefined): { ok: true; stay: ReservationStay; product: Product } | { ok: false; refusal: Refusal } {
  const path = `roomStays[${index}]`;
  const roomStay = request.roomStays[index] as RoomStay;
  const file = property.file;
  const found = productOf(property, roomStay, path);
  if (!found.ok) return found;
  const { product } = found;
  const plan = product.ratePlan;

  const accountRefusal = clientAccountRefusal(property, request);
  if (accountRefusal) return { ok: false, refusal: accountRefusal };
  const access = {
    sentIds: new Set<string>(),
    clientIds: new Set((request.clientAccounts ?? []).map((c) => c.clientId)),
    daysBeforeArrival: dayNumber(roomStay.arrivalDate) - dayNumber(property.localDate(id.now)),
    ...(roomStay.promoCode !== undefined ? { promoCode: roomStay.promoCode } : {}),
  };
  if (access.daysBeforeArrival < 0 && id.begun !== true) return refuse('bookingWindow', `arrival ${roomStay.arrivalDate} is before the property's local today`, [`${path}.arrivalDate`]);
  const closed = ratePlanRefusal(plan, id.begun === true ? { ...access, daysBeforeArrival: Number.POSITIVE_INFINITY } : access);
  if (closed === 'promoCode') return refuse('ratePlanNotEligible', `rate plan ${plan.ratePlanCode} needs its promo code`, [`${path}.promoCode`]);
  if (closed === 'clientId') return refuse('ratePlanNotEligible', `rate plan ${plan.ratePlanCode} needs a client account it is negotiated for`, ['clientAccounts']);
  if (closed === 'bookingWindow') {
    return refuse('bookingWindow', `rate plan ${plan.ratePlanCode} must be booked at least ${plan.minDaysInAdvance ?? 0} days before arrival`, [`${path}.ratePlanCode`, `${path}.arrivalDate`]);
  }
  if (roomStay.promoCode !== undefined && roomStay.promoCode !== plan.promoCode) {
    const taken = plan.promoCode === undefined ? 'takes no promo code' : `is booked with promo code ${plan.promoCode}`;
    return refuse('ratePlanNotEligible', `rate plan ${plan.ratePlanCode} ${taken}, not ${roomStay.promoCode}: book the plan of that code, or leave promoCode out`, [`${path}.promoCode`]);
  }
  const advance = advancePurchaseRefusal(plan.ratePlanCode, plan.advancePurchase === true, roomStay.advancePurchase, path);
  if (advance) return { ok: false, refusal: advance };
  const smoking = smokingRoomRefusal(product.roomType.roomTypeCode, product.roomType.smokingRoom === true, roomStay.smokingRoom, path);
  if (smoking) return { ok: false, refusal: smoking };
  const children = childrenOf(roomStay);
  const guests = roomStay.numAdults + (children ?? 0);
  if (guests > product.roomType.roomOccupancy) {
    return refuse('occupancyExceeded', `room type ${product.roomType.roomTypeCode} takes at most ${product.roomType.roomOccupancy} guests`, [`${path}.numAdults`, `${path}.numChildren`]);
  }
  const extraBeds = extraBedCountRefusal(product.roomType.roomTypeCode, product.roomType.roomOccupancy, roomStay, path);
  if (extraBeds) return { ok: false, refusal: extraBeds };
  if (!plan.guarantee.guaranteeMethods.includes(request.guarantee.guarMethodCode)) {
    return refuse('guaranteeMethodNotAccepted', `rate plan ${plan.ratePlanCode} accepts guarantee methods ${plan.guarantee.guaranteeMethods.join(', ')}`, ['guarantee.guarMethodCode']);
  }
  if (roomStay.rateOverrides !== undefined && partner?.rateOverridesAllowed !== true) {
    return refuse('rateOverrideNotAllowed', 'this channel may not override rates', [`${path}.rateOverrides`]);
  }
  const overrideProblem = rateOverrideProblem(roomStay, product.rateProduct.product.currencyCode, path);
  if (overrideProblem) return refuse('notPriced', overrideProblem.message, [overrideProblem.field]);

  const stayRequest: StayRequest = { arrivalDate: roomStay.arrivalDate, departureDate: roomStay.departureDate, numAdults: roomStay.numAdults };
  if (children !== undefined) stayRequest.numChildren = children;
  if (roomStay.childAges !== undefined) stayRequest.childAges = roomStay.childAges;
  if (roomStay.numCribs !== undefined) stayRequest.numCribs = roomStay.numCribs;
  if (roomStay.numRollAways !== undefined) stayRequest.numRollAways = roomStay.numRollAways;
  if (roomStay.rateOverrides !== undefined) stayRequest.rateOverrides = roomStay.rateOverrides;
  const result = priceStay(product.rateProduct, stayRequest, { displayRateType: partner?.displayRateType ?? 'average' });
  if (!result.ok) {
    if (result.reason === 'extraBedNotOffered') return extraBedRefusal(product, result.field, path);
    if (result.reason === 'noRateForNight' && hasRateEntryFor(product, result.date)) return occupancyNotSoldRefusal(product, stayRequest, path, result.date);
    // Pricing names the stay's field it refuses, when one is at fault; else the stay's dates are.
    const fields = result.field !== undefined ? [`${path}.${result.field}`] : [`${path}.arrivalDate`, `${path}.departureDate`];
    return refuse(result.reason === 'occupancyExceeded' ? 'occupancyExceeded' : 'notPriced', result.message, fields);
  }
  const priced = result.value;
  const shown = pricedStayAsNumbers(priced);

  const stay: ReservationStay = {
    confNumber: id.confNumber,
    gnrNumber: id.gnrNumber,
    propCode: file.propCode,
    resStatus: 'confirmed',
    resCreateDate: id.createdAt,
    lastResModifyDate: id.now,
    arrivalDate: roomStay.arrivalDate,
    departureDate: roomStay.departureDate,
    numRooms: 1,
    numAdults: roomStay.numAdults,
    numChildren: children ?? 0,
    childAges: priced.childAges,
    adultAge: file.adultAge,
    ageBasedPricing: file.ageBasedPricing,
    bookingCode: product.bookingCode,
    guest: structuredClone(request.guest),
    ratePlan: {
      ratePlanCode: plan.ratePlanCode,
      ratePlanName: (plan.ratePlanDesc[0] ?? plan.ratePlanCode).slice(0, RATE_PLAN_NAME_MAX),
      advancePurchase: plan.advancePurchase === true,
      serviceChargesAndTaxesIncluded: plan.serviceChargesAndTaxesIncluded === true,
    },
    roomType: {
      roomTypeCode: product.roomType.roomTypeCode,
      roomTypeDesc: [...product.roomType.roomTypeDesc],
      roomOccupancy: product.roomType.roomOccupancy,
      extraBedPermitted: product.roomType.extraBedPermitted === true,
      smokingRoom: product.roomType.smokingRoom === true,
    },
    guarantee: {
      guarMethodCode: request.guarantee.guarMethodCode,
      guarPolicyCode: plan.guarantee.guarPolicyCode,
      guarPolicyDesc: plan.guarantee.guarPolicyDesc,
      ...cancellationTerms(plan.cancellation, roomStay.arrivalDate, file.timeZone),
    },
    cost: {
      ...wireTotals(shown),
      guestTotalCostAfterTax: shown.guestTotalCostAfterTax,
      currencyCode: priced.currencyCode,
      serviceChargesInTaxCalc: file.serviceChargesInTaxCalc === true,
      chargeTotals: shown.chargeTotals,
      rateDetails: shown.rateDetails.map(wireStayRateDetail),
    },
    bookingMessages: [{ startDate: roomStay.arrivalDate, endDate: roomStay.departureDate, message: plan.cancellation.cxlPolicyDesc }],
  };
  if (roomStay.numCribs !== undefined) stay.numCribs = roomStay.numCribs;
  if (roomStay.numRollAways !== undefined) stay.numRollAways = roomStay.numRollAways;
  if (file.ageBasedPricing && file.childAgeRanges) stay.childAgeRanges = file.childAgeRanges.map((r) => ({ ...r }));
  if (plan.promoCode !== undefined) stay.ratePlan.promoCode = plan.promoCode;
  if (file.serviceChargeDesc) stay.cost.serviceChargeDesc = file.serviceChargeDesc;
  if (plan.meals) stay.cost.meals = { ...plan.meals };
  const methodDesc = plan.guarantee.methodDescs?.[request.guarantee.guarMethodCode];
  if (methodDesc !== undefined) stay.guarantee.guarMethodDesc = methodDesc;
  const deposit = depositAmount(plan.deposit, priced);
  if (deposit !== undefined) stay.guarantee.deposit = { amount: Number(deposit), dueDate: property.localDate(id.now), currencyCode: priced.currencyCode };
  if (request.guarantee.paymentCard) stay.guarantee.paymentCard = storedPaymentCard(request.guarantee.paymentCard);
  if (plan.commission) {
    const c = plan.commission;
    stay.commission = { amount: Number(commissionAmount({ type: c.commissionType, amount: c.commissionAmount }, priced)), type: c.commissionType };
    if (c.payTo !== undefined) stay.commission.payTo = c.payTo;
    if (c.centralPay !== undefined) stay.commission.centralPay = c.centralPay;
  }
  return { ok: true, stay: withRequestData(stay, request, roomStay), product };
}
