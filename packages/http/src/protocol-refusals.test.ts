/**
 * Requests refused below the app (node-server cannot make a web Request of them, or node:http
 * cannot meet their Expect) over real sockets against the started service: they get the same
 * framing and headers as the app's own refusals.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from './config.js';
import { startService, type RunningService } from './service.js';
import { SECURITY_HEADERS } from './middleware/response-headers.js';

/** Sends `request` as is; resolves with the reply's status and headers (names in lower case) once the server closes. */
function exchange(origin: string, request: string): Promise<{ status: number; headers: Map<string, string> }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

let service: RunningService;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dc-protocol-'));
  service = await startService({ ...loadConfig({}), port: 0, dataDir, tokenSecret: 'protocol-token-secret-protocol-token-secret', logLevel: 'silent' });
}, 60_000);
afterAll(async () => {
  await service?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('requests refused below the app', () => {
  test('a target that is no path (*), a backslash in the path, an Expect the server cannot meet: Content-Length 0, security headers, a request id', async () => {
    const replies = [
      await exchange(service.origin, 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      await exchange(service.origin, 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      await exchange(service.origin, 'GET /dc/v2\\inf\\whoami HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      await exchange(service.origin, 'POST /dc/v2/dcres HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([400, 400, 400, 417]);
    for (const { headers } of replies) {
      expect([headers.get('content-length'), headers.get('transfer-encoding')]).toEqual(['0', undefined]);
      for (const [name, value] of SECURITY_HEADERS) expect(headers.get(name.toLowerCase()), name).toBe(value);
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await fetch(`${service.origin}/health`)).status).toBe(200);
  });
});

describe('Expect: 100-continue', () => {
  const expecting = (length: number, body = '') =>
    `POST /dc/v2/realms/applications/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;

  test('a body over the limit is refused 413 without the 100 Continue that would invite it', async () => {
    const reply = await exchange(service.origin, expecting(100_000));
    expect(reply.status).toBe(413);
    expect(reply.headers.get('connection')).toBe('close');
  });

  test('a body within the limit (or at it) is invited with 100 Continue', async () => {
    const body = JSON.stringify({ client_id: 'nobody', client_secret: 'x' });
    expect((await exchange(service.origin, expecting(Buffer.byteLength(body), body))).status).toBe(100);
    expect((await exchange(service.origin, expecting(65_536, ' '.repeat(65_536)))).status).toBe(100);
  });
});
