/**
 * What every reply of the adapter must look like, whatever was sent (spec "Errors", DESIGN
 * section 6): never a 5xx; 401 the fault 900901 (token endpoint: invalid_client); 403 and 404
 * without body; 400 an ErrorDetail (token endpoint: invalid_request); 413 an ErrorDetail; 429
 * only from the token endpoint (failed attempts) and the shops (work bounds, with an
 * ErrorDetail), with Retry-After; 200 a body of the endpoint's response schema;
 * 204 empty; 405 without body, with an `Allow` that names OPTIONS and not the method refused (an
 * OPTIONS answered 204 the same `Allow`); 403, 404 and 405 with `Content-Length: 0`, 204 with no
 * length, none chunked; every JSON
 * body as `application/json; charset=utf-8`; and the security headers on every one.
 */
import { validateResponse, type ResponseKind } from '@direct-connect/validation';
import type { RawRequest } from './bad-requests.js';
import type { RawReply } from './raw-http.js';

/** Headers of hono's secureHeaders() that every response must carry. */
export const SECURITY_HEADERS: Readonly<Record<string, RegExp>> = {
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^(SAMEORIGIN|DENY)$/,
  'referrer-policy': /^no-referrer$/,
  'strict-transport-security': /^max-age=\d+/,
  'cross-origin-resource-policy': /^same-origin$/,
  'cross-origin-opener-policy': /^same-origin$/,
};

/** Response schema of a 200 per endpoint and method. */
const OK_BODY: Readonly<Record<string, ResponseKind>> = {
  'POST /realms/applications/token': 'TokenReply',
  'POST /dcshop/props': 'PropDcShopList',
  'POST /dcshop/props/:propCode': 'PropDcShop',
  'POST /dcres': 'DcReservationStayList',
  'GET /dcres/:confNumber': 'DcReservationStayList',
  'GET /dcres/:confNumber/gnr/:gnrNumber': 'DcReservationStay',
  'PUT /dcres/:confNumber/gnr/:gnrNumber': 'DcReservationStay',
  'POST /dcres/:confNumber/gnr/:gnrNumber/cancel': 'CancelReply',
  'GET /inf/whoami': 'WhoAmI',
};

const ROUTES: [RegExp, string][] = [
  [/^\/realms\/applications\/token$/, '/realms/applications/token'],
  [/^\/dcshop\/props$/, '/dcshop/props'],
  [/^\/dcshop\/props\/[^/]+$/, '/dcshop/props/:propCode'],
  [/^\/dcres$/, '/dcres'],
  [/^\/dcres\/[^/]+$/, '/dcres/:confNumber'],
  [/^\/dcres\/[^/]+\/gnr\/[^/]+$/, '/dcres/:confNumber/gnr/:gnrNumber'],
  [/^\/dcres\/[^/]+\/gnr\/[^/]+\/cancel$/, '/dcres/:confNumber/gnr/:gnrNumber/cancel'],
  [/^\/dcres\/[^/]+\/(confirm|release)$/, '/dcres/:confNumber/hold'],
  [/^\/inf\/whoami$/, '/inf/whoami'],
];

/**
 * The route a path reaches under /dc/v2, or undefined. The path is normalised as the server's
 * WHATWG URL parser does (dot segments, `%2e%2e` included, are resolved; query dropped).
 */
export function routeOf(path: string): string | undefined {
  const pathname = new URL(path, 'http://127.0.0.1').pathname;
  if (!pathname.startsWith('/dc/v2/')) return undefined;
  const rest = pathname.slice('/dc/v2'.length);
  return ROUTES.find(([pattern]) => pattern.test(rest))?.[1];
}

function schemaProblem(kind: ResponseKind, text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON (${kind} expected): ${text.slice(0, 120)}`;
  }
  const checked = validateResponse(kind, body);
  return checked.ok ? undefined : `body is not a ${kind}: ${JSON.stringify((checked.error.notifications ?? []).slice(0, 3))}`;
}

/** Everything wrong with `reply` as the answer to `request`; empty when it follows the rules. */
export function replyProblems(request: RawRequest, reply: RawReply): string[] {
  const problems: string[] = [];
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
    const value = reply.headers[name];
    if (typeof value !== 'string' || !pattern.test(value)) problems.push(`header ${name}: ${String(value)}`);
  }
  if (reply.headers['x-powered-by'] !== undefined) problems.push('x-powered-by header present');
  // A JSON body names its charset (the API's is UTF-8), whatever the status.
  if (/^\s*[[{]/.test(reply.text) && reply.headers['content-type'] !== 'application/json; charset=utf-8') {
    problems.push(`JSON body with Content-Type ${String(reply.headers['content-type'])}`);
  }
  const route = routeOf(request.path);
  const token = route === '/realms/applications/token';
  const withBody = request.method !== 'HEAD';
  const status = reply.status;
  const problem = (kind: ResponseKind) => {
    const found = withBody ? schemaProblem(kind, reply.text) : undefined;
    if (found) problems.push(`${status}: ${found}`);
  };
  if (status >= 500) problems.push(`${status} ${reply.text.slice(0, 200)}`);
  else if (status === 401) problem(token ? 'TokenError' : 'Fault');
  else if (status === 403 || status === 404 || status === 405 || status === 204) {
    if (reply.text !== '') problems.push(`${status} with a body: ${reply.text.slice(0, 120)}`);
    const length = status === 204 ? undefined : '0';
    if (reply.headers['content-length'] !== length) problems.push(`${status} with Content-Length ${String(reply.headers['content-length'])}, expected ${String(length)}`);
    if (reply.headers['transfer-encoding'] !== undefined) problems.push(`${status} sent ${reply.headers['transfer-encoding']}`);
    if (status === 405 || (status === 204 && request.method === 'OPTIONS')) {
      // The methods the path supports: OPTIONS among them, never the one just refused.
      const allow = String(reply.headers.allow ?? '').split(', ');
      if (!allow.includes('OPTIONS') || (status === 405 && allow.includes(request.method))) problems.push(`${status} to ${request.method} with Allow: ${String(reply.headers.allow)}`);
    }
  } else if (status === 400) problem(token ? 'TokenError' : 'ErrorDetail');
  else if (status === 413) problem('ErrorDetail');
  else if (status === 429) {
    const shop = route?.startsWith('/dcshop/') === true;
    if (!token && !shop) problems.push('429 outside the token and shop endpoints');
    if (shop) problem('ErrorDetail');
    if (!/^[1-9]\d*$/.test(String(reply.headers['retry-after']))) problems.push(`429 without a Retry-After: ${String(reply.headers['retry-after'])}`);
  } else if (status === 200) {
    const kind = route ? OK_BODY[`${request.method === 'HEAD' ? 'GET' : request.method} ${route}`] : undefined;
    if (kind) problem(kind);
    else if (!/^\/(openapi\.json|docs)(\/|$)/.test(new URL(request.path, 'http://127.0.0.1').pathname)) problems.push(`200 from ${request.method} ${request.path.slice(0, 80)}`);
  } else problems.push(`unexpected status ${status}`);
  return problems;
}
