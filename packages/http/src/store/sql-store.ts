import { changeJsonOf, type ChangeJson } from './change-json.js';
import { mergeDeltas } from './inventory-deltas.js';
import { checkedSeed, DEFAULT_SWEEP_LIMIT, heldRoomsRefusal, holdQuotaRefusal, holdQuotaToCheck, Refused, UUID } from './store-rules.js';
import type {
  Change,
  Db,
  InventoryCount,
  InventoryDelta,
  Store,
  StoredHold,
  StoredReservation,
} from './store.js';

/** The sequences behind {@link Store.nextNumber}, by name. */
const SEQUENCES = { conf: 'conf_number_seq', gnr: 'gnr_number_seq', cxl: 'cxl_number_seq' } as const;

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** Rows per INSERT when seeding inventory. */
const SEED_BATCH = 5000;

/**
 * Takes rooms (or gives them back) on one night, only when the result keeps
 * 0 <= held, 0 <= sold and held + sold <= total: concurrent writers can never oversell.
 */
const UPDATE_INVENTORY = `UPDATE inventory SET held = held + $4::int, sold = sold + $5::int
  WHERE prop_code = $1 AND room_type_code = $2 AND date = $3::date
    AND held + $4::int >= 0 AND sold + $5::int >= 0 AND held + $4::int + sold + $5::int <= total
  RETURNING 1 AS ok`;

/**
 * Locks the inventory rows of several deltas (keys as arrays $1, $2, $3) in the deltas' lock
 * order, the same for every writer, so that {@link UPDATE_INVENTORY_ROWS} cannot deadlock with
 * another writer whatever order its join takes them in.
 */
const LOCK_INVENTORY_ROWS = `SELECT 1 FROM inventory
  WHERE (prop_code, room_type_code, date) IN (SELECT * FROM unnest($1::text[], $2::text[], $3::date[]))
  ORDER BY prop_code COLLATE "C", room_type_code COLLATE "C", date
  FOR UPDATE`;

/**
 * {@link UPDATE_INVENTORY} for several deltas at once (arrays $1 to $5), with the same condition
 * per row; returns the (1-based) position of every delta it applied.
 */
const UPDATE_INVENTORY_ROWS = `UPDATE inventory AS i SET held = i.held + d.held, sold = i.sold + d.sold
  FROM unnest($1::text[], $2::text[], $3::date[], $4::int[], $5::int[]) WITH ORDINALITY AS d(prop_code, room_type_code, date, held, sold, n)
  WHERE i.prop_code = d.prop_code AND i.room_type_code = d.room_type_code AND i.date = d.date
    AND i.held + d.held >= 0 AND i.sold + d.sold >= 0 AND i.held + d.held + i.sold + d.sold <= i.total
  RETURNING d.n::int AS n`;

/** Open holds of a partner ($1) at $2: {@link Store.openHoldsOf}. */
const OPEN_HOLDS_OF = `SELECT count(*)::int AS n FROM holds WHERE pending->>'partnerId' = $1 AND expires_at > $2::timestamptz`;
/** The release deltas of a partner's ($1) open holds at $2: their number for HOLD_QUOTA, the rooms they hold for HOLD_ROOMS_PER_NIGHT. */
const OPEN_HOLD_RELEASES_OF = `SELECT release_deltas FROM holds WHERE pending->>'partnerId' = $1 AND expires_at > $2::timestamptz`;

const HOLD_COLUMNS = `session_id::text AS session_id, conf_number, kind, pending, confirm_deltas, release_deltas, expires_at`;

interface HoldRow {
  session_id: string;
  conf_number: string;
  kind: 'create' | 'modify';
  pending: unknown;
  confirm_deltas: InventoryDelta[];
  release_deltas: InventoryDelta[];
  expires_at: Date;
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

function toHold<Pending>(row: HoldRow): StoredHold<Pending> {
  return {
    sessionId: row.session_id,
    confNumber: row.conf_number,
    kind: row.kind,
    pending: row.pending as Pending,
    confirmDeltas: row.confirm_deltas,
    releaseDeltas: row.release_deltas,
    expiresAt: new Date(row.expires_at),
  };
}

/** The refusal of a delta that does not fit (a missing row is sold out too: there is nothing to take). */
function soldOut(delta: InventoryDelta): Refused {
  return new Refused({ ok: false, reason: 'soldOut', propCode: delta.propCode, roomTypeCode: delta.roomTypeCode, date: delta.date });
}

/**
 * Applies deltas already merged by {@link mergeDeltas}; the first of them (in their lock order)
 * that cannot be applied refuses the change. Two statements whatever their number (the rows
 * locked in order, then one UPDATE of all of them), not one round trip per night: the largest
 * create has 90 nights of a room type.
 */
async function applyMerged(tx: Db, deltas: readonly InventoryDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  if (deltas.length === 1) {
    const delta = deltas[0] as InventoryDelta;
    const { rows } = await tx.query(UPDATE_INVENTORY, [delta.propCode, delta.roomTypeCode, delta.date, delta.held, delta.sold]);
    if (rows.length === 0) throw soldOut(delta);
    return;
  }
  const keys = [deltas.map((d) => d.propCode), deltas.map((d) => d.roomTypeCode), deltas.map((d) => d.date)];
  await tx.query(LOCK_INVENTORY_ROWS, keys);
  const { rows } = await tx.query<{ n: number }>(UPDATE_INVENTORY_ROWS, [...keys, deltas.map((d) => d.held), deltas.map((d) => d.sold)]);
  if (rows.length === deltas.length) return;
  const applied = new Set(rows.map((row) => row.n));
  throw soldOut(deltas.find((_, i) => !applied.has(i + 1)) as InventoryDelta);
}

async function writeReservation(tx: Db, reservation: NonNullable<Change['reservation']>, record: string, owner: string | null): Promise<void> {
  const { confNumber, expectedVersion } = reservation;
  if (expectedVersion === undefined) {
    await tx.query(
      `INSERT INTO reservations (conf_number, record, version, partner_id) VALUES ($1, $2::text::jsonb, 1, $3)
       ON CONFLICT (conf_number) DO UPDATE SET record = EXCLUDED.record, version = reservations.version + 1,
         partner_id = EXCLUDED.partner_id, updated_at = now()`,
      [confNumber, record, owner],
    );
    return;
  }
  const { rows } =
    expectedVersion === 0
      ? await tx.query(
          `INSERT INTO reservations (conf_number, record, version, partner_id) VALUES ($1, $2::text::jsonb, 1, $3)
           ON CONFLICT (conf_number) DO NOTHING RETURNING 1 AS ok`,
          [confNumber, record, owner],
        )
      : await tx.query(
          `UPDATE reservations SET record = $2::text::jsonb, partner_id = $4, version = version + 1, updated_at = now()
           WHERE conf_number = $1 AND version = $3::int RETURNING 1 AS ok`,
          [confNumber, record, expectedVersion, owner],
        );
  if (rows.length === 0) throw new Refused({ ok: false, reason: 'conflict', confNumber });
}

async function insertHold(tx: Db, hold: StoredHold, json: NonNullable<ChangeJson['hold']>): Promise<void> {
  if (!UUID.test(hold.sessionId)) throw new TypeError(`putHold.sessionId must be a uuid`);
  if (!(hold.expiresAt instanceof Date) || Number.isNaN(hold.expiresAt.getTime())) throw new TypeError('putHold.expiresAt must be a valid Date');
  try {
    await tx.query(
      `INSERT INTO holds (session_id, conf_number, kind, pending, confirm_deltas, release_deltas, expires_at, partner_id)
       VALUES ($1::uuid, $2, $3, $4::text::jsonb, $5::text::jsonb, $6::text::jsonb, $7::timestamptz, $8)`,
      [
        hold.sessionId,
        hold.confNumber,
        hold.kind,
        json.pending,
        json.confirmDeltas,
        json.releaseDeltas,
        hold.expiresAt.toISOString(),
        json.owner,
      ],
    );
  } catch (error) {
    // Another hold is open on this reservation (or the session id is taken).
    if (errorCode(error) === UNIQUE_VIOLATION) throw new Refused({ ok: false, reason: 'conflict', confNumber: hold.confNumber });
    throw error;
  }
}

/**
 * The {@link Store} on PostgreSQL (any {@link Db} whose schema is migrated).
 * Every change is one transaction; a refusal rolls it back, so nothing partial is written.
 */
export function sqlStore<Record = unknown, Pending = unknown>(db: Db): Store<Record, Pending> {
  /** The hold whose `where` is `value`; with `viewer`, only when it is that partner's or no partner's (the row's column, not its JSON). */
  async function readHold(where: string, value: string, viewer?: string): Promise<StoredHold<Pending> | undefined> {
    const { rows } = viewer === undefined
      ? await db.query<HoldRow>(`SELECT ${HOLD_COLUMNS} FROM holds WHERE ${where} = $1`, [value])
      : await db.query<HoldRow>(`SELECT ${HOLD_COLUMNS} FROM holds WHERE ${where} = $1 AND (partner_id IS NULL OR partner_id = $2)`, [value, viewer]);
    return rows[0] === undefined ? undefined : toHold<Pending>(rows[0]);
  }

  /** Releases the oldest expired hold nobody else is releasing; false when there is none. */
  async function releaseOneExpired(now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ session_id: string; release_deltas: InventoryDelta[] }>(
        `SELECT session_id::text AS session_id, release_deltas FROM holds WHERE expires_at <= $1::timestamptz
         ORDER BY expires_at, session_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now.toISOString()],
      );
      const hold = rows[0];
      if (hold === undefined) return false;
      try {
        await applyMerged(tx, mergeDeltas(hold.release_deltas));
      } catch (error) {
        if (error instanceof Refused) {
          throw new Error(`hold ${hold.session_id}: its release deltas do not fit the inventory (${JSON.stringify(error.refusal)})`);
        }
        throw error;
      }
      await tx.query('DELETE FROM holds WHERE session_id = $1::uuid', [hold.session_id]);
      return true;
    });
  }

  /**
   * Counts of `propCodes` (and `roomTypeCodes`, when given) for the nights from..to. Plain
   * `= ANY(array)` conditions on the primary key's columns, so the lookup is an index scan of
   * exactly those rows: a condition the planner cannot push into the index (an `IN (SELECT ...)`
   * or an `IS NULL OR` on a parameter) made it scan the whole table (about 15 ms for 43,200 rows,
   * against about 1 ms).
   */
  async function readInventory(propCodes: readonly string[], from: string, to: string, roomTypeCodes?: readonly string[]): Promise<InventoryCount[]> {
    const byRoomType = roomTypeCodes === undefined ? '' : 'AND room_type_code = ANY($4::text[])';
    const { rows } = await db.query<InventoryCount>(
      `SELECT prop_code AS "propCode", room_type_code AS "roomTypeCode", to_char(date, 'YYYY-MM-DD') AS date, total, held, sold
       FROM inventory
       WHERE prop_code = ANY($1::text[]) ${byRoomType} AND date >= $2::date AND date < $3::date
       ORDER BY prop_code, room_type_code, date`,
      roomTypeCodes === undefined ? [[...propCodes], from, to] : [[...propCodes], from, to, [...roomTypeCodes]],
    );
    return rows;
  }

  return {
    async seedInventory(seeds) {
      const rows = seeds.map(checkedSeed).map((seed) => ({ p: seed.propCode, r: seed.roomTypeCode, d: seed.date, t: seed.total }));
      for (let start = 0; start < rows.length; start += SEED_BATCH) {
        await db.query(
          `INSERT INTO inventory (prop_code, room_type_code, date, total)
           SELECT p, r, d::date, t FROM jsonb_to_recordset($1::text::jsonb) AS x(p text, r text, d text, t int)
           ON CONFLICT (prop_code, room_type_code, date) DO NOTHING`,
          [JSON.stringify(rows.slice(start, start + SEED_BATCH))],
        );
      }
    },

    inventory(propCode, from, to, roomTypeCodes) {
      return readInventory([propCode], from, to, roomTypeCodes);
    },

    inventoryMany(propCodes, from, to, roomTypeCodes) {
      return propCodes.length === 0 ? Promise.resolve([]) : readInventory(propCodes, from, to, roomTypeCodes);
    },

    async apply(change: Change<Record, Pending>) {
      const deltas = mergeDeltas(change.deltas); // malformed deltas throw before any I/O
      const quota = holdQuotaToCheck(change);
      const json = changeJsonOf(change); // before the transaction, once whatever its retries
      try {
        await db.transaction(async (tx) => {
          // Holds of one partner racing at its quota take turns: a transaction-scoped advisory
          // lock per partner, taken first (before any row lock, so it adds no deadlock), makes
          // the count below see every hold committed by the one before.
          if (quota !== undefined) await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('hold-quota:' || $1, 0))`, [quota.partnerId]);
          // The hold goes first: its row lock orders confirm/release against the sweeper, and a
          // hold already gone (confirmed, released or expired elsewhere) refuses the change.
          if (change.deleteHold !== undefined) {
            const sessionId = change.deleteHold;
            const { rows } = UUID.test(sessionId)
              ? await tx.query('DELETE FROM holds WHERE session_id = $1::uuid RETURNING 1 AS ok', [sessionId])
              : { rows: [] };
            if (rows.length === 0) throw new Refused({ ok: false, reason: 'holdMissing', sessionId });
          }
          if (quota !== undefined) {
            // One read of the partner's open holds gives both bounds: their number and their rooms.
            const { rows } = await tx.query<{ release_deltas: InventoryDelta[] }>(OPEN_HOLD_RELEASES_OF, [quota.partnerId, quota.now.toISOString()]);
            const overQuota = holdQuotaRefusal(quota, rows.length);
            if (overQuota !== undefined) throw new Refused(overQuota);
            const overRooms = quota.roomsPerNight === undefined ? undefined : heldRoomsRefusal(quota, rows.map((row) => row.release_deltas), change.putHold?.releaseDeltas ?? []);
            if (overRooms !== undefined) throw new Refused(overRooms);
          }
          // The version before the inventory: a change computed from a reservation that has since
          // changed is a conflict (and is retried on fresh state) even when its deltas no longer
          // fit, e.g. a stale cancel giving back a night another change already gave back.
          if (change.reservation !== undefined) await writeReservation(tx, change.reservation, json.record as string, json.recordOwner ?? null);
          await applyMerged(tx, deltas);
          if (change.putHold !== undefined) await insertHold(tx, change.putHold, json.hold as NonNullable<ChangeJson['hold']>);
        });
        return { ok: true };
      } catch (error) {
        if (error instanceof Refused) return error.refusal;
        throw error;
      }
    },

    async getReservation(confNumber, viewer) {
      // The owner is the row's own column: another partner's record is filtered out before it
      // is detoasted or sent.
      const { rows } = viewer === undefined
        ? await db.query<{ record: Record; version: number }>('SELECT record, version FROM reservations WHERE conf_number = $1', [confNumber])
        : await db.query<{ record: Record; version: number }>(
            'SELECT record, version FROM reservations WHERE conf_number = $1 AND (partner_id IS NULL OR partner_id = $2)',
            [confNumber, viewer],
          );
      const row = rows[0];
      return row === undefined ? undefined : ({ confNumber, record: row.record, version: row.version } satisfies StoredReservation<Record>);
    },

    async getHold(sessionId) {
      return UUID.test(sessionId) ? readHold('session_id', sessionId) : undefined;
    },

    holdOf: (confNumber, viewer) => readHold('conf_number', confNumber, viewer),

    async openHoldsOf(partnerId, now) {
      const { rows } = await db.query<{ n: number }>(OPEN_HOLDS_OF, [partnerId, now.toISOString()]);
      return rows[0]?.n ?? 0;
    },

    async sweepExpiredHolds(now, limit = DEFAULT_SWEEP_LIMIT) {
      let released = 0;
      while (released < limit && (await releaseOneExpired(now))) released++;
      return released;
    },

    async nextNumber(sequence) {
      const name = SEQUENCES[sequence];
      if (name === undefined) throw new TypeError(`nextNumber: unknown sequence "${String(sequence)}"`);
      const { rows } = await db.query<{ n: string }>(`SELECT nextval('${name}')::text AS n`);
      return BigInt(rows[0]!.n);
    },

    async numberKey() {
      const { rows } = await db.query<{ value: string }>(`SELECT value FROM number_keys WHERE name = 'numbers'`);
      return rows[0]!.value;
    },

    close: () => db.close(),
  };
}
