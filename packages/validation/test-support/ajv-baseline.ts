/**
 * Ajv (JSON Schema 2020-12 build) compiled from this package's exported schemas: the baseline of
 * the validation bench and an independent second opinion in tests. Standard formats come from
 * ajv-formats; our own formats are registered with the same predicates our validator uses.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { STRING_FORMATS } from '../src/index.js';

const OWN_FORMATS = ['local-date-time', 'iso4217', 'iso3166-alpha2', 'card-expiry', 'count-text'] as const;

/** An Ajv instance with every format our schemas use; `allErrors` as asked. */
export function ajvWithFormats(allErrors: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors, strict: true, strictTypes: false });
  addFormats.default(ajv, ['date', 'date-time', 'uuid', 'int32', 'int64']);
  for (const name of OWN_FORMATS) {
    const test = STRING_FORMATS[name];
    if (test) ajv.addFormat(name, test);
  }
  return ajv;
}
