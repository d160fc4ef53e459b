import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { generatedSources } from './generated-sources.js';

test('the committed files of src/generated/ are what the schemas make (regenerate: node --import tsx packages/validation/scripts/generate.ts)', async () => {
  for (const [path, text] of Object.entries(generatedSources())) {
    expect(await readFile(new URL(`./${path}`, import.meta.url), 'utf8'), path).toBe(text);
  }
});
