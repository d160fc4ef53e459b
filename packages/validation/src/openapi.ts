/**
 * The OpenAPI 3.1 document of the whole API, built from the same schemas as the validators and
 * the wire types: its component schemas are the exported REQUEST_SCHEMAS and RESPONSE_SCHEMAS
 * (with the cross-field rules JSON Schema can state, `schema/cross-field-keywords.ts`), their own
 * formats made standard. The server is the service started locally (base path `/dc/v2` by default). JSON Schema 2020-12 dialect,
 * standard formats only: the package's own formats (existing country and currency codes, card
 * expiry, local date-times, numeric text) are left to patterns and descriptions, so that any tool
 * reads every schema without extra setup.
 */
import { errorDetail, notification } from './error-detail.js';
import { COUNTRY_CODES, CURRENCY_CODES } from './generated/iso-codes.generated.js';
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from './generated/json-schemas.generated.js';
import { ERROR_DETAIL_CODES, NOTIFICATION_CODES } from './notification-codes.js';
import { REQUEST_EXAMPLES, RESPONSE_EXAMPLES } from './openapi-examples.js';

type Doc = Record<string, unknown>;

type RequestName = keyof typeof REQUEST_EXAMPLES;
type ResponseName = keyof typeof RESPONSE_EXAMPLES;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string, example: unknown) => ({ 'application/json': { schema: ref(name), example } });
const body = (name: RequestName, description: string, required = true) => ({ description, required, content: json(name, REQUEST_EXAMPLES[name]) });
const ok = (description: string, schema: ResponseName, headers?: Doc) => ({ description, content: json(schema, RESPONSE_EXAMPLES[schema]), ...(headers ? { headers } : {}) });
const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const resp = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Responses every operation can get: an oversized body, an unexpected fault, the store unavailable. */
const EVERY_ROUTE = { 413: resp('PayloadTooLarge'), 500: resp('InternalError'), 503: resp('ServiceUnavailable') };
/** Responses of every operation behind a bearer token. */
const AUTHENTICATED = { 401: resp('Unauthorized'), 403: resp('Forbidden'), ...EVERY_ROUTE };
/** Responses of operations whose work a partner's bounds limit (shops and writes). */
const BOUNDED = { 429: resp('TooManyRequests') };

const SESSION_RESPONSE_HEADER = { 'Svc-Crs-SessionId': { $ref: '#/components/headers/SvcCrsSessionId' } };
const RETRY_AFTER = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

/** Formats of this package that are not standard: in the document, their pattern and description carry them. */
const OWN_FORMATS: Readonly<Record<string, string>> = {
  iso4217: 'an existing ISO 4217 currency code',
  'iso3166-alpha2': 'an existing ISO 3166-1 alpha-2 country code',
  'card-expiry': 'MMYY with a month 01 to 12',
  'local-date-time': 'a real property-local date-time YYYY-MM-DDThh:mm',
  'count-text': 'strict numeric text of a non-negative integer',
  // JSON Schema's multipleOf would state these, but tools divide in binary floating point: Ajv
  // refuses 0.3 as a multiple of 0.0001 (0.3 / 0.0001 is 2999.9999999999995), 19.99 of 0.01.
  amount: 'at most 4 decimal places',
  'usd-amount': 'at most 2 decimal places',
};

/**
 * Patterns that say in the document what an own format checks beyond its schema pattern, where a
 * regular expression can: the month of a card expiry; the month, day, hour and minute ranges of a
 * local date-time (whether the day exists in its month stays in the description).
 */
const OWN_FORMAT_PATTERNS: Readonly<Record<string, string>> = {
  'card-expiry': '^(?:0[1-9]|1[0-2])[0-9]{2}$',
  'local-date-time': '^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]$',
};

/**
 * The code sets an own format checks membership of: in the request schemas of the document, an
 * `enum` of the same codes, so that a validator of the document refuses a code that does not
 * exist. Response schemas keep the description only (the service writes codes its catalog
 * checked; the lists would add about 80 KB to the document).
 */
const OWN_FORMAT_ENUMS: Readonly<Record<string, ReadonlySet<string>>> = {
  iso4217: CURRENCY_CODES,
  'iso3166-alpha2': COUNTRY_CODES,
};

/**
 * A deep copy of `schema` with the package's own formats turned into descriptions, and into
 * patterns, or code lists in a request schema (`request`), where those say them.
 */
function standardFormats(schema: unknown, request: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => standardFormats(item, request));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === 'properties' || key === 'patternProperties' ? mapValues(value, (v) => standardFormats(v, request)) : standardFormats(value, request);
  }
  const own = typeof out.format === 'string' ? OWN_FORMATS[out.format] : undefined;
  if (own !== undefined) {
    const pattern = OWN_FORMAT_PATTERNS[out.format as string];
    if (pattern !== undefined) out.pattern = pattern;
    const codes = request ? OWN_FORMAT_ENUMS[out.format as string] : undefined;
    if (codes !== undefined) out.enum = [...codes];
    delete out.format;
    out.description = typeof out.description === 'string' ? `${out.description}; ${own}` : own;
  }
  return out;
}

function mapValues(o: unknown, f: (v: unknown) => unknown): unknown {
  return Object.fromEntries(Object.entries(o as Record<string, unknown>).map(([k, v]) => [k, f(v)]));
}

function codeTable(): string {
  const rows = Object.entries(NOTIFICATION_CODES).map(([code, c]) => `| ${code} | ${c.ota ?? ''} | ${c.meaning} |`);
  return ['| notification code | otaErrorCode | meaning |', '|---|---|---|', ...rows].join('\n');
}

const errorExample = (code: keyof typeof NOTIFICATION_CODES, message: string, status: number, context = 'request') =>
  errorDetail([notification(code, [], message)], context, status);

/** The OpenAPI 3.1 document of every endpoint of the spec (a fresh object on each call). */
export function openApiDocument(): Doc {
  const schemas = Object.fromEntries(
    [
      ...Object.entries(REQUEST_SCHEMAS).map(([name, schema]) => [name, standardFormats(schema, true)]),
      ...Object.entries(RESPONSE_SCHEMAS).map(([name, schema]) => [name, standardFormats(schema, false)]),
    ],
  ) as Record<string, Doc>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'direct-connect hotel shopping and reservation API',
      version: '2.0.0',
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'Token, shop (one or up to 30 properties), create, read, modify, cancel, hold, confirm, release, who-am-I. ' +
        'The demo service accepts the credentials `demo-partner` / `demo-secret` and sells the demo properties NYCDC, TYODC, ' +
        'KWIDC, PARDC and LAXDC.\n\n' +
        `ErrorDetail.code is the HTTP status: ${Object.values(ERROR_DETAIL_CODES).join(', ')}. ` +
        'Every problem is one notification (at most 100) with a stable code, the offending field paths ' +
        '(such as `roomStays[0].childAges[2]`) and the OpenTravel error code where one fits.\n\n' +
        '<details><summary>Notification codes</summary>\n\n' + codeTable() + '\n\n</details>',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{
      url: 'http://localhost:{port}/dc/v2',
      description: 'the service started by `pnpm start` (base path /dc/v2 by default; the service serves this document with its own)',
      variables: { port: { default: '8080', description: 'PORT of the service' } },
    }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'token', description: 'access tokens for partner credentials' },
      { name: 'shop', description: 'availability and rates' },
      { name: 'reservation', description: 'create, read, modify and cancel stays' },
      { name: 'hold', description: 'confirm or release a held create or modify' },
      { name: 'identity', description: 'the authenticated partner' },
    ],
    paths: {
      '/realms/applications/token': {
        post: {
          tags: ['token'], operationId: 'issueToken', summary: 'Issue an access token', security: [],
          description: 'Exchanges a client id and secret for a bearer token (expires_in seconds). Repeated failures from one ' +
            'source address, or for one client id from one address, are answered 429 with Retry-After.',
          requestBody: body('TokenRequest', 'the partner credentials'),
          responses: {
            200: ok('access token', 'TokenReply'),
            400: { description: 'a required parameter is missing (`invalid_request`)', content: json('TokenError', { error: 'invalid_request', error_description: 'client_secret is required' }) },
            401: { description: 'bad client id or secret (`invalid_client`)', content: json('TokenError', RESPONSE_EXAMPLES.TokenError) },
            429: { description: 'too many failed attempts', headers: RETRY_AFTER, content: json('TokenError', { error: 'too_many_requests', error_description: 'Too many failed token requests; retry after 60 seconds.' }) },
            ...EVERY_ROUTE,
          },
        },
      },
      '/dcshop/props': {
        post: {
          tags: ['shop'], operationId: 'shopProperties', summary: 'Shop up to 30 properties',
          description: 'Rates and availability of up to 30 properties for one stay, one PropDcShop per property in request order; ' +
            'an unknown or unavailable property comes back with statusCode and statusMessage, never as a failed call.',
          requestBody: body('ShopRequest', 'the stay and the properties'),
          responses: { 200: ok('one PropDcShop per requested property, in request order', 'PropDcShopList'), 400: resp('BadRequest'), ...BOUNDED, ...AUTHENTICATED },
        },
      },
      '/dcshop/props/{propCode}': {
        post: {
          tags: ['shop'], operationId: 'shopProperty', summary: 'Shop one property',
          description: 'Rates and availability of one property; counts may be sent as numeric text ("2").',
          parameters: [param('propCode')],
          requestBody: body('PropertyShopRequest', 'the stay'),
          responses: { 200: ok('the property', 'PropDcShop'), 400: resp('BadRequest'), 404: resp('NotFound'), ...BOUNDED, ...AUTHENTICATED },
        },
      },
      '/dcres': {
        post: {
          tags: ['reservation'], operationId: 'createReservation', summary: 'Create a reservation of 1 to 9 rooms',
          description: 'Books 1 to 9 rooms of one property: one confNumber, one stay (gnrNumber) per room; inventory of every ' +
            'room and night is taken all or nothing. With Svc-Inventory-Hold true the rooms are held until confirmed or released.',
          parameters: [param('SvcInventoryHold')],
          requestBody: body('DcReservationCreate', 'the reservation'),
          responses: {
            200: ok('one stay per room, each with confNumber and gnrNumber; with the hold header, the Svc-Crs-SessionId of the held create', 'DcReservationStayList', SESSION_RESPONSE_HEADER),
            400: resp('BadRequest'), ...BOUNDED, ...AUTHENTICATED,
          },
        },
      },
      '/dcres/{confNumber}': {
        get: {
          tags: ['reservation'], operationId: 'readReservation', summary: 'Read every stay of a reservation',
          description: 'Every stay of a reservation of the calling partner; card numbers masked.',
          parameters: [param('confNumber')],
          responses: { 200: ok('all stays of the reservation', 'DcReservationStayList'), 404: resp('NotFound'), ...AUTHENTICATED },
        },
      },
      '/dcres/{confNumber}/gnr/{gnrNumber}': {
        get: {
          tags: ['reservation'], operationId: 'readStay', summary: 'Read one stay',
          description: 'One stay; read it before a modify so that the modify carries complete data.',
          parameters: [param('confNumber'), param('gnrNumber')],
          responses: { 200: ok('the stay', 'DcReservationStay'), 404: resp('NotFound'), ...AUTHENTICATED },
        },
        put: {
          tags: ['reservation'], operationId: 'modifyStay', summary: 'Modify one stay (exactly 1 room stay)',
          description: 'Replaces one stay and re-prices it. A stay read and sent back unchanged changes nothing; the masked card ' +
            'number a read returns keeps the stored card. additionalNames belong to the whole reservation: at most the guests of ' +
            'all its stays after the change minus 1, checked by the service (the names sent, else the stored ones). With ' +
            'Svc-Inventory-Hold true the change is held until confirmed.',
          parameters: [param('confNumber'), param('gnrNumber'), param('SvcCrsSessionId'), param('SvcInventoryHold')],
          requestBody: body('DcReservationModify', 'the stay as it should be'),
          responses: { 200: ok('the stay as modified (or as held)', 'DcReservationStay', SESSION_RESPONSE_HEADER), 400: resp('BadRequest'), 404: resp('NotFound'), ...BOUNDED, ...AUTHENTICATED },
        },
      },
      '/dcres/{confNumber}/gnr/{gnrNumber}/cancel': {
        post: {
          tags: ['reservation'], operationId: 'cancelStay', summary: 'Cancel one stay',
          description: 'Cancels one stay and returns its inventory; repeating the cancel returns the same cxlNumber.',
          parameters: [param('confNumber'), param('gnrNumber')],
          requestBody: body('CancelRequest', 'cancel options (may be {})'),
          responses: { 200: ok('the cancellation number (the same one when repeated)', 'CancelReply'), 400: resp('BadRequest'), 404: resp('NotFound'), ...BOUNDED, ...AUTHENTICATED },
        },
      },
      '/dcres/{confNumber}/confirm': {
        post: {
          tags: ['hold'], operationId: 'confirmHold', summary: 'Confirm a held create or modify',
          description: 'Commits the held create or modify named by Svc-Crs-SessionId.',
          parameters: [param('confNumber'), param('SvcCrsSessionIdRequired')],
          requestBody: body('ConfirmRequest', 'optional externalResId and primaryGdsCode', false),
          responses: { 204: { description: 'committed; no content' }, 400: resp('BadRequest'), 404: resp('NotFound'), ...BOUNDED, ...AUTHENTICATED },
        },
      },
      '/dcres/{confNumber}/release': {
        post: {
          tags: ['hold'], operationId: 'releaseHold', summary: 'Release a held create or modify',
          description: 'Discards the held create or modify named by Svc-Crs-SessionId and returns its inventory.',
          parameters: [param('confNumber'), param('SvcCrsSessionIdRequired')],
          responses: { 204: { description: 'discarded; no content' }, 400: resp('BadRequest'), 404: resp('NotFound'), ...BOUNDED, ...AUTHENTICATED },
        },
      },
      '/inf/whoami': {
        get: {
          tags: ['identity'], operationId: 'whoAmI', summary: 'Details of the authenticated principal',
          description: 'The application behind the bearer token and what it may call.',
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
        propCode: { name: 'propCode', in: 'path', required: true, description: 'property code', schema: { type: 'string', pattern: '^[A-Z0-9]{2,6}$' }, example: 'NYCDC' },
        confNumber: { name: 'confNumber', in: 'path', required: true, description: 'confirmation number', schema: { type: 'string', pattern: '^[A-Za-z0-9]{1,32}$' }, example: '10000001' },
        gnrNumber: {
          name: 'gnrNumber', in: 'path', required: true, description: 'stay number within the reservation (the service reads 1 to 15 digits)',
          schema: { type: 'integer', format: 'int64', minimum: 0, maximum: 999_999_999_999_999 }, example: 1000001,
        },
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
        WwwAuthenticate: { description: 'the bearer challenge (RFC 6750): `Bearer error="invalid_token"`', schema: { type: 'string' } },
      },
      responses: {
        BadRequest: { description: 'invalid request or domain refusal', content: json('ErrorDetail', RESPONSE_EXAMPLES.ErrorDetail) },
        Unauthorized: {
          description: 'invalid or expired access token (fault code 900901)',
          headers: { 'WWW-Authenticate': { $ref: '#/components/headers/WwwAuthenticate' } },
          content: json('Fault', RESPONSE_EXAMPLES.Fault),
        },
        Forbidden: { description: 'the credential may not call this endpoint; no content' },
        NotFound: { description: 'no such property or reservation of this partner; no content' },
        PayloadTooLarge: {
          description: 'request body over 64 KiB',
          content: json('ErrorDetail', errorExample('BODY_TOO_LARGE', 'Request bodies are limited to 65536 bytes.', ERROR_DETAIL_CODES.bodyTooLarge, 'request body')),
        },
        TooManyRequests: {
          description: 'a bound of the partner is reached (shop work, concurrent shops, room-nights of writes in flight); retry after the given seconds',
          headers: RETRY_AFTER,
          content: json('ErrorDetail', errorExample('TOO_MANY_SHOPS', 'This partner already has 4 shops in flight, the most allowed (4); retry after 1 second.', ERROR_DETAIL_CODES.tooManyRequests)),
        },
        InternalError: {
          description: 'unexpected fault, without internals',
          content: json('ErrorDetail', errorExample('INTERNAL_ERROR', 'The request could not be completed; quote request id 3f1c2b4e when reporting it.', ERROR_DETAIL_CODES.internalError, 'server')),
        },
        ServiceUnavailable: {
          description: 'the store is unavailable or full; retry after the given seconds',
          headers: RETRY_AFTER,
          content: json('ErrorDetail', errorExample('STORE_UNAVAILABLE', 'The reservation store is unavailable; retry after 5 seconds (request id 3f1c2b4e).', ERROR_DETAIL_CODES.serviceUnavailable, 'server')),
        },
      },
    },
  };
}
