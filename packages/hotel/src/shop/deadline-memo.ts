/**
 * The cancellation deadlines the shop has computed, kept from one shop call to the next. A
 * deadline is a pure function of its key (policy days, local time, arrival date, time zone; see
 * `cancellationTerms`), and partners shop arrivals within a year or so, so a few thousand entries
 * answer nearly every shop. Computed afresh for each call (time zone offsets through Intl), they
 * took 4.4 % of the server CPU of a varied single-property shop (`--cpu-prof`, 2026-11-25).
 */
import type { DeadlineMemo } from '../policy/cancellation-terms.js';

type Deadline = DeadlineMemo extends Map<string, infer D> ? D : never;

/** Entries kept before the memo starts afresh (a whole year of arrivals for a few policies and zones). */
export const DEADLINE_MEMO_LIMIT = 8192;

/** A {@link DeadlineMemo} that never holds more than `limit` entries: when full, it is emptied and starts again. */
export class BoundedDeadlineMemo extends Map<string, Deadline> {
  constructor(private readonly limit: number = DEADLINE_MEMO_LIMIT) {
    super();
  }

  override set(key: string, deadline: Deadline): this {
    if (this.size >= this.limit && !this.has(key)) this.clear();
    return super.set(key, deadline);
  }
}

/** The memo every shop call of this process shares. */
export const shopDeadlines: DeadlineMemo = new BoundedDeadlineMemo();
