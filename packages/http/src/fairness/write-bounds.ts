/**
 * No partner can take the service from others with writes (DESIGN section 6): create, modify,
 * cancel, confirm and release pass the partner gate (partner-gate.ts), each weighing the
 * room-nights it names (a create: the nights of every room stay; a modify: those of its stay;
 * a cancel, confirm or release: 1), and a partner may have at most WRITE_ROOM_NIGHTS_IN_FLIGHT
 * of them in flight at once (on the machine: with WORKERS, over all of them). A write alone is
 * always admitted. Beyond the bound the answer is 429 `TOO_MANY_WRITES` with Retry-After, before
 * anything is priced, read or written. Why room-nights: a write's work (pricing, the stored
 * record, its JSON) grows with them, from ~1 ms for a night to ~100 ms for 9 rooms x 90 nights.
 */
import { errorDetail, type NotificationCode } from '@direct-connect/validation';
import { partnerGate, type LocalPartnerGate, type PartnerGate } from './partner-gate.js';
import { nightsOf } from './shop-fairness.js';

/** Notification code of a write beyond WRITE_ROOM_NIGHTS_IN_FLIGHT. */
export const TOO_MANY_WRITES = 'TOO_MANY_WRITES' satisfies NotificationCode;

/** Retry-After of a 429 for too many writes in flight: the biggest write takes well under a second. */
export const WRITE_RETRY_AFTER_SECONDS = 1;

/** The weight of a write: the room-nights of its room stays (at least 1; a cancel, confirm or release names none). */
export function writeWeight(roomStays: readonly { arrivalDate: string; departureDate: string }[] = []): number {
  return Math.max(1, roomStays.reduce((sum, stay) => sum + nightsOf(stay.arrivalDate, stay.departureDate), 0));
}

/** The bound of a {@link writeGate}. */
export interface WriteGateOptions {
  /** Room-nights of writes one partner may have in flight at once (WRITE_ROOM_NIGHTS_IN_FLIGHT). */
  maxRoomNightsInFlight: number;
}

/** A gate counting this process's writes in flight per partner, in room-nights (with WORKERS=N, the primary's). */
export function writeGate(options: WriteGateOptions): LocalPartnerGate {
  const max = options.maxRoomNightsInFlight;
  return partnerGate({
    maxInFlight: max,
    weightOf: (roomNights) => Math.max(1, roomNights),
    tooMany(current) {
      const message = `This partner already has writes of ${current} room-nights in flight; at most ${max} at once. Retry after ${WRITE_RETRY_AFTER_SECONDS} second.`;
      return { retryAfterSeconds: WRITE_RETRY_AFTER_SECONDS, body: errorDetail([{ code: TOO_MANY_WRITES, fields: [], message }], 'request', 429) };
    },
  });
}

/** The gate of an app built without write bounds (routes used alone, in tests): admits every write. */
export const UNBOUNDED_WRITES: PartnerGate = writeGate({ maxRoomNightsInFlight: Number.POSITIVE_INFINITY });
