/** The hotel package's view of the caller, from its credential. */
import type { PartnerContext } from '@direct-connect/hotel';
import type { Credential } from '../credentials.js';

/** Partner id, rate display, hold and rate override authorization, and GDS channel of a credential. */
export function partnerContextOf(credential: Credential): PartnerContext {
  return {
    partnerId: String(credential.partnerId),
    displayRateType: credential.displayRateType,
    holdAuthorized: credential.permissions.has('hold'),
    rateOverridesAllowed: credential.rateOverridesAllowed,
    gds: credential.channel === 'gds',
  };
}
