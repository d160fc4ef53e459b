/**
 * A reservation's client accounts against the property's: an account the property knows must be
 * sent as the type it is. A corporate client id sent as a travel agent's (or the other way round)
 * is refused, naming the entry's `clientType`, instead of being booked under a role it does not
 * have: it would otherwise open the corporate plan it is negotiated for while the stay records a
 * travel agent, whose commission the plan pays to the corporation.
 */
import type { Property } from '../catalog/catalog.js';
import type { ReservationRequest } from '../wire/requests.js';
import type { Refusal } from './reservation-record.js';

/** The refusal of the first client account sent as another type than the property knows it as, or undefined. */
export function clientAccountRefusal(property: Property, request: ReservationRequest): Refusal | undefined {
  const accounts = request.clientAccounts ?? [];
  for (let i = 0; i < accounts.length; i++) {
    const sent = accounts[i];
    const known = sent === undefined ? undefined : property.clientAccounts.get(sent.clientId);
    if (sent === undefined || known === undefined || known.clientType === sent.clientType) continue;
    return {
      code: 'ratePlanNotEligible',
      message: `client ${sent.clientId} is a ${known.clientType} account of property ${property.file.propCode}, not a ${sent.clientType}: send it with clientType ${known.clientType}`,
      fields: [`clientAccounts[${i}].clientType`],
    };
  }
  return undefined;
}
