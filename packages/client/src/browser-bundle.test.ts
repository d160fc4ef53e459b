import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { browserBundle } from '../scripts/browser-bundle.js';

test('createClient bundles for a browser: no Node built-in is reached, fetch is the global one', async () => {
  const text = await browserBundle();
  expect(text).not.toMatch(/\bnode:[a-z]/);
  expect(text).toContain('fetch');
}, 60_000);

test('the README\'s bundle figures are within a tenth of the bundle\'s sizes', async () => {
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  const stated = /\*\*([\d.]+) KiB minified, ([\d.]+) KiB gzipped\*\*/.exec(readme);
  expect(stated).not.toBeNull();
  const text = await browserBundle();
  const minified = Buffer.byteLength(text) / 1024;
  const gzipped = gzipSync(text, { level: 9 }).length / 1024;
  expect(Math.abs(Number(stated![1]) - minified) / minified).toBeLessThanOrEqual(0.1);
  expect(Math.abs(Number(stated![2]) - gzipped) / gzipped).toBeLessThanOrEqual(0.1);
}, 60_000);
