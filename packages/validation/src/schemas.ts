/**
 * The source schemas (TypeBox) of every request and response body, by name (the names of the
 * OpenAPI components). Used at build time and for the wire types; the package exports plain JSON
 * copies generated from them (`generated/json-schemas.generated.ts`), so that importing a
 * validator does not run TypeBox.
 */
import { PropertyShopRequestSchema, ShopRequestSchema } from './schema/shop-request.js';
import {
  CancelRequestSchema, ConfirmRequestSchema, ReservationCreateSchema, ReservationModifySchema, TokenRequestSchema,
} from './schema/reservation-request.js';
import { PropDcShopListSchema, PropDcShopSchema } from './schema/shop-result.js';
import { CancelReplySchema, DcReservationStayListSchema, DcReservationStaySchema } from './schema/reservation-stay.js';
import { ErrorDetailSchema, FaultSchema, TokenErrorSchema, TokenReplySchema, WhoAmISchema } from './schema/service-replies.js';
import { withCrossFieldKeywords } from './schema/cross-field-keywords.js';
import { withWellFormedStrings } from './schema/well-formed-strings.js';

/** JSON Schemas (2020-12) of every request body. */
export const REQUEST_SOURCE_SCHEMAS = {
  ShopRequest: ShopRequestSchema,
  PropertyShopRequest: PropertyShopRequestSchema,
  DcReservationCreate: ReservationCreateSchema,
  DcReservationModify: ReservationModifySchema,
  CancelRequest: CancelRequestSchema,
  ConfirmRequest: ConfirmRequestSchema,
  TokenRequest: TokenRequestSchema,
} as const;

/**
 * Plain JSON copies of the request schemas with the keywords of the cross-field rules JSON Schema
 * can state (`schema/cross-field-keywords.ts`) and patterns that refuse a lone surrogate in every
 * string that could hold one (`schema/well-formed-strings.ts`): the source of the exported `REQUEST_SCHEMAS`, and
 * through them of the OpenAPI document. The walks compile {@link REQUEST_SOURCE_SCHEMAS}, whose
 * record checks state the same rules.
 */
export function requestJsonSchemas(): Record<RequestKind, Record<string, unknown>> {
  const entries = Object.entries(REQUEST_SOURCE_SCHEMAS).map(([name, schema]) => {
    const plain = withWellFormedStrings(JSON.parse(JSON.stringify(schema))) as Record<string, unknown>;
    return [name, withCrossFieldKeywords(name, plain)];
  });
  return Object.fromEntries(entries) as Record<RequestKind, Record<string, unknown>>;
}

/** JSON Schemas (2020-12) of every response body. */
export const RESPONSE_SOURCE_SCHEMAS = {
  PropDcShop: PropDcShopSchema,
  PropDcShopList: PropDcShopListSchema,
  DcReservationStay: DcReservationStaySchema,
  DcReservationStayList: DcReservationStayListSchema,
  CancelReply: CancelReplySchema,
  WhoAmI: WhoAmISchema,
  TokenReply: TokenReplySchema,
  TokenError: TokenErrorSchema,
  ErrorDetail: ErrorDetailSchema,
  Fault: FaultSchema,
} as const;

/** Name of a request body schema. */
export type RequestKind = keyof typeof REQUEST_SOURCE_SCHEMAS;
/** Name of a response body schema. */
export type ResponseKind = keyof typeof RESPONSE_SOURCE_SCHEMAS;
