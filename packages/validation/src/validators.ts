/** The public entry points of DESIGN section 4: one per request payload, plus response checking. */
import { checkPropertyShopRequest, checkReservation, checkShopRequest, RECORD_CHECKS } from './cross-field-rules.js';
import type { Validated } from './error-detail.js';
import { ProblemCollector } from './problem-collector.js';
import { compileWalks, INVALID, type RecordCheck } from './schema-compiler.js';
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS, type ResponseKind } from './schemas.js';
import type {
  CancelRequest, ConfirmRequest, DcReservation, PropertyShopRequest, ShopRequest, TokenRequest,
} from './wire-types.js';

/** Reports every broken cross-field rule of a payload as sent (any JSON value). */
type Rules = (payload: unknown, problems: ProblemCollector) => void;

/**
 * One request validator. The fast path checks the schema and, through `checks`, the same rules as
 * `rules`, and builds the cleaned copy: when it accepts, that copy is the answer and nothing else
 * runs (no collector, no second reading of the dates). Only when it refuses do the collecting walk
 * and `rules` run, on the payload as sent, to say why.
 */
function validator<T>(schema: object, context: string, rules?: Rules, checks?: ReadonlyMap<object, RecordCheck>): (payload: unknown) => Validated<T> {
  const { fast, collecting } = compileWalks(schema, checks);
  return (payload) => {
    const copy = fast(payload);
    if (copy !== INVALID) return { ok: true, value: copy as T };
    const problems = new ProblemCollector();
    const value = collecting(payload, problems);
    if (rules) rules(payload, problems);
    return problems.total === 0 ? { ok: true, value: value as T } : { ok: false, error: problems.toErrorDetail(context) };
  };
}

const shop = validator<ShopRequest>(REQUEST_SCHEMAS.ShopRequest, 'shopRequest', checkShopRequest, RECORD_CHECKS.ShopRequest);
const propertyShop = validator<PropertyShopRequest>(REQUEST_SCHEMAS.PropertyShopRequest, 'propertyShopRequest', checkPropertyShopRequest, RECORD_CHECKS.PropertyShopRequest);
const create = validator<DcReservation>(REQUEST_SCHEMAS.DcReservationCreate, 'reservation.create', checkReservation, RECORD_CHECKS.DcReservationCreate);
const modify = validator<DcReservation>(REQUEST_SCHEMAS.DcReservationModify, 'reservation.modify', checkReservation, RECORD_CHECKS.DcReservationModify);
const cancel = validator<CancelRequest>(REQUEST_SCHEMAS.CancelRequest, 'cancelRequest');
const confirm = validator<ConfirmRequest>(REQUEST_SCHEMAS.ConfirmRequest, 'confirmRequest');
const token = validator<TokenRequest>(REQUEST_SCHEMAS.TokenRequest, 'tokenRequest');

/** Validates a multi-property shop request (`POST /dcshop/props`). */
export function validateShopRequest(payload: unknown): Validated<ShopRequest> {
  return shop(payload);
}

/**
 * Validates a single-property shop request (`POST /dcshop/props/{propCode}`). Counts and ages may
 * be strict numeric text (`"2"`); `value` carries them as integers.
 */
export function validatePropertyShopRequest(payload: unknown): Validated<PropertyShopRequest> {
  return propertyShop(payload);
}

/** Which operation a reservation payload is for: create takes 1 to 9 room stays, modify exactly 1. */
export interface ReservationOptions {
  operation: 'create' | 'modify';
}

/** Validates a DcReservation for a create (`POST /dcres`) or a modify (`PUT /dcres/{confNumber}/gnr/{gnrNumber}`). */
export function validateReservation(payload: unknown, options: ReservationOptions): Validated<DcReservation> {
  return options.operation === 'modify' ? modify(payload) : create(payload);
}

/** Validates a cancel request body (required, may be `{}`). */
export function validateCancelRequest(payload: unknown): Validated<CancelRequest> {
  return cancel(payload);
}

/** Validates the optional confirm request body; an absent body (`undefined`) is the empty request. */
export function validateConfirmRequest(payload: unknown): Validated<ConfirmRequest> {
  return confirm(payload === undefined ? {} : payload);
}

/** Validates a token request; see {@link tokenRequestError} for the OAuth error body it maps to. */
export function validateTokenRequest(payload: unknown): Validated<TokenRequest> {
  return token(payload);
}

const responseValidators = Object.fromEntries(
  Object.entries(RESPONSE_SCHEMAS).map(([kind, schema]) => [kind, validator<unknown>(schema, kind)]),
) as Record<ResponseKind, (body: unknown) => Validated<unknown>>;

/**
 * Checks a response body against the schema of `kind` (for end-to-end tests and gateways).
 * `value` is the body restricted to the properties the spec names.
 */
export function validateResponse(kind: ResponseKind, body: unknown): Validated<unknown> {
  return responseValidators[kind](body);
}
