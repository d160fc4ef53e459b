/**
 * The {@link Store} on SQLite (better-sqlite3), the embedded default: the SQLite dialect of the
 * contract that sql-store.ts implements for PostgreSQL. Same rules: rooms are taken only by the
 * conditional UPDATE, deltas applied in their lock order, a refusal rolls the change back whole.
 *
 * Writes are group-committed: the changes that arrive within one turn of the event loop run in
 * one `BEGIN IMMEDIATE` transaction, each inside its own SAVEPOINT (a refused or failing change
 * rolls back only itself), and every caller is answered after the single COMMIT, whose fsync
 * (synchronous=FULL) makes all of them durable at once. Several processes on one file serialise
 * on SQLite's write lock (busy timeout), so the sweeper needs no SKIP LOCKED: a hold is deleted
 * by exactly one transaction.
 */
import { changeJsonOf, type ChangeJson } from './change-json.js';
import { mergeDeltas } from './inventory-deltas.js';
import type { SqliteDatabase } from './sqlite-db.js';
import { inventoryCache } from './sqlite-inventory-cache.js';
import { sqliteInventoryRead } from './sqlite-inventory-read.js';
import { checkedSeed, DEFAULT_SWEEP_LIMIT, heldRoomsRefusal, holdQuotaRefusal, holdQuotaToCheck, Refused, UUID } from './store-rules.js';
import type { Change, InventoryDelta, Store, StoredHold, StoredReservation } from './store.js';

/** SQLite's constraint errors of a second hold on one reservation (or a reused session id). */
const UNIQUE_VIOLATIONS = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

interface HoldRow {
  session_id: string;
  conf_number: string;
  kind: 'create' | 'modify';
  pending: string;
  confirm_deltas: string;
  release_deltas: string;
  expires_at: string;
}

function toHold<Pending>(row: HoldRow): StoredHold<Pending> {
  return {
    sessionId: row.session_id,
    confNumber: row.conf_number,
    kind: row.kind,
    pending: JSON.parse(row.pending) as Pending,
    confirmDeltas: JSON.parse(row.confirm_deltas) as InventoryDelta[],
    releaseDeltas: JSON.parse(row.release_deltas) as InventoryDelta[],
    expiresAt: new Date(row.expires_at),
  };
}

/** One write waiting for the next group commit. */
interface Job {
  run(): unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Numbers a store takes from a sequence in one durable write, then hands out one by one. Taking
 * them one at a time made every create and every numbered cancel two fsync'd commits (the number,
 * then the change). Numbers stay unique across processes on one file (each block is taken under
 * the write lock) and consecutive within a process; a restart skips what was taken and not
 * handed out (RELIABILITY.md, "Store").
 */
export const NUMBER_BLOCK = 16;

/** The {@link Store} over a migrated SQLite database (see {@link openSqliteDb}). */
export function sqliteStore<Record = unknown, Pending = unknown>(db: SqliteDatabase): Store<Record, Pending> {
  const statements = {
    begin: db.prepare('BEGIN IMMEDIATE'),
    commit: db.prepare('COMMIT'),
    rollback: db.prepare('ROLLBACK'),
    savepoint: db.prepare('SAVEPOINT change'),
    release: db.prepare('RELEASE change'),
    rollbackTo: db.prepare('ROLLBACK TO change'),
    seed: db.prepare('INSERT INTO inventory (prop_code, room_type_code, date, total) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING'),
    // Takes rooms (or gives them back) on one night only when 0 <= held, 0 <= sold and held + sold <= total.
    updateInventory: db.prepare(
      `UPDATE inventory SET held = held + :held, sold = sold + :sold
       WHERE prop_code = :propCode AND room_type_code = :roomTypeCode AND date = :date
         AND held + :held >= 0 AND sold + :sold >= 0 AND held + :held + sold + :sold <= total`,
    ),
    insertReservation: db.prepare(
      `INSERT INTO reservations (conf_number, record, version, partner_id) VALUES (?, ?, 1, ?)
       ON CONFLICT (conf_number) DO UPDATE SET record = excluded.record, version = reservations.version + 1,
         partner_id = excluded.partner_id, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    ),
    createReservation: db.prepare('INSERT INTO reservations (conf_number, record, version, partner_id) VALUES (?, ?, 1, ?) ON CONFLICT (conf_number) DO NOTHING'),
    updateReservation: db.prepare(
      `UPDATE reservations SET record = ?, partner_id = ?, version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE conf_number = ? AND version = ?`,
    ),
    getReservation: db.prepare('SELECT record, version FROM reservations WHERE conf_number = ?'),
    // INDEXED BY: the owner is checked in the index, so another partner's record is never read
    // (checked in the table row, a 1.4 MB record's overflow pages were walked first: 46 µs
    // against 2 µs for a missing confNumber, measured 2026-11-26 with 2,000 lookups each).
    getVisibleReservation: db.prepare(
      'SELECT record, version FROM reservations INDEXED BY reservations_owner_idx WHERE conf_number = ? AND (partner_id IS NULL OR partner_id = ?)',
    ),
    insertHold: db.prepare(
      `INSERT INTO holds (session_id, conf_number, kind, pending, confirm_deltas, release_deltas, expires_at, partner_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    holdBySession: db.prepare('SELECT * FROM holds WHERE session_id = ?'),
    holdByConf: db.prepare('SELECT * FROM holds WHERE conf_number = ?'),
    visibleHoldByConf: db.prepare('SELECT * FROM holds INDEXED BY holds_owner_idx WHERE conf_number = ? AND (partner_id IS NULL OR partner_id = ?)'),
    openHoldsOf: db.prepare(`SELECT count(*) FROM holds WHERE json_extract(pending, '$.partnerId') = ? AND expires_at > ?`).pluck(),
    openHoldReleasesOf: db.prepare(`SELECT release_deltas FROM holds WHERE json_extract(pending, '$.partnerId') = ? AND expires_at > ?`).pluck(),
    deleteHold: db.prepare('DELETE FROM holds WHERE session_id = ?'),
    oldestExpired: db.prepare('SELECT session_id, release_deltas FROM holds WHERE expires_at <= ? ORDER BY expires_at, session_id LIMIT 1'),
    takeNumbers: db.prepare('UPDATE sequences SET value = value + ? WHERE name = ? RETURNING value').pluck(),
    numberKey: db.prepare(`SELECT value FROM number_keys WHERE name = 'numbers'`).pluck(),
  };

  // Inventory reads answered from memory while nothing changed (sqlite-inventory-cache.ts): every
  // write below tells it which nights it changed.
  const inventory = inventoryCache(db, sqliteInventoryRead(db));
  const readInventory = inventory.read;

  let queue: Job[] = [];
  let closed = false;
  /** The numbers of each sequence this store has taken and not yet handed out (see NUMBER_BLOCK). */
  const blocks = new Map<string, { next: number; last: number }>();
  const refills = new Map<string, Promise<void>>();

  /** Runs every queued job in one IMMEDIATE transaction, one SAVEPOINT each, then answers them all. */
  function flush(): void {
    const jobs = queue;
    queue = [];
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      statements.begin.run();
      for (const job of jobs) {
        statements.savepoint.run();
        try {
          outcomes.push({ ok: true, value: job.run() });
          statements.release.run();
        } catch (error) {
          statements.rollbackTo.run();
          statements.release.run();
          outcomes.push({ ok: false, value: error });
        }
      }
      statements.commit.run();
    } catch (error) {
      // BEGIN timed out on another process's lock, or COMMIT failed: nothing of the batch is written.
      if (db.inTransaction) statements.rollback.run();
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, i) => (outcomes[i]!.ok ? job.resolve(outcomes[i]!.value) : job.reject(outcomes[i]!.value)));
  }

  function write<T>(run: () => T): Promise<T> {
    if (closed) return Promise.reject(new Error('the embedded store is closed'));
    return new Promise<T>((resolve, reject) => {
      if (queue.push({ run, resolve: resolve as (value: unknown) => void, reject }) === 1) setImmediate(flush);
    });
  }

  /** Applies deltas already merged, in their lock order; the first that does not fit refuses the change. */
  function applyMerged(deltas: readonly InventoryDelta[]): void {
    inventory.forget(deltas);
    for (const delta of deltas) {
      const { propCode, roomTypeCode, date, held, sold } = delta;
      if (statements.updateInventory.run({ propCode, roomTypeCode, date, held, sold }).changes === 0) {
        // A missing row is sold out too: there is nothing to take.
        throw new Refused({ ok: false, reason: 'soldOut', propCode: delta.propCode, roomTypeCode: delta.roomTypeCode, date: delta.date });
      }
    }
  }

  function writeReservation(reservation: NonNullable<Change['reservation']>, record: string, owner: string | null): void {
    const { confNumber, expectedVersion } = reservation;
    if (expectedVersion === undefined) {
      statements.insertReservation.run(confNumber, record, owner);
      return;
    }
    const { changes } =
      expectedVersion === 0 ? statements.createReservation.run(confNumber, record, owner) : statements.updateReservation.run(record, owner, confNumber, expectedVersion);
    if (changes === 0) throw new Refused({ ok: false, reason: 'conflict', confNumber });
  }

  function insertHold(hold: StoredHold, json: NonNullable<ChangeJson['hold']>): void {
    if (!UUID.test(hold.sessionId)) throw new TypeError(`putHold.sessionId must be a uuid`);
    if (!(hold.expiresAt instanceof Date) || Number.isNaN(hold.expiresAt.getTime())) throw new TypeError('putHold.expiresAt must be a valid Date');
    try {
      statements.insertHold.run(
        hold.sessionId.toLowerCase(),
        hold.confNumber,
        hold.kind,
        json.pending,
        json.confirmDeltas,
        json.releaseDeltas,
        hold.expiresAt.toISOString(),
        json.owner,
      );
    } catch (error) {
      // Another hold is open on this reservation (or the session id is taken).
      if (UNIQUE_VIOLATIONS.has((error as { code?: string }).code ?? '')) throw new Refused({ ok: false, reason: 'conflict', confNumber: hold.confNumber });
      throw error;
    }
  }

  /** Releases the oldest expired hold; false when there is none. */
  function releaseOneExpired(now: Date): boolean {
    const hold = statements.oldestExpired.get(now.toISOString()) as { session_id: string; release_deltas: string } | undefined;
    if (hold === undefined) return false;
    try {
      applyMerged(mergeDeltas(JSON.parse(hold.release_deltas) as InventoryDelta[]));
    } catch (error) {
      if (error instanceof Refused) throw new Error(`hold ${hold.session_id}: its release deltas do not fit the inventory (${JSON.stringify(error.refusal)})`);
      throw error;
    }
    statements.deleteHold.run(hold.session_id);
    return true;
  }

  return {
    async seedInventory(seeds) {
      const rows = seeds.map(checkedSeed);
      db.transaction(() => {
        for (const seed of rows) statements.seed.run(seed.propCode, seed.roomTypeCode, seed.date, seed.total);
      }).immediate();
      inventory.forgetAll();
    },

    async openHoldsOf(partnerId, now) {
      return statements.openHoldsOf.get(partnerId, now.toISOString()) as number;
    },

    async inventory(propCode, from, to, roomTypeCodes) {
      return readInventory([propCode], from, to, roomTypeCodes);
    },

    async inventoryMany(propCodes, from, to, roomTypeCodes) {
      return propCodes.length === 0 ? [] : readInventory(propCodes, from, to, roomTypeCodes);
    },

    async apply(change: Change<Record, Pending>) {
      const deltas = mergeDeltas(change.deltas); // malformed deltas throw before any I/O
      const quota = holdQuotaToCheck(change);
      const json = changeJsonOf(change); // outside the write lock
      try {
        await write(() => {
          if (change.deleteHold !== undefined) {
            const sessionId = change.deleteHold;
            if (!UUID.test(sessionId) || statements.deleteHold.run(sessionId.toLowerCase()).changes === 0) {
              throw new Refused({ ok: false, reason: 'holdMissing', sessionId });
            }
          }
          if (quota !== undefined) {
            // Inside the write transaction: every process's writers queue on SQLite's one write
            // lock, so the count and the hold it allows are one step for all of them.
            // One read of the partner's open holds gives both bounds: their number and their rooms.
            const open = statements.openHoldReleasesOf.all(quota.partnerId, quota.now.toISOString()) as string[];
            const overQuota = holdQuotaRefusal(quota, open.length);
            if (overQuota !== undefined) throw new Refused(overQuota);
            const overRooms = quota.roomsPerNight === undefined
              ? undefined
              : heldRoomsRefusal(quota, open.map((json) => JSON.parse(json) as InventoryDelta[]), change.putHold?.releaseDeltas ?? []);
            if (overRooms !== undefined) throw new Refused(overRooms);
          }
          // The version before the inventory: a stale change is a conflict even when its deltas no
          // longer fit (sql-store.ts says why).
          if (change.reservation !== undefined) writeReservation(change.reservation, json.record as string, json.recordOwner ?? null);
          applyMerged(deltas);
          if (change.putHold !== undefined) insertHold(change.putHold, json.hold as NonNullable<ChangeJson['hold']>);
        });
        return { ok: true };
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        throw error;
      }
    },

    async getReservation(confNumber, viewer) {
      const row = (viewer === undefined ? statements.getReservation.get(confNumber) : statements.getVisibleReservation.get(confNumber, viewer)) as
        | { record: string; version: number }
        | undefined;
      return row === undefined ? undefined : ({ confNumber, record: JSON.parse(row.record) as Record, version: row.version } satisfies StoredReservation<Record>);
    },

    async getHold(sessionId) {
      if (!UUID.test(sessionId)) return undefined;
      const row = statements.holdBySession.get(sessionId.toLowerCase()) as HoldRow | undefined;
      return row === undefined ? undefined : toHold<Pending>(row);
    },

    async holdOf(confNumber, viewer) {
      const row = (viewer === undefined ? statements.holdByConf.get(confNumber) : statements.visibleHoldByConf.get(confNumber, viewer)) as HoldRow | undefined;
      return row === undefined ? undefined : toHold<Pending>(row);
    },

    async sweepExpiredHolds(now, limit = DEFAULT_SWEEP_LIMIT) {
      let released = 0;
      while (released < limit && (await write(() => releaseOneExpired(now)))) released++;
      return released;
    },

    async nextNumber(sequence) {
      if (!['conf', 'gnr', 'cxl'].includes(sequence)) throw new TypeError(`nextNumber: unknown sequence "${String(sequence)}"`);
      for (;;) {
        const block = blocks.get(sequence);
        if (block !== undefined && block.next <= block.last) return BigInt(block.next++);
        let refill = refills.get(sequence);
        if (refill === undefined) {
          refill = write(() => statements.takeNumbers.get(NUMBER_BLOCK, sequence) as number)
            .then((last) => void blocks.set(sequence, { next: last - NUMBER_BLOCK + 1, last }))
            .finally(() => refills.delete(sequence));
          refills.set(sequence, refill);
        }
        await refill;
      }
    },

    async numberKey() {
      return statements.numberKey.get() as string;
    },

    async close() {
      if (closed) return;
      closed = true;
      // Writes already queued still commit: wait for their turn of the event loop.
      if (queue.length > 0) await new Promise<void>((done) => setImmediate(done));
      db.close();
    },
  };
}
