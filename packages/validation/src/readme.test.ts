import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { readmeWithTables } from '../test-support/readme-tables.js';

test('the README rule table and code table match the rule cases and NOTIFICATION_CODES (regenerate with scripts/readme-tables.ts)', async () => {
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  expect(readme).toBe(readmeWithTables(readme));
});
