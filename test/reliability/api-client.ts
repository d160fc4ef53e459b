/**
 * Calls to a running adapter over real HTTP on loopback. Operations go through
 * `@direct-connect/client` (`partnerClient`); attack tests that must send what no client sends use
 * the raw `call`. Both go through `loopbackFetch`: a time limit on every call, so that a hung
 * server fails the test instead of stalling it, and one connection per call (node:http, no
 * keep-alive): with hundreds of concurrent callers the test process lags, and a pooled connection
 * the server has just closed as idle would fail a call that never reached it (fetch's "other side
 * closed"), which a race or a crash test cannot tell from a real failure.
 */
import http from 'node:http';
import { createClient, type Client, type FetchFunction } from '@direct-connect/client';
import { bodyOf, requestOf, type CallOptions, type Reply } from '../../packages/http/src/testing/test-service.js';
import { secretOf } from '../../packages/http/src/testing/test-app.js';

export type { CallOptions, Reply };

/** Longest a single call may take before it counts as a hang. */
export const CALL_TIMEOUT_MS = 30_000;

/**
 * Calls kept open at once. Above Node's listen backlog (511) a burst of new connections overflows
 * the kernel's accept queue and some are reset before the server ever sees them; the races stay
 * concurrent (hundreds in flight) without measuring the kernel.
 */
export const MAX_IN_FLIGHT = 256;

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

/** A `fetch` over node:http: a connection of its own per request, at most MAX_IN_FLIGHT at once, rejected after CALL_TIMEOUT_MS. */
export const loopbackFetch: FetchFunction = async (url, init) => {
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const payload = typeof init.body === 'string' ? init.body : undefined;
  await slot();
  try {
    const { status, headers: replyHeaders, text } = await send(url, init.method ?? 'GET', headers, payload);
    return new Response(status === 204 || text === '' ? null : text, { status, headers: replyHeaders });
  } finally {
    free();
  }
};

/**
 * A client of the adapter at `baseUrl` (…/dc/v2) for test credential `clientId`. Nothing is
 * retried: a race or crash test counts every answer as it came.
 */
export function partnerClient(baseUrl: string, clientId = 'demo-partner'): Client {
  return createClient({ baseUrl, clientId, clientSecret: secretOf(clientId), fetch: loopbackFetch, timeoutMs: CALL_TIMEOUT_MS + 1000, retry: { retries: 0 } });
}

/** Raw calls to one adapter, for requests no client sends (forged tokens, junk bodies and headers). */
export interface ApiClient {
  readonly baseUrl: string;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** A token for a test credential (through the client); throws unless the token endpoint answers 200. */
  tokenFor(clientId: string): Promise<string>;
}

/** Raw calls to the adapter at `baseUrl` (…/dc/v2). */
export function apiClient(baseUrl: string): ApiClient {
  return {
    baseUrl,
    async call(method, path, options = {}) {
      const { headers, payload } = requestOf(options);
      const response = await loopbackFetch(`${baseUrl}${path}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, body: bodyOf(text) };
    },
    async tokenFor(clientId) {
      const token = await partnerClient(baseUrl, clientId).token();
      if (!token.ok) throw new Error(`token for ${clientId}: ${JSON.stringify(token)}`);
      return token.value;
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
