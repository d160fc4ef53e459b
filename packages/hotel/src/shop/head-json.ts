/**
 * The reply's rate plans and room types (spec RatePlan, RoomType of a PropDcShop) written as JSON
 * text from pieces written once per catalog object: they are catalog facts, not per stay, so a
 * shop only writes its per-stay members (highRate, lowRate, the cancellation deadlines, the
 * service charge periods, clientIds, displayCurrency) between them. The text is byte for byte
 * `JSON.stringify` of shop.ts' wireRatePlan / wireRoomType objects (tested in head-json.test.ts
 * and shop-price-function.test.ts).
 * The pieces are kept in WeakMaps keyed by the catalog's own objects, so they live as long as the
 * catalog version that holds them (bounded by its rate plans and room types).
 *
 * Measured (2026-11-25, varied single-property NYCDC shops in one process, the old and new hotel
 * bundles interleaved in rounds of 150 shops, CPU medians of 150 rounds, both load orders):
 * about 0.965 x the shop's CPU before (JSON.stringify of the reply's head
 * alone was about 20 of the shop's 550 µs; an A/A of the same tool read 0.998 and 1.038).
 */
import type { CatalogRatePlan, CatalogRoomType } from '../catalog/catalog-file.js';

/** `,"key":value,…` of the members of `object` that JSON.stringify writes ('' when none). */
function members(object: object): string {
  const text = JSON.stringify(object);
  return text === '{}' ? '' : `,${text.slice(1, -1)}`;
}

/** A rate plan's RatePlan text around its per-stay members. */
export interface RatePlanPieces {
  /** `{"ratePlanCode":…,…,"serviceChargesAndTaxesIncluded":…` (highRate next). */
  readonly head: string;
  /** `,"commissionable":…,"clientIdRequired":…` (currencyCode next). */
  readonly flags: string;
  /** `,"cxlPolicyCode":…,"cxlPolicyDesc":…` (the deadlines next, when refundable). */
  readonly terms: string;
  /** `,"guarPolicyCode":…,"guarPolicyDesc":…,"guaranteeMethods":…` and promoCode (serviceChargePeriods next). */
  readonly guarantee: string;
  /** `,"commissionType":…,"commissionAmount":…` ('' without commission; clientIds next). */
  readonly commission: string;
  /** depositDesc, then gdsFlags, for a shop without and with a GDS code (closing brace not included). */
  readonly tail: string;
  readonly tailGds: string;
}

/** A RatePlan's first members, in the spec's order: catalog facts up to serviceChargesAndTaxesIncluded (highRate next). */
export function ratePlanHead(plan: CatalogRatePlan) {
  return {
    ratePlanCode: plan.ratePlanCode,
    ratePlanDesc: plan.ratePlanDesc,
    ratePlanOrder: plan.ratePlanOrder,
    ratePlanCategory: plan.ratePlanCategory,
    advancePurchase: plan.advancePurchase === true,
    serviceChargesAndTaxesIncluded: plan.serviceChargesAndTaxesIncluded === true,
  };
}

const planPieces = new WeakMap<CatalogRatePlan, RatePlanPieces>();

/** The {@link RatePlanPieces} of a rate plan, written once. */
export function ratePlanPieces(plan: CatalogRatePlan): RatePlanPieces {
  let pieces = planPieces.get(plan);
  if (pieces === undefined) {
    const head = JSON.stringify(ratePlanHead(plan)).slice(0, -1);
    const flags = members({ commissionable: plan.commission !== undefined, clientIdRequired: plan.clientIdRequired === true });
    const terms = members({ cxlPolicyCode: plan.cancellation.cxlPolicyCode, cxlPolicyDesc: plan.cancellation.cxlPolicyDesc });
    const guarantee = members({
      guarPolicyCode: plan.guarantee.guarPolicyCode,
      guarPolicyDesc: plan.guarantee.guarPolicyDesc,
      guaranteeMethods: plan.guarantee.guaranteeMethods,
      promoCode: plan.promoCode,
    });
    const commission = plan.commission ? members({ commissionType: plan.commission.commissionType, commissionAmount: Number(plan.commission.commissionAmount) }) : '';
    const deposit = plan.depositDesc ? members({ depositDesc: plan.depositDesc }) : '';
    const tailGds = plan.gdsFlags ? `${deposit}${members({ gdsFlags: plan.gdsFlags })}` : deposit;
    pieces = { head, flags, terms, guarantee, commission, tail: deposit, tailGds };
    planPieces.set(plan, pieces);
  }
  return pieces;
}

/** RoomType texts of a room type, without and with a GDS code. */
const roomTypeTexts = new WeakMap<CatalogRoomType, [string | undefined, string | undefined]>();

/** The JSON text of a room type's RoomType (`write` builds its object), written once per room type and GDS flag. */
export function roomTypeJson<T>(rt: CatalogRoomType, gds: boolean, write: (rt: CatalogRoomType, gds: boolean) => T): string {
  let texts = roomTypeTexts.get(rt);
  if (texts === undefined) {
    texts = [undefined, undefined];
    roomTypeTexts.set(rt, texts);
  }
  const at = gds ? 1 : 0;
  let text = texts[at];
  if (text === undefined) {
    text = JSON.stringify(write(rt, gds));
    texts[at] = text;
  }
  return text;
}

/**
 * The JSON text of a Record whose members are already JSON text: `JSON.stringify` of the object
 * with those values, in the same order (the Record is a plain object, so integer-like keys come
 * first exactly as they would in the object the text stands for).
 */
export function recordJson(texts: Record<string, string>): string {
  let out = '{';
  let first = true;
  for (const key of Object.keys(texts)) {
    out += `${first ? '' : ','}${JSON.stringify(key)}:${texts[key] as string}`;
    first = false;
  }
  return `${out}}`;
}
