import { priceStay } from '@direct-connect/pricing';
import { NOTIFICATION_CODES, validateResponse } from '@direct-connect/validation';
import { describe, expect, test } from 'vitest';
import type { RefusalCode } from '../reservation/reservation-record.js';
import { errorDetailOfPricingRefusal, PRICING_NOTIFICATION_CODE, REFUSAL_NOTIFICATION_CODE, refusalReply } from './refusal-error-detail.js';

const product = {
  currencyCode: 'USD', adultAge: 18, ageBasedPricing: false,
  rates: [{ effectiveDate: '2026-06-01', rate1Person: 189, rate2Person: '209.00' }],
};

describe('refusals as the API answers them', () => {
  test('notFound is a 404 and holdNotAuthorized a 403, both without a body', () => {
    expect(refusalReply({ code: 'notFound', message: 'no such reservation' })).toEqual({ status: 404 });
    expect(refusalReply({ code: 'holdNotAuthorized', message: 'no holds' })).toEqual({ status: 403 });
  });

  test.each(Object.keys(REFUSAL_NOTIFICATION_CODE) as RefusalCode[])('%s is a 400 ErrorDetail with its code, message and fields, valid as a response body', (code) => {
    const reply = refusalReply({ code, message: `refused: ${code}`, fields: ['roomStays[0]'] });
    expect(reply.status).toBe(400);
    expect(reply.errorDetail?.notifications).toEqual([expect.objectContaining({ code: REFUSAL_NOTIFICATION_CODE[code as keyof typeof REFUSAL_NOTIFICATION_CODE], message: `refused: ${code}`, fields: ['roomStays[0]'] })]);
    const checked = validateResponse('ErrorDetail', reply.errorDetail);
    expect(checked.ok ? [] : checked.error.notifications).toEqual([]);
  });

  test('a notification code of the validation package carries its OpenTravel code', () => {
    const reply = refusalReply({ code: 'noAvailability', message: 'no KNG left' });
    expect(reply.errorDetail?.notifications?.[0]?.otaErrorCode).toBe(NOTIFICATION_CODES.NO_AVAILABILITY.ota);
  });

  test('a stay pricing refuses becomes one notification naming the stay, with pricing\'s message', () => {
    const refused = priceStay(product, { arrivalDate: '2026-06-01', departureDate: '2026-06-02', numAdults: 3 });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    const detail = errorDetailOfPricingRefusal(refused, 'roomStays[1]');
    expect(detail.code).toBe(400);
    expect(detail.notifications).toEqual([expect.objectContaining({ code: PRICING_NOTIFICATION_CODE[refused.reason], message: refused.message })]);
    expect(detail.notifications?.[0]?.fields?.[0]).toMatch(/^roomStays\[1\]/);
  });
});
