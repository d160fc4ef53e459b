import { expectTypeOf, test } from 'vitest';
import type { ReservationStore } from '../domain/reservation-store.js';
import { openStore } from './open-store.js';

test('openStore without type arguments gives the store createApp takes (checked by typecheck)', async () => {
  const store = await openStore({ kind: 'sqlite' });
  try {
    expectTypeOf(store).toEqualTypeOf<ReservationStore>();
  } finally {
    await store.close();
  }
});
