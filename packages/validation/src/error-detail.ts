/** ErrorDetail and Notification (spec "Errors"): the wire types and small builders. */
import type Type from 'typebox';
import { ERROR_DETAIL_CODES, NOTIFICATION_CODES, type NotificationCode } from './notification-codes.js';
import type { ErrorDetailSchema, NotificationSchema } from './schema/service-replies.js';

/** One problem: stable code, offending field paths, a message a person can act on, OTA code. */
export type Notification = Type.Static<typeof NotificationSchema>;
/** The spec's ErrorDetail body of a 400 (and of the 500 the adapter sends). */
export type ErrorDetail = Type.Static<typeof ErrorDetailSchema>;

/** Result of every validator: the cleaned value, or an ErrorDetail listing all problems. */
export type Validated<T> = { ok: true; value: T } | { ok: false; error: ErrorDetail };

/**
 * Builds one notification. `otaErrorCode` defaults to the OpenTravel code of `code` in
 * `NOTIFICATION_CODES` and is left out where none fits.
 */
export function notification(code: NotificationCode, fields: readonly string[], message: string, otaErrorCode?: number): Notification {
  const ota = otaErrorCode ?? NOTIFICATION_CODES[code].ota;
  const out: Notification = { code, fields: [...fields], message };
  if (ota !== undefined) out.otaErrorCode = ota;
  return out;
}

/**
 * Builds an ErrorDetail from notifications (at least one). `context` names what was checked
 * (default `request`); `code` is the HTTP status it travels with (400 unless told).
 */
export function errorDetail(
  notifications: readonly Notification[],
  context = 'request',
  code: number = ERROR_DETAIL_CODES.invalidRequest,
): ErrorDetail {
  const n = notifications.length;
  const first = notifications[0];
  const message = n === 1 && first ? first.message : `${n} problems in ${context}`;
  return { code, context, message, notifications: notifications.map((x) => ({ ...x, ...(x.fields ? { fields: [...x.fields] } : {}) })) };
}
