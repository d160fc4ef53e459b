/**
 * The OpenAPI 3.1 document of the whole API, built from the same schemas as the validators and
 * the wire types. The server URL is `{basePath}` (default `/dc/v2`, DESIGN section 6).
 */
import { ERROR_DETAIL_CODES, NOTIFICATION_CODES } from './notification-codes.js';
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from './generated/json-schemas.generated.js';

type Doc = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
const body = (name: string, required = true) => ({ required, content: json(name) });
const ok = (description: string, schema: string, headers?: Doc) => ({ description, content: json(schema), ...(headers ? { headers } : {}) });
const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const resp = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Responses shared by every authenticated operation. */
const AUTHENTICATED = { 401: resp('Unauthorized'), 403: resp('Forbidden'), 429: resp('TooManyRequests'), 500: resp('InternalError') };
/** Responses of operations that take a body. */
const WITH_BODY = { 400: resp('BadRequest'), 413: resp('PayloadTooLarge') };

const SESSION_RESPONSE_HEADER = { 'Svc-Crs-SessionId': { $ref: '#/components/headers/SvcCrsSessionId' } };

function codeTable(): string {
  const rows = Object.entries(NOTIFICATION_CODES).map(([code, c]) => `| ${code} | ${c.ota ?? ''} | ${c.meaning} |`);
  return ['| notification code | otaErrorCode | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** Deep plain copy of a TypeBox schema (drops its non-enumerable `~kind` markers). */
function plain<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema)) as T;
}

/** The OpenAPI 3.1 document of every endpoint of the spec (a fresh object on each call). */
export function openApiDocument(): Doc {
  const schemas = Object.fromEntries(
    [...Object.entries(REQUEST_SCHEMAS), ...Object.entries(RESPONSE_SCHEMAS)].map(([name, schema]) => [name, plain(schema)]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'direct-connect hotel shopping and reservation API',
      version: '2.0.0',
      description:
        'Token, shop (one or up to 30 properties), create, read, modify, cancel, hold, confirm, release, who-am-I.\n\n' +
        `ErrorDetail.code is the HTTP status: ${Object.values(ERROR_DETAIL_CODES).join(', ')}. ` +
        'Every problem is one notification (at most 100) with a stable code, the offending field paths ' +
        '(such as `roomStays[0].childAges[2]`) and the OpenTravel error code where one fits.\n\n' + codeTable(),
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: '{basePath}', variables: { basePath: { default: '/dc/v2', description: 'fixed path prefix ending in the version segment v2' } } }],
    security: [{ bearerAuth: [] }],
    tags: [{ name: 'token' }, { name: 'shop' }, { name: 'reservation' }, { name: 'hold' }, { name: 'identity' }],
    paths: {
      '/realms/applications/token': {
        post: {
          tags: ['token'], operationId: 'issueToken', summary: 'Issue an access token', security: [],
          requestBody: body('TokenRequest'),
          responses: {
            200: ok('access token', 'TokenReply'),
            400: { description: 'a required parameter is missing (`invalid_request`)', content: json('TokenError') },
            401: { description: 'bad client id or secret (`invalid_client`)', content: json('TokenError') },
            403: { description: 'credentials do not allow the endpoint; no content' },
            413: resp('PayloadTooLarge'),
            429: { description: 'too many failed attempts', headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }, content: json('TokenError') },
            503: { description: 'token service down' },
          },
        },
      },
      '/dcshop/props': {
        post: {
          tags: ['shop'], operationId: 'shopProperties', summary: 'Shop up to 30 properties',
          requestBody: body('ShopRequest'),
          responses: { 200: ok('one PropDcShop per requested property, in request order', 'PropDcShopList'), ...WITH_BODY, ...AUTHENTICATED },
        },
      },
      '/dcshop/props/{propCode}': {
        post: {
          tags: ['shop'], operationId: 'shopProperty', summary: 'Shop one property',
          parameters: [param('propCode')],
          requestBody: body('PropertyShopRequest'),
          responses: { 200: ok('the property', 'PropDcShop'), ...WITH_BODY, ...AUTHENTICATED, 404: resp('NotFound') },
        },
      },
      '/dcres': {
        post: {
          tags: ['reservation'], operationId: 'createReservation', summary: 'Create a reservation of 1 to 9 rooms',
          parameters: [param('SvcInventoryHold')],
          requestBody: body('DcReservationCreate'),
          responses: {
            200: ok('one stay per room, each with confNumber and gnrNumber; with the hold header, the Svc-Crs-SessionId of the held create', 'DcReservationStayList', SESSION_RESPONSE_HEADER),
            ...WITH_BODY, ...AUTHENTICATED,
          },
        },
      },
      '/dcres/{confNumber}': {
        get: {
          tags: ['reservation'], operationId: 'readReservation', summary: 'Read every stay of a reservation',
          parameters: [param('confNumber')],
          responses: { 200: ok('all stays of the reservation', 'DcReservationStayList'), ...AUTHENTICATED, 404: resp('NotFound') },
        },
      },
      '/dcres/{confNumber}/gnr/{gnrNumber}': {
        get: {
          tags: ['reservation'], operationId: 'readStay', summary: 'Read one stay',
          parameters: [param('confNumber'), param('gnrNumber')],
          responses: { 200: ok('the stay', 'DcReservationStay'), ...AUTHENTICATED, 404: resp('NotFound') },
        },
        put: {
          tags: ['reservation'], operationId: 'modifyStay', summary: 'Modify one stay (exactly 1 room stay)',
          parameters: [param('confNumber'), param('gnrNumber'), param('SvcCrsSessionId'), param('SvcInventoryHold')],
          requestBody: body('DcReservationModify'),
          responses: { 200: ok('the stay as modified (or as held)', 'DcReservationStay', SESSION_RESPONSE_HEADER), ...WITH_BODY, ...AUTHENTICATED, 404: resp('NotFound') },
        },
      },
      '/dcres/{confNumber}/gnr/{gnrNumber}/cancel': {
        post: {
          tags: ['reservation'], operationId: 'cancelStay', summary: 'Cancel one stay',
          parameters: [param('confNumber'), param('gnrNumber')],
          requestBody: body('CancelRequest'),
          responses: { 200: ok('the cancellation number (the same one when repeated)', 'CancelReply'), ...WITH_BODY, ...AUTHENTICATED, 404: resp('NotFound') },
        },
      },
      '/dcres/{confNumber}/confirm': {
        post: {
          tags: ['hold'], operationId: 'confirmHold', summary: 'Confirm a held create or modify',
          parameters: [param('confNumber'), param('SvcCrsSessionIdRequired')],
          requestBody: body('ConfirmRequest', false),
          responses: { 204: { description: 'committed; no content' }, ...WITH_BODY, ...AUTHENTICATED, 404: resp('NotFound') },
        },
      },
      '/dcres/{confNumber}/release': {
        post: {
          tags: ['hold'], operationId: 'releaseHold', summary: 'Release a held create or modify',
          parameters: [param('confNumber'), param('SvcCrsSessionIdRequired')],
          responses: { 204: { description: 'discarded; no content' }, 400: resp('BadRequest'), ...AUTHENTICATED, 404: resp('NotFound') },
        },
      },
      '/inf/whoami': {
        get: {
          tags: ['identity'], operationId: 'whoAmI', summary: 'Details of the authenticated principal',
          responses: { 200: ok('the principal', 'WhoAmI'), ...AUTHENTICATED },
        },
      },
    },
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'access token from POST /realms/applications/token' },
      },
      parameters: {
        propCode: { name: 'propCode', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Z0-9]{2,6}$' } },
        confNumber: { name: 'confNumber', in: 'path', required: true, schema: { type: 'string' } },
        gnrNumber: { name: 'gnrNumber', in: 'path', required: true, schema: { type: 'integer', format: 'int64' } },
        SvcCrsSessionId: {
          name: 'Svc-Crs-SessionId', in: 'header', required: false, schema: { type: 'string', format: 'uuid' },
          description: 'acts on a held booking; without Svc-Inventory-Hold true, the held change is committed',
        },
        SvcCrsSessionIdRequired: {
          name: 'Svc-Crs-SessionId', in: 'header', required: true, schema: { type: 'string', format: 'uuid' },
          description: 'the session returned by the held create or modify',
        },
        SvcInventoryHold: {
          name: 'Svc-Inventory-Hold', in: 'header', required: false, schema: { type: 'boolean' },
          description: 'true: hold inventory unconfirmed until confirm or release (authorized channels only; expires after 15 minutes by default)',
        },
      },
      headers: {
        SvcCrsSessionId: { description: 'CRS session of the held change', schema: { type: 'string', format: 'uuid' } },
        RetryAfter: { description: 'seconds to wait', schema: { type: 'integer', minimum: 0 } },
      },
      responses: {
        BadRequest: { description: 'invalid request or domain refusal', content: json('ErrorDetail') },
        Unauthorized: { description: 'invalid or expired access token (fault code 900901)', content: json('Fault') },
        Forbidden: { description: 'the credential may not call this endpoint; no content' },
        NotFound: { description: 'record not found; no content' },
        PayloadTooLarge: { description: 'request body over 64 KiB', content: json('ErrorDetail') },
        TooManyRequests: { description: 'rate limited', headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } },
        InternalError: { description: 'unexpected fault, without internals', content: json('ErrorDetail') },
      },
    },
  };
}
