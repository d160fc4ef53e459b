import { expect, test } from 'vitest';
import { createLogger } from './logger.js';
import { logCapture } from '../testing/test-app.js';

test('secrets and card data are redacted at any depth up to three levels', () => {
  const { capture, stream } = logCapture();
  const logger = createLogger('info', stream);
  logger.info({
    client_secret: 's3cret-value',
    headers: { authorization: 'Bearer tok3n-value' },
    body: { guarantee: { paymentCard: { cardNumber: '8111111111111111', cvv: '123' } } },
  });
  const text = capture.text();
  for (const secret of ['s3cret-value', 'tok3n-value', '8111111111111111', '"123"']) expect(text).not.toContain(secret);
  expect(text).toContain('[redacted]');
});
