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

/** Deadlines already computed, by policy days, local time, arrival and time zone (one per shop call). */
export type DeadlineMemo = Map<string, { cxlPolicyDeadline: string; cxlPolicyLocalDeadline: string }>;

/**
 * Terms of `policy` for a stay arriving on `arrivalDate` at a property in `timeZone`; a
 * non-refundable policy has no deadline. With `memo`, equal deadlines are computed once (a
 * 30-property shop has hundreds of plans but a handful of distinct policies and time zones).
 */
export function cancellationTerms(policy: CancellationPolicy, arrivalDate: string, timeZone: string, memo?: DeadlineMemo): CancellationTerms {
  if ('nonRefundable' in policy) return { cxlPolicyCode: policy.cxlPolicyCode, cxlPolicyDesc: policy.cxlPolicyDesc };
  const key = `${policy.daysBeforeArrival}|${policy.localTime}|${arrivalDate}|${timeZone}`;
  let deadline = memo?.get(key);
  if (!deadline) {
    const { cxlPolicyDeadline, cxlPolicyLocalDeadline } = cancellationDeadline({ daysBeforeArrival: policy.daysBeforeArrival, localTime: policy.localTime }, arrivalDate, timeZone);
    deadline = { cxlPolicyDeadline, cxlPolicyLocalDeadline };
    memo?.set(key, deadline);
  }
  return { cxlPolicyCode: policy.cxlPolicyCode, cxlPolicyDesc: policy.cxlPolicyDesc, cxlPolicyDeadline: deadline.cxlPolicyDeadline, cxlPolicyLocalDeadline: deadline.cxlPolicyLocalDeadline };
}
