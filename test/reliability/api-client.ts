/**
 * JSON calls to a running adapter over real HTTP (fetch on loopback), shaped like the adapter's
 * own end-to-end fixture (`Reply` of packages/http/src/test-service.ts), with a time limit on
 * every call so that a hung server fails the test instead of stalling it.
 */
import type { Reply } from '../../packages/http/src/test-service.js';
import { secretOf } from '../../packages/http/src/test-app.js';

export type { Reply };

/** Longest a single call may take before it counts as a hang. */
export const CALL_TIMEOUT_MS = 30_000;

/** Options of one call. */
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A client of one adapter's base URL. */
export interface ApiClient {
  readonly baseUrl: string;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** A token for a test credential (secret `<clientId>-secret`); throws unless 200. */
  tokenFor(clientId: string): Promise<string>;
}

/** Client of the adapter at `baseUrl` (…/dc/v2). */
export function apiClient(baseUrl: string): ApiClient {
  const call = async (method: string, path: string, options: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, text, body };
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
