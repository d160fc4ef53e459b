/**
 * Ajv (JSON Schema 2020-12 build) compiled from this package's exported schemas: the baseline of
 * the validation bench and an independent second opinion in tests. Every format gets the same
 * predicate our validator runs (STRING_FORMATS: date, date-time, uuid, country, currency, card
 * expiry...; NUMBER_FORMATS: an amount's decimal places), so that both sides do the same work;
 * int32 and int64 are the integer checks.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { NUMBER_FORMATS, STRING_FORMATS } from '../src/index.js';

/** An Ajv instance with every format our schemas use; `allErrors` as asked. */
export function ajvWithFormats(allErrors: boolean, inlineRefs = true): Ajv2020 {
  const ajv = new Ajv2020({ allErrors, strict: true, strictTypes: false, inlineRefs });
  for (const [name, test] of Object.entries(STRING_FORMATS)) ajv.addFormat(name, test);
  for (const [name, test] of Object.entries(NUMBER_FORMATS)) ajv.addFormat(name, { type: 'number', validate: test });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  return ajv;
}

type Schema = Record<string, unknown>;

/**
 * `schema` with every object schema under `properties` or `items` moved to `$defs` and referred
 * to by `$ref`: the same rules, in one small function per object once compiled with
 * `inlineRefs: false`.
 */
export function objectsAsDefs(schema: Schema): Schema {
  const defs: Record<string, unknown> = {};
  const visit = (node: unknown, hoist: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, false));
    if (node === null || typeof node !== 'object') return node;
    const out: Schema = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = key === 'properties' && value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, member]) => [name, visit(member, true)]))
        : visit(value, key === 'items');
    }
    if (!hoist || out.type !== 'object') return out;
    const name = `object${Object.keys(defs).length}`;
    defs[name] = out;
    return { $ref: `#/$defs/${name}` };
  };
  const root = visit(schema, false) as Schema;
  return { ...root, $defs: { ...(root.$defs as Schema | undefined), ...defs } };
}

/**
 * Ajv's validator of `schema` as a careful engineer compiles a schema this large: one function per
 * object (`objectsAsDefs`, `inlineRefs: false`). Inlined into one function, a create's validator
 * is larger than V8 optimises (`--max-optimized-bytecode-size`, 61,440 bytes of bytecode in Node
 * 20) and runs unoptimised: allErrors on the 15-error create took 46 µs a call as one function,
 * 12 µs with V8's bound raised and 15 to 18 µs split (2026-11-26, CPU time, 3 x 5,000 calls after
 * 20,000, one process each, load average 8).
 */
export function ajvBaseline(schema: Schema, allErrors: boolean): ValidateFunction {
  return ajvWithFormats(allErrors, false).compile(objectsAsDefs(schema));
}
