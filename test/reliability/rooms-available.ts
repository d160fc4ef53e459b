/** numRoomsAvail of one NYCDC room type for a stay, read through the single-property shop. */
import type { Client } from '@direct-connect/client';
import type { RaceStay } from './oversell-scenarios.js';

/** The fewest rooms the shop offers for the stay (0 when the room type is not offered at all). */
export async function roomsAvailable(client: Client, stay: RaceStay): Promise<number> {
  const shop = await client.shopProperty('NYCDC', { arrivalDate: stay.arrivalDate, departureDate: stay.departureDate, numAdults: 2 });
  if (!shop.ok) throw new Error(`shop: ${JSON.stringify(shop)}`);
  const counts = (shop.value.roomRates ?? []).filter((r) => r.roomTypeCode === stay.roomTypeCode).map((r) => r.numRoomsAvail ?? 0);
  return counts.length === 0 ? 0 : Math.min(...counts);
}
