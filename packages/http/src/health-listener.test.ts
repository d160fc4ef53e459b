/**
 * The /health answered in Node's request listener (health-listener.ts) is the Hono app's own
 * /health: the same status, headers and body as `app.request` and as the app served by
 * node-server, and nothing else is answered there.
 */
import { createServer, request, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answeringHealthFirst } from './health-listener.js';
import { SECURITY_HEADERS } from './middleware/response-headers.js';
import { testApp } from './testing/test-app.js';

interface RawReply {
  status: number;
  /** [lowercased name, value] in the order sent. */
  headers: [string, string][];
  body: string;
}

function get(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([(res.rawHeaders[i] as string).toLowerCase(), res.rawHeaders[i + 1] as string]);
        resolve({ status: res.statusCode as number, headers: pairs, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function serveOn(listener: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The headers but Date (its value moves with the clock), sorted by name. */
const comparable = (reply: RawReply) => reply.headers.filter(([name]) => name !== 'date').sort(([a], [b]) => a.localeCompare(b));

let app: Awaited<ReturnType<typeof testApp>>['app'];
let ids = 0;
const newId = () => `generated-${++ids}`;
let fast: { server: Server; origin: string };
let throughHono: { server: Server; origin: string };
/** Requests the fast path handed on to node-server's listener. */
const handedOn: string[] = [];

beforeAll(async () => {
  ({ app } = await testApp({ random: { bytes: () => new Uint8Array(), uuid: () => 'from-the-app' } }));
  const nodeServer = getRequestListener(app.fetch);
  fast = await serveOn(
    answeringHealthFirst((incoming, outgoing) => {
      handedOn.push(`${incoming.method} ${incoming.url}`);
      return nodeServer(incoming, outgoing);
    }, newId),
  );
  throughHono = await serveOn(nodeServer);
});
afterAll(async () => {
  await Promise.all([fast, throughHono].map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

describe('GET /health answered before Hono', () => {
  test('replies as the app served by node-server does: status, every header but Date, body', async () => {
    const cases: { headers: Record<string, string>; generated: boolean }[] = [
      { headers: {}, generated: true },
      { headers: { 'x-request-id': 'lb-check-42' }, generated: false },
      { headers: { 'x-request-id': 'not a token' }, generated: true },
    ];
    for (const { headers, generated } of cases) {
      const before = handedOn.length;
      const fastReply = await get(fast.origin, '/health', headers);
      const honoReply = await get(throughHono.origin, '/health', headers);
      expect(handedOn.length).toBe(before);
      // A generated id differs by construction (the listener's newId, the app's uuid): compared apart.
      const id = (reply: RawReply) => reply.headers.find(([name]) => name === 'x-request-id')?.[1];
      expect([id(fastReply), id(honoReply)]).toEqual(generated ? [`generated-${ids}`, 'from-the-app'] : ['lb-check-42', 'lb-check-42']);
      const withoutId = (reply: RawReply) => comparable(reply).filter(([name]) => name !== 'x-request-id');
      expect(withoutId(fastReply)).toEqual(withoutId(honoReply));
      expect([fastReply.status, fastReply.body]).toEqual([honoReply.status, honoReply.body]);
      expect(fastReply.headers.filter(([name]) => name === 'date')).toHaveLength(1);
    }
  });

  test('replies as `app.request` does, with only what Node adds to a head besides', async () => {
    const fastReply = await get(fast.origin, '/health', { 'x-request-id': 'lb-check-42' });
    const appReply = await app.request('/health', { headers: { 'x-request-id': 'lb-check-42' } });
    expect(fastReply.status).toBe(appReply.status);
    expect(fastReply.body).toBe(await appReply.text());
    const appHeaders = [...appReply.headers].sort(([a], [b]) => a.localeCompare(b));
    const nodeAdds = ['connection', 'content-length', 'date', 'keep-alive'];
    expect(comparable(fastReply).filter(([name]) => !nodeAdds.includes(name))).toEqual(appHeaders);
    expect(appHeaders.map(([name]) => name)).toEqual(expect.arrayContaining([...SECURITY_HEADERS.map(([name]) => name.toLowerCase()), 'x-request-id', 'content-type']));
    expect(JSON.parse(fastReply.body)).toEqual({ status: 'ok' });
    expect(fastReply.headers.find(([name]) => name === 'content-length')?.[1]).toBe(String(Buffer.byteLength(fastReply.body)));
  });

  test('every other request goes to the listener it wraps', async () => {
    handedOn.length = 0;
    const replies = [
      await get(fast.origin, '/health', {}, 'HEAD'),
      await get(fast.origin, '/health?probe=1'),
      await get(fast.origin, '/health/'),
      await get(fast.origin, '/nowhere'),
    ];
    expect(handedOn).toEqual(['HEAD /health', 'GET /health?probe=1', 'GET /health/', 'GET /nowhere']);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 404, 404]);
  });
});
