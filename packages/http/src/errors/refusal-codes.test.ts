import { REFUSAL_NOTIFICATION_CODE } from '@direct-connect/hotel';
import { expect, test } from 'vitest';
import { REFUSAL_NOTIFICATION_CODES } from './refusal-response.js';

// hotel exports the mapping of refusals to ErrorDetail (refusalReply); until this adapter calls
// it, the codes it sends must be the same.
test("the adapter's notification code of each refusal is hotel's REFUSAL_NOTIFICATION_CODE", () => {
  expect(REFUSAL_NOTIFICATION_CODES).toEqual(REFUSAL_NOTIFICATION_CODE);
});
