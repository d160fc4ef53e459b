/**
 * TypeBox's own compiled `Check` of this package's source schemas: a baseline of the validation
 * bench. Its formats are registered with the predicates our validator runs, so both sides do the
 * same work.
 */
import { Compile } from 'typebox/compile';
import Format from 'typebox/format';
import { STRING_FORMATS } from '../src/formats.js';
import { REQUEST_SOURCE_SCHEMAS, type RequestKind } from '../src/schemas.js';

/** TypeBox's compiled check of the request schema `kind` (boolean only: no errors, no cleaned copy). */
export function typeboxCheck(kind: RequestKind): (value: unknown) => boolean {
  for (const [name, test] of Object.entries(STRING_FORMATS)) Format.Set(name, test);
  const validator = Compile(REQUEST_SOURCE_SCHEMAS[kind]);
  return (value) => validator.Check(value);
}
