/**
 * JSON calls to a running adapter over real HTTP on loopback, shaped like the adapter's own
 * end-to-end fixture (`Reply` of packages/http/src/test-service.ts), with a time limit on every
 * call so that a hung server fails the test instead of stalling it. One connection per call
 * (node:http, no keep-alive): with hundreds of concurrent callers the test process lags, and a
 * pooled connection the server has just closed as idle would fail a call that never reached it
 * (fetch's "other side closed"), which a race or a crash test cannot tell from a real failure.
 */
import http from 'node:http';
import { bodyOf, requestOf, type CallOptions, type Reply } from '../../packages/http/src/testing/test-service.js';
import { secretOf } from '../../packages/http/src/testing/test-app.js';

export type { CallOptions, Reply };

/** Longest a single call may take before it counts as a hang. */
export const CALL_TIMEOUT_MS = 30_000;

/** A client of one adapter's base URL. */
export interface ApiClient {
  readonly baseUrl: string;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** A token for a test credential (secret `<clientId>-secret`); throws unless 200. */
  tokenFor(clientId: string): Promise<string>;
}

/**
 * Calls one client keeps open at once. Above Node's listen backlog (511) a burst of new
 * connections overflows the kernel's accept queue and some are reset before the server ever sees
 * them; the races stay concurrent (hundreds in flight) without measuring the kernel.
 */
export const MAX_IN_FLIGHT = 256;

/** Client of the adapter at `baseUrl` (…/dc/v2). */
export function apiClient(baseUrl: string): ApiClient {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    while (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight++;
  };
  const free = () => {
    inFlight--;
    waiting.shift()?.();
  };
  const call = async (method: string, path: string, options: CallOptions = {}): Promise<Reply> => {
    const { headers, payload } = requestOf(options);
    await slot();
    const { status, headers: replyHeaders, text } = await send(`${baseUrl}${path}`, method, headers, payload).finally(free);
    return { status, headers: replyHeaders, text, body: bodyOf(text) };
  };
  return {
    baseUrl,
    call,
    async tokenFor(clientId) {
      const reply = await call('POST', '/realms/applications/token', { body: { client_id: clientId, client_secret: secretOf(clientId) } });
      if (reply.status !== 200) throw new Error(`token for ${clientId}: ${reply.status} ${reply.text}`);
      return (reply.body as { access_token: string }).access_token;
    },
  };
}

/** One request on a connection of its own; rejects when no reply comes within CALL_TIMEOUT_MS. */
function send(url: string, method: string, headers: Record<string, string>, payload: string | undefined): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: payload === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(payload)) }, agent: false, timeout: CALL_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const replyHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) replyHeaders.append(name, v);
        }
        resolve({ status: response.statusCode ?? 0, headers: replyHeaders, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${url}: no reply within ${CALL_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}
