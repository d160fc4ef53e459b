import { expect, test } from 'vitest';
import { browserBundle } from '../scripts/browser-bundle.js';

test('createClient bundles for a browser: no Node built-in is reached, fetch is the global one', async () => {
  const text = await browserBundle();
  expect(text).not.toMatch(/\bnode:[a-z]/);
  expect(text).toContain('fetch');
}, 60_000);
