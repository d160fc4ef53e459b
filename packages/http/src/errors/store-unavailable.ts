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

/**
 * What says that `error` (or one of its causes) is the store being unavailable or full: the
 * matching code (`ECONNREFUSED`, `SQLITE_FULL`, `57P01`) or the driver's message; undefined when
 * it is no such fault. Short, and free of request data: what a request's log line carries.
 */
export function storeUnavailableReason(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (POSTGRES_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code) || SYSTEM_UNAVAILABLE.has(code))) return code;
  if (typeof message === 'string') {
    const pattern = DRIVER_MESSAGES.find((p) => p.test(message));
    if (pattern) return (pattern.exec(message) as RegExpExecArray)[0];
  }
  if (Array.isArray(errors)) {
    for (const each of errors) {
      const reason = storeUnavailableReason(each, depth + 1);
      if (reason !== undefined) return reason;
    }
  }
  return storeUnavailableReason(cause, depth + 1);
}

/** Whether `error` (or one of its causes) says the store is unavailable or full. */
export function isStoreUnavailable(error: unknown): boolean {
  return storeUnavailableReason(error) !== undefined;
}

/** 503 body: the store is unavailable; retry after the Retry-After header. */
export function storeUnavailable(requestId: string): ErrorDetail {
  const message = `The reservation store is unavailable; retry after ${STORE_RETRY_AFTER_SECONDS} seconds (request id ${requestId}).`;
  return errorDetail([{ code: STORE_UNAVAILABLE, fields: [], message }], 'server', 503);
}
