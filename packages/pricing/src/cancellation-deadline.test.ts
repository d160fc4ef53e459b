import { describe, expect, test } from 'vitest';
import { cancellationDeadline } from './cancellation-deadline.js';

const at = (localTime: string, daysBeforeArrival: number, arrival: string, zone: string) => cancellationDeadline({ daysBeforeArrival, localTime }, arrival, zone);

describe('cancellationDeadline', () => {
  test('America/New_York: the offset of the deadline day, not of the arrival day', () => {
    // Arrival 2026-03-09 (EDT, -4); deadline 2 days before, on 2026-03-07 (EST, -5): 18:00 local = 23:00Z
    expect(at('18:00', 2, '2026-03-09', 'America/New_York')).toEqual({ cxlPolicyDeadline: '2026-03-07T23:00:00Z', cxlPolicyLocalDeadline: '2026-03-07T18:00' });
    // deadline 1 day before, on 2026-03-09 already EDT: 18:00 local = 22:00Z
    expect(at('18:00', 1, '2026-03-10', 'America/New_York')).toEqual({ cxlPolicyDeadline: '2026-03-09T22:00:00Z', cxlPolicyLocalDeadline: '2026-03-09T18:00' });
  });

  test('America/New_York: a local time in the spring-forward gap moves to the first instant that exists', () => {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT; 02:30 does not exist -> 03:00 EDT = 07:00Z
    expect(at('02:30', 1, '2026-03-09', 'America/New_York')).toEqual({ cxlPolicyDeadline: '2026-03-08T07:00:00Z', cxlPolicyLocalDeadline: '2026-03-08T03:00' });
  });

  test('America/New_York: a local time that occurs twice is its first occurrence', () => {
    // 2026-11-01 01:30 occurs in EDT (05:30Z) and again in EST (06:30Z)
    expect(at('01:30', 0, '2026-11-01', 'America/New_York')).toEqual({ cxlPolicyDeadline: '2026-11-01T05:30:00Z', cxlPolicyLocalDeadline: '2026-11-01T01:30' });
  });

  test('Europe/Paris: winter, summer, the gap and the repeated hour', () => {
    expect(at('18:00', 3, '2026-01-13', 'Europe/Paris').cxlPolicyDeadline).toBe('2026-01-10T17:00:00Z'); // CET +1
    expect(at('18:00', 0, '2026-07-01', 'Europe/Paris').cxlPolicyDeadline).toBe('2026-07-01T16:00:00Z'); // CEST +2
    // 2026-03-29 02:00 CET jumps to 03:00 CEST: 02:30 -> 03:00 CEST = 01:00Z
    expect(at('02:30', 1, '2026-03-30', 'Europe/Paris')).toEqual({ cxlPolicyDeadline: '2026-03-29T01:00:00Z', cxlPolicyLocalDeadline: '2026-03-29T03:00' });
    // 2026-10-25 02:30 occurs in CEST (00:30Z) and in CET (01:30Z): the first
    expect(at('02:30', 1, '2026-10-26', 'Europe/Paris')).toEqual({ cxlPolicyDeadline: '2026-10-25T00:30:00Z', cxlPolicyLocalDeadline: '2026-10-25T02:30' });
  });

  test('days before arrival cross month and year ends', () => {
    expect(at('00:00', 3, '2027-01-02', 'Asia/Tokyo').cxlPolicyDeadline).toBe('2026-12-29T15:00:00Z');
  });

  test('bad input names the field', () => {
    expect(() => at('24:00', 1, '2026-07-01', 'Europe/Paris')).toThrow(/localTime/);
    expect(() => at('18:00', -1, '2026-07-01', 'Europe/Paris')).toThrow(/daysBeforeArrival/);
    expect(() => at('18:00', 1, '2026-07-01', 'Mars/Olympus')).toThrow(/timeZone/);
    expect(() => at('18:00', 1, '2026-13-01', 'Europe/Paris')).toThrow(/arrivalDate/);
  });

  test('a deadline before 0001-01-03 is refused naming the field, never written as a malformed date', () => {
    // Intl writes 1 BC with an era date-fns-tz does not read: the deadline came out as
    // '-000004-12-30T10:00Z'; 10^9 days before arrival was blamed on the time zone
    expect(() => at('10:00', 1, '0000-01-01', 'UTC')).toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'daysBeforeArrival' }));
    expect(() => at('10:00', 1e9, '2026-07-01', 'UTC')).toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'daysBeforeArrival' }));
    expect(() => at('10:00', 0, '0001-01-02', 'UTC')).toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'arrivalDate' }));
    // the first date computed, in the zones furthest west and east of their local mean time then
    expect(at('00:00', 1, '0001-01-04', 'America/Juneau')).toEqual({ cxlPolicyDeadline: '0001-01-02T08:57:41Z', cxlPolicyLocalDeadline: '0001-01-03T00:00' });
    expect(at('23:59', 0, '0001-01-03', 'Pacific/Kiritimati')).toEqual({ cxlPolicyDeadline: '0001-01-04T10:28:20Z', cxlPolicyLocalDeadline: '0001-01-03T23:59' });
    expect(at('10:00', 0, '9999-12-31', 'Pacific/Kiritimati').cxlPolicyLocalDeadline).toBe('9999-12-31T10:00');
  });

  test('a zone that is no IANA time zone is refused, never read as UTC or as an offset', () => {
    // date-fns-tz alone reads '' (and a missing zone) and 'Z' as UTC, '+02:00' and '-05' as fixed offsets
    for (const zone of ['', 'Z', '+02:00', '-0500', '-05', undefined, null, 3]) {
      expect(() => at('18:00', 1, '2026-07-01', zone as string), JSON.stringify(zone)).toThrow(expect.objectContaining({ name: 'PricingInputError', field: 'timeZone' }));
    }
    // Intl's own names stay accepted, whatever their case
    expect(at('18:00', 1, '2026-07-01', 'utc').cxlPolicyDeadline).toBe('2026-06-30T18:00:00Z');
    expect(at('18:00', 1, '2026-07-01', 'Etc/GMT+5').cxlPolicyDeadline).toBe('2026-06-30T23:00:00Z');
  });
});
