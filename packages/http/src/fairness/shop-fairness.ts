/**
 * No partner can take the service from others with shops (DESIGN section 6): a shop's work is
 * bounded per request (its cost, properties x nights x rate products, at most SHOP_MAX_COST) and
 * per partner (at most SHOP_CONCURRENCY shops in flight). Beyond either the answer is 429 with
 * Retry-After and an ErrorDetail saying which bound and what to do; nothing is computed.
 */
import type { Context } from 'hono';
import type { Catalog } from '@direct-connect/hotel';
import { errorDetail, type ErrorDetail, type NotificationCode } from '@direct-connect/validation';
import { JSON_HEADERS } from '../requests/json-reply.js';

/** Notification code of a shop over SHOP_MAX_COST. */
export const SHOP_TOO_LARGE = 'SHOP_TOO_LARGE' satisfies NotificationCode;
/** Notification code of a shop beyond SHOP_CONCURRENCY. */
export const TOO_MANY_SHOPS = 'TOO_MANY_SHOPS' satisfies NotificationCode;

/** Retry-After of a 429 for too many shops in flight: they take well under a second each. */
export const SHOP_RETRY_AFTER_SECONDS = 1;
/** Retry-After of a 429 for a shop over the cost bound: the same shop will be refused again; split it. */
export const SHOP_TOO_LARGE_RETRY_AFTER_SECONDS = 60;

/** Nights between two ISO dates (0 when the departure is not after the arrival). */
function nightsOf(arrivalDate: string, departureDate: string): number {
  return Math.max(0, Math.round((Date.parse(departureDate) - Date.parse(arrivalDate)) / 86_400_000));
}

/** A shop's cost: nights x the rate products of every requested catalog property (unknown ones cost nothing). */
export function shopCost(catalog: Catalog, propCodes: readonly string[], arrivalDate: string, departureDate: string): number {
  const products = propCodes.reduce((sum, code) => sum + (catalog.properties.get(code)?.products.length ?? 0), 0);
  return products * nightsOf(arrivalDate, departureDate);
}

/** Why a shop is not admitted: its body and Retry-After. */
export interface ShopRefusal {
  retryAfterSeconds: number;
  body: ErrorDetail;
}

/** A gate's answer: admitted (call `done` once the shop settles), or refused. */
export type ShopAdmission = { ok: true; done: () => void } | { ok: false; refusal: ShopRefusal };

/**
 * Admits shops within the bounds; each admitted shop must call its `done` exactly once. The
 * gate of a worker of WORKERS=N asks its primary, hence the promise (fairness/cluster-limits.ts).
 */
export interface ShopGate {
  admit(partnerId: string, cost: number): ShopAdmission | Promise<ShopAdmission>;
}

/** The bounds of a {@link shopGate}. */
export interface ShopGateOptions {
  maxCost: number;
  maxConcurrentPerPartner: number;
}

/** A {@link ShopGate} that answers at once. */
export interface LocalShopGate extends ShopGate {
  admit(partnerId: string, cost: number): ShopAdmission;
  /** Shops in flight for a partner (tests, figures). */
  inFlight(partnerId: string): number;
}

/** A gate counting this process's shops in flight per partner (with WORKERS=N, the primary's: the machine's). */
export function shopGate(options: ShopGateOptions): LocalShopGate {
  const inFlight = new Map<string, number>();
  return {
    admit(partnerId, cost) {
      if (cost > options.maxCost) {
        const message = `This shop costs ${cost} product-nights (properties x nights x rate products); at most ${options.maxCost} per request. Shop fewer properties or nights per request.`;
        return { ok: false, refusal: { retryAfterSeconds: SHOP_TOO_LARGE_RETRY_AFTER_SECONDS, body: errorDetail([{ code: SHOP_TOO_LARGE, fields: ['props'], message }], 'request', 429) } };
      }
      const current = inFlight.get(partnerId) ?? 0;
      if (current >= options.maxConcurrentPerPartner) {
        const message = `This partner already has ${current} shops in flight, the most allowed (${options.maxConcurrentPerPartner}); retry after ${SHOP_RETRY_AFTER_SECONDS} second.`;
        return { ok: false, refusal: { retryAfterSeconds: SHOP_RETRY_AFTER_SECONDS, body: errorDetail([{ code: TOO_MANY_SHOPS, fields: [], message }], 'request', 429) } };
      }
      inFlight.set(partnerId, current + 1);
      let released = false;
      return {
        ok: true,
        done() {
          if (released) return;
          released = true;
          const left = (inFlight.get(partnerId) ?? 1) - 1;
          if (left <= 0) inFlight.delete(partnerId);
          else inFlight.set(partnerId, left);
        },
      };
    },
    inFlight: (partnerId) => inFlight.get(partnerId) ?? 0,
  };
}

/**
 * Runs `work` if `gate` admits a shop of `cost` for `partnerId`; otherwise the 429 refusal with
 * its Retry-After. The shop counts as in flight until `work` settles.
 */
export async function withinShopBounds(c: Context, gate: ShopGate, partnerId: string, cost: number, work: () => Promise<Response>): Promise<Response> {
  const admitted = await gate.admit(partnerId, cost);
  if (!admitted.ok) return c.json(admitted.refusal.body, 429, { ...JSON_HEADERS, 'Retry-After': String(admitted.refusal.retryAfterSeconds) });
  try {
    return await work();
  } finally {
    admitted.done();
  }
}
