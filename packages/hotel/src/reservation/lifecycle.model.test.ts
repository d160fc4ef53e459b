/**
 * Model-based test (fast-check commands): any sequence of shop, create, modify, cancel, hold,
 * confirm, release and expire keeps the inventory rules. The real system is the hotel
 * transitions applied to an in-memory store with the HTTP stores' constraints; after every
 * command the invariants are checked against the store's rows, records and holds.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays } from '../calendar/nights.js';
import { demoCatalogFiles } from '../catalog/demo-catalog.js';
import { loadCatalog } from '../catalog/load-catalog.js';
import { shopProperties } from '../shop/shop.js';
import { memoryStore } from '../testing/memory-store.js';
import type { MemoryStore } from '../testing/memory-store.js';
import type { ReservationRequest } from '../wire/requests.js';
import { cancelStay } from './cancel-stay.js';
import { createReservation } from './create-reservation.js';
import { confirmHold, expireHold, releaseHold } from './hold-actions.js';
import { modifyStay } from './modify-stay.js';
import type { Transition } from './reservation-record.js';
import { roomNightsOf } from './room-nights.js';

const FROM = '2026-12-01';
const ROOM_TYPES = ['KNG', 'QQN', 'ADA'] as const;
const HOLD_MS = 15 * 60_000;
const partner = { partnerId: 'p1', holdAuthorized: true };

/** A small NYCDC: 2 rooms per type, one rate plan, so sell-outs happen in a few commands. */
function smallCatalog() {
  const file = demoCatalogFiles({ from: FROM, days: 12 })['NYCDC.json'];
  if (!file) throw new Error('no NYCDC');
  file.roomTypes = file.roomTypes.filter((rt) => (ROOM_TYPES as readonly string[]).includes(rt.roomTypeCode)).map((rt) => ({ ...rt, inventory: [{ effectiveDate: FROM, rooms: 2 }] }));
  file.ratePlans = file.ratePlans.filter((p) => p.ratePlanCode === 'RAC');
  file.rates = file.rates.filter((r) => r.ratePlanCode === 'RAC' && (ROOM_TYPES as readonly string[]).includes(r.roomTypeCode));
  const loaded = loadCatalog({ 'NYCDC.json': file });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return loaded.catalog;
}
const catalog = smallCatalog();

interface Model {
  /** Milliseconds since the epoch: the clock of the run. */
  now: number;
  next: number;
  confs: string[];
}
interface Real {
  store: MemoryStore;
}

interface StayChoice {
  roomType: number;
  arrival: number;
  nights: number;
}

const stayChoice = fc.record({ roomType: fc.nat({ max: ROOM_TYPES.length - 1 }), arrival: fc.nat({ max: 6 }), nights: fc.integer({ min: 1, max: 3 }) });

function iso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function request(stays: readonly StayChoice[]): ReservationRequest {
  return {
    propCode: 'NYCDC',
    roomStays: stays.map((s) => ({ arrivalDate: addDays(FROM, s.arrival), departureDate: addDays(FROM, s.arrival + s.nights), numAdults: 1, roomTypeCode: ROOM_TYPES[s.roomType], ratePlanCode: 'RAC' })),
    guest: { name: { firstName: 'Grace', lastName: 'Hopper' }, addresses: [{ addressType: 'home' }] },
    guarantee: { guarMethodCode: 'CC' },
  };
}

/** Applies a transition the hotel accepted: the store must accept it too (hotel checked availability first). */
function apply<T>(real: Real, result: Transition<T>): void {
  if (!result.ok) return;
  expect(real.store.apply(result.change)).toEqual({ ok: true });
}

function checkInvariants(store: MemoryStore): void {
  const sold = new Map<string, number>();
  for (const { record } of store.reservations.values()) {
    for (const [k, n] of roomNightsOf(record.stays)) sold.set(`NYCDC|${k}`, (sold.get(`NYCDC|${k}`) ?? 0) + n);
  }
  const held = new Map<string, number>();
  for (const hold of store.holds.values()) for (const d of hold.releaseDeltas) held.set(`${d.propCode}|${d.roomTypeCode}|${d.date}`, (held.get(`${d.propCode}|${d.roomTypeCode}|${d.date}`) ?? 0) - d.held);
  for (const [key, row] of store.counts) {
    expect(row.total - row.sold - row.held, `available ${key}`).toBeGreaterThanOrEqual(0);
    expect(row.held, `held ${key}`).toBeGreaterThanOrEqual(0);
    expect(row.sold, `sold = confirmed room-nights ${key}`).toBe(sold.get(key) ?? 0);
    expect(row.held, `held = open holds ${key}`).toBe(held.get(key) ?? 0);
  }
  for (const hold of store.holds.values()) {
    if (hold.kind === 'create') expect(store.reservations.has(hold.confNumber), 'a held create is not a reservation').toBe(false);
  }
}

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

class Shop implements fc.Command<Model, Real> {
  constructor(readonly stay: StayChoice) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const req = request([this.stay]).roomStays[0] as { arrivalDate: string; departureDate: string };
    const [result] = shopProperties({ catalog, request: { ...req, numAdults: 1, props: [{ propCode: 'NYCDC' }] }, inventory: r.store.view(), partner, now: iso(m.now) });
    const view = r.store.view();
    for (const rate of result?.roomRates ?? []) {
      const nights = Array.from({ length: this.stay.nights }, (_, i) => addDays(req.arrivalDate, i));
      expect(rate.numRoomsAvail).toBe(Math.min(...nights.map((d) => view.available('NYCDC', rate.roomTypeCode, d))));
      expect(rate.numRoomsAvail).toBeGreaterThanOrEqual(1);
    }
    m.now += 1000;
  }
  toString = () => `shop(${JSON.stringify(this.stay)})`;
}

class Create implements fc.Command<Model, Real> {
  constructor(readonly stays: StayChoice[], readonly held: boolean) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const confNumber = `C${m.next++}`;
    const result = createReservation({
      catalog, request: request(this.stays), inventory: r.store.view(), partner, now: iso(m.now), confNumber,
      gnrNumbers: this.stays.map(() => m.next++),
      ...(this.held ? { hold: { sessionId: `S${m.next++}`, expiresAt: iso(m.now + HOLD_MS) } } : {}),
    });
    apply(r, result);
    if (result.ok) m.confs.push(confNumber);
    else expect(result.refusal.code).toBe('noAvailability');
    m.now += 1000;
    checkInvariants(r.store);
  }
  toString = () => `create(${JSON.stringify(this.stays)}, held=${this.held})`;
}

class Modify implements fc.Command<Model, Real> {
  constructor(readonly conf: number, readonly stay: StayChoice, readonly held: boolean, readonly withSession: boolean) {}
  check = (m: Readonly<Model>) => m.confs.length > 0;
  run(m: Model, r: Real): void {
    const confNumber = pick(m.confs, this.conf) as string;
    const state = r.store.state(confNumber);
    const record = state.hold?.pending ?? state.reservation?.record;
    const gnrNumber = record?.stays.find((s) => s.resStatus !== 'cancelled')?.gnrNumber ?? 0;
    const result = modifyStay({
      catalog, state, gnrNumber, request: request([this.stay]), inventory: r.store.view(), partner, now: iso(m.now),
      ...(this.withSession && state.hold ? { sessionId: state.hold.sessionId } : {}),
      ...(this.held ? { hold: { sessionId: `S${m.next++}`, expiresAt: iso(m.now + HOLD_MS) } } : {}),
    });
    apply(r, result);
    m.now += 1000;
    checkInvariants(r.store);
  }
  toString = () => `modify(${this.conf}, ${JSON.stringify(this.stay)}, held=${this.held}, session=${this.withSession})`;
}

class Cancel implements fc.Command<Model, Real> {
  constructor(readonly conf: number, readonly room: number) {}
  check = (m: Readonly<Model>) => m.confs.length > 0;
  run(m: Model, r: Real): void {
    const confNumber = pick(m.confs, this.conf) as string;
    const state = r.store.state(confNumber);
    const gnrNumber = pick(state.reservation?.record.stays ?? [], this.room)?.gnrNumber ?? 0;
    const result = cancelStay({ state, gnrNumber, partner, now: iso(m.now), cxlNumber: `X${m.next++}` });
    apply(r, result);
    if (result.ok) {
      const again = cancelStay({ state: r.store.state(confNumber), gnrNumber, partner, now: iso(m.now), cxlNumber: 'OTHER' });
      expect(again.ok && again.value).toEqual(result.value);
    }
    m.now += 1000;
    checkInvariants(r.store);
  }
  toString = () => `cancel(${this.conf}, ${this.room})`;
}

class HoldAction implements fc.Command<Model, Real> {
  constructor(readonly conf: number, readonly action: 'confirm' | 'release') {}
  check = (m: Readonly<Model>) => m.confs.length > 0;
  run(m: Model, r: Real): void {
    const confNumber = pick(m.confs, this.conf) as string;
    const state = r.store.state(confNumber);
    const input = { state, sessionId: state.hold?.sessionId ?? 'none', now: iso(m.now), partner };
    const result = this.action === 'confirm' ? confirmHold(input) : releaseHold(input);
    apply(r, result);
    if (state.hold && this.action === 'release') expect(result.ok).toBe(true);
    m.now += 1000;
    checkInvariants(r.store);
  }
  toString = () => `${this.action}(${this.conf})`;
}

class Expire implements fc.Command<Model, Real> {
  constructor(readonly minutes: number) {}
  check = () => true;
  run(m: Model, r: Real): void {
    m.now += this.minutes * 60_000;
    for (const hold of [...r.store.holds.values()]) {
      const change = expireHold({ hold, now: iso(m.now) });
      if (change) expect(r.store.apply(change)).toEqual({ ok: true });
      else expect(Date.parse(hold.expiresAt)).toBeGreaterThan(m.now);
    }
    checkInvariants(r.store);
  }
  toString = () => `expire(+${this.minutes} min)`;
}

const commands = [
  stayChoice.map((s) => new Shop(s)),
  fc.tuple(fc.array(stayChoice, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([stays, held]) => new Create(stays, held)),
  fc.tuple(fc.nat(), stayChoice, fc.boolean(), fc.boolean()).map(([c, s, held, session]) => new Modify(c, s, held, session)),
  fc.tuple(fc.nat(), fc.nat()).map(([c, room]) => new Cancel(c, room)),
  fc.tuple(fc.nat(), fc.constantFrom('confirm' as const, 'release' as const)).map(([c, action]) => new HoldAction(c, action)),
  fc.integer({ min: 1, max: 20 }).map((minutes) => new Expire(minutes)),
];

describe('reservation lifecycle model', () => {
  test('any sequence keeps available = total - sold - held >= 0, sold = confirmed room-nights, held = open holds, and cancelled or released stays hold nothing', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        const real: Real = { store: memoryStore(catalog, FROM, addDays(FROM, 12)) };
        const model: Model = { now: Date.parse('2026-11-20T12:00:00Z'), next: 1, confs: [] };
        fc.modelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 150 },
    );
  });
});
