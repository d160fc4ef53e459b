import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import {
  NOTIFICATION_CODES, openApiDocument, REQUEST_SCHEMAS, RESPONSE_SCHEMAS, validateCancelRequest, validateConfirmRequest,
  validatePropertyShopRequest, validateReservation, validateResponse, validateShopRequest, validateTokenRequest, type ResponseKind,
} from './index.js';
import { REQUEST_EXAMPLES, RESPONSE_EXAMPLES } from './openapi-examples.js';

type Operation = { description?: string; parameters?: Array<{ $ref: string }>; requestBody?: { content: Record<string, { example?: unknown }> }; responses: Record<string, { $ref?: string; headers?: Record<string, unknown>; content?: Record<string, { example?: unknown; schema: { $ref: string } }> }>; security?: unknown[] };
type Doc0 = { paths: Record<string, Record<string, { parameters?: Array<{ $ref: string }>; responses: Record<string, unknown>; security?: unknown[] }>>; components: Record<string, Record<string, unknown>>; servers: Array<{ url: string }>; info: { description: string } };
type Doc = Omit<Doc0, 'paths'> & { paths: Record<string, Record<string, Operation>>; jsonSchemaDialect: string };
const doc = openApiDocument() as unknown as Doc;
const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

/** A response of an operation, with a component response resolved. */
function responseOf(op: Operation, status: string) {
  const r = op.responses[status];
  const name = r?.$ref?.split('/').pop();
  return (name ? (doc.components.responses as Record<string, Operation['responses'][string]>)[name] : r) ?? undefined;
}

describe('the OpenAPI document', () => {
  test('is valid against the OpenAPI 3.1 meta-schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('covers every endpoint of the spec under the /dc/v2 server', () => {
    expect(doc.servers[0]?.url).toBe('http://localhost:{port}/dc/v2');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)).sort();
    expect(operations).toEqual([
      'GET /dcres/{confNumber}', 'GET /dcres/{confNumber}/gnr/{gnrNumber}', 'GET /inf/whoami', 'POST /dcres',
      'POST /dcres/{confNumber}/confirm', 'POST /dcres/{confNumber}/gnr/{gnrNumber}/cancel', 'POST /dcres/{confNumber}/release',
      'POST /dcshop/props', 'POST /dcshop/props/{propCode}', 'POST /realms/applications/token', 'PUT /dcres/{confNumber}/gnr/{gnrNumber}',
    ].sort());
  });

  test('carries the hold and session headers, bearer security, and the error statuses', () => {
    const put = doc.paths['/dcres/{confNumber}/gnr/{gnrNumber}']?.put;
    expect(put?.parameters?.map((p) => p.$ref)).toEqual(expect.arrayContaining(['#/components/parameters/SvcCrsSessionId', '#/components/parameters/SvcInventoryHold']));
    expect(Object.keys(put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '413', '500']));
    expect(doc.paths['/dcres/{confNumber}/confirm']?.post?.parameters?.map((p) => p.$ref)).toContain('#/components/parameters/SvcCrsSessionIdRequired');
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    expect(doc.paths['/realms/applications/token']?.post?.security).toEqual([]);
    expect(Object.keys(doc.paths['/realms/applications/token']?.post?.responses ?? {})).toEqual(['200', '400', '401', '413', '429', '500', '503']);
    expect(doc.components.responses?.Forbidden).not.toHaveProperty('content');
    expect(doc.components.responses?.NotFound).not.toHaveProperty('content');
    // a 401 of a platform call carries the bearer challenge, as bearer-auth.ts sends it
    expect(doc.components.responses?.Unauthorized).toMatchObject({ headers: { 'WWW-Authenticate': { $ref: '#/components/headers/WwwAuthenticate' } } });
  });

  test('uses the JSON Schema 2020-12 dialect, and a strict Ajv 2020 with ajv-formats compiles every component schema', () => {
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    for (const [name, schema] of Object.entries(doc.components.schemas ?? {})) {
      expect(() => ajv.compile(schema as object), name).not.toThrow();
    }
  });

  test('a strict Ajv with ajv-formats compiled from the document refuses a card expiry month and a local time the validators refuse', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, { properties: Record<string, unknown> }> }>;
    const expiry = ajv.compile(schemas.DcReservationCreate?.properties.guarantee?.properties.paymentCard as object);
    const sample = REQUEST_EXAMPLES.DcReservationCreate;
    const withExpiry = (cardExpireDate: string) => ({ ...sample, guarantee: { ...sample.guarantee, paymentCard: { ...sample.guarantee.paymentCard, cardExpireDate } } });
    for (const month of ['00', '01', '09', '10', '12', '13', '19', '20', '99']) {
      const ours = validateReservation(withExpiry(`${month}30`), { operation: 'create' }).ok;
      expect(expiry({ cardExpireDate: `${month}30` }), month).toBe(ours);
    }
    const stay = ajv.compile(schemas.DcReservationStay?.properties.guarantee as object);
    const local = (cxlPolicyLocalDeadline: string) => ({ guarMethodCode: 'CC', cxlPolicyLocalDeadline });
    for (const text of ['2026-03-10T18:00', '2026-03-10T23:59', '2026-03-10T24:00', '2026-03-10T18:60', '2026-13-10T18:00', '2026-03-00T18:00', '2026-03-32T18:00', '0000-01-01T00:00']) {
      const ours = validateResponse('DcReservationStay', { guarantee: local(text) }).ok;
      expect(stay(local(text)), text).toBe(ours);
    }
  });

  test('a strict Ajv compiled from the document refuses a second client account of one client type, as the validators do', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const sample = REQUEST_EXAMPLES.DcReservationCreate;
    const cases = [
      [{ clientId: '1', clientType: 'corporate' }],
      [{ clientId: '1', clientType: 'corporate' }, { clientId: '2', clientType: 'travelAgent' }],
      [{ clientId: '1', clientType: 'corporate' }, { clientId: '2', clientType: 'corporate' }],
      [{ clientId: '1', clientType: 'travelAgent' }, { clientId: '2', clientType: 'corporate' }, { clientId: '3', clientType: 'travelAgent' }],
    ];
    for (const name of ['DcReservationCreate', 'DcReservationModify'] as const) {
      const check = ajv.compile((doc.components.schemas as Record<string, object>)[name] ?? {});
      const operation = name === 'DcReservationCreate' ? 'create' : 'modify';
      const base = { ...sample, roomStays: sample.roomStays.slice(0, 1), additionalNames: undefined };
      for (const clientAccounts of cases) {
        const payload = JSON.parse(JSON.stringify({ ...base, clientAccounts })) as unknown;
        expect(check(payload), `${name} ${JSON.stringify(clientAccounts)}`).toBe(validateReservation(payload, { operation }).ok);
      }
    }
  });

  test('a strict Ajv compiled from the document needs the GDS codes of a request sending pseudoCityCode or secondaryGdsCode, as the validators do', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const schemas = doc.components.schemas as Record<string, object>;
    const gds = [{}, { pseudoCityCode: 'NYC1' }, { secondaryGdsCode: '1S' }, { pseudoCityCode: 'NYC1', secondaryGdsCode: '1S' }];
    const codes = [{}, { primaryGdsCode: '1A' }, { gdsChainCode: 'DC' }, { primaryGdsCode: '1A', gdsChainCode: 'DC' }];
    const shop = ajv.compile(schemas.ShopRequest ?? {});
    const create = ajv.compile(schemas.DcReservationCreate ?? {});
    const modify = ajv.compile(schemas.DcReservationModify ?? {});
    const sample = REQUEST_EXAMPLES.DcReservationCreate;
    const reservation = { ...sample, roomStays: sample.roomStays.slice(0, 1), additionalNames: undefined, gdsChainCode: undefined, primaryGdsCode: undefined };
    for (const sent of gds) {
      for (const code of codes) {
        const label = JSON.stringify({ ...sent, ...code });
        const props = code.gdsChainCode === undefined ? [{ propCode: 'NYCDC' }, { propCode: 'PARDC', gdsChainCode: 'DC' }] : [{ propCode: 'NYCDC', gdsChainCode: 'DC' }, { propCode: 'PARDC', gdsChainCode: 'DC' }];
        const shopPayload = { ...REQUEST_EXAMPLES.ShopRequest, ...sent, primaryGdsCode: code.primaryGdsCode, props };
        const plain = JSON.parse(JSON.stringify(shopPayload)) as unknown;
        expect(shop(plain), `shop ${label}`).toBe(validateShopRequest(plain).ok);
        const booking = JSON.parse(JSON.stringify({ ...reservation, ...sent, ...code })) as unknown;
        expect(create(booking), `create ${label}`).toBe(validateReservation(booking, { operation: 'create' }).ok);
        expect(modify(booking), `modify ${label}`).toBe(validateReservation(booking, { operation: 'modify' }).ok);
      }
    }
  });

  test('a strict Ajv compiled from the document refuses a country or currency code that does not exist, as the validators do', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const schemas = doc.components.schemas as Record<string, object>;
    const shop = ajv.compile(schemas.ShopRequest ?? {});
    const create = ajv.compile(schemas.DcReservationCreate ?? {});
    const sample = REQUEST_EXAMPLES.DcReservationCreate;
    for (const displayCurrency of ['USD', 'EUR', 'JPY', 'KWD', 'XYZ', 'ABC', 'EUX']) {
      const payload = { ...REQUEST_EXAMPLES.ShopRequest, displayCurrency };
      expect(shop(payload), displayCurrency).toBe(validateShopRequest(payload).ok);
    }
    for (const country of ['GB', 'US', 'FR', 'ZZ', 'UK', 'XX']) {
      const payload = { ...sample, guest: { ...sample.guest, addresses: [{ addressType: 'home', country }] } };
      expect(create(payload), country).toBe(validateReservation(payload, { operation: 'create' }).ok);
    }
  });

  test('every enum schema says its type', () => {
    const untyped: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (typeof node !== 'object' || node === null) return;
      if (Array.isArray(node)) { node.forEach((n, i) => walk(n, `${at}[${i}]`)); return; }
      const o = node as Record<string, unknown>;
      if (Array.isArray(o.enum) && o.type === undefined) untyped.push(at);
      for (const [k, v] of Object.entries(o)) if (k !== 'enum') walk(v, `${at}.${k}`);
    };
    walk(doc.components, 'components');
    expect(untyped).toEqual([]);
  });

  test('every operation has a description, every string path parameter a pattern', () => {
    for (const { name, op } of operations) expect(op.description?.length ?? 0, name).toBeGreaterThan(20);
    for (const [name, p] of Object.entries(doc.components.parameters as Record<string, { in: string; schema: { type: string; pattern?: string } }>)) {
      if (p.in === 'path' && p.schema.type === 'string') expect(p.schema.pattern, name).toMatch(/^\^.*\$$/);
    }
  });

  test('path parameters have the spec\'s types: confNumber a string, gnrNumber an integer (int64) with the bounds the service reads', () => {
    const parameters = doc.components.parameters as Record<string, { in: string; schema: Record<string, unknown>; example: unknown }>;
    expect(parameters.confNumber?.schema.type).toBe('string');
    expect(parameters.gnrNumber?.schema).toEqual({ type: 'integer', format: 'int64', minimum: 0, maximum: 999_999_999_999_999 });
    expect(parameters.gnrNumber?.example).toEqual(expect.any(Number));
  });

  test('every operation lists the statuses the service sends: 413, 500 and 503 everywhere, 429 with Retry-After on token, shops and writes only', () => {
    for (const { name, op } of operations) {
      for (const status of ['413', '500', '503']) expect(Object.keys(op.responses), name).toContain(status);
      if (op.security?.length !== 0) for (const status of ['401', '403']) expect(Object.keys(op.responses), name).toContain(status);
    }
    const writes = ['POST /dcres', 'PUT /dcres/{confNumber}/gnr/{gnrNumber}', 'POST /dcres/{confNumber}/gnr/{gnrNumber}/cancel', 'POST /dcres/{confNumber}/confirm', 'POST /dcres/{confNumber}/release'];
    const bounded = ['POST /realms/applications/token', 'POST /dcshop/props', 'POST /dcshop/props/{propCode}', ...writes];
    for (const name of bounded) {
      const op = operations.find((o) => o.name === name)?.op;
      expect(op && responseOf(op, '503')?.headers, name).toHaveProperty('Retry-After');
    }
    // token attempts, shop work and writes in flight are answered 429 (the hold quota is a 400 HOLD_QUOTA_EXCEEDED); reads never
    for (const { name, op } of operations) {
      if (bounded.includes(name)) expect(op && responseOf(op, '429')?.headers, name).toHaveProperty('Retry-After');
      else expect(Object.keys(op.responses), name).not.toContain('429');
    }
  });

  test('every request and response body has an example, and the validators accept each', () => {
    const requestValidators: Record<keyof typeof REQUEST_EXAMPLES, (p: unknown) => { ok: boolean }> = {
      TokenRequest: validateTokenRequest, ShopRequest: (p) => validateShopRequest(p), PropertyShopRequest: (p) => validatePropertyShopRequest(p),
      DcReservationCreate: (p) => validateReservation(p, { operation: 'create' }), DcReservationModify: (p) => validateReservation(p, { operation: 'modify' }),
      CancelRequest: validateCancelRequest, ConfirmRequest: validateConfirmRequest,
    };
    for (const [name, example] of Object.entries(REQUEST_EXAMPLES)) expect(requestValidators[name as keyof typeof REQUEST_EXAMPLES](example), name).toMatchObject({ ok: true });
    for (const [kind, example] of Object.entries(RESPONSE_EXAMPLES)) {
      const checked = validateResponse(kind as ResponseKind, example);
      expect(checked.ok ? [] : checked.error.notifications, kind).toEqual([]);
    }
    for (const { name, op } of operations) {
      for (const media of Object.values(op.requestBody?.content ?? {})) expect(media.example, name).toBeDefined();
      for (const status of Object.keys(op.responses)) {
        for (const media of Object.values(responseOf(op, status)?.content ?? {})) {
          expect(media.example, `${name} ${status}`).toBeDefined();
          const kind = media.schema.$ref.split('/').pop() as ResponseKind;
          const checked = validateResponse(kind, media.example);
          expect(checked.ok ? [] : checked.error.notifications, `${name} ${status}`).toEqual([]);
        }
      }
    }
  });

  test('holds every exported schema and the notification code table', () => {
    expect(Object.keys(doc.components.schemas ?? {}).sort()).toEqual([...Object.keys(REQUEST_SCHEMAS), ...Object.keys(RESPONSE_SCHEMAS)].sort());
    for (const code of Object.keys(NOTIFICATION_CODES)) expect(doc.info.description).toContain(`| ${code} |`);
  });

  test('the file written by the build is the document of these sources', async () => {
    const written = JSON.parse(await readFile(new URL('../openapi.json', import.meta.url), 'utf8')) as unknown;
    expect(written).toEqual(openApiDocument());
  });
});
