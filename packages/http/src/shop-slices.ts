/**
 * A big shop yields to other requests (DESIGN section 6): a multi-property shop is assembled one
 * property at a time, and between properties the event loop serves whatever else arrived
 * (`setImmediate`: after pending I/O). Each property's PropDcShop depends on that property
 * alone, so the reply is the same as one call over every property; measured in
 * `pnpm bench http` (http-fairness).
 */
import type { PropDcShop, ShopRequest } from '@direct-connect/hotel';

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The properties of `request` shopped one by one with `shop`, yielding between them; in request order. */
export async function shopInSlices(request: ShopRequest, shop: (slice: ShopRequest) => PropDcShop[]): Promise<PropDcShop[]> {
  if (request.props.length <= 1) return shop(request);
  const results: PropDcShop[] = [];
  for (const [i, prop] of request.props.entries()) {
    if (i > 0) await yieldToOthers();
    results.push(...shop({ ...request, props: [prop] }));
  }
  return results;
}
