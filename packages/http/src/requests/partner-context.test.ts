import { describe, expect, test } from 'vitest';
import { hashSecret } from '../auth/secret-hash.js';
import { credentialsFrom } from '../credentials.js';
import { partnerContextOf } from './partner-context.js';

describe('partnerContextOf', () => {
  test('carries the credential\'s partner id, rate display, permissions and GDS channel to hotel', async () => {
    const secretHash = await hashSecret('s');
    const credentials = credentialsFrom({ credentials: [
      { clientId: 'ota', secretHash, partnerId: 7, permissions: ['shop', 'book'], environment: 'staging' },
      { clientId: 'sabre', secretHash, partnerId: 8, permissions: ['shop', 'hold'], environment: 'staging', channel: 'gds', displayRateType: 'highest', rateOverridesAllowed: true },
    ] }, 'test');
    const ota = credentials.get('ota');
    const sabre = credentials.get('sabre');
    if (!ota || !sabre) throw new Error('credentials missing');
    expect(partnerContextOf(ota)).toMatchObject({ partnerId: '7', displayRateType: 'average', holdAuthorized: false, gds: false });
    expect(partnerContextOf(sabre)).toEqual({ partnerId: '8', displayRateType: 'highest', holdAuthorized: true, rateOverridesAllowed: true, gds: true });
  });
});
