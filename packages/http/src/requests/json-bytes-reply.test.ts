import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { jsonBytesReply } from './json-bytes-reply.js';
import { JSON_HEADERS } from './json-reply.js';
import { responseHeaders } from '../middleware/response-headers.js';
import { noStore } from '../middleware/no-store.js';
import type { AppEnv } from '../app-env.js';

const body = Buffer.from(JSON.stringify({ propCode: 'NYCDC', roomRates: [{ amount: 123.45, text: 'café' }] }), 'utf8');

/** What each reply left as `c.res` after its handler (the request log reads its status). */
const seen: Response[] = [];

function app(): Hono<AppEnv> {
  const hono = new Hono<AppEnv>();
  hono.use(responseHeaders(() => 'generated-id'));
  hono.use(async (c, next) => {
    await next();
    seen.push(c.res);
  });
  hono.use(noStore());
  hono.post('/direct', (c) => jsonBytesReply(c, body));
  hono.post('/through-hono', (c) => c.body(body, 200, JSON_HEADERS));
  return hono;
}

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(getRequestListener(app().fetch));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

/** The raw bytes of the reply to a POST of `path` on its own connection. */
function rawReply(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Request-Id: same-id\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

test('served by node-server, the reply is written onto Node\'s response, byte for byte what c.body sends', async () => {
  seen.length = 0;
  const direct = await rawReply('/direct');
  const throughHono = await rawReply('/through-hono');
  const withoutDate = (reply: string) => reply.replace(/\r\nDate: [^\r]*/, '');
  expect(withoutDate(direct)).toBe(withoutDate(throughHono));
  expect(direct.startsWith('HTTP/1.1 200 OK\r\n')).toBe(true);
  expect(direct).toContain('\r\nX-Request-Id: same-id\r\nCache-Control: no-store\r\nContent-Type: application/json; charset=utf-8\r\n');
  expect(direct).toContain(`\r\nContent-Length: ${body.byteLength}\r\n\r\n`);
  expect(direct.endsWith(body.toString('latin1'))).toBe(true);
  // the direct reply hands Hono node-server's marker, whose status the request log reads
  expect(seen[0]).toBe(RESPONSE_ALREADY_SENT);
  expect(seen[0]?.status).toBe(200);
  expect(seen[1]).not.toBe(RESPONSE_ALREADY_SENT);
});

test('without Node\'s response (app.request), the reply goes through c.body', async () => {
  const reply = await app().request('/direct', { method: 'POST', body: '{}' });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(reply.headers.get('x-request-id')).toBe('generated-id');
  expect(reply.headers.get('cache-control')).toBe('no-store');
  expect(Buffer.from(await reply.arrayBuffer()).equals(body)).toBe(true);
});
