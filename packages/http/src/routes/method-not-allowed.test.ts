/**
 * Method semantics of every path: 405 with `Allow` for a method the path does not support, 204
 * with `Allow` for OPTIONS, 404 for a path nothing serves, and HEAD as GET without the body. The
 * paths and their methods come from the OpenAPI document (not from the app's route table the
 * module reads), plus the paths outside it: /health, /openapi.json and the docs.
 */
import { openApiDocument } from '@direct-connect/validation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SECURITY_HEADERS } from '../middleware/response-headers.js';
import { reservationRequest, testService, valueOf } from '../testing/test-service.js';
import { testApp } from '../testing/test-app.js';
import { allowedMethodsOf } from './method-not-allowed.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRIED = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Each path of the document with its methods (upper case), path parameters filled in. */
function documentedPaths(): Array<{ path: string; methods: string[] }> {
  const paths = (openApiDocument() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).map(([template, operations]) => ({
    path: template.replace('{propCode}', 'NYCDC').replace('{confNumber}', '1234567890').replace('{gnrNumber}', '987654321'),
    methods: Object.keys(operations).map((m) => m.toUpperCase()),
  }));
}

/** What `Allow` must list for `methods`: HEAD with GET, and OPTIONS. */
function allowOf(methods: string[]): string[] {
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].sort();
}

const allowHeader = (reply: Response) => (reply.headers.get('allow') ?? '').split(', ').sort();

describe('allowedMethodsOf', () => {
  const routes = [
    { method: 'ALL', path: '*' },
    { method: 'GET', path: '/*' },
    { method: 'ALL', path: '/api/*' },
    { method: 'POST', path: '/api/items' },
    { method: 'GET', path: '/api/items/:id' },
    { method: 'PUT', path: '/api/items/:id' },
    { method: 'PUT', path: '/api/items/:id' },
    { method: 'GET', path: '/api/items/first' },
  ];
  const allowed = allowedMethodsOf(routes);

  test('a path gets the methods of its routes, HEAD with GET, OPTIONS, in a fixed order', () => {
    expect(allowed('/api/items')?.allow).toBe('POST, OPTIONS');
    expect(allowed('/api/items/42')?.allow).toBe('GET, HEAD, PUT, OPTIONS');
  });

  test('the patterns matching a path together: a fixed segment and a parameter', () => {
    expect(allowed('/api/items/first')?.allow).toBe('GET, HEAD, PUT, OPTIONS');
    expect([...(allowed('/api/items/first')?.methods ?? [])]).toEqual(['GET', 'HEAD', 'PUT', 'OPTIONS']);
  });

  test('middleware and routes on every path name no resource: other paths have no methods', () => {
    expect(allowed('/api')).toBeUndefined();
    expect(allowed('/api/other')).toBeUndefined();
    expect(allowed('/api/items/42/more')).toBeUndefined();
    expect(allowed('/')).toBeUndefined();
  });
});

describe('the served API', () => {
  let t: Awaited<ReturnType<typeof testService>>;
  let token = '';
  let stay = { confNumber: '', gnrNumber: '' };

  beforeAll(async () => {
    t = await testService();
    token = await t.tokenFor('demo-partner');
    const created = valueOf(await t.clientOf('demo-partner').createReservation(reservationRequest({ arrivalDate: '2026-03-10', departureDate: '2026-03-12' })));
    stay = { confNumber: String(created[0]!.confNumber), gnrNumber: String(created[0]!.gnrNumber) };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const OUTSIDE_THE_DOCUMENT = [
    { path: '/health', methods: ['GET'] },
    { path: '/openapi.json', methods: ['GET'] },
    { path: '/docs', methods: ['GET'] },
    { path: '/docs/init.js', methods: ['GET'] },
    { path: '/docs/openapi.json', methods: ['GET'] },
    { path: '/docs/assets/swagger-ui.css', methods: ['GET'] },
  ];

  test('every path answers a method it does not support 405 with its Allow, without content, token or not', async () => {
    const paths = [...documentedPaths().map((p) => ({ ...p, path: `${t.service.baseUrl}${p.path}` })), ...OUTSIDE_THE_DOCUMENT.map((p) => ({ ...p, path: `${t.service.origin}${p.path}` }))];
    expect(paths.length).toBe(16);
    let checked = 0;
    for (const { path, methods } of paths) {
      const allow = allowOf(methods);
      for (const method of TRIED.filter((m) => !allow.includes(m))) {
        for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
          const reply = await fetch(path, { method, headers });
          const what = `${method} ${path}`;
          expect(reply.status, what).toBe(405);
          expect(allowHeader(reply), what).toEqual(allow);
          expect(await reply.text(), what).toBe('');
          expect(reply.headers.get('content-length'), what).toBe('0');
          for (const [name, value] of SECURITY_HEADERS) expect(reply.headers.get(name), `${what} ${name}`).toBe(value);
          expect(reply.headers.get('x-request-id'), what).toMatch(UUID);
          checked += 1;
        }
      }
    }
    // 10 documented paths with 1 or 2 operations, 6 GET paths outside: at least 3 methods refused on each, twice.
    expect(checked).toBeGreaterThanOrEqual(16 * 3 * 2);
  });

  test('OPTIONS of a served path is 204 with its Allow and no length; of another path 404', async () => {
    const paths = [...documentedPaths().map((p) => ({ ...p, path: `${t.service.baseUrl}${p.path}` })), ...OUTSIDE_THE_DOCUMENT.map((p) => ({ ...p, path: `${t.service.origin}${p.path}` }))];
    for (const { path, methods } of paths) {
      const reply = await fetch(path, { method: 'OPTIONS' });
      expect(reply.status, path).toBe(204);
      expect(allowHeader(reply), path).toEqual(allowOf(methods));
      expect(reply.headers.get('content-length'), path).toBeNull();
      expect(await reply.text(), path).toBe('');
      for (const [name, value] of SECURITY_HEADERS) expect(reply.headers.get(name), `${path} ${name}`).toBe(value);
    }
    for (const path of [`${t.service.baseUrl}/nowhere`, `${t.service.baseUrl}/dcres/1/gnr`, `${t.service.origin}/`, `${t.service.baseUrl}/dcres/`]) {
      const reply = await fetch(path, { method: 'OPTIONS' });
      expect(reply.status, path).toBe(404);
      expect(reply.headers.get('allow'), path).toBeNull();
    }
  });

  test('an unknown path stays 404 without Allow, whatever the method', async () => {
    for (const method of [...TRIED, 'OPTIONS']) {
      const reply = await fetch(`${t.service.baseUrl}/dcshop`, { method });
      expect(reply.status, method).toBe(404);
      expect(reply.headers.get('allow'), method).toBeNull();
      expect(reply.headers.get('content-length'), method).toBe('0');
    }
  });

  test('a 405 is in the request log with its method and status', async () => {
    await fetch(`${t.service.baseUrl}/dcres`, { method: 'DELETE' });
    expect(t.logs.lines.some((line) => line.msg === 'request' && line.method === 'DELETE' && line.path === '/dc/v2/dcres' && line.status === 405)).toBe(true);
  });

  test('HEAD of every GET route: the GET\'s status and header fields, Content-Length included, no body', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const base = t.service.baseUrl;
    const targets: Array<[string, Record<string, string>]> = [
      ...OUTSIDE_THE_DOCUMENT.map((p): [string, Record<string, string>] => [`${t.service.origin}${p.path}`, {}]),
      [`${t.service.origin}/docs/assets/favicon-32x32.png`, {}],
      [`${base}/inf/whoami`, auth],
      [`${base}/dcres/${stay.confNumber}`, auth],
      [`${base}/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}`, auth],
      [`${base}/inf/whoami`, {}],
      [`${base}/dcres/9999999999`, auth],
    ];
    const statuses: number[] = [];
    for (const [url, headers] of targets) {
      const get = await fetch(url, { headers: { ...headers, 'x-request-id': 'same-id' } });
      const getBody = new Uint8Array(await get.arrayBuffer());
      const head = await fetch(url, { method: 'HEAD', headers: { ...headers, 'x-request-id': 'same-id' } });
      expect(await head.text(), url).toBe('');
      statuses.push(head.status);
      expect(head.status, url).toBe(get.status);
      // undici asks to close the connection after a HEAD (a server might send a body after all): the only field that differs.
      const fields = (reply: Response) => Object.fromEntries([...reply.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
      expect(fields(head), url).toEqual(fields(get));
      expect(head.headers.get('content-length'), url).toBe(String(getBody.byteLength));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 401, 404]);
  });
});

describe('the app without node-server (createApp().fetch)', () => {
  test('HEAD says the GET body\'s length; a 405 carries Allow, the security headers and a request id', async () => {
    const { app, base, token } = await testApp();
    const auth = { authorization: `Bearer ${await token('demo-partner')}` };
    const get = await app.request(`${base}/inf/whoami`, { headers: auth });
    const head = await app.request(`${base}/inf/whoami`, { method: 'HEAD', headers: auth });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String((await get.arrayBuffer()).byteLength));
    expect(await head.text()).toBe('');
    const refused = await app.request(`${base}/inf/whoami`, { method: 'POST' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(refused.headers.get('content-length')).toBe('0');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of SECURITY_HEADERS) expect(refused.headers.get(name), name).toBe(value);
    expect(refused.headers.get('x-request-id')).toMatch(UUID);
  });
});
