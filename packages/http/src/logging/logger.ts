/**
 * The adapter's pino logger: JSON lines on stdout, or readable lines (pino-pretty, in this
 * thread) when stdout is a terminal. Request bodies are never logged; errors are logged as type,
 * code, message and stack only (log-safe-error.ts: a database error's parameters would carry a
 * whole reservation); in case a secret, card or guest field reaches a log object anyway, pino's
 * redaction replaces it.
 */
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { PinoPretty } from 'pino-pretty';
import type { LogLevel } from '../config.js';
import { loggedError } from './log-safe-error.js';

/** Fields whose values never appear in a log line, at the top level and nested up to three deep. */
export const REDACTED_FIELDS = [
  'authorization', 'Authorization', 'client_secret', 'cardNumber', 'cvv', 'access_token', 'secret',
  'guest', 'additionalNames', 'paymentCard', 'record', 'pending', 'params', 'parameters', 'comments',
] as const;

/** Redaction paths for {@link REDACTED_FIELDS} at depths 0 to 3. */
export const REDACT_PATHS: string[] = REDACTED_FIELDS.flatMap((field) => [
  field,
  `*.${field}`,
  `*.*.${field}`,
  `*.*.*.${field}`,
]);

/** pino-pretty, loaded only for a terminal: a service logging to a pipe or file never needs it. */
const loadPinoPretty = (): typeof PinoPretty => (createRequire(import.meta.url)('pino-pretty') as { PinoPretty: typeof PinoPretty }).PinoPretty;

/**
 * Creates the logger; `destination` defaults to stdout (tests pass a stream to read the lines),
 * pretty-printed when stdout is a terminal.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'direct-connect-http' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: loggedError, error: loggedError },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY) return pino(options, loadPinoPretty()({ sync: true, ignore: 'pid,hostname,service', translateTime: 'SYS:HH:MM:ss.l' }));
  // Asynchronous writes: under load the lines of many requests go out in one write instead of a
  // write call per request line; pino flushes what is pending when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
