/**
 * Writes the generated modules of src/generated/ (the ISO 4217 minor units) from maintained data
 * packages. The build runs it before tsup; run it after updating one of them:
 * `node --import tsx packages/pricing/scripts/generate.ts`.
 */
import { writeFile } from 'node:fs/promises';
import { generatedSources } from '../src/generated-sources.js';

for (const [path, text] of Object.entries(generatedSources())) {
  const file = new URL(`../src/${path}`, import.meta.url);
  await writeFile(file, text);
  console.log(`wrote ${file.pathname} (${text.length} characters)`);
}
