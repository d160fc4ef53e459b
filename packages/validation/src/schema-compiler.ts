/**
 * Build-time code generator: turns the JSON Schemas of this package (the subset TypeBox emits for
 * them) into the source of one plain JavaScript module of specialised functions, like Ajv's
 * standalone code, but with our own semantics. `scripts/generate.ts` writes that module to
 * `src/generated/walks.generated.ts`; nothing is compiled from strings when the package is imported
 * or run. (Only `test-support/compile-walks.ts`, for tests of ad hoc schemas, evaluates generated
 * source.)
 *
 * Two walks per schema:
 * - the fast path (`fast<Name>(value)`) returns the cleaned copy, or INVALID at the first problem
 *   without building any path or message; it takes each key a record has once (`for...in`) and
 *   checks the value of a key the schema names where it meets it; it also runs the record checks
 *   (cross-field rules) on the values it has checked;
 * - the collecting walk (`collect<Name>(value, sink)`) reads the properties in schema order and
 *   reports every problem to the sink with a stable code and a field path such as
 *   `roomStays[0].childAges[2]`; a record a payload repeats (`repeated`, see `repeated-records.ts`)
 *   first takes the keys the object has in one `for...in` pass, and checks its leaves in place; a
 *   record of `onePass` (the reservations) takes its keys the same way.
 *
 * Both: per string, type, then lengths, then well-formed Unicode (no lone surrogate), then
 * pattern, then format (a regex never sees an over-long string); the copy holds only the properties
 * the schema names, an optional one not sent as `undefined` (unknown properties, `__proto__` and
 * `constructor` never reach it); they recurse
 * only into what the schema names, so the depth of their recursion is the schema's, whatever the input;
 * they never write to their input and never throw on a JSON value; `format: 'count-text'` converts
 * numeric text to an integer in the copy.
 *
 * Each record schema (by identity) and each distinct leaf schema (by content) becomes one function
 * shared by every schema that uses it, so that the create and modify reservation walks share
 * everything below their top record and a bundle that imports one validator stays small.
 *
 * Supported keywords: type, properties, required, patternProperties, additionalProperties (false,
 * on maps), items, minItems, maxItems, uniqueItems, minLength, maxLength, pattern, format, enum,
 * minimum, maximum, exclusiveMaximum, anyOf (branches of distinct JSON types). Anything else is refused at generation
 * time, so a schema can never silently mean less than it says.
 */
import { admitsOnlyAscii, isNegatedClass, patternCode } from './pattern-predicates.js';
import type { NotificationCode } from './notification-codes.js';
import type { ProblemSink } from './walk-runtime.js';

/** A compiled validator: the cleaned copy of `value`, or {@link INVALID} after reporting to `sink`. */
export type CompiledValidator = (value: unknown, sink: ProblemSink) => unknown;

/**
 * A rule of one record schema that the schema cannot state, checked by the fast path once the
 * record's properties hold: false makes the fast path refuse (the collecting walk and the caller's
 * reporting rules then say why). It takes the cleaned values of the properties its
 * {@link RecordCheckBinding} names, in that order (undefined for one that is absent), a
 * `format: date` property as its day number (-Infinity when absent), so that the rule reads no
 * object again and no date twice.
 */
export type RecordCheck = (...values: never[]) => boolean;

/** Which record check a record schema carries (its identifier), and the properties it takes. */
export interface RecordCheckBinding {
  readonly name: string;
  readonly reads: readonly string[];
  /**
   * The reporting rule of the record, if the collecting walk runs one: when its sink has `rules`
   * (a `RuleReport` of `cross-field-rules.ts`), the walk calls it once it has read the record, with
   * those rules, the record's key (its index in an array) and, for each property of `reads`, its
   * value as sent and as checked: the walk's result (INVALID when broken, undefined when absent),
   * a `format: date` property's day number instead (-Infinity when absent or broken).
   */
  readonly report?: string;
}

type JsonSchema = Readonly<Record<string, unknown>>;

const KNOWN_KEYWORDS = new Set([
  'type', 'properties', 'required', 'patternProperties', 'additionalProperties', 'items', 'minItems', 'maxItems',
  'uniqueItems', 'minLength', 'maxLength', 'pattern', 'format', 'enum', 'minimum', 'maximum', 'exclusiveMaximum', 'anyOf',
  'description', 'default', 'title',
]);

/** Where a format failure is reported, and the run-time predicate (exported by `formats.ts`) that checks it. */
export const FORMATS: Readonly<Record<string, { code: NotificationCode; tail: string; predicate: string; ascii: boolean }>> = {
  date: { code: 'INVALID_DATE', tail: 'must be a real calendar date YYYY-MM-DD', predicate: 'isDate', ascii: true },
  'date-time': { code: 'INVALID_DATE_TIME', tail: 'must be an RFC 3339 date-time such as 2026-03-01T12:00:00Z', predicate: 'isDateTime', ascii: true },
  'local-date-time': { code: 'INVALID_DATE_TIME', tail: 'must be a real local date-time YYYY-MM-DDThh:mm', predicate: 'isLocalDateTime', ascii: true },
  uuid: { code: 'INVALID_UUID', tail: 'must be a UUID', predicate: 'isUuid', ascii: true },
  iso4217: { code: 'UNKNOWN_CURRENCY', tail: 'must be an existing ISO 4217 currency code', predicate: 'isCurrencyCode', ascii: true },
  'iso3166-alpha2': { code: 'UNKNOWN_COUNTRY', tail: 'must be an existing ISO 3166-1 alpha-2 country code', predicate: 'isCountryCode', ascii: true },
  'card-expiry': { code: 'INVALID_CARD_EXPIRY', tail: 'must be MMYY with a month 01 to 12', predicate: 'isCardExpiry', ascii: true },
  'count-text': { code: 'PATTERN_MISMATCH', tail: 'must be an integer or numeric text such as "2"', predicate: 'isCountText', ascii: true },
};

/**
 * The number formats (an amount's decimal places, `formats.ts`): the code and message of a
 * failure, and the run-time predicate. Checked after the bounds, which the predicates assume.
 */
export const NUMBER_FORMAT_CHECKS: Readonly<Record<string, { code: NotificationCode; tail: string; predicate: string }>> = {
  amount: { code: 'TOO_MANY_DECIMALS', tail: 'must have at most 4 decimal places', predicate: 'isAmount' },
  'usd-amount': { code: 'TOO_MANY_DECIMALS', tail: 'must have at most 2 decimal places (an amount in USD)', predicate: 'isUsdAmount' },
};

/** Formats that are annotations only here (int64 is any JSON integer). */
const ANNOTATION_FORMATS = new Set(['int64']);

/** Names the generated module imports from `walk-runtime.ts`. */
const RUNTIME_NAMES = ['INVALID', 'UNCOPIED', 'codePointLength', 'duplicateIndexes', 'problemKind', 'propertyName'] as const;

function typeTest(type: unknown, x: string): string {
  switch (type) {
    case 'string': case 'boolean': return `typeof ${x} === "${type}"`;
    case 'number': case 'integer': return `typeof ${x} === "number"`;
    case 'array': return `Array.isArray(${x})`;
    case 'object': return `(typeof ${x} === "object" && ${x} !== null && !Array.isArray(${x}))`;
    default: throw new Error(`schema compiler: anyOf branch without a supported type: ${String(type)}`);
  }
}

function checkKeywords(s: JsonSchema): void {
  for (const key of Object.keys(s)) {
    if (!KNOWN_KEYWORDS.has(key)) throw new Error(`schema compiler: unsupported keyword "${key}"`);
  }
}

/** A string of `format: date` and nothing else to check: it holds exactly when `dayNumberOf` finds a day. */
function isPlainDate(s: JsonSchema): boolean {
  return s.type === 'string' && s.format === 'date' && Object.keys(s).every((k) => k === 'type' || k === 'format' || k === 'description');
}

/** Records and maps get a function per schema object; leaves (strings, numbers, enums...) per content. */
function isObjectSchema(s: JsonSchema): boolean {
  return s.type === 'object' && !Array.isArray(s.anyOf) && !Array.isArray(s.enum);
}

type Mode = 'fast' | 'collect';

/**
 * Statements that run, for the key in variable `k`, the statement paired with that name in
 * `names` (nothing for another key): a switch on the key's length, then a comparison with each
 * name of that length. A switch on the key itself compares it with every name before its own (a
 * room stay's 13 keys, about 100 comparisons); by length, with one to five. Measured 2026-11-26 on
 * the 9-room create with 15 errors, after the bench's served traffic and a 2 s settle: CPU time
 * (process.cpuUsage), medians of 81 rounds interleaving two esbuild bundles in one process, 4
 * processes alternating which is loaded first: 1.9 % less CPU (1.5 to 2.7 %; A/A -0.1 %, -1.1 to
 * +1.6 %) than a switch on the key, in the room stays' walk.
 */
function keyDispatch(k: string, names: ReadonlyArray<readonly [string, string]>): string {
  const byLength = new Map<number, Array<readonly [string, string]>>();
  for (const pair of names) byLength.set(pair[0].length, [...(byLength.get(pair[0].length) ?? []), pair]);
  const cases = [...byLength].sort(([a], [b]) => a - b).map(([length, pairs]) =>
    `case ${length}: ${pairs.map(([name, run], i) => `${i === 0 ? '' : 'else '}if (${k} === ${JSON.stringify(name)}) ${run}`).join(' ')} break;`);
  return `switch (${k}.length) { ${cases.join(' ')} }`;
}

/**
 * Where a value sits, for the collecting walk: the JS expression of its key (a property name
 * constant, a map key as sent) or index under the place the sink is at (`undefined` for the place
 * itself). The sink follows the walk down (`enter`/`leave`) and makes a field path only for a
 * problem.
 */
interface Place {
  k: string;
}

/** The statements of one generated function under construction. */
class Body {
  readonly lines: string[] = [];
  private counter = 0;
  /** Whether the leaves (strings too) are checked in place, without a call (see `repeated` of {@link WalkModule}). */
  inPlace = false;
  /** Whether the record takes the keys its object has in one pass (see `onePass` of {@link WalkModule}). */
  onePass = false;

  constructor(readonly mode: Mode, private readonly tails: (text: string) => string, private readonly kinds: (code: NotificationCode) => string) {}

  name(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  line(s: string): void {
    this.lines.push(s);
  }

  /** What to do on a problem: the fast path returns INVALID; the collecting walk reports. */
  problem(code: NotificationCode, place: Place, tail: string): string {
    if (this.mode === 'fast') return 'return I;';
    return `E.add(${this.kinds(code)}, ${place.k}, ${this.tails(tail)});`;
  }
}

/** The generator of one module: shared functions, then one exported pair of walks per entry. */
export class WalkModule {
  private readonly declarations: string[] = [];
  private readonly objectFunctions = new Map<string, string>();
  private readonly leafFunctions = new Map<string, string>();
  private readonly formats = new Set<string>();
  private counter = 0;
  /** The record checks the module calls, by identifier. */
  readonly usedChecks = new Set<string>();
  /** Whether the module calls dayNumberOf (record checks with dates). */
  private usesDays = false;

  /**
   * @param checks record schema object → its {@link RecordCheck} (fast path only).
   * @param repeated record schemas whose collecting walk takes the keys the object has in one
   * `for...in` pass and checks its leaves in place (`REPEATED_RECORDS` of `repeated-records.ts`).
   * @param onePass record schemas whose collecting walk takes the keys in one pass too, but checks
   * its leaves by calls (`ONE_PASS_RECORDS` of `repeated-records.ts`).
   */
  constructor(
    private readonly checks: ReadonlyMap<object, RecordCheckBinding> = new Map(),
    private readonly repeated: ReadonlySet<object> = new Set(),
    private readonly onePass: ReadonlySet<object> = new Set(),
  ) {}

  /**
   * The name of a module constant, declared once per distinct `value` of `names` as `prefix` and a
   * number, holding the expression `init`.
   */
  private constant(names: Map<string, string>, prefix: string, value: string, init: string): string {
    let name = names.get(value);
    if (name === undefined) {
      name = `${prefix}${names.size}`;
      names.set(value, name);
      this.declarations.unshift(`const ${name} = ${init};`);
    }
    return name;
  }

  private readonly tailNames = new Map<string, string>();

  /**
   * The message tails, each declared once as a module constant (the walks repeat many), with the
   * space that follows the field path: the message is then one concatenation.
   */
  private readonly tail = (text: string): string => this.constant(this.tailNames, 'T', text, JSON.stringify(` ${text}`));

  private readonly kindNames = new Map<string, string>();

  /**
   * The kind of a problem in the collecting walk: a module constant per notification code, its
   * `ProblemKind` (see `walk-runtime.ts`), which carries the otaErrorCode looked up once.
   */
  private readonly kind = (code: NotificationCode): string =>
    this.constant(this.kindNames, 'N', code, `/* @__PURE__ */ problemKind(${JSON.stringify(code)})`);

  private readonly propertyNames = new Map<string, string>();

  /**
   * The key of a property in the collecting walk: a module constant per property name, its
   * `PropertyName` (see `walk-runtime.ts`), which makes a field path one concatenation per part.
   */
  private propertyKey(key: string): string {
    return this.constant(this.propertyNames, 'K', key, `/* @__PURE__ */ propertyName(${JSON.stringify(key)})`);
  }

  private id(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  /** Adds `fast<name>(v)` and `collect<name>(v, E)` for `schema`. */
  entry(name: string, schema: object): void {
    for (const mode of ['fast', 'collect'] as const) {
      const body = new Body(mode, this.tail, this.kind);
      const result = this.node(body, schema as JsonSchema, 'v', { k: 'undefined' });
      const params = mode === 'fast' ? 'v' : 'v, E';
      this.declarations.push(`export function ${mode}${name}(${params}) {\n${body.lines.join('\n')}\nreturn ${result};\n}`);
    }
  }

  /** The module's declarations (without imports), and the names it needs from outside. */
  code(): { body: string; runtime: readonly string[]; formats: string[]; checks: string[] } {
    const formats = [...this.formats].map((f) => FORMATS[f]?.predicate ?? NUMBER_FORMAT_CHECKS[f]?.predicate ?? '');
    if (this.usesDays) formats.push('dayNumberOf');
    return { body: this.declarations.join('\n\n'), runtime: RUNTIME_NAMES, formats: [...new Set(formats)].sort(), checks: [...this.usedChecks].sort() };
  }

  /**
   * Emits the check of `x` against `s` into `body`; returns the JS expression of the result (a
   * call, or a variable the emitted statements fill). `day`: in the fast path of a checked record,
   * the variable that receives the day number of a date.
   */
  private node(body: Body, s: JsonSchema, x: string, place: Place, day?: string): string {
    checkKeywords(s);
    if (isObjectSchema(s)) return this.call(body, this.objectFunction(s, body.mode), x, place);
    if (s.type === 'array') return this.array(body, s, x, place);
    if (day !== undefined && isPlainDate(s)) {
      this.usesDays = true;
      const r = body.name('r');
      // a real date holds the schema; anything else goes to the leaf check, which reports it
      const otherwise = body.mode === 'fast' ? 'return I;' : `${r} = ${this.call(body, this.leafFunction(s, 'collect'), x, place)};`;
      body.line(`let ${r} = I; if (typeof ${x} === "string" && (${day} = dayNumberOf(${x})) !== -Infinity) ${r} = ${x}; else ${otherwise}`);
      return r;
    }
    // a number or boolean is checked in place, without a call (a few characters of code)
    if (s.type === 'integer' || s.type === 'number' || s.type === 'boolean') return this.leaf(body, s, x, place);
    // in a repeated record, strings too: no call per leaf
    if (body.inPlace) return this.leaf(body, s, x, place);
    return this.call(body, this.leafFunction(s, body.mode), x, place);
  }

  private call(body: Body, fn: string, x: string, place: Place): string {
    return body.mode === 'fast' ? `${fn}(${x})` : `${fn}(${x}, ${place.k}, E)`;
  }

  private declare(mode: Mode, fn: string, body: Body, result: string): void {
    const params = mode === 'fast' ? 'x' : 'x, k, E';
    this.declarations.push(`function ${fn}(${params}) {\n${body.lines.join('\n')}\nreturn ${result};\n}`);
  }

  /** The function of a record or map schema (one per schema object and mode). */
  private objectFunction(s: JsonSchema, mode: Mode): string {
    // by content: TypeBox copies a schema it marks optional, and equal records share one function
    const key = `${mode}:${this.checks.get(s)?.name ?? ''}:${JSON.stringify(s)}`;
    const known = this.objectFunctions.get(key);
    if (known) return known;
    const fn = this.id(mode === 'fast' ? 'fR' : 'cR');
    this.objectFunctions.set(key, fn);
    const body = new Body(mode, this.tail, this.kind);
    body.inPlace = mode === 'collect' && this.repeated.has(s);
    body.onePass = body.inPlace || (mode === 'collect' && this.onePass.has(s));
    const here: Place = { k: 'k' };
    body.line(`if (typeof x !== "object" || x === null || Array.isArray(x)) { ${body.problem('WRONG_TYPE', here, 'must be an object')} return I; }`);
    // below: the places of the record's properties
    if (mode === 'collect') body.line('E.enter(k);');
    const result = s.patternProperties !== undefined ? this.map(body, s) : this.record(body, s);
    if (mode === 'collect') body.line('E.leave();');
    this.declare(mode, fn, body, result);
    return fn;
  }

  private record(body: Body, s: JsonSchema): string {
    if (body.mode === 'fast') return this.fastRecord(body, s);
    // The collecting walk reads every property the schema names, in schema order, so that its
    // problems come in that order.
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((s.required ?? []) as string[]);
    const ok = body.name('ok');
    body.line(`let ${ok} = true;`);
    const fields: Array<{ key: string; value: string; required: boolean }> = [];
    const binding = this.checks.get(s);
    const reported = new Set(binding?.report === undefined ? [] : binding.reads);
    const handed = new Map<string, string>();
    const entries = Object.entries(properties);
    const values = body.onePass ? entries.map(() => body.name('a')) : [];
    if (body.onePass && entries.length > 0) {
      // a repeated or one-pass record: the keys the object has, in one pass (as the fast path
      // takes them), instead of a lookup per name; then the checks, in schema order
      const k = body.name('k');
      body.line(`let ${values.join(', ')};`);
      body.line(`for (const ${k} in x) { ${keyDispatch(k, entries.map(([key], i) => [key, `${values[i] ?? ''} = x[${k}];`]))} }`);
    }
    for (const [i, [key, schema]] of entries.entries()) {
      const a = values[i] ?? body.name('a');
      // a date the reporting rule reads is handed over as its day number, read once
      const day = reported.has(key) && isPlainDate(schema) ? body.name('d') : undefined;
      if (day !== undefined) body.line(`let ${day} = -Infinity;`);
      const c = body.name('c');
      const place: Place = { k: this.propertyKey(key) };
      body.line(body.onePass ? `let ${c};` : `const ${a} = x[${JSON.stringify(key)}]; let ${c};`);
      const missing = required.has(key) ? ` ${ok} = false; ${body.problem('REQUIRED', place, 'is required')}` : '';
      body.line(`if (${a} === undefined) {${missing} } else {`);
      const rc = this.node(body, schema, a, place, day);
      body.line(`${c} = ${rc}; if (${c} === I) ${ok} = false; }`);
      fields.push({ key, value: c, required: required.has(key) });
      if (reported.has(key)) handed.set(key, `${a}, ${day ?? c}`);
    }
    // The copy: required properties first, then the optional ones (undefined when absent), in schema order.
    const ordered = [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
    const builder = this.builder(s, ordered);
    const r = body.name('r');
    // once a problem is reported the copy would be thrown away: none is built (E.copies false)
    body.line(`const ${r} = ${ok} ? (E.copies ? ${builder}(${ordered.map((f) => f.value).join(', ')}) : UNCOPIED) : I;`);
    if (binding?.report !== undefined) {
      // the cross-field rules take the values the walk has read and checked: nothing is read twice
      this.usedChecks.add(binding.report);
      const args = binding.reads.map((key) => {
        const pair = handed.get(key);
        if (pair === undefined) throw new Error(`schema compiler: a reporting rule reads ${key}, which its record does not name`);
        return pair;
      });
      body.line(`if (E.rules !== undefined) ${binding.report}(E.rules, k, ${args.join(', ')});`);
    }
    return r;
  }

  /**
   * The fast path of a record: one pass over the keys the object has (`for...in`), each named
   * property checked where its key is met, unknown keys skipped. Probing every property the schema
   * names instead (`x.numCribs`, ...) costs a megamorphic lookup per name, most of them misses for
   * absent optional properties, as soon as payloads come in many shapes (as partners send them):
   * that was most of the time of a valid reservation.
   */
  private fastRecord(body: Body, s: JsonSchema): string {
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((s.required ?? []) as string[]);
    const check = this.checks.get(s);
    const fields: Array<{ key: string; value: string; required: boolean }> = [];
    const entries = Object.entries(properties);
    const declared: string[] = [];
    for (const [key] of entries) {
      const c = body.name('c');
      fields.push({ key, value: c, required: required.has(key) });
      declared.push(c);
    }
    if (declared.length > 0) body.line(`let ${declared.join(', ')};`);
    const dayOf = new Map<string, string>();
    for (const key of check?.reads ?? []) {
      const schema = properties[key];
      if (schema === undefined) throw new Error(`schema compiler: record check ${check?.name ?? ''} reads ${key}, which the record does not name`);
      if (schema.format === 'date') {
        const d = body.name('d');
        dayOf.set(key, d);
        body.line(`let ${d} = -Infinity;`);
      }
    }
    const k = body.name('k');
    const a = body.name('a');
    if (entries.length > 0) {
      body.line(`for (const ${k} in x) { const ${a} = x[${k}]; if (${a} === undefined) continue;`);
      body.line(`switch (${k}) {`);
      entries.forEach(([key, schema], i) => {
        const field = fields[i];
        if (!field) return;
        body.line(`case ${JSON.stringify(key)}: {`);
        const rc = this.node(body, schema, a, { k: JSON.stringify(key) }, dayOf.get(key));
        body.line(`${field.value} = ${rc}; if (${field.value} === I) return I; break; }`);
      });
      body.line('} }');
    }
    const missing = fields.filter((f) => f.required).map((f) => `${f.value} === undefined`);
    if (missing.length > 0) body.line(`if (${missing.join(' || ')}) return I;`);
    // The copy: required properties first, then the optional ones (undefined when absent), in schema order.
    const ordered = [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
    const builder = this.builder(s, ordered);
    const r = body.name('r');
    body.line(`const ${r} = ${builder}(${ordered.map((f) => f.value).join(', ')});`);
    if (check !== undefined) {
      this.usedChecks.add(check.name);
      const args = check.reads.map((key) => dayOf.get(key) ?? fields.find((f) => f.key === key)?.value ?? 'undefined');
      body.line(`if (!${check.name}(${args.join(', ')})) return I;`);
    }
    return r;
  }

  private readonly builders = new Map<string, string>();

  /**
   * Declares the builder of the cleaned copies of one record schema, which takes the values in
   * copy order, and returns its name. The copy is one object literal holding every property the
   * schema names, an optional one that was not sent as `undefined` (JSON.stringify leaves it out):
   * every copy of a record then has one shape. Setting only the properties sent made copies of as
   * many shapes as payloads have (a megamorphic store per optional property); the literal makes
   * valid varied creates 1.24 x faster (CPU-time interleaved medians, one process).
   */
  private builder(s: JsonSchema, fields: ReadonlyArray<{ key: string; required: boolean }>): string {
    const key = JSON.stringify(s);
    const known = this.builders.get(key);
    if (known) return known;
    const n = this.id('B');
    this.builders.set(key, n);
    const params = fields.map((_, i) => `p${i}`);
    const properties = fields.map((f, i) => `${JSON.stringify(f.key)}: p${i}`);
    this.declarations.push(`function ${n}(${params.join(', ')}) {\nreturn { ${properties.join(', ')} };\n}`);
    return n;
  }

  private map(body: Body, s: JsonSchema): string {
    const entries = Object.entries(s.patternProperties as Record<string, JsonSchema>);
    const [only] = entries;
    if (entries.length !== 1 || !only || s.additionalProperties !== false) {
      throw new Error('schema compiler: maps need exactly one key pattern and additionalProperties false');
    }
    const [keyPattern, valueSchema] = only;
    const ok = body.name('ok');
    const out = body.name('o');
    const keys = body.name('ks');
    const j = body.name('j');
    const k = body.name('key');
    const a = body.name('a');
    const place: Place = { k };
    body.line(`let ${ok} = true; const ${out} = {}; const ${keys} = Object.keys(x);`);
    body.line(`for (let ${j} = 0; ${j} < ${keys}.length; ${j}++) { const ${k} = ${keys}[${j}];`);
    const bad = `{ ${body.mode === 'fast' ? 'return I;' : `${ok} = false; ${body.problem('UNKNOWN_KEY', place, `is not a valid key: keys must match ${keyPattern}`)} continue;`} }`;
    body.line(`if (${k} === "__proto__" || ${k} === "constructor") ${bad}`);
    this.patternTest(body, keyPattern, k, bad);
    body.line(`const ${a} = x[${k}];`);
    const rv = this.node(body, valueSchema, a, place);
    body.line(`const v${a} = ${rv}; if (v${a} === I) ${body.mode === 'fast' ? 'return I;' : `${ok} = false;`} else ${out}[${k}] = v${a}; }`);
    return `(${ok} ? ${out} : I)`;
  }

  /**
   * Emits: when the string `x` does not match `pattern` (or, with `wellFormed`, holds a lone
   * surrogate), run `reject` (a statement).
   */
  private patternTest(body: Body, pattern: string, x: string, reject: string, wellFormed = false): void {
    const code = patternCode(pattern);
    if (code) {
      // The loop is written into the function: no call, no regex engine entry for short strings.
      const matches = body.name('m');
      const label = body.name('L');
      body.line(`let ${matches} = true; ${label}: { ${code(x, `{ ${matches} = false; break ${label}; }`, `break ${label};`, wellFormed)} }`);
      body.line(`if (!${matches}) ${reject}`);
    } else {
      const regex = this.id('R');
      this.declarations.push(`const ${regex} = /* @__PURE__ */ new RegExp(${JSON.stringify(pattern)}, "u");`);
      body.line(`if (!${regex}.test(${x})) ${reject}`);
    }
  }

  private array(body: Body, s: JsonSchema, x: string, place: Place): string {
    const ok = body.name('ok');
    const out = body.name('o');
    const i = body.name('i');
    const n = body.name('n');
    const r = body.name('r');
    const fast = body.mode === 'fast';
    body.line(`let ${r} = I;`);
    body.line(`if (!Array.isArray(${x})) { ${body.problem('WRONG_TYPE', place, 'must be an array')} } else {`);
    // The fast path leaves at the first bad item, so its copy is always filled to the end: it is
    // allocated at its final length and written by index (an array grown by push gets room for 17
    // items: garbage the collector's pauses would cost).
    body.line(`const ${n} = ${x}.length; let ${ok} = true;${fast ? ` const ${out} = new Array(${n});` : ''}`);
    if (typeof s.minItems === 'number' && s.minItems > 0) {
      body.line(`if (${n} < ${s.minItems}) { ${ok} = false; ${body.problem('TOO_FEW_ITEMS', place, `must have at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`)} }`);
    }
    if (typeof s.maxItems === 'number') {
      body.line(`if (${n} > ${s.maxItems}) { ${ok} = false; ${body.problem('TOO_MANY_ITEMS', place, `must have at most ${s.maxItems} item${s.maxItems === 1 ? '' : 's'}`)} }`);
    }
    if (s.items === undefined || typeof s.items !== 'object') throw new Error('schema compiler: array without items schema');
    const item = body.name('a');
    const unique = s.uniqueItems === true;
    // the items' places are under the array's; items that are compared need their copies
    // whether the collecting walk copies the items: decided once, as nothing in the items can
    // turn copies back on once a problem is counted (their own holds are released)
    const copying = body.name('cp');
    // Once a problem is counted the copy would be thrown away: the array is UNCOPIED, as a record
    // is, and nothing is allocated for it.
    if (!fast) {
      body.line(`E.enter(${place.k});${unique ? ' E.holdCopies();' : ''} const ${copying} = E.copies; const ${out} = ${copying} ? [] : UNCOPIED;`);
    }
    body.line(`for (let ${i} = 0; ${i} < ${n}; ${i}++) {`);
    body.line(`const ${item} = ${x}[${i}];`);
    const ri = this.node(body, s.items as JsonSchema, item, { k: i });
    const vi = body.name('v');
    body.line(fast ? `const ${vi} = ${ri}; if (${vi} === I) return I; ${out}[${i}] = ${vi}; }` : `const ${vi} = ${ri}; if (${vi} === I) ${ok} = false; else if (${ok} && ${copying}) ${out}.push(${vi}); }`);
    if (unique) {
      const d = body.name('d');
      if (fast) body.line(`if (duplicateIndexes(${out}).length > 0) return I;`);
      else {
        body.line(`if (${ok}) { const ${d} = duplicateIndexes(${out}); for (let ${i} = 0; ${i} < ${d}.length; ${i}++) { ${ok} = false; ` +
          `${body.problem('DUPLICATE_ITEM', { k: `${d}[${i}]` }, 'repeats an earlier item; items must be unique')} } }`);
      }
    }
    if (!fast) body.line(`${unique ? 'E.releaseCopies(); ' : ''}E.leave();`);
    body.line(`if (${ok}) ${r} = ${out}; }`);
    return r;
  }

  /** The function of a leaf schema (one per distinct content and mode). */
  private leafFunction(s: JsonSchema, mode: Mode): string {
    const key = `${mode}:${JSON.stringify(s)}`;
    const known = this.leafFunctions.get(key);
    if (known) return known;
    const fn = this.id(mode === 'fast' ? 'fS' : 'cS');
    this.leafFunctions.set(key, fn);
    const body = new Body(mode, this.tail, this.kind);
    const r = this.leaf(body, s, 'x', { k: 'k' });
    this.declare(mode, fn, body, r);
    return fn;
  }

  /** Emits the statements of a leaf check; returns the variable holding the result. */
  private leaf(body: Body, s: JsonSchema, x: string, place: Place): string {
    checkKeywords(s);
    const r = body.name('r');
    body.line(`let ${r} = I;`);
    if (Array.isArray(s.anyOf)) this.union(body, s.anyOf as JsonSchema[], x, place, r);
    else if (Array.isArray(s.enum)) {
      const values = s.enum;
      const test = values.map((v) => `${x} === ${JSON.stringify(v)}`).join(' || ');
      body.line(`if (${test}) ${r} = ${x}; else ${body.problem('NOT_ALLOWED_VALUE', place, `must be one of: ${values.join(', ')}`)}`);
    } else {
      switch (s.type) {
        case 'string': this.string(body, s, x, place, r); break;
        case 'integer': case 'number': this.number(body, s, x, place, r); break;
        case 'boolean':
          body.line(`if (typeof ${x} === "boolean") ${r} = ${x}; else ${body.problem('WRONG_TYPE', place, 'must be true or false')}`);
          break;
        default: throw new Error(`schema compiler: unsupported type ${String(s.type)}`);
      }
    }
    return r;
  }

  private union(body: Body, branches: JsonSchema[], x: string, place: Place, r: string): void {
    const kinds = branches.map((b) => (b.type === 'integer' ? 'number' : b.type));
    if (new Set(kinds).size !== kinds.length) throw new Error('schema compiler: anyOf branches must have distinct types');
    branches.forEach((branch, i) => {
      if (isObjectSchema(branch) || branch.type === 'array') throw new Error('schema compiler: anyOf branches must be leaves');
      body.line(`${i === 0 ? '' : 'else '}if (${typeTest(branch.type, x)}) {`);
      const rb = this.leaf(body, branch, x, place);
      body.line(`${r} = ${rb}; }`);
    });
    const names = branches.map((b) => (b.format === 'count-text' ? 'numeric text' : `${b.type === 'integer' ? 'an' : 'a'} ${String(b.type)}`));
    body.line(`else { ${body.problem('WRONG_TYPE', place, `must be ${names.join(' or ')}`)} }`);
  }

  private string(body: Body, s: JsonSchema, x: string, place: Place, r: string): void {
    // Each check is a block that leaves it through `break S` once a problem is reported.
    const label = body.name('S');
    body.line(`${label}: {`);
    body.line(`if (typeof ${x} !== "string") { ${body.problem('WRONG_TYPE', place, 'must be a string')}${body.mode === 'fast' ? '' : ` break ${label};`} }`);
    const min = s.minLength as number | undefined;
    const max = s.maxLength as number | undefined;
    // A positive ASCII class admits no surrogate, so code units count code points for every string it accepts.
    const ascii = typeof s.pattern === 'string' && admitsOnlyAscii(s.pattern);
    const stop = body.mode === 'fast' ? '' : ` break ${label};`;
    const failed = (code: NotificationCode, tail: string) => `{ ${body.problem(code, place, tail)}${stop} }`;
    if (min !== undefined && min > 0) {
      const test = min === 1 || ascii ? `${x}.length < ${min}` : `${x}.length < ${min} || (${x}.length < ${2 * min} && codePointLength(${x}) < ${min})`;
      const tail = min === max ? `must have ${min} character${min === 1 ? '' : 's'}` : `must have at least ${min} character${min === 1 ? '' : 's'}`;
      body.line(`if (${test}) ${failed('TOO_SHORT', tail)}`);
    }
    if (max !== undefined) {
      const tail = min === max ? `must have ${max} character${max === 1 ? '' : 's'}` : `must have at most ${max} characters`;
      const test = ascii ? `${x}.length > ${max}` : `${x}.length > ${max} && (${x}.length > ${2 * max} || codePointLength(${x}) > ${max})`;
      body.line(`if (${test}) ${failed('TOO_LONG', tail)}`);
    }
    const format = s.format as string | undefined;
    const checked = format !== undefined && !ANNOTATION_FORMATS.has(format) ? FORMATS[format] : undefined;
    if (format !== undefined && !ANNOTATION_FORMATS.has(format) && !checked) {
      throw new Error(`schema compiler: unknown format ${format}`);
    }
    // Well-formed Unicode: a lone surrogate is refused (DESIGN section 4, like a NUL). The fast
    // path needs the scan only where neither the pattern nor the format admits ASCII alone.
    const unicode = failed('MALFORMED_UNICODE', 'must be well-formed Unicode (no lone UTF-16 surrogate)');
    // A negated class pattern's loop refuses lone surrogates in the same pass: on the fast path
    // where no ASCII format refuses them anyway, in the collecting walk always.
    const negated = typeof s.pattern === 'string' && isNegatedClass(s.pattern);
    const scanInPattern = body.mode === 'fast' ? negated && !(ascii || checked?.ascii) : negated;
    // The collecting walk reports a lone surrogate as such, whatever else the string breaks; when
    // the first check after the lengths refuses every lone surrogate (an ASCII pattern, a negated
    // class scanning for them, or else an ASCII format), it asks only about a string that check
    // refuses. For the negated class of names this saves a call of isWellFormed per name: 1.3 %
    // less CPU refusing the 9-room create with 15 errors (measured 2026-11-26 after the bench's
    // served traffic and a 2 s settle, CPU time, medians of 81 rounds interleaving two esbuild
    // bundles in one process, 4 processes: 0.9 to 1.7 %).
    const deferred = typeof s.pattern === 'string' ? ascii || negated : checked?.ascii === true;
    const refusedAs = (code: NotificationCode, tail: string) => (body.mode === 'collect' && deferred
      ? `{ if (!${x}.isWellFormed()) ${unicode} else ${failed(code, tail)} }`
      : failed(code, tail));
    if (body.mode === 'collect') {
      if (!deferred) body.line(`if (!${x}.isWellFormed()) ${unicode}`);
    } else if (!(ascii || checked?.ascii || negated)) {
      // a loop in place costs less here than the call of the built-in on short strings
      const i = body.name('i');
      const c = body.name('u');
      body.line(`for (let ${i} = 0; ${i} < ${x}.length; ${i}++) { const ${c} = ${x}.charCodeAt(${i}); if (${c} >= 0xd800 && ${c} <= 0xdfff) { ` +
        `if (${c} > 0xdbff || ${i} + 1 === ${x}.length) return I; const d = ${x}.charCodeAt(++${i}); if (d < 0xdc00 || d > 0xdfff) return I; } }`);
    }
    if (typeof s.pattern === 'string') {
      const what = typeof s.description === 'string' ? ` (${s.description})` : '';
      this.patternTest(body, s.pattern, x, refusedAs('PATTERN_MISMATCH', `must match ${s.pattern}${what}`), scanInPattern);
    }
    if (checked !== undefined && format !== undefined) {
      this.formats.add(format);
      const refused = typeof s.pattern === 'string' ? failed(checked.code, checked.tail) : refusedAs(checked.code, checked.tail);
      body.line(`if (!${checked.predicate}(${x})) ${refused}`);
    }
    body.line(`${r} = ${format === 'count-text' ? `Number(${x})` : x}; }`);
  }

  private number(body: Body, s: JsonSchema, x: string, place: Place, r: string): void {
    const integer = s.type === 'integer';
    const typeOk = integer ? `Number.isInteger(${x})` : `Number.isFinite(${x})`;
    body.line(`if (typeof ${x} !== "number" || !${typeOk}) { ${body.problem('WRONG_TYPE', place, integer ? 'must be an integer' : 'must be a number')} }`);
    if (typeof s.minimum === 'number') body.line(`else if (${x} < ${s.minimum}) { ${body.problem('BELOW_MINIMUM', place, `must be at least ${s.minimum}`)} }`);
    if (typeof s.maximum === 'number') body.line(`else if (${x} > ${s.maximum}) { ${body.problem('ABOVE_MAXIMUM', place, `must be at most ${s.maximum}`)} }`);
    if (typeof s.exclusiveMaximum === 'number') {
      body.line(`else if (${x} >= ${s.exclusiveMaximum}) { ${body.problem('ABOVE_MAXIMUM', place, `must be below ${s.exclusiveMaximum}`)} }`);
    }
    const format = s.format as string | undefined;
    const checked = format === undefined ? undefined : NUMBER_FORMAT_CHECKS[format];
    if (format !== undefined && checked === undefined && format !== 'int32' && !ANNOTATION_FORMATS.has(format)) {
      throw new Error(`schema compiler: unknown number format ${format}`);
    }
    if (checked !== undefined && format !== undefined) {
      if (typeof s.minimum !== 'number' || (typeof s.exclusiveMaximum !== 'number' && typeof s.maximum !== 'number')) {
        throw new Error(`schema compiler: format ${format} needs the bounds it assumes (minimum and a maximum)`);
      }
      this.formats.add(format);
      body.line(`else if (!${checked.predicate}(${x})) { ${body.problem(checked.code, place, checked.tail)} }`);
    }
    if (s.format === 'int32') body.line(`else if (${x} < -2147483648 || ${x} > 2147483647) { ${body.problem('ABOVE_MAXIMUM', place, 'must be a 32-bit integer')} }`);
    body.line(`else ${r} = ${x};`);
  }
}

/** One group of walks of a generated module: those one validator calls (see {@link moduleSource}). */
export interface WalkGroup {
  /** What the group's walks check, for the comment above them. */
  readonly about: string;
  readonly mod: WalkModule;
}

/**
 * The source text of a module that imports what the walks of `groups` call from the package's own
 * modules. Each group's declarations are the body of one function called once when the module
 * loads, which takes INVALID and UNCOPIED as its parameters `I` and `UNCOPIED` and returns the
 * group's walks; the module exports a function that calls each (a bundler can drop those it does
 * not use, and with them the groups no export calls). The walks then read these two values, which
 * they compare with almost every result, from their function's scope: read from the module's own
 * scope (an ES module), the 15-error reservation took about 1.2 x as long.
 */
export function moduleSource(groups: readonly WalkGroup[], header: string, checksModule: string): string {
  const runtime = new Set<string>();
  const formats = new Set<string>();
  const checks = new Set<string>();
  const blocks = groups.map(({ about, mod }, g) => {
    const code = mod.code();
    for (const n of code.runtime) runtime.add(n);
    for (const n of code.formats) formats.add(n);
    for (const n of code.checks) checks.add(n);
    const walks = [...code.body.matchAll(/^export function (\w+)\(/gm)].map((m) => m[1] ?? '');
    const group = `W${g}`;
    return [
      `/** The walks of ${about}. */`,
      `const ${group} = /* @__PURE__ */ ((I, UNCOPIED) => {`,
      code.body.replace(/^export function /gm, 'function '),
      '',
      `return { ${walks.join(', ')} };`,
      '})(INVALID, UNCOPIED);',
      '',
      ...walks.map((w) => {
        const params = w.startsWith('fast') ? 'v' : 'v, E';
        return `export function ${w}(${params}) { return ${group}.${w}(${params}); }`;
      }),
    ].join('\n');
  });
  const sorted = (names: Set<string>) => [...names].sort();
  const imports = [
    `import { ${sorted(runtime).join(', ')} } from '../walk-runtime.js';`,
    ...(formats.size > 0 ? [`import { ${sorted(formats).join(', ')} } from '../formats.js';`] : []),
    ...(checks.size > 0 ? [`import { ${sorted(checks).join(', ')} } from '${checksModule}';`] : []),
  ];
  return `${header}\n${imports.join('\n')}\n\n${blocks.join('\n\n')}\n`;
}
