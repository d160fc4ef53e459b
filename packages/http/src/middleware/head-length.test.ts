import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { headContentLength } from './head-length.js';

/** A small app: the middleware on every GET path, a JSON route, a byte route, an empty one and one with its own length. */
function app(): Hono {
  const a = new Hono();
  a.get('*', headContentLength());
  a.get('/json', (c) => c.json({ name: 'Zoë', city: '東京' }));
  a.get('/bytes', (c) => c.body(new Uint8Array([1, 2, 3, 4, 5]), 200, { 'Content-Type': 'application/octet-stream' }));
  a.get('/empty', (c) => c.body(null, 404, { 'Content-Length': '0' }));
  a.get('/declared', (c) => c.body('abc', 200, { 'Content-Length': '3' }));
  return a;
}

describe('headContentLength', () => {
  test('a HEAD reply says the byte length of the GET\'s content (UTF-8, not characters), and has no body', async () => {
    const a = app();
    for (const path of ['/json', '/bytes']) {
      const get = await a.request(path);
      const bytes = (await get.arrayBuffer()).byteLength;
      const head = await a.request(path, { method: 'HEAD' });
      expect(head.status, path).toBe(200);
      expect(head.headers.get('content-length'), path).toBe(String(bytes));
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(await head.text(), path).toBe('');
    }
    expect((await a.request('/json', { method: 'HEAD' })).headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify({ name: 'Zoë', city: '東京' }))));
  });

  test('a GET is left as the route made it: no length added', async () => {
    const get = await app().request('/json');
    expect(get.headers.get('content-length')).toBeNull();
  });

  test('a reply without content or with its own length keeps its headers', async () => {
    const a = app();
    expect((await a.request('/empty', { method: 'HEAD' })).headers.get('content-length')).toBe('0');
    expect((await a.request('/declared', { method: 'HEAD' })).headers.get('content-length')).toBe('3');
  });
});
