/**
 * The public entry points of the validation rules: one per request payload, plus response
 * checking. Each runs the walks generated at build time (`generated/walks.generated.ts`).
 */
import { checkPropertyShopRequest, checkShopRequest, holdsForGdsChannel, type RuleReport } from './cross-field-rules.js';
import type { Validated } from './error-detail.js';
import {
  collectCancelRequest, collectConfirmRequest, collectDcReservationCreate, collectDcReservationModify, collectPropertyShopRequest,
  collectShopRequest, collectTokenRequest, fastCancelRequest, fastConfirmRequest, fastDcReservationCreate, fastDcReservationModify,
  fastPropertyShopRequest, fastShopRequest, fastTokenRequest,
  collectCancelReply, collectDcReservationStay, collectDcReservationStayList, collectErrorDetail, collectFault, collectPropDcShop,
  collectPropDcShopList, collectTokenError, collectTokenReply, collectWhoAmI, fastCancelReply, fastDcReservationStay,
  fastDcReservationStayList, fastErrorDetail, fastFault, fastPropDcShop, fastPropDcShopList, fastTokenError, fastTokenReply, fastWhoAmI,
} from './generated/walks.generated.js';
import { ProblemCollector } from './problem-collector.js';
import type { ResponseKind } from './schemas.js';
import { INVALID, type ProblemSink } from './walk-runtime.js';
import type {
  CancelRequest, ConfirmRequest, DcReservation, PropertyShopRequest, ShopRequest, TokenRequest,
} from './wire-types.js';

type Fast = (payload: unknown) => unknown;
type Collecting = (payload: unknown, sink: ProblemSink) => unknown;
/** Reports every broken cross-field rule of a payload as sent (any JSON value). */
type Rules = (payload: unknown, problems: ProblemCollector, gdsChannel: boolean) => void;
/**
 * Where the cross-field rules run when the fast path refuses: `'walk'` in the collecting walk, on
 * the values it reads (reservations: see `report` in `record-check-bindings.ts`), else after it,
 * on the payload as sent.
 */
type RulesOf = Rules | 'walk';

/**
 * One validation. The fast path checks the schema and the cross-field rules of the body, and
 * builds the cleaned copy: when it accepts (and `more`, a rule that needs the options, holds on
 * the copy), that copy is the answer and nothing else runs. Only when it refuses do the collecting
 * walk and `rules` run, on the payload as sent, to say why; the rules' problems come after the
 * schema's.
 */
function validated<T>(
  payload: unknown, fast: Fast, collecting: Collecting, context: string, rules?: RulesOf, gdsChannel = false, more?: (copy: object) => boolean,
): Validated<T> {
  const copy = fast(payload);
  if (copy !== INVALID && (more === undefined || more(copy as object))) return { ok: true, value: copy as T };
  const problems = new ProblemCollector();
  const held: RuleReport | undefined = rules === 'walk' ? { problems: new ProblemCollector(), gdsChannel } : undefined;
  problems.rules = held;
  const value = collecting(payload, problems);
  if (held !== undefined) problems.append(held.problems);
  else if (typeof rules === 'function') rules(payload, problems, gdsChannel);
  return problems.total === 0 ? { ok: true, value: value as T } : { ok: false, error: problems.toErrorDetail(context) };
}

/** Where a request comes from: `gds` when the credential's channel is a GDS (DESIGN: GDS rules). */
export type Channel = 'gds' | 'direct';

/** Options of the shop validators. */
export interface ShopOptions {
  /**
   * The credential's channel. With `'gds'` the multi-property shop requires primaryGdsCode and a
   * gdsChainCode on every property (also required when pseudoCityCode or secondaryGdsCode is sent).
   */
  channel?: Channel;
}

/** Validates a multi-property shop request (`POST /dcshop/props`). */
export function validateShopRequest(payload: unknown, options?: ShopOptions | null): Validated<ShopRequest> {
  const gds = options?.channel === 'gds';
  return validated(payload, fastShopRequest as Fast, collectShopRequest as Collecting, 'shopRequest', checkShopRequest, gds,
    gds ? (copy) => holdsForGdsChannel('shop', copy) : undefined);
}

/**
 * Validates a single-property shop request (`POST /dcshop/props/{propCode}`). Counts and ages may
 * be strict numeric text (`"2"`); `value` carries them as integers. The request has no GDS field,
 * so `options.channel` changes nothing here.
 */
export function validatePropertyShopRequest(payload: unknown, options?: ShopOptions | null): Validated<PropertyShopRequest> {
  void options;
  return validated(payload, fastPropertyShopRequest as Fast, collectPropertyShopRequest as Collecting, 'propertyShopRequest', checkPropertyShopRequest);
}

/** Which operation a reservation payload is for, and where it comes from. */
export interface ReservationOptions {
  /**
   * create takes 1 to 9 room stays; modify exactly 1, and its guarantee.paymentCard.cardNumber may
   * also be the masked number a read returns (`XXXXXXXXXXXX4444`), for the service to match
   * against the stored card.
   */
  operation: 'create' | 'modify';
  /**
   * The credential's channel. With `'gds'`, gdsChainCode and primaryGdsCode are required (they
   * are also required when pseudoCityCode or secondaryGdsCode is sent).
   */
  channel?: Channel;
}

/**
 * Validates a DcReservation for a create (`POST /dcres`) or a modify (`PUT /dcres/{confNumber}/gnr/{gnrNumber}`).
 * @throws TypeError when `options.operation` is not `'create'` or `'modify'` (a caller's mistake,
 *   not the payload's: which rules apply cannot be guessed).
 */
export function validateReservation(payload: unknown, options: ReservationOptions): Validated<DcReservation> {
  const operation: unknown = (options as ReservationOptions | null | undefined)?.operation;
  if (operation !== 'create' && operation !== 'modify') {
    throw new TypeError(`validateReservation: options.operation must be 'create' or 'modify', not ${JSON.stringify(operation) ?? 'undefined'}`);
  }
  const gds = options.channel === 'gds';
  const more = gds ? (copy: object) => holdsForGdsChannel('reservation', copy) : undefined;
  return options.operation === 'modify'
    ? validated(payload, fastDcReservationModify as Fast, collectDcReservationModify as Collecting, 'reservation.modify', 'walk', gds, more)
    : validated(payload, fastDcReservationCreate as Fast, collectDcReservationCreate as Collecting, 'reservation.create', 'walk', gds, more);
}

/** Validates a cancel request body (required, may be `{}`). */
export function validateCancelRequest(payload: unknown): Validated<CancelRequest> {
  return validated(payload, fastCancelRequest as Fast, collectCancelRequest as Collecting, 'cancelRequest');
}

/** Validates the optional confirm request body; an absent body (`undefined`) is the empty request. */
export function validateConfirmRequest(payload: unknown): Validated<ConfirmRequest> {
  return validated(payload === undefined ? {} : payload, fastConfirmRequest as Fast, collectConfirmRequest as Collecting, 'confirmRequest');
}

/** Validates a token request; see {@link tokenRequestError} for the OAuth error body it maps to. */
export function validateTokenRequest(payload: unknown): Validated<TokenRequest> {
  return validated(payload, fastTokenRequest as Fast, collectTokenRequest as Collecting, 'tokenRequest');
}

/**
 * Checks a response body against the schema of `kind` (for end-to-end tests and gateways).
 * `value` is the body restricted to the properties the spec names.
 */
export function validateResponse(kind: ResponseKind, body: unknown): Validated<unknown> {
  const [fast, collecting] = RESPONSE_WALKS[kind];
  return validated(body, fast, collecting, kind);
}

const RESPONSE_WALKS: Readonly<Record<ResponseKind, readonly [Fast, Collecting]>> = {
  PropDcShop: [fastPropDcShop, collectPropDcShop],
  PropDcShopList: [fastPropDcShopList, collectPropDcShopList],
  DcReservationStay: [fastDcReservationStay, collectDcReservationStay],
  DcReservationStayList: [fastDcReservationStayList, collectDcReservationStayList],
  CancelReply: [fastCancelReply, collectCancelReply],
  WhoAmI: [fastWhoAmI, collectWhoAmI],
  TokenReply: [fastTokenReply, collectTokenReply],
  TokenError: [fastTokenError, collectTokenError],
  ErrorDetail: [fastErrorDetail, collectErrorDetail],
  Fault: [fastFault, collectFault],
};
