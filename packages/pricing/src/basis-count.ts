import type { StayGuests } from './plan-stay.js';
import type { ChargeRuleBasis } from './types.js';

/**
 * How many times a flat charge is counted (spec ChargeRuleBasis): perRoom 1, perGuest adults +
 * children, perAdult adults as sent, perChild children as sent, perItem the stay's cribs +
 * rollaways (0 when none, so the rule charges nothing).
 */
export function basisCount(basis: ChargeRuleBasis, guests: StayGuests): number {
  switch (basis) {
    case 'perRoom':
      return 1;
    case 'perGuest':
      return guests.numAdults + guests.numChildren;
    case 'perAdult':
      return guests.numAdults;
    case 'perChild':
      return guests.numChildren;
    case 'perItem':
      return guests.numCribs + guests.numRollAways;
  }
}
