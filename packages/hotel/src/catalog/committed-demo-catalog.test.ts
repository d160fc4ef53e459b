import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { demoCatalogFiles } from './demo-catalog.js';
import { loadCatalog } from './load-catalog.js';

const dir = new URL('../../catalog/demo/', import.meta.url);
const COMMITTED_FROM = '2026-12-01';

describe('committed demo catalog (packages/hotel/catalog/demo)', () => {
  const files = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f, JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as unknown]));

  test('loads', () => {
    const loaded = loadCatalog(files);
    expect(loaded.ok ? [...loaded.catalog.properties.keys()].sort() : loaded.errors).toEqual(['KWIDC', 'LAXDC', 'NYCDC', 'PARDC', 'TYODC']);
  });

  test(`is exactly what the generator gives for --from ${COMMITTED_FROM} (pnpm demo-catalog --from ${COMMITTED_FROM})`, () => {
    expect(files).toEqual(JSON.parse(JSON.stringify(demoCatalogFiles({ from: COMMITTED_FROM }))));
  });
});
