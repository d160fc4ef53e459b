/** The README's API table names every value the package exports, so a partner can find each one. */
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import * as client from './index.js';

test('every value export is in the README\'s API table', async () => {
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  const api = readme.slice(readme.indexOf('## API'), readme.indexOf('\n## ', readme.indexOf('## API') + 1));
  const rows = api.split('\n').filter((line) => line.startsWith('| `'));
  const named = (name: string) => rows.some((row) => row.split('|')[1]!.includes(`\`${name}`));
  expect(Object.keys(client).filter((name) => !named(name))).toEqual([]);
  expect(Object.keys(client).length).toBeGreaterThan(0);
});
