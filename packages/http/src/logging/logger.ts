/**
 * The adapter's pino logger: JSON lines on stdout. Request bodies are never logged; in case a
 * secret or card field reaches a log object anyway, pino's redaction replaces it.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.js';

/** Fields whose values never appear in a log line, at the top level and nested up to three deep. */
export const REDACTED_FIELDS = ['authorization', 'Authorization', 'client_secret', 'cardNumber', 'cvv', 'access_token', 'secret'] as const;

/** Redaction paths for {@link REDACTED_FIELDS} at depths 0 to 3. */
export const REDACT_PATHS: string[] = REDACTED_FIELDS.flatMap((field) => [
  field,
  `*.${field}`,
  `*.*.${field}`,
  `*.*.*.${field}`,
]);

/** Creates the logger; `destination` defaults to stdout (tests pass a stream to read the lines). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'direct-connect-http' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
