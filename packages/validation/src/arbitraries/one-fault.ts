/**
 * Payloads with exactly one named fault: a valid payload of a kind, broken so that it breaks one
 * rule of the spec, with the notification (code and first field) a validator must answer.
 */
import fc from 'fast-check';
import type { NotificationCode } from '../notification-codes.js';
import { RULE_CASES, validPayload, type CaseKind } from './rule-cases.js';

/** One payload that breaks exactly one rule, and what a validator must say about it. */
export interface OneFault {
  /** The rule broken, in the spec's terms (for example `shop: props 1 to 30 (max)`). */
  rule: string;
  /** Which request the payload is (which validator or endpoint it goes to). */
  kind: CaseKind;
  /** The payload as it would be sent (a fresh object per value). */
  payload: unknown;
  /** The code of the only notification. */
  code: NotificationCode;
  /** The first field path that notification names (`''` for the body itself). */
  field: string;
}

/** The payload of `rule case` built afresh: a valid payload of its kind, then broken. */
function faultOf(index: number): OneFault {
  const c = RULE_CASES[index]!;
  const payload = validPayload(c.kind);
  const replaced = c.breakIt(payload);
  return { rule: c.rule, kind: c.kind, payload: replaced === undefined ? payload : replaced, code: c.code, field: c.field };
}

/**
 * Payloads with exactly one named fault, drawn from every rule case (or only those of `kinds`).
 * Each value is built afresh, so a test may change it.
 */
export function payloadWithOneFault(kinds?: readonly CaseKind[]): fc.Arbitrary<OneFault> {
  const indexes = RULE_CASES.flatMap((c, i) => (kinds === undefined || kinds.includes(c.kind) ? [i] : []));
  if (indexes.length === 0) throw new RangeError(`no rule case of kinds ${JSON.stringify(kinds)}`);
  return fc.constantFrom(...indexes).map(faultOf);
}
