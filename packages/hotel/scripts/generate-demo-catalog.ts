/**
 * Writes the demo catalog files (catalog format, one JSON file per property) for a window of dates:
 *   node --import tsx packages/hotel/scripts/generate-demo-catalog.ts --from 2026-01-01 [--days 400] [--out dir]
 * Default out: packages/hotel/catalog/demo/. Deterministic: the same --from gives the same files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoCatalogFiles, loadCatalog } from '../src/index.js';

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
await mkdir(out, { recursive: true });
for (const [name, file] of Object.entries(files)) {
  await writeFile(join(out, name), `${JSON.stringify(file, null, 1)}\n`);
  console.log(`wrote ${join(out, name)}`);
}
