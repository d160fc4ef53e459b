/**
 * The shape of a success reply's body, checked before the client hands it out typed: a 200 that
 * is not what the operation answers (a proxy's `{}`, `null` or an empty body in front of the
 * service, a wrong base URL reaching another API) is an `unexpected` outcome, never a value of the
 * wrong type that fails later in the partner's code (`results is not iterable`).
 */
import type { Outcome } from './outcome.js';

/** What an operation's 2xx reply body is: a JSON array of objects, a JSON object, or no content. */
export type ReplyShape = 'list' | 'object' | 'none';

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `body` has `shape` (`none` takes anything: a 204's body is not read). */
export function hasShape(body: unknown, shape: ReplyShape): boolean {
  if (shape === 'none') return true;
  if (shape === 'object') return isObject(body);
  return Array.isArray(body) && body.every(isObject);
}

/** `outcome`, or an `unexpected` outcome when it is a success whose body is not of `shape`. */
export function shapeChecked<T>(outcome: Outcome<T>, shape: ReplyShape, text: string): Outcome<T> {
  if (!outcome.ok || hasShape(outcome.value, shape)) return outcome;
  const what = shape === 'list' ? 'a JSON array of objects' : 'a JSON object';
  return { ok: false, kind: 'unexpected', status: outcome.status, body: outcome.value, text: text === '' ? `an empty body, where ${what} was expected` : text };
}
