/**
 * Shutdown of the started service with connections open (packages/http/README.md, "Shutdown"):
 * a request the client has already sent when the service starts to stop is answered, never cut;
 * the answers given while stopping say `Connection: close`; with SHUTDOWN_DRAIN it keeps serving
 * for that long, `/health` answering 503.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { testService } from './testing/test-service.js';

let t: Awaited<ReturnType<typeof testService>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A raw keep-alive connection to `origin`, and everything it has received until it closed. */
async function rawConnection(origin: string): Promise<{ socket: Socket; received: () => string; ended: Promise<string> }> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (text += chunk));
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => socket.on('connect', resolve));
  return { socket, received: () => text, ended };
}

const HEALTH = 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n';
const WHOAMI = 'GET /dc/v2/inf/whoami HTTP/1.1\r\nHost: x\r\n\r\n';
const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  for (let waited = 0; !condition() && waited < ms; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('shutdown with connections open', () => {
  test('a request sent on an idle kept-alive connection just as the service stops is answered, with Connection: close', async () => {
    t = await testService();
    const { socket, received, ended } = await rawConnection(t.service.origin);
    socket.write(HEALTH);
    await until(() => statusLines(received()).length === 1);
    expect(statusLines(received())).toEqual(['HTTP/1.1 200']);
    // The connection is idle now. The next request is on the wire when the stop begins: its bytes
    // are in the server's socket buffer, not yet read, when close() runs (same turn of the loop).
    socket.write(WHOAMI);
    const closed = t.service.close();
    const text = await ended;
    await closed;
    expect(statusLines(text)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 401']);
    expect(text.slice(text.lastIndexOf('HTTP/1.1')).toLowerCase()).toContain('connection: close');
  }, 120_000);

  test('SHUTDOWN_DRAIN: while draining, new connections are still served, every reply says Connection: close and /health is 503 stopping; then the port closes', async () => {
    t = await testService({ shutdownDrainSeconds: 5 });
    const origin = t.service.origin;
    const closed = t.service.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await fetch(`${origin}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'stopping' });
    expect(health.headers.get('connection')).toBe('close');
    const token = await fetch(`${t.service.baseUrl}/realms/applications/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(token.status).toBe(400);
    expect(token.headers.get('connection')).toBe('close');
    await closed;
    await expect(fetch(`${origin}/health`)).rejects.toThrow();
    expect(t.logs.lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['draining', 'stopped']));
  }, 120_000);
});
