/**
 * Build-time table (the generator and tests use it; the package's run time does not): the record
 * schemas a payload repeats, whose collecting walk is written for speed rather than for size.
 *
 * A room stay comes up to 9 times in a create, in as many shapes as partners leave optional
 * properties out. Its collecting walk takes the keys the object has in one `for...in` pass (as the
 * fast path does) instead of a megamorphic lookup per name the schema has, and checks its strings
 * in place instead of calling the shared leaf functions (V8's inlining budget of the walk is spent
 * before it reaches them). The other records keep the compact walk: a `for...in` pass made them
 * slower (below), and strings checked in place everywhere would make the bundle of
 * `validateReservation` 86 KB (`bundle.test.ts` allows 80).
 *
 * Measured 2026-11-26 on the 9-room create with 15 errors, after the bench's served traffic (64
 * valid creates, 64 with one fault, 200 passes) and a 2 s settle: CPU time (process.cpuUsage),
 * medians of 81 rounds interleaving the old and new esbuild bundles in one process, in 6
 * processes alternating which is loaded first: 3.2 % less CPU (2.6 to 4.1 %; A/A -0.2 %, -2.4 to
 * +1.3 %), of which the `for...in` pass 1.9 % (1.5 to 2.8 %, 4 processes,
 * measured with every record's strings in place). The same pass on the reservation,
 * its payment card and addresses cost 1.3 to 3.5 % more; rate overrides as repeated records 1.5 %
 * more.
 */
import { ReservationCreateSchema, ReservationModifySchema, RoomStaySchema } from './schema/reservation-request.js';

/** Record schema objects (by identity) whose collecting walk gathers its keys and checks its leaves in place. */
export const REPEATED_RECORDS: ReadonlySet<object> = new Set<object>([RoomStaySchema]);

/**
 * Record schema objects (by identity) whose collecting walk gathers its keys in one `for...in`
 * pass too, but checks its leaves by calls: the reservations. A payload holds one, but partners
 * send it in as many shapes as they leave optional properties out, so that a lookup per name the
 * schema has (16) is megamorphic: the lookups took about 2.5 % of refusing the 9-room create with
 * 15 errors (perf, 2026-11-26). Gathering the keys instead: 1.1 % less CPU (0.2 to 2.0 %, same
 * method as above, 4 processes; A/A -0.1 %, -1.1 to +1.6 %).
 */
export const ONE_PASS_RECORDS: ReadonlySet<object> = new Set<object>([ReservationCreateSchema, ReservationModifySchema]);
