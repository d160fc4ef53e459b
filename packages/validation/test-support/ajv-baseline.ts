/**
 * Ajv (JSON Schema 2020-12 build) compiled from this package's exported schemas: the baseline of
 * the validation bench and an independent second opinion in tests. Every format gets the same
 * predicate our validator runs (STRING_FORMATS: date, date-time, uuid, country, currency, card
 * expiry...; NUMBER_FORMATS: an amount's decimal places), so that both sides do the same work;
 * int32 and int64 are the integer checks.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { NUMBER_FORMATS, STRING_FORMATS } from '../src/index.js';

/** An Ajv instance with every format our schemas use; `allErrors` as asked. */
export function ajvWithFormats(allErrors: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors, strict: true, strictTypes: false });
  for (const [name, test] of Object.entries(STRING_FORMATS)) ajv.addFormat(name, test);
  for (const [name, test] of Object.entries(NUMBER_FORMATS)) ajv.addFormat(name, { type: 'number', validate: test });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  return ajv;
}
