/**
 * Reservations: create (POST /dcres), retrieve (GET /dcres/{confNumber}), read, modify and cancel
 * one stay (/dcres/{confNumber}/gnr/{gnrNumber}[/cancel]). Binding only: validation checks the
 * body, the hotel package decides, the store applies the change atomically.
 */
import type { Context, Handler } from 'hono';
import {
  cancellationNumberNeeded, cancelStay, createReservation, modifyStay, readStay, retrieveReservation,
  type Catalog, type ConfirmationAsked, type GuestConfirmations, type HoldQuota, type PartnerContext, type ReservationRequest, type ReservationState,
} from '@direct-connect/hotel';
import type { Logger } from 'pino';
import { errorDetail, notification, validateCancelRequest, validateReservation } from '@direct-connect/validation';
import type { AppEnv } from '../app-env.js';
import type { Clock, RandomSource } from '../ports.js';
import { applyTransition } from '../domain/apply-transition.js';
import { HOLD_HEADER, SESSION_HEADER } from '../errors/error-detail.js';
import { holdRequested, sessionIdOf } from '../requests/hold-headers.js';
import { inventoryViewFor } from '../domain/inventory-read.js';
import { readJsonBody } from '../requests/json-body.js';
import { partnerContextOf } from '../requests/partner-context.js';
import { refusalResponse } from '../errors/refusal-response.js';
import { reservationStateOf, type ReservationStore, type StoreHoldQuota } from '../domain/reservation-store.js';
import { randomConfNumber } from '../domain/confirmation-number.js';
import { stayNumbers } from '../domain/stay-numbers.js';
import { emptyReply } from '../errors/empty-reply.js';
import { JSON_HEADERS } from '../requests/json-reply.js';
import { withinPartnerBounds, type PartnerGate } from '../fairness/partner-gate.js';
import { turnsOf } from '../fairness/reservation-turns.js';
import { readTurnsOf } from '../fairness/read-turns.js';
import { keptTransition, sendGuestConfirmation } from './guest-confirmations.js';
import { UNBOUNDED_WRITES, writeWeight } from '../fairness/write-bounds.js';

/** What the reservation routes need. */
export interface ReservationRouteDeps {
  store: ReservationStore;
  catalog: Catalog;
  clock: Clock;
  random: RandomSource;
  /** How long a hold lasts before it expires like a release. */
  holdTtlSeconds: number;
  /** Open holds allowed per partner (HOLD_QUOTA). */
  holdQuota: number;
  /** Rooms of one property a partner's open holds may take on one night (HOLD_ROOMS_PER_NIGHT); default unbounded. */
  holdRoomsPerNight?: number;
  /** Writes in flight per partner (WRITE_ROOM_NIGHTS_IN_FLIGHT); default unbounded. */
  writeGate?: PartnerGate;
  /** Where guest confirmations go (sendConfirmation); default a log line (guest-confirmations.ts). */
  confirmations?: GuestConfirmations;
  logger?: Logger;
}

/**
 * The partner's hold quota, only when the request asks to hold: hotel's input (the open holds
 * counted now, so a request over the quota is refused before any work) and the store's (counted
 * again in the transaction that takes the hold, so that holds racing at the limit cannot all pass).
 */
async function holdQuotaOf(deps: ReservationRouteDeps, hold: boolean, partner: PartnerContext, now: Date): Promise<{ hotel: { holdQuota?: HoldQuota }; store?: StoreHoldQuota }> {
  if (!hold || partner.partnerId === undefined) return { hotel: {} };
  const { partnerId } = partner;
  return { hotel: { holdQuota: { open: await deps.store.openHoldsOf(partnerId, now), limit: deps.holdQuota } }, store: { partnerId, limit: deps.holdQuota, now, roomsPerNight: deps.holdRoomsPerNight } };
}

/** A confNumber a path may carry; any other names no reservation (404, never reaching the store). */
export const CONF_NUMBER = /^[A-Za-z0-9]{1,32}$/;
const GNR_NUMBER = /^[0-9]{1,15}$/;

/** confNumber and gnrNumber of the path; undefined when they cannot name a stay (404). */
function stayPath(c: Context): { confNumber: string; gnrNumber: number } | undefined {
  const confNumber = c.req.param('confNumber') ?? '';
  const gnr = c.req.param('gnrNumber') ?? '';
  return CONF_NUMBER.test(confNumber) && GNR_NUMBER.test(gnr) ? { confNumber, gnrNumber: Number(gnr) } : undefined;
}

/** The hold of a request that asked for one: a new session and its expiry. */
function newHold(deps: ReservationRouteDeps, now: Date) {
  return { sessionId: deps.random.uuid(), expiresAt: new Date(now.getTime() + deps.holdTtlSeconds * 1000).toISOString() };
}

/**
 * The reservation body of a create or update and its Svc-Inventory-Hold header, or the response
 * refusing them: 400 for a bad header or body, 403 for a hold without hold authorization
 * (checked before the body is read).
 */
async function reservationInput(c: Context<AppEnv>, operation: 'create' | 'modify'): Promise<{ hold: boolean; request: ReservationRequest } | Response> {
  const hold = holdRequested(c);
  if (hold instanceof Response) return hold;
  if (hold && !c.get('principal').permissions.has('hold')) return emptyReply(c, 403);
  const body = await readJsonBody(c, 'a reservation');
  if (!body.ok) return body.response;
  // The credential's channel: a GDS's reservations must carry gdsChainCode and primaryGdsCode (DESIGN section 4).
  const validated = validateReservation(body.value, { operation, channel: c.get('principal').channel });
  if (!validated.ok) return c.json(validated.error, 400, JSON_HEADERS);
  return { hold, request: validated.value as ReservationRequest };
}

/** POST /dcres: 200 one stay per room; Svc-Crs-SessionId names the hold when Svc-Inventory-Hold is true. */
export function createRoute(deps: ReservationRouteDeps): Handler<AppEnv> {
  const numbers = stayNumbers(deps.store);
  return async (c) => {
    const input = await reservationInput(c, 'create');
    if (input instanceof Response) return input;
    const { hold, request } = input;
    const principal = c.get('principal');
    return withinPartnerBounds(c, deps.writeGate ?? UNBOUNDED_WRITES, String(principal.partnerId), writeWeight(request.roomStays), async () => {
      const now = deps.clock.now();
      const partner = partnerContextOf(principal);
      const gnrNumbers = await Promise.all(request.roomStays.map(() => numbers.gnr()));
      const held = hold ? newHold(deps, now) : undefined;
      const quota = await holdQuotaOf(deps, hold, partner, now);
      // A number already taken is the store's conflict, rooms another request took meanwhile its
      // soldOut: applyTransition runs this again, with a new draw and the inventory as it is now.
      const kept = keptTransition(async () => {
        const inventory = await inventoryViewFor(deps.store, deps.catalog, [request.propCode], request.roomStays);
        let confNumber = randomConfNumber(deps.random.bytes);
        // A held create writes its record only on confirm: a number taken by then must not be held.
        while (held && (await deps.store.getReservation(confNumber)) !== undefined) confNumber = randomConfNumber(deps.random.bytes);
        return createReservation({ catalog: deps.catalog, request, inventory, partner, now: now.toISOString(), confNumber, gnrNumbers, ...(held ? { hold: held } : {}), ...quota.hotel });
      });
      const applied = await applyTransition(c, deps.store, undefined, kept.transition, quota.store);
      if (!applied.ok) return applied.response;
      await sendGuestConfirmation(deps, c, kept.owed());
      c.header(SESSION_HEADER, held?.sessionId ?? deps.random.uuid());
      return c.json(applied.value, 200, JSON_HEADERS);
    });
  };
}

/** GET /dcres/{confNumber}: 200 array of every stay; 404 without body. */
export function retrieveRoute(deps: ReservationRouteDeps): Handler<AppEnv> {
  return async (c) => {
    const confNumber = c.req.param('confNumber') ?? '';
    if (!CONF_NUMBER.test(confNumber)) return emptyReply(c, 404);
    const principal = c.get('principal');
    // One read of a partner at a time (fairness/read-turns.ts): a 1.4 MB reservation is ~60 ms of the loop.
    return readTurnsOf(deps.store).run(String(principal.partnerId), async () => {
      const partner = partnerContextOf(principal);
      const read = retrieveReservation(await reservationStateOf(deps.store, confNumber, partner.partnerId), partner);
      return read.ok ? c.json(read.value, 200, JSON_HEADERS) : refusalResponse(c, read.refusal);
    });
  };
}

/** GET /dcres/{confNumber}/gnr/{gnrNumber}: 200 the stay; 404 without body. */
export function readRoute(deps: ReservationRouteDeps): Handler<AppEnv> {
  return async (c) => {
    const path = stayPath(c);
    if (!path) return emptyReply(c, 404);
    const principal = c.get('principal');
    return readTurnsOf(deps.store).run(String(principal.partnerId), async () => {
      const partner = partnerContextOf(principal);
      const read = readStay(await reservationStateOf(deps.store, path.confNumber, partner.partnerId), path.gnrNumber, partner);
      return read.ok ? c.json(read.value, 200, JSON_HEADERS) : refusalResponse(c, read.refusal);
    });
  };
}

/**
 * PUT /dcres/{confNumber}/gnr/{gnrNumber}: 200 the stay as modified, with Svc-Crs-SessionId.
 * With Svc-Inventory-Hold true the change is held; with the session of an open hold and no hold
 * header the held change is committed (spec hold table).
 */
export function modifyRoute(deps: ReservationRouteDeps): Handler<AppEnv> {
  return async (c) => {
    const path = stayPath(c);
    if (!path) return emptyReply(c, 404);
    const sessionId = sessionIdOf(c, false);
    if (sessionId instanceof Response) return sessionId;
    const input = await reservationInput(c, 'modify');
    if (input instanceof Response) return input;
    const { hold, request } = input;
    const principal = c.get('principal');
    return withinPartnerBounds(c, deps.writeGate ?? UNBOUNDED_WRITES, String(principal.partnerId), writeWeight(request.roomStays), () => turnsOf(deps.store).run(path.confNumber, async () => {
      const now = deps.clock.now();
      const held = hold ? newHold(deps, now) : undefined;
      const quota = await holdQuotaOf(deps, hold, partnerContextOf(principal), now);
      const kept = keptTransition(async (state: ReservationState) => {
        const propCode = state.hold?.pending.propCode ?? state.reservation?.record.propCode ?? request.propCode;
        const inventory = await inventoryViewFor(deps.store, deps.catalog, [propCode], request.roomStays);
        return modifyStay({
          catalog: deps.catalog,
          state,
          gnrNumber: path.gnrNumber,
          request,
          inventory,
          partner: partnerContextOf(principal),
          now: now.toISOString(),
          ...(sessionId !== undefined ? { sessionId } : {}),
          ...(held ? { hold: held } : {}),
          ...quota.hotel,
        });
      });
      const applied = await applyTransition(c, deps.store, path.confNumber, kept.transition, quota.store, partnerContextOf(principal).partnerId);
      if (!applied.ok) return applied.response;
      await sendGuestConfirmation(deps, c, kept.owed());
      c.header(SESSION_HEADER, held?.sessionId ?? sessionId ?? deps.random.uuid());
      return c.json(applied.value, 200, JSON_HEADERS);
    }));
  };
}

/** POST /dcres/{confNumber}/gnr/{gnrNumber}/cancel: 200 {cxlNumber} (the same one when repeated). */
export function cancelRoute(deps: ReservationRouteDeps): Handler<AppEnv> {
  const numbers = stayNumbers(deps.store);
  return async (c) => {
    const path = stayPath(c);
    if (!path) return emptyReply(c, 404);
    const hold = holdRequested(c);
    if (hold instanceof Response) return hold;
    // The spec holds creates and updates only: a cancel asked to be held would otherwise be made
    // at once, and for good, by a partner that meant to release it.
    if (hold) return c.json(errorDetail([notification('HEADER_INVALID', [HOLD_HEADER], `A cancel cannot be held: send it without ${HOLD_HEADER} (or false) to cancel now.`)], 'request headers'), 400, JSON_HEADERS);
    const body = await readJsonBody(c, 'a cancel request');
    if (!body.ok) return body.response;
    const validated = validateCancelRequest(body.value);
    if (!validated.ok) return c.json(validated.error, 400, JSON_HEADERS);
    const partner = partnerContextOf(c.get('principal'));
    return withinPartnerBounds(c, deps.writeGate ?? UNBOUNDED_WRITES, String(c.get('principal').partnerId), writeWeight(), () => turnsOf(deps.store).run(path.confNumber, async () => {
      let cxlNumber: string | undefined;
      const asked = validated.value as ConfirmationAsked;
      const kept = keptTransition(async (state: ReservationState) => {
        // A number is drawn only for a stay this partner can still cancel: a refused cancel consumes nothing.
        if (cxlNumber === undefined && cancellationNumberNeeded(state, path.gnrNumber, partner)) cxlNumber = await numbers.cxl();
        return cancelStay({ state, gnrNumber: path.gnrNumber, partner, now: deps.clock.now().toISOString(), cxlNumber: cxlNumber ?? '', request: asked });
      });
      const applied = await applyTransition(c, deps.store, path.confNumber, kept.transition, undefined, partner.partnerId);
      if (!applied.ok) return applied.response;
      await sendGuestConfirmation(deps, c, kept.owed());
      return c.json(applied.value, 200, JSON_HEADERS);
    }));
  };
}
