/**
 * POST /dcres/{confNumber}/confirm and /release (spec hold table): the Svc-Crs-SessionId of the
 * hold is required; 204 on success, 400 ErrorDetail when the session is missing, malformed,
 * unknown, of another reservation or expired.
 */
import type { Handler } from 'hono';
import { confirmHold, expireHold, releaseHold, type ConfirmRequest, type GuestConfirmations, type HoldActionInput, type ReservationState, type Transition } from '@direct-connect/hotel';
import type { Logger } from 'pino';
import { validateConfirmRequest } from '@direct-connect/validation';
import type { AppEnv } from '../app-env.js';
import type { Clock } from '../ports.js';
import { applyTransition } from '../domain/apply-transition.js';
import { sessionIdOf } from '../requests/hold-headers.js';
import { readJsonBody } from '../requests/json-body.js';
import { partnerContextOf } from '../requests/partner-context.js';
import { storeChangeOf, type ReservationStore } from '../domain/reservation-store.js';
import { CONF_NUMBER } from './reservations.js';
import { emptyReply } from '../errors/empty-reply.js';
import { JSON_HEADERS } from '../requests/json-reply.js';
import { withinPartnerBounds, type PartnerGate } from '../fairness/partner-gate.js';
import { turnsOf } from '../fairness/reservation-turns.js';
import { UNBOUNDED_WRITES, writeWeight } from '../fairness/write-bounds.js';
import { keptTransition, sendGuestConfirmation } from './guest-confirmations.js';

/** What the hold routes need. */
export interface HoldRouteDeps {
  store: ReservationStore;
  clock: Clock;
  /** Writes in flight per partner (WRITE_ROOM_NIGHTS_IN_FLIGHT); default unbounded. */
  writeGate?: PartnerGate;
  /** Where guest confirmations go (a confirmed hold whose request asked); default a log line. */
  confirmations?: GuestConfirmations;
  logger?: Logger;
}

/**
 * A hold past its expiry that the sweeper has not reached yet is released now, so a late
 * confirm sees the same world as after the sweep.
 */
async function releaseIfExpired(store: ReservationStore, state: ReservationState, now: string): Promise<void> {
  const change = state.hold ? expireHold({ hold: state.hold, now }) : undefined;
  if (change) await store.apply(storeChangeOf(change));
}

function holdRoute(deps: HoldRouteDeps, action: (input: HoldActionInput) => Transition<undefined>, withBody: boolean): Handler<AppEnv> {
  return async (c) => {
    const confNumber = c.req.param('confNumber') ?? '';
    // Like every other reservation route: a NUL byte or other junk must not reach the store.
    if (!CONF_NUMBER.test(confNumber)) return emptyReply(c, 404);
    const sessionId = sessionIdOf(c, true);
    if (sessionId instanceof Response) return sessionId;
    let request: ConfirmRequest | undefined;
    if (withBody) {
      const body = await readJsonBody(c, 'a confirm request', true);
      if (!body.ok) return body.response;
      const validated = validateConfirmRequest(body.value);
      if (!validated.ok) return c.json(validated.error, 400, JSON_HEADERS);
      request = validated.value as ConfirmRequest;
    }
    const partner = partnerContextOf(c.get('principal'));
    return withinPartnerBounds(c, deps.writeGate ?? UNBOUNDED_WRITES, String(c.get('principal').partnerId), writeWeight(), () => turnsOf(deps.store).run(confNumber, async () => {
      const now = deps.clock.now().toISOString();
      const kept = keptTransition(async (state: ReservationState) => {
        const result = action({ state, sessionId: sessionId as string, now, partner, ...(request ? { request } : {}) });
        if (!result.ok && result.refusal.code === 'holdExpired') await releaseIfExpired(deps.store, state, now);
        return result;
      });
      const applied = await applyTransition(c, deps.store, confNumber, kept.transition, undefined, partner.partnerId);
      if (!applied.ok) return applied.response;
      await sendGuestConfirmation(deps, c, kept.owed());
      return c.body(null, 204);
    }));
  };
}

/** POST /dcres/{confNumber}/confirm: commits the held create or modify. */
export function confirmRoute(deps: HoldRouteDeps): Handler<AppEnv> {
  return holdRoute(deps, confirmHold, true);
}

/** POST /dcres/{confNumber}/release: drops the held create or modify and returns its rooms. */
export function releaseRoute(deps: HoldRouteDeps): Handler<AppEnv> {
  return holdRoute(deps, releaseHold, false);
}
