import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { catalogJsonSchema } from './catalog-file.js';
import { demoCatalogFiles } from './demo-catalog.js';

const schema = JSON.parse(readFileSync(new URL('../../catalog.schema.json', import.meta.url), 'utf8')) as object;
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

describe('catalog.schema.json (for editors)', () => {
  test('is the catalog format of catalog-file.ts, as pnpm demo-catalog writes it', () => {
    expect(schema).toEqual(catalogJsonSchema());
  });


  test('accepts every demo catalog file', () => {
    for (const [name, file] of Object.entries(demoCatalogFiles({ from: '2026-12-01', days: 30 }))) {
      expect(validate(file), `${name}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
  });

  test('rejects a file with a misspelled field and a bad room type code', () => {
    const file = structuredClone(demoCatalogFiles({ from: '2026-12-01', days: 3 })['NYCDC.json']) as unknown as Record<string, unknown> & { roomTypes: { roomTypeCode: string }[] };
    file.propcode = 'NYCDC';
    (file.roomTypes[0] as { roomTypeCode: string }).roomTypeCode = 'k';
    expect(validate(file)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(expect.arrayContaining(['', '/roomTypes/0/roomTypeCode']));
  });
});
