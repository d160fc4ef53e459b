/**
 * How an error appears in a log line (DESIGN section 6: secrets, card data and guest details
 * never reach a log, "including in database errors"). Drivers attach what they ran to their
 * errors (node-postgres `detail`, `where`, `internalQuery`; other drivers the statement and its
 * parameters): a reservation record is a parameter, so such fields would log the guest. Only the
 * type, the code and the message are kept, and of the message of a database error, every quoted
 * value (`invalid input syntax for type json: "..."`) is replaced. The stack is kept (it is code
 * locations after the first line, which is the message, treated alike).
 */

/** The logged form of an error. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

/** Longest message logged. */
const MAX_MESSAGE = 500;

function isDatabaseError(error: { code?: unknown }): boolean {
  return typeof error.code === 'string' && (/^[0-9A-Z]{5}$/.test(error.code) || error.code.startsWith('SQLITE_'));
}

function scrubbed(text: string, database: boolean): string {
  const cut = text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
  return database ? cut.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()]*)\)=\((?:[^()]*)\)/g, '[value]') : cut;
}

/** The pino serializer of `err`: type, code, message and stack, nothing the error carries besides. */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const { code } = error as { code?: unknown };
  const database = isDatabaseError(error as { code?: unknown });
  const message = scrubbed(error.message, database);
  const logged: LoggedError = { type: error.name, message };
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  if (error.stack !== undefined) {
    const lines = error.stack.split('\n');
    logged.stack = [`${error.name}: ${message}`, ...lines.filter((line) => /^\s+at /.test(line))].join('\n');
  }
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}
