/**
 * Test fixture of the client's tests: the real service (http's testService: random port, its own
 * store and clock) and clients of it whose fetch counts every request by path.
 */
import { testService } from '../../../http/src/testing/test-service.js';
import type { Client, ClientOptions } from '../create-client.js';
import type { FetchFunction } from '../exchange.js';

/** A fetch that counts requests by method and path below the base URL, in front of `inner`. */
export function countingFetch(baseUrl: string, inner: FetchFunction = (url, init) => fetch(url, init)) {
  const counts = new Map<string, number>();
  const counting: FetchFunction = (url, init) => {
    const key = `${init.method ?? 'GET'} ${url.slice(baseUrl.length)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return inner(url, init);
  };
  return {
    fetch: counting,
    count: (key: string) => counts.get(key) ?? 0,
    /** Requests of any method and path. */
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    tokenRequests: () => counts.get('POST /realms/applications/token') ?? 0,
  };
}

/** The service for one test file and a way to make clients of it. */
export async function clientFixture() {
  const t = await testService();
  const baseUrl = t.service.baseUrl;
  /** A client of test credential `clientId` (secret `<clientId>-secret`), with a counting fetch; `options` override. */
  const clientOf = (clientId: string, options: Partial<ClientOptions> & { inner?: FetchFunction } = {}) => {
    const { inner, ...rest } = options;
    const counter = countingFetch(baseUrl, inner);
    // the system clock unless the test passes one (http's clientOf would give the service's)
    const client: Client = t.clientOf(clientId, { clock: { now: () => new Date() }, fetch: counter.fetch, ...rest });
    return { client, ...counter };
  };
  return { ...t, baseUrl, clientOf };
}
