/**
 * The per-partner bound behind shops and writes (DESIGN section 6): each request admitted
 * carries a weight (a shop weighs 1, a write its room-nights), and a partner may have at most
 * `maxInFlight` of weight in flight at once; a request alone is always admitted whatever its
 * weight, unless it is over a per-request bound. Beyond either the answer is 429 with
 * Retry-After and an ErrorDetail saying which bound and what to do; nothing is computed.
 */
import type { Context } from 'hono';
import type { ErrorDetail } from '@direct-connect/validation';
import { JSON_HEADERS } from '../requests/json-reply.js';

/** Why a request is not admitted: its body and Retry-After. */
export interface GateRefusal {
  retryAfterSeconds: number;
  body: ErrorDetail;
}

/** A gate's answer: admitted (call `done` once the request settles), or refused. */
export type GateAdmission = { ok: true; done: () => void } | { ok: false; refusal: GateRefusal };

/** An admission whose `done` runs `release` once, however often it is called. */
export function admittedOnce(release: () => void): GateAdmission {
  let released = false;
  return {
    ok: true,
    done() {
      if (released) return;
      released = true;
      release();
    },
  };
}

/**
 * Admits requests within the bounds; each admitted request must call its `done` exactly once.
 * The gate of a worker of WORKERS=N asks its primary, hence the promise (fairness/cluster-limits.ts).
 */
export interface PartnerGate {
  admit(partnerId: string, cost: number): GateAdmission | Promise<GateAdmission>;
}

/** A {@link PartnerGate} that answers at once. */
export interface LocalPartnerGate extends PartnerGate {
  admit(partnerId: string, cost: number): GateAdmission;
  /** Weight in flight for a partner (tests, figures). */
  inFlight(partnerId: string): number;
}

/** The bounds and refusals of a {@link partnerGate}. */
export interface PartnerGateOptions {
  /** Weight one partner may have in flight at once. */
  maxInFlight: number;
  /** The weight a request of `cost` counts for while in flight. */
  weightOf(cost: number): number;
  /** The refusal of a request over a per-request bound (checked first), or undefined. */
  tooLarge?(cost: number): GateRefusal | undefined;
  /** The refusal when the partner's weight in flight (`inFlight`) leaves no room for this one. */
  tooMany(inFlight: number): GateRefusal;
}

/** A gate counting this process's weight in flight per partner (with WORKERS=N, the primary's: the machine's). */
export function partnerGate(options: PartnerGateOptions): LocalPartnerGate {
  const inFlight = new Map<string, number>();
  return {
    admit(partnerId, cost) {
      const tooLarge = options.tooLarge?.(cost);
      if (tooLarge !== undefined) return { ok: false, refusal: tooLarge };
      const weight = options.weightOf(cost);
      const current = inFlight.get(partnerId) ?? 0;
      if (current > 0 && current + weight > options.maxInFlight) return { ok: false, refusal: options.tooMany(current) };
      if (current === 0 && options.maxInFlight < 1) return { ok: false, refusal: options.tooMany(current) };
      inFlight.set(partnerId, current + weight);
      return admittedOnce(() => {
        const left = (inFlight.get(partnerId) ?? weight) - weight;
        if (left <= 0) inFlight.delete(partnerId);
        else inFlight.set(partnerId, left);
      });
    },
    inFlight: (partnerId) => inFlight.get(partnerId) ?? 0,
  };
}

/**
 * Runs `work` if `gate` admits a request of `cost` for `partnerId`; otherwise the 429 refusal
 * with its Retry-After. The request counts as in flight until `work` settles.
 */
export async function withinPartnerBounds(c: Context, gate: PartnerGate, partnerId: string, cost: number, work: () => Promise<Response>): Promise<Response> {
  const admitted = await gate.admit(partnerId, cost);
  if (!admitted.ok) return c.json(admitted.refusal.body, 429, { ...JSON_HEADERS, 'Retry-After': String(admitted.refusal.retryAfterSeconds) });
  try {
    return await work();
  } finally {
    admitted.done();
  }
}
