/**
 * No partner can take the service from others with shops (DESIGN section 6): a shop's work is
 * bounded per request (its cost, properties x nights x rate products, at most SHOP_MAX_COST) and
 * per partner (at most SHOP_CONCURRENCY shops in flight), by the partner gate writes share
 * (partner-gate.ts). Beyond either the answer is 429 with Retry-After and an ErrorDetail saying
 * which bound and what to do; nothing is computed.
 */
import type { Catalog } from '@direct-connect/hotel';
import { errorDetail, type NotificationCode } from '@direct-connect/validation';
import { partnerGate, withinPartnerBounds, type GateAdmission, type GateRefusal, type LocalPartnerGate, type PartnerGate } from './partner-gate.js';

/** Notification code of a shop over SHOP_MAX_COST. */
export const SHOP_TOO_LARGE = 'SHOP_TOO_LARGE' satisfies NotificationCode;
/** Notification code of a shop beyond SHOP_CONCURRENCY. */
export const TOO_MANY_SHOPS = 'TOO_MANY_SHOPS' satisfies NotificationCode;

/** Retry-After of a 429 for too many shops in flight: they take well under a second each. */
export const SHOP_RETRY_AFTER_SECONDS = 1;
/** Retry-After of a 429 for a shop over the cost bound: the same shop will be refused again; split it. */
export const SHOP_TOO_LARGE_RETRY_AFTER_SECONDS = 60;

/** Nights between two ISO dates (0 when the departure is not after the arrival). */
export function nightsOf(arrivalDate: string, departureDate: string): number {
  return Math.max(0, Math.round((Date.parse(departureDate) - Date.parse(arrivalDate)) / 86_400_000));
}

/** A shop's cost: nights x the rate products of every requested catalog property (unknown ones cost nothing). */
export function shopCost(catalog: Catalog, propCodes: readonly string[], arrivalDate: string, departureDate: string): number {
  const products = propCodes.reduce((sum, code) => sum + (catalog.properties.get(code)?.products.length ?? 0), 0);
  return products * nightsOf(arrivalDate, departureDate);
}

/** Why a shop is not admitted: its body and Retry-After. */
export type ShopRefusal = GateRefusal;

/** A gate's answer: admitted (call `done` once the shop settles), or refused. */
export type ShopAdmission = GateAdmission;

/**
 * Admits shops within the bounds; each admitted shop must call its `done` exactly once. The
 * gate of a worker of WORKERS=N asks its primary, hence the promise (fairness/cluster-limits.ts).
 */
export type ShopGate = PartnerGate;

/** The bounds of a {@link shopGate}. */
export interface ShopGateOptions {
  maxCost: number;
  maxConcurrentPerPartner: number;
}

/** A {@link ShopGate} that answers at once. */
export type LocalShopGate = LocalPartnerGate;

/** A gate counting this process's shops in flight per partner (with WORKERS=N, the primary's: the machine's): each shop weighs 1. */
export function shopGate(options: ShopGateOptions): LocalShopGate {
  return partnerGate({
    maxInFlight: options.maxConcurrentPerPartner,
    weightOf: () => 1,
    tooLarge(cost) {
      if (cost <= options.maxCost) return undefined;
      const message = `This shop costs ${cost} product-nights (properties x nights x rate products); at most ${options.maxCost} per request. Shop fewer properties or nights per request.`;
      return { retryAfterSeconds: SHOP_TOO_LARGE_RETRY_AFTER_SECONDS, body: errorDetail([{ code: SHOP_TOO_LARGE, fields: ['props'], message }], 'request', 429) };
    },
    tooMany(current) {
      const message = `This partner already has ${current} shops in flight, the most allowed (${options.maxConcurrentPerPartner}); retry after ${SHOP_RETRY_AFTER_SECONDS} second.`;
      return { retryAfterSeconds: SHOP_RETRY_AFTER_SECONDS, body: errorDetail([{ code: TOO_MANY_SHOPS, fields: [], message }], 'request', 429) };
    },
  });
}

/**
 * Runs `work` if `gate` admits a shop of `cost` for `partnerId`; otherwise the 429 refusal with
 * its Retry-After. The shop counts as in flight until `work` settles.
 */
export const withinShopBounds = withinPartnerBounds;
