/**
 * Regenerates the two tables of the README from the code: the rule table (from the rule cases the
 * rules test runs) and the notification code table (from NOTIFICATION_CODES).
 * Run: `node --import tsx packages/validation/scripts/readme-tables.ts`. A test fails when stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { readmeWithTables } from '../test-support/readme-tables.js';

const file = new URL('../README.md', import.meta.url);
await writeFile(file, readmeWithTables(await readFile(file, 'utf8')));
console.log(`updated ${file.pathname}`);
