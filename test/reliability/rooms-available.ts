/** numRoomsAvail of one NYCDC room type for a stay, read through the single-property shop. */
import type { ApiClient } from './api-client.js';
import type { RaceStay } from './oversell-scenarios.js';

/** The fewest rooms the shop offers for the stay (0 when the room type is not offered at all). */
export async function roomsAvailable(client: ApiClient, token: string, stay: RaceStay): Promise<number> {
  const reply = await client.call('POST', '/dcshop/props/NYCDC', { token, body: { arrivalDate: stay.arrivalDate, departureDate: stay.departureDate, numAdults: 2 } });
  if (reply.status !== 200) throw new Error(`shop: ${reply.status} ${reply.text}`);
  const rates = (reply.body as { roomRates?: { roomTypeCode: string; numRoomsAvail: number }[] }).roomRates ?? [];
  const counts = rates.filter((r) => r.roomTypeCode === stay.roomTypeCode).map((r) => r.numRoomsAvail);
  return counts.length === 0 ? 0 : Math.min(...counts);
}
