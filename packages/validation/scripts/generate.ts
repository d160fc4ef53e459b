/**
 * Writes the generated modules of src/generated/ (validators, JSON Schemas, ISO code sets) from
 * the schemas. The build runs it before tsup; run it after changing a schema:
 * `node --import tsx packages/validation/scripts/generate.ts`.
 */
import { writeFile } from 'node:fs/promises';
import { generatedSources } from '../src/generated-sources.js';

for (const [path, text] of Object.entries(generatedSources())) {
  const file = new URL(`../src/${path}`, import.meta.url);
  await writeFile(file, text);
  console.log(`wrote ${file.pathname} (${text.length} characters)`);
}
