/** The cancellation terms of a rate plan for one arrival date (spec cxlPolicy* fields). */
import { cancellationDeadline } from '@direct-connect/pricing';
import type { CancellationPolicy } from '../catalog/catalog-file.js';

/** Spec cxlPolicyCode, cxlPolicyDesc and, for a refundable policy, its UTC and property-local deadlines. */
export interface CancellationTerms {
  cxlPolicyCode: string;
  cxlPolicyDesc: string;
  cxlPolicyDeadline?: string;
  cxlPolicyLocalDeadline?: string;
}

/** Terms of `policy` for a stay arriving on `arrivalDate` at a property in `timeZone`; a non-refundable policy has no deadline. */
export function cancellationTerms(policy: CancellationPolicy, arrivalDate: string, timeZone: string): CancellationTerms {
  const terms: CancellationTerms = { cxlPolicyCode: policy.cxlPolicyCode, cxlPolicyDesc: policy.cxlPolicyDesc };
  if ('nonRefundable' in policy) return terms;
  return { ...terms, ...cancellationDeadline({ daysBeforeArrival: policy.daysBeforeArrival, localTime: policy.localTime }, arrivalDate, timeZone) };
}
