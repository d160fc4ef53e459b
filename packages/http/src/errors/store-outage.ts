/**
 * A store outage told in the log once when it begins (with the error and its stack) and once when
 * it ends (how long it lasted and how many store calls it refused), instead of a stack per
 * refused request: during a PostgreSQL outage of a busy service, each refused request logged
 * about 1 KB, and the first error, the one that says what happened, was lost among them. Each
 * refused request still has its own short line (app.ts: `store unavailable` with its request id
 * and the error's code).
 */
import type { Logger } from 'pino';
import type { ReservationStore } from '../domain/reservation-store.js';
import { storeUnavailableReason } from './store-unavailable.js';

/** The store methods a request or the sweeper calls (everything but close). */
const WATCHED = ['seedInventory', 'inventory', 'inventoryMany', 'apply', 'getReservation', 'getHold', 'holdOf', 'openHoldsOf', 'sweepExpiredHolds', 'nextNumber', 'numberKey'] as const;

/** What the watch tells its logger; exposed for tests. */
export interface StoreOutageWatch {
  /** The store whose calls the watch observes; pass it wherever the store is used. */
  store: ReservationStore;
  /** Whether an outage is under way. */
  readonly down: boolean;
}

/**
 * Wraps `store` so that its calls tell `logger` when an outage begins and ends. An outage begins
 * at the first call refused for the store being unavailable (storeUnavailableReason: connection
 * lost, database shutting down, disk full) and ends at the first success of a call of a kind that
 * was refused during it: with a full disk, shops (reads) still succeed while creates (writes)
 * fail, and the outage lasts until a write succeeds again. `now` is for the duration (ms).
 */
export function watchStoreOutage(store: ReservationStore, logger: Logger, now: () => number = () => performance.now()): StoreOutageWatch {
  let began = 0;
  let refused = 0;
  /** Store methods refused since the outage began; empty when there is none. */
  const failing = new Set<string>();
  const watched = Object.create(store) as ReservationStore;
  for (const name of WATCHED) {
    if (typeof store[name] !== 'function') continue;
    const call = (store[name] as (...args: unknown[]) => Promise<unknown>).bind(store);
    (watched as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      call(...args).then(
        (value) => {
          if (failing.has(name)) {
            logger.warn({ seconds: Math.round((now() - began) / 100) / 10, refused }, 'store outage ended: the store answers again');
            failing.clear();
          }
          return value;
        },
        (error: unknown) => {
          const reason = storeUnavailableReason(error);
          if (reason !== undefined) {
            if (failing.size === 0) {
              began = now();
              refused = 0;
              logger.error({ err: error, reason, call: name }, 'store outage began: requests that need the store are answered 503 until it ends');
            }
            failing.add(name);
            refused++;
          }
          throw error;
        },
      );
  }
  return {
    store: watched,
    get down() {
      return failing.size > 0;
    },
  };
}
