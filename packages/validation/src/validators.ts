/** The public entry points of DESIGN section 4: one per request payload, plus response checking. */
import { checkPropertyShopRequest, checkReservation, checkShopRequest } from './cross-field-rules.js';
import type { Validated } from './error-detail.js';
import { ProblemCollector } from './problem-collector.js';
import { compileSchema, type CompiledValidator } from './schema-compiler.js';
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS, type ResponseKind } from './schemas.js';
import type {
  CancelRequest, ConfirmRequest, DcReservation, PropertyShopRequest, ShopRequest, TokenRequest,
} from './wire-types.js';

type Rules = (payload: unknown, problems: ProblemCollector) => void;

/** One request validator: schema walk (which also builds the cleaned copy), then the cross-field rules. */
function validator<T>(compiled: CompiledValidator, context: string, rules?: Rules): (payload: unknown) => Validated<T> {
  return (payload) => {
    const problems = new ProblemCollector();
    const value = compiled(payload, problems);
    if (rules) rules(payload, problems);
    return problems.total === 0 ? { ok: true, value: value as T } : { ok: false, error: problems.toErrorDetail(context) };
  };
}

const shop = validator<ShopRequest>(compileSchema(REQUEST_SCHEMAS.ShopRequest), 'shopRequest', checkShopRequest);
const propertyShop = validator<PropertyShopRequest>(compileSchema(REQUEST_SCHEMAS.PropertyShopRequest), 'propertyShopRequest', checkPropertyShopRequest);
const create = validator<DcReservation>(compileSchema(REQUEST_SCHEMAS.DcReservationCreate), 'reservation.create', checkReservation);
const modify = validator<DcReservation>(compileSchema(REQUEST_SCHEMAS.DcReservationModify), 'reservation.modify', checkReservation);
const cancel = validator<CancelRequest>(compileSchema(REQUEST_SCHEMAS.CancelRequest), 'cancelRequest');
const confirm = validator<ConfirmRequest>(compileSchema(REQUEST_SCHEMAS.ConfirmRequest), 'confirmRequest');
const token = validator<TokenRequest>(compileSchema(REQUEST_SCHEMAS.TokenRequest), 'tokenRequest');

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
  Object.entries(RESPONSE_SCHEMAS).map(([kind, schema]) => [kind, validator<unknown>(compileSchema(schema), kind)]),
) as Record<ResponseKind, (body: unknown) => Validated<unknown>>;

/**
 * Checks a response body against the schema of `kind` (for end-to-end tests and gateways).
 * `value` is the body restricted to the properties the spec names.
 */
export function validateResponse(kind: ResponseKind, body: unknown): Validated<unknown> {
  return responseValidators[kind](body);
}
