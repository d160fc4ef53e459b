/**
 * Maps the hotel package's refusals, and the store's, to responses (DESIGN section 6): a missing
 * or foreign reservation is 404 without body, a hold without hold authorization 403 without
 * body, every other refusal 400 ErrorDetail with one notification. Codes come from the
 * validation package; the few it does not define are the adapter's (README, "Error codes").
 */
import type { Context } from 'hono';
import { holdQuotaRefusal, noOpenHold, refusalReply, type Refusal } from '@direct-connect/hotel';
import { errorDetail, notification, type NotificationCode } from '@direct-connect/validation';
import type { ChangeRefusal } from '../store/index.js';
import { emptyReply } from './empty-reply.js';
import { JSON_HEADERS } from '../requests/json-reply.js';

/** Code of a concurrent change that kept winning over this request's retries. */
export const CONCURRENT_CHANGE = 'CONCURRENT_CHANGE' satisfies NotificationCode;

/** The response for a refusal of the hotel package: hotel's {@link refusalReply}, sent. */
export function refusalResponse(c: Context, refusal: Refusal): Response {
  const reply = refusalReply(refusal);
  return reply.status === 400 ? c.json(reply.errorDetail, 400, JSON_HEADERS) : emptyReply(c, reply.status);
}

/** The response for a change the store did not apply (lost a race for the last rooms, the hold, or the last hold of the quota). */
export function storeRefusalResponse(c: Context, refusal: ChangeRefusal): Response {
  switch (refusal.reason) {
    case 'soldOut':
      return refusalResponse(c, { code: 'noAvailability', message: `no ${refusal.roomTypeCode} room left on ${refusal.date}`, fields: ['roomStays'] });
    case 'holdMissing':
      // The same answer as hotel's when it finds the hold gone before the change: the store's is the race.
      return refusalResponse(c, noOpenHold(refusal.sessionId));
    case 'holdQuotaExceeded':
      // The same answer as hotel's check before the change: the store's is the one that cannot be raced.
      return refusalResponse(c, holdQuotaRefusal({ open: refusal.open, limit: refusal.limit }) as Refusal);
    case 'heldRoomsExceeded':
      return refusalResponse(c, {
        code: 'holdQuotaExceeded',
        message: `this partner's open holds would hold ${refusal.rooms} rooms of ${refusal.propCode} on ${refusal.date}, more than allowed (${refusal.limit}): confirm or release a hold, or book without Svc-Inventory-Hold`,
        fields: ['Svc-Inventory-Hold'],
      });
    case 'conflict':
      return c.json(errorDetail([notification(CONCURRENT_CHANGE, [], `reservation ${refusal.confNumber} changed while this request ran; read it and try again`)]), 400, JSON_HEADERS);
  }
}
