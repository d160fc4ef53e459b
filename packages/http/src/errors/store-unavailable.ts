/**
 * Faults of the store that are not the request's doing and pass (DESIGN section 6, issue 13): the
 * database cannot be reached, refuses connections, or is out of disk or memory. They are answered
 * 503 with Retry-After, never a generic 500, so clients and load balancers retry later.
 */
import { errorDetail, type ErrorDetail, type NotificationCode } from '@direct-connect/validation';

/** Notification code of the 503. */
export const STORE_UNAVAILABLE = 'STORE_UNAVAILABLE' satisfies NotificationCode;

/** Seconds a client is told to wait after a 503. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** PostgreSQL SQLSTATEs: connection exceptions (08), insufficient resources (53), operator intervention (57P). */
const POSTGRES_UNAVAILABLE = /^(08...|53...|57P0[1-4])$/;
/** SQLite result codes of a full, busy, locked or unreadable database. */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|BUSY|LOCKED|IOERR.*|CANTOPEN|NOMEM|READONLY.*|PROTOCOL)$/;
/** Node system errors of a lost connection or a full disk. */
const SYSTEM_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ENOSPC', 'EDQUOT', 'EROFS']);
/** node-postgres errors without a code. */
const DRIVER_MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated/i, /Connection terminated unexpectedly/i, /Client has encountered a connection error/i, /database is closed/i];

/** Whether `error` (or one of its causes) says the store is unavailable or full. */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (POSTGRES_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code) || SYSTEM_UNAVAILABLE.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((e) => isStoreUnavailable(e, depth + 1))) return true;
  return isStoreUnavailable(cause, depth + 1);
}

/** 503 body: the store is unavailable; retry after the Retry-After header. */
export function storeUnavailable(requestId: string): ErrorDetail {
  const message = `The reservation store is unavailable; retry after ${STORE_RETRY_AFTER_SECONDS} seconds (request id ${requestId}).`;
  return errorDetail([{ code: STORE_UNAVAILABLE, fields: [], message }], 'server', 503);
}
