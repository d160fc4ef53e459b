/** Test support (not exported): a demo catalog, a store over it and reservation requests. */
import { demoCatalog } from '../catalog/demo-catalog.js';
import type { ReservationRequest, RoomStay } from '../wire/requests.js';
import { memoryStore } from './memory-store.js';

/** First night of the test catalog. */
export const FROM = '2026-12-01';
/** Nights of the test catalog. */
export const DAYS = 120;
/** "Now" of the tests: before every arrival. */
export const NOW = '2026-11-20T12:00:00Z';

/** The demo catalog the reservation tests book. */
export const testCatalog = demoCatalog({ from: FROM, days: DAYS });

/** A fresh store seeded for the test catalog's window. */
export function testStore() {
  return memoryStore(testCatalog, FROM, '2027-03-31');
}

/** A room stay at NYCDC (override any field). */
export function roomStay(overrides: Partial<RoomStay> = {}): RoomStay {
  return { arrivalDate: '2026-12-10', departureDate: '2026-12-13', numAdults: 2, roomTypeCode: 'KNG', ratePlanCode: 'RAC', ...overrides };
}

/** A complete reservation request (override any field). */
export function reservationRequest(overrides: Partial<ReservationRequest> = {}): ReservationRequest {
  return {
    propCode: 'NYCDC',
    roomStays: [roomStay()],
    guest: {
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      addresses: [{ addressType: 'home', city: 'London', country: 'GB' }],
      emails: [{ emailAddress: 'ada@example.com', emailType: 'home' }],
    },
    guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '411111111111111C1111', cardCode: 'VI', cardExpireDate: '1230', cvv: '123', cardHolderName: 'Ada Lovelace' } },
    ...overrides,
  };
}
