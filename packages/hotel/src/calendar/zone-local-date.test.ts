import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { zoneLocalDate } from './zone-local-date.js';

const ZONES = ['America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'Asia/Kuwait', 'America/Los_Angeles', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Africa/Monrovia', 'Europe/Amsterdam', 'UTC'];

/** What the catalog read before: Intl on every call. */
function intlDate(timeZone: string, instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

describe('zoneLocalDate', () => {
  test('is the Intl date of every instant, asked in any order (historical offsets of whole seconds too)', () => {
    const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.array(instant, { minLength: 1, maxLength: 20 }), (zone, instants) => {
        const local = zoneLocalDate(zone);
        for (const at of instants) expect(local(at)).toBe(intlDate(zone, at));
      }),
    );
  });

  test('is right on every second around local midnights and offset changes, read in order as a clock reads', () => {
    const spans: Array<[string, string]> = [
      ['America/New_York', '2026-11-01T03:58:00Z'], // midnight local, EDT
      ['America/New_York', '2026-11-01T05:58:00Z'], // fall back
      ['Europe/Paris', '2026-03-28T22:58:00Z'], // midnight, then spring forward
      ['Asia/Kathmandu', '2026-06-01T18:13:00Z'], // +05:45
      ['Australia/Lord_Howe', '2026-04-04T14:58:00Z'], // +11 to +10:30
      ['Africa/Monrovia', '1960-06-01T00:43:00Z'], // -00:44:30
      ['Europe/Amsterdam', '1930-06-01T22:39:00Z'], // +01:19:32
    ];
    for (const [zone, from] of spans) {
      const local = zoneLocalDate(zone);
      const start = Date.parse(from);
      for (let s = 0; s < 4 * 60; s++) {
        const at = new Date(start + s * 1000 + 250).toISOString();
        expect(local(at), `${zone} ${at}`).toBe(intlDate(zone, at));
      }
    }
  });

  test('accepts ISO date-times with an offset, and refuses an invalid instant as Intl does', () => {
    const local = zoneLocalDate('Asia/Tokyo');
    expect(local('2026-11-25T23:30:00-05:00')).toBe('2026-11-26');
    expect(() => local('not a date')).toThrow(RangeError);
  });
});
