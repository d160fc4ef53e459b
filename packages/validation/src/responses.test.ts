import { describe, expect, test } from 'vitest';
import { errorDetail, notification, tokenRequestError, validateResponse, validateTokenRequest } from './index.js';

const stay = {
  confNumber: 'DC12345', gnrNumber: 1, propCode: 'NYCDC', resStatus: 'confirmed', resCreateDate: '2026-03-01T12:00:00Z',
  arrivalDate: '2026-03-01', departureDate: '2026-03-04', numAdults: 2, childAges: [5], bookingCode: 'KNGRAC',
  ratePlan: { ratePlanCode: 'RACK', ratePlanName: 'Rack rate' }, roomType: { roomTypeCode: 'KNG' },
  guarantee: { guarMethodCode: 'CC', cxlPolicyDeadline: '2026-02-28T23:00:00Z', cxlPolicyLocalDeadline: '2026-02-28T18:00', paymentCard: { cardNumber: 'XXXXXXXXXXXX4444' } },
  cost: { amountBeforeTax: 597, amountAfterTax: 700.55, currencyCode: 'USD', rateDetails: [{ effectiveDate: '2026-03-01', roomRate: 199, discountType: 'amountOff' }] },
};

describe('validateResponse', () => {
  test('accepts well-formed bodies of every kind', () => {
    expect(validateResponse('DcReservationStay', stay).ok).toBe(true);
    expect(validateResponse('DcReservationStayList', [stay, stay]).ok).toBe(true);
    expect(validateResponse('PropDcShop', { propCode: 'NYCDC', statusCode: 404, statusMessage: 'unknown property' }).ok).toBe(true);
    expect(validateResponse('PropDcShop', { propCode: 'NYCDC', ratePlans: { RACK: { ratePlanCode: 'RACK' } }, roomTypes: { KNG: { bedType: 'king' } }, clientAccounts: { '123': { clientType: 'corporate' } }, lengthOfStay: 3 }).ok).toBe(true);
    expect(validateResponse('TokenReply', { access_token: 't', scope: 'am_application_scope default', token_type: 'Bearer', expires_in: 1800 }).ok).toBe(true);
    expect(validateResponse('Fault', { fault: { code: 900901, message: 'Invalid Credentials', description: 'expired' } }).ok).toBe(true);
    expect(validateResponse('WhoAmI', { username: 'demo_partner', svcId: 'a1b2c3d4', userType: 'APPLICATION' }).ok).toBe(true);
    expect(validateResponse('ErrorDetail', errorDetail([notification('NO_AVAILABILITY', ['roomStays[0]'], 'no room left')], 'reservation.create')).ok).toBe(true);
  });

  test('names what is wrong in a body', () => {
    const result = validateResponse('PropDcShop', { lengthOfStay: 91, ratePlans: { rack: {} }, currencyCode: 'ABC' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.notifications?.map((n) => [n.code, n.fields?.[0]])).toEqual([
      ['ABOVE_MAXIMUM', 'lengthOfStay'], ['UNKNOWN_CURRENCY', 'currencyCode'], ['UNKNOWN_KEY', 'ratePlans.rack'],
    ]);
    expect(validateResponse('DcReservationStay', { ...stay, resStatus: 'held' }).ok).toBe(false);
  });
});

describe('ErrorDetail builders', () => {
  test('notification takes the OpenTravel code of its notification code unless told', () => {
    expect(notification('NO_AVAILABILITY', ['roomStays[0]'], 'no room')).toEqual({ code: 'NO_AVAILABILITY', fields: ['roomStays[0]'], message: 'no room', otaErrorCode: 322 });
    expect(notification('FIELD_NOT_MODIFIABLE', ['propCode'], 'propCode cannot change')).not.toHaveProperty('otaErrorCode');
    expect(notification('UNKNOWN_ROOM_TYPE', ['roomStays[0].roomTypeCode'], 'x', 999).otaErrorCode).toBe(999);
  });

  test('errorDetail is code 400 with one message, or a count for several', () => {
    const one = notification('UNKNOWN_RATE_PLAN', ['roomStays[0].ratePlanCode'], 'ratePlanCode XYZ is not sold at NYCDC');
    expect(errorDetail([one], 'reservation.create')).toEqual({ code: 400, context: 'reservation.create', message: one.message, notifications: [one] });
    expect(errorDetail([one, one]).message).toBe('2 problems in request');
    expect(errorDetail([one], 'server', 500).code).toBe(500);
  });

  test('a refused token request maps to invalid_request naming the parameter', () => {
    const refused = validateTokenRequest({ client_id: 'demo-partner' });
    if (refused.ok) throw new Error('accepted');
    expect(tokenRequestError(refused.error)).toEqual({ error: 'invalid_request', error_description: 'client_secret is required' });
    const notObject = validateTokenRequest('x');
    if (notObject.ok) throw new Error('accepted');
    expect(tokenRequestError(notObject.error).error_description).toBe('the body must be a JSON object with client_id and client_secret');
  });
});
