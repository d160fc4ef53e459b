/**
 * Writes the demo catalog files (catalog format, one JSON file per property) for a window of dates:
 *   node --import tsx packages/hotel/scripts/generate-demo-catalog.ts --from 2026-01-01 [--days 400] [--out dir]
 * Default out: packages/hotel/catalog/demo/. Deterministic: the same --from gives the same files.
 * Also writes packages/hotel/catalog.schema.json, derived from the catalog format's schemas.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { catalogJsonSchema, demoCatalogFiles, loadCatalog } from '../src/index.js';

const { values } = parseArgs({
  options: { from: { type: 'string' }, days: { type: 'string', default: '400' }, out: { type: 'string' } },
});
if (values.from === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(values.from)) {
  console.error('usage: generate-demo-catalog --from YYYY-MM-DD [--days 400] [--out dir]');
  process.exit(2);
}
const days = Number(values.days);
const out = values.out ?? fileURLToPath(new URL('../catalog/demo/', import.meta.url));
const files = demoCatalogFiles({ from: values.from, days });
const loaded = loadCatalog(files);
if (!loaded.ok) {
  for (const e of loaded.errors) console.error(`${e.file} ${e.field}: ${e.message}`);
  process.exit(1);
}
/** JSON with small objects and arrays on one line, so a rate or a tax reads as one line. */
function compactJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (flat.length <= 240 || typeof value !== 'object' || value === null) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + compactJson(v, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compactJson(v, inner)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

await mkdir(out, { recursive: true });
for (const [name, file] of Object.entries(files)) {
  await writeFile(join(out, name), `${compactJson(file)}\n`);
  console.log(`wrote ${join(out, name)}`);
}
const schemaFile = fileURLToPath(new URL('../catalog.schema.json', import.meta.url));
await writeFile(schemaFile, `${JSON.stringify(catalogJsonSchema(), null, 2)}\n`);
console.log(`wrote ${schemaFile}`);
