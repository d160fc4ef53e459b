import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { readmeWithTables } from '../test-support/readme-tables.js';
import { validateReservation } from './index.js';

const readme = () => readFile(new URL('../README.md', import.meta.url), 'utf8');

test('the README rule table and code table match the rule cases and NOTIFICATION_CODES (regenerate with scripts/readme-tables.ts)', async () => {
  const text = await readme();
  expect(text).toBe(readmeWithTables(text));
});

test('the complete reservation of the README is a valid create, also from a GDS credential, and comes back unchanged', async () => {
  const block = /<!-- reservation-example -->\n```json\n([\s\S]*?)\n```/.exec(await readme())?.[1];
  expect(block).toBeDefined();
  const reservation = JSON.parse(block ?? 'null') as unknown;
  expect(validateReservation(reservation, { operation: 'create' })).toEqual({ ok: true, value: reservation });
  expect(validateReservation(reservation, { operation: 'create', channel: 'gds' }).ok).toBe(true);
});
