/**
 * Holds per partner are bounded (DESIGN section 5) so that no partner can pin a property's
 * inventory: a new hold is refused once the partner has `limit` open holds. Replacing an open
 * hold (a held modify of a held reservation) opens no new one and is never refused.
 */
import type { Refusal } from './reservation-record.js';

/** The calling partner's open holds and the most it may have (the adapter's HOLD_QUOTA, default 20). */
export interface HoldQuota {
  open: number;
  limit: number;
}

/**
 * The field a quota refusal names: the Svc-Inventory-Hold header, the part of the request the
 * partner changes to book without holding (as session refusals name Svc-Crs-SessionId).
 */
export const HOLD_FIELD = 'Svc-Inventory-Hold';

/** Why a new hold may not be opened under `quota`, or undefined when it may. */
export function holdQuotaRefusal(quota: HoldQuota | undefined): Refusal | undefined {
  if (quota === undefined || quota.open < quota.limit) return undefined;
  return {
    code: 'holdQuotaExceeded',
    message: `this partner already has ${quota.open} open holds, the most allowed (${quota.limit}): confirm or release one, or book without ${HOLD_FIELD}`,
    fields: [HOLD_FIELD],
  };
}
