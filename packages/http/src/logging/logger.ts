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
  return pino(options, logDestination(1));
}

/** Most bytes of log lines kept while the log cannot be written; lines beyond are dropped. */
export const LOG_BACKLOG_MAX_BYTES = 16 * 1024 * 1024;

/**
 * pino's asynchronous destination on file descriptor `fd` (at most `backlogBytes` waiting), made safe for a log that cannot be
 * written (the disk that holds the log file is full, a quota is reached): the service keeps
 * serving, and the lines wait in memory (at most {@link LOG_BACKLOG_MAX_BYTES}, then dropped)
 * until the log takes them again. Without this, the first failed write (ENOSPC) was thrown as an
 * uncaught exception, and the exit that followed ran pino's final flush, which retries a failed
 * write every 100 ms forever on the main thread: the service answered nothing, not even
 * /health, held its port, and ignored SIGTERM (sonic-boom 4's flushSync; version 5 throws).
 * Once a write has failed, a final flush is skipped while the log stays unwritable; when it
 * takes lines again, a warning says for how long it could not and how many bytes were dropped.
 */
export function logDestination(fd: number, backlogBytes: number = LOG_BACKLOG_MAX_BYTES): ReturnType<typeof pino.destination> {
  const destination = pino.destination({ dest: fd, sync: false, maxLength: backlogBytes });
  let failedSince: number | undefined;
  let lastError = '';
  let droppedBytes = 0;
  let dropEvents = 0;
  destination.on('error', (error: NodeJS.ErrnoException) => {
    failedSince ??= Date.now();
    lastError = error.code ?? error.message;
  });
  destination.on('drop', (data: string | Buffer) => {
    dropEvents++;
    droppedBytes += Buffer.byteLength(data);
  });
  destination.on('write', () => {
    if (failedSince === undefined) return;
    const seconds = Math.round((Date.now() - failedSince) / 1000);
    failedSince = undefined;
    const line = JSON.stringify({ level: 40, time: Date.now(), service: 'direct-connect-http', seconds, droppedBytes, error: lastError, msg: 'log written again after it could not be' });
    droppedBytes = 0;
    // Told once the backlog has room: while it is still full, this line would be dropped too.
    const tell = (tries: number) => {
      const drops = dropEvents;
      destination.write(`${line}\n`);
      if (dropEvents > drops && tries > 0) setTimeout(() => tell(tries - 1), 100).unref();
    };
    setImmediate(() => tell(50));
  });
  const flushSync = destination.flushSync.bind(destination);
  destination.flushSync = () => {
    if (failedSince === undefined) flushSync();
  };
  return destination;
}
