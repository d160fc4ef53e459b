/**
 * Which rate plans a request may see. Public plans are shown to everyone; a plan with a promo
 * code only to requests sending that code; a plan that requires a client id only to requests
 * sending one of its ids (as a ratePlanCandidates ratePlanId or as travelAgentId). When
 * ratePlanCandidates are sent, only plans matching one of them are shown.
 */
import type { CatalogRatePlan, RatePlanCategory } from '../catalog/catalog-file.js';

/** What a request brings to rate plan eligibility. */
export interface RatePlanAccess {
  promoCode?: string;
  /** Every id the request sent: ratePlanCandidates ratePlanIds and travelAgentId. */
  sentIds: ReadonlySet<string>;
  candidates?: readonly { ratePlanCategory: RatePlanCategory; ratePlanId?: string }[];
  /** Days from the property-local today to arrival. */
  daysBeforeArrival: number;
}

/** The plan's client ids the request sent (the only ones a response may show). */
export function sentClientIds(plan: CatalogRatePlan, access: RatePlanAccess): string[] {
  return (plan.clientIds ?? []).filter((id) => access.sentIds.has(id));
}

function matchesCandidate(plan: CatalogRatePlan, candidate: { ratePlanCategory: RatePlanCategory; ratePlanId?: string }): boolean {
  if (candidate.ratePlanCategory !== plan.ratePlanCategory) return false;
  const id = candidate.ratePlanId;
  return id === undefined || id === plan.ratePlanCode || id === plan.promoCode || (plan.clientIds ?? []).includes(id);
}

/** Why a plan is not open to a request, or undefined when it is. */
export function ratePlanRefusal(plan: CatalogRatePlan, access: RatePlanAccess): 'promoCode' | 'clientId' | 'candidates' | 'bookingWindow' | undefined {
  if (plan.promoCode !== undefined && access.promoCode !== plan.promoCode && !access.sentIds.has(plan.promoCode)) return 'promoCode';
  if (plan.clientIdRequired && sentClientIds(plan, access).length === 0) return 'clientId';
  if (access.candidates && !access.candidates.some((c) => matchesCandidate(plan, c))) return 'candidates';
  if (access.daysBeforeArrival < (plan.minDaysInAdvance ?? 0)) return 'bookingWindow';
  return undefined;
}
