/**
 * What the app answers when no route takes a request (RFC 9110, sections 9.3.7, 10.2.1, 15.5.6):
 * on a path some route serves, `OPTIONS` is 204 with `Allow`, another method the path does not
 * support is 405 with `Allow`, both without content; a path no route serves stays 404 without
 * content. `Allow` lists the methods the app registers for the path, HEAD wherever GET is (Hono
 * answers HEAD with the GET route) and OPTIONS.
 *
 * The table of paths and methods is read from the app's own routes (`app.routes`) the first time
 * a request reaches the not-found handler, so every route registered before the app serves is
 * covered without an edit here. Hono answers that request only after no route matched: a request
 * a route takes never runs any of this.
 */
import type { Context, Hono, NotFoundHandler } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { emptyReply } from '../errors/empty-reply.js';

/** The order methods are listed in `Allow`; a method not named here comes after them, in registration order. */
const LISTING_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A registered route, as `app.routes` lists it. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** The methods a path supports, as one `Allow` value and each on its own. */
export interface AllowedMethods {
  /** The `Allow` header value, such as `GET, HEAD, PUT, OPTIONS`. */
  allow: string;
  methods: ReadonlySet<string>;
}

/**
 * Whether a route is one a resource answers to: middleware (`app.use`, method `ALL`) is not, and
 * neither is a route on every path (`*`, such as the HEAD length middleware), which names no
 * resource.
 */
function namesResource(route: RegisteredRoute): boolean {
  return route.method !== METHOD_NAME_ALL && route.path !== '*' && route.path !== '/*';
}

function listed(methods: ReadonlySet<string>): AllowedMethods {
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  all.add('OPTIONS');
  const order = (method: string) => {
    const index = LISTING_ORDER.indexOf(method);
    return index === -1 ? LISTING_ORDER.length : index;
  };
  const sorted = [...all].sort((a, b) => order(a) - order(b));
  return { allow: sorted.join(', '), methods: new Set(sorted) };
}

/**
 * The methods each registered path supports, found by Hono's trie router over the routes'
 * patterns (so `/dcres/:confNumber` covers every confNumber, as the app's own router does).
 * Returns the methods of the patterns that match `path` together, or undefined when none does.
 */
export function allowedMethodsOf(routes: readonly RegisteredRoute[]): (path: string) => AllowedMethods | undefined {
  const byPattern = new Map<string, Set<string>>();
  for (const route of routes) {
    if (!namesResource(route)) continue;
    const methods = byPattern.get(route.path) ?? new Set<string>();
    methods.add(route.method.toUpperCase());
    byPattern.set(route.path, methods);
  }
  const router = new TrieRouter<AllowedMethods>();
  for (const [pattern, methods] of byPattern) router.add(METHOD_NAME_ALL, pattern, listed(methods));
  return (path) => {
    const [matches] = router.match('GET', path);
    if (matches.length === 0) return undefined;
    if (matches.length === 1) return matches[0]![0];
    return listed(new Set(matches.flatMap(([found]) => [...found.methods])));
  };
}

/**
 * The app's not-found handler: 204 with `Allow` for OPTIONS of a served path, 405 with `Allow`
 * and `Content-Length: 0` for a method it does not support, 404 without content otherwise
 * (also when a route of the request's own method found nothing to answer).
 */
export function notFoundOrNotAllowed(app: Pick<Hono, 'routes'>): NotFoundHandler {
  let allowedOf: ((path: string) => AllowedMethods | undefined) | undefined;
  return (c: Context) => {
    allowedOf ??= allowedMethodsOf(app.routes);
    const allowed = allowedOf(c.req.path);
    if (allowed === undefined) return emptyReply(c, 404);
    const method = c.req.method;
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: allowed.allow });
    // A route of this method ran and answered nothing: what it serves is not there.
    if (allowed.methods.has(method)) return emptyReply(c, 404);
    return emptyReply(c, 405, { Allow: allowed.allow });
  };
}
