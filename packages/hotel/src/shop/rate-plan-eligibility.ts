/**
 * Which rate plans a request may see. Public plans are shown to everyone; a plan with a promo
 * code only to requests sending that code; a plan that requires a client id only to requests
 * sending one of its ids (as a ratePlanCandidates ratePlanId, as travelAgentId, or as a
 * reservation's client account). An id sent as a travel agent's, or as a client account of one
 * type, stands only for itself in that role: a client id the property knows as an account of
 * another type opens nothing (a corporate id sent as `travelAgentId` does not open the corporate
 * plan). When ratePlanCandidates are sent, only plans matching one of them are shown.
 */
import type { CatalogClientAccount, CatalogRatePlan, ClientType, RatePlanCategory } from '../catalog/catalog-file.js';

/** What a request brings to rate plan eligibility. */
export interface RatePlanAccess {
  promoCode?: string;
  /** The ids that may open a plan by its promo code or its client ids: ratePlanCandidates ratePlanIds. */
  sentIds: ReadonlySet<string>;
  /**
   * The ids that may open a plan by its client ids only, sent in a role that fits them
   * ({@link clientIdInRole}): travelAgentId, a reservation's clientAccounts.
   */
  clientIds?: ReadonlySet<string>;
  candidates?: readonly { ratePlanCategory: RatePlanCategory; ratePlanId?: string }[];
  /** Days from the property-local today to arrival. */
  daysBeforeArrival: number;
}

/** The plan's client ids the request sent (the only ones a response may show). */
export function sentClientIds(plan: CatalogRatePlan, access: RatePlanAccess): string[] {
  return (plan.clientIds ?? []).filter((id) => access.sentIds.has(id) || access.clientIds?.has(id) === true);
}

/**
 * Whether `clientId`, sent as an account of `clientType`, may stand for itself in that role: it
 * may unless the property knows it as an account of another type (a corporate id is not a travel
 * agent's, whatever the request calls it).
 */
export function clientIdInRole(accounts: ReadonlyMap<string, CatalogClientAccount>, clientId: string, clientType: ClientType): boolean {
  const known = accounts.get(clientId);
  return known === undefined || known.clientType === clientType;
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
