/**
 * The response examples of the OpenAPI document have the shape the real service sends: every
 * field an example shows (by path, array items and map keys folded) appears with the same JSON
 * type in a reply of the same kind from the partner flow against the service.
 */
import { openApiDocument, type ResponseKind } from '@direct-connect/validation';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testService, TEST_TODAY } from '../../packages/http/src/testing/test-service.js';
import { secretOf } from '../../packages/http/src/testing/test-app.js';
import { partnerFlow, type Exchange } from './e2e-flow.js';

/** The kind of body each step of the flow gets. */
const KIND_OF_STEP: Readonly<Record<string, ResponseKind>> = {
  token: 'TokenReply', 'shop multi': 'PropDcShopList', 'shop single': 'PropDcShop', create: 'DcReservationStayList',
  retrieve: 'DcReservationStayList', read: 'DcReservationStay', modify: 'DcReservationStay', 'hold create': 'DcReservationStayList',
  cancel: 'CancelReply', whoami: 'WhoAmI', '400 shop': 'ErrorDetail', '400 create': 'ErrorDetail', '401 token': 'TokenError', '401 whoami': 'Fault',
};
/** Objects keyed by codes (ratePlans, roomTypes, clientAccounts): their keys fold into `*`. */
const MAPS = new Set(['ratePlans', 'roomTypes', 'clientAccounts']);

/** `path: type` of every value in `body`, array indexes as `[]`, map keys as `*`. */
function shapeOf(body: unknown, path = '', out = new Set<string>()): Set<string> {
  const type = Array.isArray(body) ? 'array' : body === null ? 'null' : typeof body;
  out.add(`${path}: ${type}`);
  if (Array.isArray(body)) body.forEach((item) => shapeOf(item, `${path}[]`, out));
  else if (typeof body === 'object' && body !== null) {
    const folded = MAPS.has(path.split('.').pop() ?? '');
    for (const [key, value] of Object.entries(body)) shapeOf(value, `${path}.${folded ? '*' : key}`, out);
  }
  return out;
}

/** Every response example of the document with its schema kind. */
function examples(): Array<{ where: string; kind: ResponseKind; example: unknown }> {
  const doc = openApiDocument() as { paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref: string }; example: unknown }> }> }>>; components: { responses: Record<string, { content?: Record<string, { schema: { $ref: string }; example: unknown }> }> } };
  const out: Array<{ where: string; kind: ResponseKind; example: unknown }> = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      for (const [status, response] of Object.entries(op.responses)) {
        const resolved = response.$ref ? doc.components.responses[response.$ref.split('/').pop() ?? ''] : response;
        for (const media of Object.values(resolved?.content ?? {})) {
          out.push({ where: `${method.toUpperCase()} ${path} ${status}`, kind: media.schema.$ref.split('/').pop() as ResponseKind, example: media.example });
        }
      }
    }
  }
  return out;
}

let flow: Exchange[] = [];
let service: Awaited<ReturnType<typeof testService>>;

beforeAll(async () => {
  service = await testService();
  flow = await partnerFlow(service.call, { client_id: 'demo-partner', client_secret: secretOf('demo-partner') }, TEST_TODAY);
}, 120_000);
afterAll(async () => {
  await service?.close();
});

test('every field a response example shows is sent by the service, with the same JSON type', () => {
  const sent = new Map<ResponseKind, Set<string>>();
  for (const exchange of flow) {
    const kind = KIND_OF_STEP[exchange.name];
    if (kind === undefined) continue;
    const shapes = sent.get(kind) ?? new Set<string>();
    for (const s of shapeOf(exchange.body)) shapes.add(s);
    sent.set(kind, shapes);
  }
  const checked = new Set<ResponseKind>();
  const unseen: string[] = [];
  for (const { where, kind, example } of examples()) {
    const shapes = sent.get(kind);
    if (!shapes) continue; // statuses the flow cannot provoke (413, 429, 500, 503) are ErrorDetails, checked through 400
    checked.add(kind);
    for (const s of shapeOf(example)) if (!shapes.has(s)) unseen.push(`${where} (${kind}) ${s}`);
  }
  expect(unseen).toEqual([]);
  expect([...checked].sort()).toEqual(['CancelReply', 'DcReservationStay', 'DcReservationStayList', 'ErrorDetail', 'Fault', 'PropDcShop', 'PropDcShopList', 'TokenError', 'TokenReply', 'WhoAmI']);
});
