/**
 * Writes of one reservation take turns in this process. A reservation is stored as one record
 * with a version, and each write (update, cancel, confirm, release) reads it, computes the
 * change and writes the whole record back: writes of different stays of one reservation sent
 * at once (a partner updating or cancelling each room of a 9-room reservation, one request per
 * GNR) raced for the version, and after 3 attempts each the losers were refused
 * CONCURRENT_CHANGE (5 of 9 updates, 6 of 9 cancels, every time). Taking turns, each write reads
 * the record its predecessor wrote and none conflicts. Across processes (WORKERS=N, several
 * adapters on one PostgreSQL) the version check still decides, and the few writes that meet
 * another process's are retried as before.
 */
import type { ReservationStore } from '../domain/reservation-store.js';

/** Runs writes of one reservation one after another. */
export interface ReservationTurns {
  /** Runs `work` once every earlier write of `confNumber` in this process has settled. */
  run<T>(confNumber: string, work: () => Promise<T>): Promise<T>;
  /** Reservations with a write running or waiting (tests). */
  readonly busy: number;
}

/** Turns kept per confNumber only while a write of it runs or waits. */
export function reservationTurns(): ReservationTurns {
  const tails = new Map<string, Promise<void>>();
  return {
    async run(confNumber, work) {
      const before = tails.get(confNumber);
      let done!: () => void;
      const mine = new Promise<void>((resolve) => { done = resolve; });
      const tail = before === undefined ? mine : before.then(() => mine);
      tails.set(confNumber, tail);
      try {
        if (before !== undefined) await before;
        return await work();
      } finally {
        done();
        if (tails.get(confNumber) === tail) tails.delete(confNumber);
      }
    },
    get busy() {
      return tails.size;
    },
  };
}

const byStore = new WeakMap<ReservationStore, ReservationTurns>();

/** The turns of the writes to `store`: one per store, shared by every route that writes a reservation. */
export function turnsOf(store: ReservationStore): ReservationTurns {
  let turns = byStore.get(store);
  if (turns === undefined) {
    turns = reservationTurns();
    byStore.set(store, turns);
  }
  return turns;
}
