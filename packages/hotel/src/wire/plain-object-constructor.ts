/**
 * A constructor whose instances are plain objects (prototype `Object.prototype`, as a literal's).
 *
 * Why not a literal: V8 tracks an "allocation site" per object literal and may decide, from how
 * many of its objects outlive a minor collection, to allocate all later ones directly in the old
 * generation. The shop's room rates live until their reply is done, so some processes switched
 * their literal sites and paid for it in every shop afterwards (12.5-14 ms against 16-17 ms for
 * the same 30-property shop, decided per process; gone with `--no-allocation-site-pretenuring`).
 * Objects made by `new` carry no allocation site, and a constructor's in-object slack also keeps
 * the optional properties added after it in the object itself.
 */
export function plainObjectConstructor<Args extends unknown[], T>(init: (this: T, ...args: Args) => void): new (...args: Args) => T {
  init.prototype = Object.prototype;
  return init as unknown as new (...args: Args) => T;
}
