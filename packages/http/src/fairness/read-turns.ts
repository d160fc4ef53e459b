/**
 * A partner's reads of reservations (retrieve, read one stay) take turns in this process, one at
 * a time; other partners' requests run between them. A read is not weighed by the write gate
 * (it names no room-nights), yet its work grows with the stored record: the largest reservation
 * (9 rooms x 90 nights) is 1.4 MB of JSON parsed from the store and serialized again for every
 * retrieve, about 60 ms of one event loop. Four connections retrieving it in a loop held every
 * other partner's request behind four of them. Measured 2026-11-26 on the shared 2-core machine
 * (load average 9 to 11 from other work; `/tmp/s30-attack/abab.mjs retrieve 4 10 4`: two fresh
 * services of the built bundle on SQLite, `WORKERS=1`, without (A) and with (B) these turns; in
 * each of 4 rounds, A then B or B then A, a second partner does single shops and one-room
 * creates and cancels one at a time for 10 s beside the 4 retrieving connections): the second
 * partner's shop p50 per round was 104, 219, 220, 125 ms on A and 33, 83, 24, 22 ms on B
 * (medians 172 and 29 ms); an A/A run of the same tool (both services without the turns) gave
 * medians of 205 and 133 ms. The retrieving partner was not slowed (36 to 166 retrieves a round
 * on A, 102 to 186 on B). A read waiting for its turn holds no work, only its connection.
 */
import type { ReservationStore } from '../domain/reservation-store.js';
import { setImmediate } from 'node:timers/promises';
import { reservationTurns, type ReservationTurns } from './reservation-turns.js';

const byStore = new WeakMap<ReservationStore, ReservationTurns>();

/**
 * Turns keyed by partner whose each turn first lets the event loop read what has arrived: a
 * turn that follows another starts in the same microtask queue, and without the yield a
 * partner's reads would still run back to back ahead of everyone else's requests.
 */
function yieldingTurns(): ReservationTurns {
  const turns = reservationTurns();
  return {
    run: (key, work) => turns.run(key, async () => {
      await setImmediate();
      return work();
    }),
    get busy() {
      return turns.busy;
    },
  };
}

/** The turns of reservation reads on `store`, keyed by partner id: one per store, shared by the read routes. */
export function readTurnsOf(store: ReservationStore): ReservationTurns {
  let turns = byStore.get(store);
  if (turns === undefined) {
    turns = yieldingTurns();
    byStore.set(store, turns);
  }
  return turns;
}
