/**
 * The problems of a value against a TypeBox schema, each as a field path in the catalog's words
 * (`ratePlans[2].cancellation.localTime`) and a message a catalog editor can act on. TypeBox
 * reports a failed union once per branch; here a union is one problem: its `description` when
 * it has one (amounts); when no branch's discriminating field (an enum or const on a direct field,
 * such as a deposit's `type`) allows the value, that field with every branch's values; else the
 * problems of the branch the value was meant for (the branch whose discriminating fields match,
 * then the one with the fewest problems).
 */
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';

/** One structural problem: the field path inside the value and what is wrong with it. */
export interface SchemaProblem {
  field: string;
  message: string;
}

interface RawError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** `/rates/3/rates/0/childRates` as `rates[3].rates[0].childRates`. */
export function fieldOfPointer(pointer: string): string {
  let field = '';
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    field = /^\d+$/.test(key) ? `${field}[${key}]` : field === '' ? key : `${field}.${key}`;
  }
  return field;
}

function childField(field: string, key: string): string {
  return field === '' ? key : `${field}.${key}`;
}

function schemaAt(root: unknown, schemaPath: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const raw of schemaPath.replace(/^#/, '').split('/').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[decodeURIComponent(raw.replace(/~1/g, '/').replace(/~0/g, '~'))];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

function messageOf(e: RawError): SchemaProblem[] {
  const field = fieldOfPointer(e.instancePath);
  switch (e.keyword) {
    case 'required':
      return ((e.params.requiredProperties as string[] | undefined) ?? []).map((key) => ({ field: childField(field, key), message: 'is required' }));
    case 'additionalProperties':
      return ((e.params.additionalProperties as string[] | undefined) ?? []).map((key) => ({ field: childField(field, key), message: 'is not a field of the catalog format' }));
    case 'boolean':
      return []; // the `false` schema of an additional property: reported once by additionalProperties
    case 'enum':
      return [{ field, message: `must be one of ${((e.params.allowedValues as unknown[] | undefined) ?? []).map(String).join(', ')}` }];
    case 'const':
      return [{ field, message: `must be ${JSON.stringify(e.params.allowedValue)}` }];
    case 'pattern':
      return [{ field, message: `must match ${String(e.params.pattern)}` }];
    case 'type':
      return [{ field, message: `must be ${/^[aeiou]/.test(String(e.params.type)) ? 'an' : 'a'} ${String(e.params.type)}` }];
    case 'minItems':
      return [{ field, message: `must have at least ${String(e.params.limit)} item(s)` }];
    case 'maxItems':
      return [{ field, message: `must have at most ${String(e.params.limit)} items` }];
    case 'minimum':
      return [{ field, message: `must be at least ${String(e.params.limit)}` }];
    case 'maximum':
      return [{ field, message: `must be at most ${String(e.params.limit)}` }];
    case 'minLength':
      return [{ field, message: e.params.limit === 1 ? 'must not be empty' : `must have at least ${String(e.params.limit)} characters` }];
    case 'maxLength':
      return [{ field, message: `must have at most ${String(e.params.limit)} characters` }];
    default:
      return [{ field, message: e.message }];
  }
}

/** Whether an error is about the discriminating value of a branch: an enum or const on a direct field. */
function isDiscriminating(e: RawError, unionInstancePath: string): boolean {
  return (e.keyword === 'enum' || e.keyword === 'const') && e.instancePath.split('/').length === unionInstancePath.split('/').length + 1;
}

function problemsOf(errors: readonly RawError[], root: unknown): SchemaProblem[] {
  // Outermost unions first: a union inside a branch is read with that branch.
  const unions = errors.filter((e) => e.keyword === 'anyOf').sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  const handled = new Set<RawError>();
  const out: SchemaProblem[] = [];
  for (const union of unions) {
    if (handled.has(union)) continue;
    const prefix = `${union.schemaPath}/anyOf/`;
    // The same union schema checks every item of an array: its branches' errors are those at or under its instance.
    const under = (e: RawError) => e.instancePath === union.instancePath || e.instancePath.startsWith(`${union.instancePath}/`);
    const inside = errors.filter((e) => e !== union && e.schemaPath.startsWith(prefix) && under(e) && !handled.has(e));
    inside.forEach((e) => handled.add(e));
    handled.add(union);
    const description = schemaAt(root, union.schemaPath)?.description;
    if (typeof description === 'string') {
      out.push({ field: fieldOfPointer(union.instancePath), message: `must be ${description}` });
      continue;
    }
    const branches = new Map<string, RawError[]>();
    for (const e of inside) {
      const branch = e.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    // A value that no branch's discriminating field allows (deposit `{ "type": "half" }`): one problem
    // listing every branch's values, not the values of whichever branch scored best.
    const keys = [...branches.values()].map((list) => list.find((e) => isDiscriminating(e, union.instancePath)));
    if (keys.length > 1 && keys.every((e) => e !== undefined && e.instancePath === keys[0]!.instancePath)) {
      const allowed = keys.flatMap((e) => (e!.keyword === 'enum' ? ((e!.params.allowedValues as unknown[] | undefined) ?? []) : [e!.params.allowedValue]));
      out.push({ field: fieldOfPointer(keys[0]!.instancePath), message: `must be one of ${[...new Set(allowed.map(String))].join(', ')}` });
      continue;
    }
    const score = (list: RawError[]) => list.length + (list.some((e) => isDiscriminating(e, union.instancePath)) ? 1000 : 0);
    const best = [...branches.values()].sort((a, b) => score(a) - score(b))[0] ?? [];
    out.push(...problemsOf(best, root));
  }
  for (const e of errors) if (!handled.has(e)) out.push(...messageOf(e));
  return out;
}

/** The most errors collected for one file: enough for any real mistake, bounded for a file of junk. */
const MAX_ERRORS = 1000;

/**
 * TypeBox's errors, all of them: it stops at its global `maxErrors` (8), so that setting is raised
 * for this one synchronous call and put back, as TypeBox itself does for its parse diagnostics.
 */
function everyError(schema: TSchema, value: unknown): RawError[] {
  const previous = Settings.Get().maxErrors;
  Settings.Set({ maxErrors: MAX_ERRORS });
  try {
    return [...Value.Errors(schema, value)] as unknown as RawError[];
  } finally {
    Settings.Set({ maxErrors: previous });
  }
}

/**
 * Every structural problem of `value` against `schema`, each naming its field.
 * An empty list means the value has the schema's shape.
 */
export function schemaProblems(schema: TSchema, value: unknown): SchemaProblem[] {
  // The quick path: a compiled check (TypeBox interprets the schema instead where code generation
  // is not allowed). Collecting errors walks the schema interpreted, about 20 times slower.
  if (Compile(schema).Check(value)) return [];
  const errors = everyError(schema, value);
  const root = JSON.parse(JSON.stringify(schema)) as unknown;
  const seen = new Set<string>();
  return problemsOf(errors, root).filter((p) => {
    const key = `${p.field}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
