// Writes the OpenAPI 3.1 document of the built package to packages/validation/openapi.json.
/* global URL, console */
import { writeFile } from 'node:fs/promises';
import { openApiDocument } from '../dist/index.js';

const file = new URL('../openapi.json', import.meta.url);
await writeFile(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
