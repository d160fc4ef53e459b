/**
 * Compiles the JSON Schemas of this package (the subset TypeBox emits for them) ahead of time into
 * one specialised JavaScript function per schema, like Ajv does, but with our own semantics:
 *
 * - every problem is reported to a {@link ProblemSink} with a stable code and a field path such as
 *   `roomStays[0].childAges[2]`, not only the first;
 * - per string: type, then lengths, then pattern, then format (a regex never sees an over-long string);
 * - the function returns a fresh copy of the value holding only the properties the schema names
 *   (unknown properties, `__proto__` and `constructor` never reach it), or {@link INVALID};
 * - it reads only what the schema names, so the depth of its recursion is the schema's, whatever
 *   the input; it never writes to its input and never throws on a JSON value;
 * - `format: 'count-text'` converts numeric text to an integer in the returned copy.
 *
 * Supported keywords: type, properties, required, patternProperties, additionalProperties (false,
 * on maps), items, minItems, maxItems, uniqueItems, minLength, maxLength, pattern, format, enum,
 * minimum, maximum, anyOf (branches of distinct JSON types). Anything else is refused at compile
 * time, so a schema can never silently mean less than it says.
 */
import { dayNumberOf, STRING_FORMATS } from './formats.js';
import { admitsOnlyAscii, patternCode, patternPredicate } from './pattern-predicates.js';
import type { NotificationCode } from './notification-codes.js';

/** Returned by a compiled validator when the value breaks its schema. */
export const INVALID: unique symbol = Symbol('invalid');

/** Receives every problem a compiled validator finds. */
export interface ProblemSink {
  /** `field` is the path of the offending value (`''` for the body); `tail` ends the message. */
  add(code: NotificationCode, field: string, tail: string): void;
}

/** A compiled validator: the cleaned copy of `value`, or {@link INVALID} after reporting to `sink`. */
export type CompiledValidator = (value: unknown, sink: ProblemSink) => unknown;

/**
 * A rule of one record schema that the schema cannot state, checked by the fast path on the
 * record's cleaned copy once its properties hold: false makes the fast path refuse (the collecting
 * walk and the caller's reporting rules then say why). `days` are the day numbers of the record's
 * `format: date` properties in schema order (-Infinity for one that is absent), so that a rule on
 * dates does not read them again.
 */
export type RecordCheck = (copy: object, ...days: number[]) => boolean;

type JsonSchema = Readonly<Record<string, unknown>>;

const KNOWN_KEYWORDS = new Set([
  'type', 'properties', 'required', 'patternProperties', 'additionalProperties', 'items', 'minItems', 'maxItems',
  'uniqueItems', 'minLength', 'maxLength', 'pattern', 'format', 'enum', 'minimum', 'maximum', 'anyOf',
  'description', 'default', 'title',
]);

/** Where a format failure is reported. */
const FORMAT_PROBLEMS: Readonly<Record<string, [NotificationCode, string]>> = {
  date: ['INVALID_DATE', 'must be a real calendar date YYYY-MM-DD'],
  'date-time': ['INVALID_DATE_TIME', 'must be an RFC 3339 date-time such as 2026-03-01T12:00:00Z'],
  'local-date-time': ['INVALID_DATE_TIME', 'must be a real local date-time YYYY-MM-DDThh:mm'],
  uuid: ['INVALID_UUID', 'must be a UUID'],
  iso4217: ['UNKNOWN_CURRENCY', 'must be an existing ISO 4217 currency code'],
  'iso3166-alpha2': ['UNKNOWN_COUNTRY', 'must be an existing ISO 3166-1 alpha-2 country code'],
  'card-expiry': ['INVALID_CARD_EXPIRY', 'must be MMYY with a month 01 to 12'],
  'count-text': ['PATTERN_MISMATCH', 'must be an integer or numeric text such as "2"'],
};

/** Formats that are annotations only here (int64 is any JSON integer). */
const ANNOTATION_FORMATS = new Set(['int64']);

/** Number of Unicode code points (JSON Schema string lengths count code points). */
function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** Indexes of items equal (as JSON) to an earlier item; items are cleaned copies in schema key order. */
function duplicateIndexes(items: readonly unknown[]): number[] {
  const seen = new Set<unknown>();
  const dups: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const key = typeof item === 'object' && item !== null ? `\u0000${JSON.stringify(item)}` : item;
    if (seen.has(key)) dups.push(i);
    else seen.add(key);
  }
  return dups;
}

/** A field path under construction: literal text and JS expressions, rendered as one JS expression. */
type PathPart = { text: string } | { expr: string };

function renderPath(parts: readonly PathPart[]): string {
  const out: string[] = [];
  let text = '';
  for (const part of parts) {
    if ('text' in part) text += part.text;
    else {
      if (text) out.push(JSON.stringify(text));
      text = '';
      out.push(`(${part.expr})`);
    }
  }
  if (text || out.length === 0) out.push(JSON.stringify(text));
  return out.join(' + ');
}

function childPath(parts: readonly PathPart[], key: string): PathPart[] {
  return [...parts, { text: parts.length === 0 ? key : `.${key}` }];
}

function typeTest(type: unknown, x: string): string {
  switch (type) {
    case 'string': case 'boolean': return `typeof ${x} === "${type}"`;
    case 'number': case 'integer': return `typeof ${x} === "number"`;
    case 'array': return `Array.isArray(${x})`;
    case 'object': return `(typeof ${x} === "object" && ${x} !== null && !Array.isArray(${x}))`;
    default: throw new Error(`schema compiler: anyOf branch without a supported type: ${String(type)}`);
  }
}

class CodeGen {
  /**
   * @param collect true: report every problem to the sink `E` and go on; false: the boolean fast
   * path, which returns {@link INVALID} at the first problem and builds no field path or message.
   */
  constructor(private readonly collect: boolean, private readonly checks: ReadonlyMap<object, RecordCheck>) {}

  private counter = 0;
  readonly lines: string[] = [];
  /** Pattern matchers: code-unit predicates (called) or regexes (`.test`). */
  readonly regexes: Array<RegExp | ((s: string) => boolean)> = [];
  readonly formats = new Set<string>();
  /** Declarations of the builders `B<n>` of the cleaned copies, one per record schema. */
  readonly records: string[] = [];
  /** The record checks the fast path calls: `C<n>` is `used[n]`. */
  readonly used: RecordCheck[] = [];

  private name(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  private line(s: string): void {
    this.lines.push(s);
  }

  /**
   * A callable expression that tells whether a string matches `pattern` (map keys; string values
   * get the loop inline when there is one): a code-unit loop when the pattern has one of the
   * shapes of `pattern-predicates.ts`, else the regex's `test`.
   */
  private regex(pattern: string): string {
    const predicate = patternPredicate(pattern);
    this.regexes.push(predicate ?? new RegExp(pattern, 'u'));
    return `P${this.regexes.length - 1}${predicate ? '' : '.test'}`;
  }

  private problem(code: NotificationCode, path: readonly PathPart[], tail: string): string {
    if (!this.collect) return 'return I;';
    return `E.add("${code}", ${renderPath(path)}, ${JSON.stringify(tail)});`;
  }

  /**
   * Emits the check of `x` against `s`; returns the name of the variable holding the result. When
   * `day` is given and `s` is a date, the fast path also leaves its day number in that variable.
   */
  node(s: JsonSchema, x: string, path: readonly PathPart[], day?: string): string {
    for (const key of Object.keys(s)) {
      if (!KNOWN_KEYWORDS.has(key)) throw new Error(`schema compiler: unsupported keyword "${key}"`);
    }
    const r = this.name('r');
    this.line(`let ${r} = I;`);
    if (Array.isArray(s.anyOf)) this.union(s.anyOf as JsonSchema[], x, path, r);
    else if (Array.isArray(s.enum)) this.enumeration(s.enum, x, path, r);
    else {
      switch (s.type) {
        case 'string': this.string(s, x, path, r, day); break;
        case 'integer': case 'number': this.number(s, x, path, r); break;
        case 'boolean':
          this.line(`if (typeof ${x} === "boolean") ${r} = ${x}; else ${this.problem('WRONG_TYPE', path, 'must be true or false')}`);
          break;
        case 'array': this.array(s, x, path, r); break;
        case 'object': this.object(s, x, path, r); break;
        default: throw new Error(`schema compiler: unsupported type ${String(s.type)}`);
      }
    }
    return r;
  }

  private enumeration(values: unknown[], x: string, path: readonly PathPart[], r: string): void {
    const test = values.map((v) => `${x} === ${JSON.stringify(v)}`).join(' || ');
    this.line(`if (${test}) ${r} = ${x}; else ${this.problem('NOT_ALLOWED_VALUE', path, `must be one of: ${values.join(', ')}`)}`);
  }

  private union(branches: JsonSchema[], x: string, path: readonly PathPart[], r: string): void {
    const kinds = branches.map((b) => (b.type === 'integer' ? 'number' : b.type));
    if (new Set(kinds).size !== kinds.length) throw new Error('schema compiler: anyOf branches must have distinct types');
    branches.forEach((branch, i) => {
      this.line(`${i === 0 ? '' : 'else '}if (${typeTest(branch.type, x)}) {`);
      const rb = this.node(branch, x, path);
      this.line(`${r} = ${rb}; }`);
    });
    const names = branches.map((b) => (b.format === 'count-text' ? 'numeric text' : `${b.type === 'integer' ? 'an' : 'a'} ${b.type}`));
    this.line(`else ${this.problem('WRONG_TYPE', path, `must be ${names.join(' or ')}`)}`);
  }

  private string(s: JsonSchema, x: string, path: readonly PathPart[], r: string, day: string | undefined): void {
    this.line(`if (typeof ${x} !== "string") ${this.problem('WRONG_TYPE', path, 'must be a string')}`);
    const min = s.minLength as number | undefined;
    const max = s.maxLength as number | undefined;
    // A positive ASCII class admits no surrogate, so code units count code points for every string it accepts.
    const ascii = typeof s.pattern === 'string' && admitsOnlyAscii(s.pattern);
    if (min !== undefined && min > 0) {
      const test = min === 1 || ascii ? `${x}.length < ${min}` : `${x}.length < ${min} || (${x}.length < ${2 * min} && H.cpl(${x}) < ${min})`;
      const tail = min === max ? `must have ${min} character${min === 1 ? '' : 's'}` : `must have at least ${min} character${min === 1 ? '' : 's'}`;
      this.line(`else if (${test}) ${this.problem('TOO_SHORT', path, tail)}`);
    }
    if (max !== undefined) {
      const tail = min === max ? `must have ${max} character${max === 1 ? '' : 's'}` : `must have at most ${max} characters`;
      const test = ascii ? `${x}.length > ${max}` : `${x}.length > ${max} && (${x}.length > ${2 * max} || H.cpl(${x}) > ${max})`;
      this.line(`else if (${test}) ${this.problem('TOO_LONG', path, tail)}`);
    }
    let blocks = 0;
    if (typeof s.pattern === 'string') {
      const what = typeof s.description === 'string' ? ` (${s.description})` : '';
      const problem = this.problem('PATTERN_MISMATCH', path, `must match ${s.pattern}${what}`);
      const code = patternCode(s.pattern);
      if (code) {
        // The loop is written into the walk: no call, and no share of the optimiser's inlining budget.
        const matches = this.name('m');
        const label = this.name('L');
        this.line(`else { let ${matches} = true; ${label}: { ${code(x, `{ ${matches} = false; break ${label}; }`, `break ${label};`)} }`);
        this.line(`if (!${matches}) ${problem}`);
        blocks++;
      } else this.line(`else if (!${this.regex(s.pattern)}(${x})) ${problem}`);
    }
    const format = s.format as string | undefined;
    if (format !== undefined && !ANNOTATION_FORMATS.has(format)) {
      const problem = FORMAT_PROBLEMS[format];
      if (!problem || !STRING_FORMATS[format]) throw new Error(`schema compiler: unknown format ${format}`);
      if (format === 'date' && day !== undefined) {
        this.line(`else if ((${day} = H.day(${x})) === -Infinity) ${this.problem(problem[0], path, problem[1])}`);
      } else {
        this.formats.add(format);
        this.line(`else if (!${formatName(format)}(${x})) ${this.problem(problem[0], path, problem[1])}`);
      }
    }
    this.line(`else ${r} = ${format === 'count-text' ? `Number(${x})` : x};${'}'.repeat(blocks)}`);
  }

  private number(s: JsonSchema, x: string, path: readonly PathPart[], r: string): void {
    const integer = s.type === 'integer';
    const typeOk = integer ? `Number.isInteger(${x})` : `Number.isFinite(${x})`;
    this.line(`if (typeof ${x} !== "number" || !${typeOk}) ${this.problem('WRONG_TYPE', path, integer ? 'must be an integer' : 'must be a number')}`);
    if (typeof s.minimum === 'number') this.line(`else if (${x} < ${s.minimum}) ${this.problem('BELOW_MINIMUM', path, `must be at least ${s.minimum}`)}`);
    if (typeof s.maximum === 'number') this.line(`else if (${x} > ${s.maximum}) ${this.problem('ABOVE_MAXIMUM', path, `must be at most ${s.maximum}`)}`);
    if (s.format === 'int32') this.line(`else if (${x} < -2147483648 || ${x} > 2147483647) ${this.problem('ABOVE_MAXIMUM', path, 'must be a 32-bit integer')}`);
    this.line(`else ${r} = ${x};`);
  }

  private array(s: JsonSchema, x: string, path: readonly PathPart[], r: string): void {
    const ok = this.name('ok');
    const out = this.name('o');
    const i = this.name('i');
    const n = this.name('n');
    this.line(`if (!Array.isArray(${x})) ${this.problem('WRONG_TYPE', path, 'must be an array')}`);
    // The fast path returns from the whole walk at the first bad item, so its copy is always filled
    // to the end: it is allocated at its final length and written by index. (An array grown by push
    // gets room for 17 items: that was most of the garbage a validation left, and garbage is what
    // the collector's pauses cost.) The length is the input's own, so this allocates no more than
    // the input already holds.
    this.line(`else { const ${n} = ${x}.length; let ${ok} = true; const ${out} = ${this.collect ? '[]' : `new Array(${n})`};`);
    if (typeof s.minItems === 'number' && s.minItems > 0) {
      this.line(`if (${n} < ${s.minItems}) { ${ok} = false; ${this.problem('TOO_FEW_ITEMS', path, `must have at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`)} }`);
    }
    if (typeof s.maxItems === 'number') {
      this.line(`if (${n} > ${s.maxItems}) { ${ok} = false; ${this.problem('TOO_MANY_ITEMS', path, `must have at most ${s.maxItems} item${s.maxItems === 1 ? '' : 's'}`)} }`);
    }
    if (s.items === undefined || typeof s.items !== 'object') throw new Error('schema compiler: array without items schema');
    const item = this.name('a');
    const itemPath: PathPart[] = [...path, { text: '[' }, { expr: i }, { text: ']' }];
    this.line(`for (let ${i} = 0; ${i} < ${n}; ${i}++) { const ${item} = ${x}[${i}];`);
    const ri = this.node(s.items as JsonSchema, item, itemPath);
    this.line(this.collect ? `if (${ri} === I) ${ok} = false; else if (${ok}) ${out}.push(${ri}); }` : `${out}[${i}] = ${ri}; }`);
    if (s.uniqueItems === true) {
      const d = this.name('d');
      this.line(`if (${ok}) { const ${d} = H.dups(${out}); for (let ${i} = 0; ${i} < ${d}.length; ${i}++) { ${ok} = false; ` +
        `${this.problem('DUPLICATE_ITEM', [...path, { text: '[' }, { expr: `${d}[${i}]` }, { text: ']' }], 'repeats an earlier item; items must be unique')} } }`);
    }
    this.line(`if (${ok}) ${r} = ${out}; }`);
  }

  private object(s: JsonSchema, x: string, path: readonly PathPart[], r: string): void {
    this.line(`if (typeof ${x} !== "object" || ${x} === null || Array.isArray(${x})) ${this.problem('WRONG_TYPE', path, 'must be an object')}`);
    this.line('else {');
    if (s.patternProperties !== undefined) this.map(s, x, path, r);
    else this.record(s, x, path, r);
    this.line('}');
  }

  private record(s: JsonSchema, x: string, path: readonly PathPart[], r: string): void {
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((s.required ?? []) as string[]);
    const ok = this.name('ok');
    this.line(`let ${ok} = true;`);
    const check = this.collect ? undefined : this.checks.get(s);
    const days: string[] = [];
    const fields: Array<{ key: string; value: string; required: boolean }> = [];
    for (const [key, schema] of Object.entries(properties)) {
      const a = this.name('a');
      const c = this.name('c');
      const p = childPath(path, key);
      const day = check && schema.format === 'date' ? this.name('d') : undefined;
      if (day !== undefined) {
        days.push(day);
        this.line(`let ${day} = -Infinity;`);
      }
      this.line(`const ${a} = ${x}[${JSON.stringify(key)}]; let ${c};`);
      this.line(`if (${a} === undefined) {${required.has(key) ? ` ${ok} = false; ${this.problem('REQUIRED', p, 'is required')}` : ''} } else {`);
      const rc = this.node(schema, a, p, day);
      this.line(`if (${rc} === I) ${ok} = false; else ${c} = ${rc}; }`);
      fields.push({ key, value: c, required: required.has(key) });
    }
    // The copy: required properties first, then the optional ones present, each in schema order.
    const ordered = [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
    this.line(`if (${ok}) ${r} = ${this.builder(ordered)}(${ordered.map((f) => f.value).join(', ')});`);
    if (check) {
      this.used.push(check);
      this.line(`if (${ok} && !C${this.used.length - 1}(${[r, ...days].join(', ')})) return I;`);
    }
  }

  /**
   * Declares the builder of the cleaned copies of one record schema, which takes the values in
   * copy order (an optional one is set only when defined), and returns its name. The copy comes
   * from a constructor of its own (a plain object: its prototype is Object.prototype) rather than
   * from a literal grown property by property, so V8 sizes it for the properties the schema names.
   * The builder is a function apart so that the constructor is always inlined where it is called:
   * inlined into the walk, it would be only while the walk's feedback says that the record is
   * reached often enough, and refused payloads (which leave the fast path early) make it say less.
   */
  private builder(fields: ReadonlyArray<{ key: string; required: boolean }>): string {
    const n = this.records.length;
    const params = fields.map((_, i) => `p${i}`);
    const stores = fields.map((f, i) => `${f.required ? '' : `if (p${i} !== undefined) `}r[${JSON.stringify(f.key)}] = p${i};`);
    this.records.push(`function K${n}() {}\nK${n}.prototype = Object.prototype;\n` +
      `function B${n}(${params.join(', ')}) {\nconst r = new K${n}();\n${stores.join('\n')}\nreturn r;\n}`);
    return `B${n}`;
  }

  private map(s: JsonSchema, x: string, path: readonly PathPart[], r: string): void {
    const entries = Object.entries(s.patternProperties as Record<string, JsonSchema>);
    const [only] = entries;
    if (entries.length !== 1 || !only || s.additionalProperties !== false) {
      throw new Error('schema compiler: maps need exactly one key pattern and additionalProperties false');
    }
    const [keyPattern, valueSchema] = only;
    const ok = this.name('ok');
    const out = this.name('o');
    const keys = this.name('ks');
    const j = this.name('j');
    const k = this.name('k');
    const a = this.name('a');
    const keyPath: PathPart[] = [...path, { text: path.length === 0 ? '' : '.' }, { expr: k }];
    this.line(`let ${ok} = true; const ${out} = {}; const ${keys} = Object.keys(${x});`);
    this.line(`for (let ${j} = 0; ${j} < ${keys}.length; ${j}++) { const ${k} = ${keys}[${j}];`);
    this.line(`if (${k} === "__proto__" || ${k} === "constructor" || !${this.regex(keyPattern)}(${k})) { ${ok} = false; ` +
      `${this.problem('UNKNOWN_KEY', keyPath, `is not a valid key: keys must match ${keyPattern}`)} continue; }`);
    this.line(`const ${a} = ${x}[${k}];`);
    const rv = this.node(valueSchema, a, keyPath);
    this.line(`if (${rv} === I) ${ok} = false; else ${out}[${k}] = ${rv}; }`);
    this.line(`if (${ok}) ${r} = ${out};`);
  }
}

/** Name of the closure constant holding the predicate of `format`. */
function formatName(format: string): string {
  return `F_${format.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/**
 * One generated function: `(v, E) => cleaned copy | INVALID`; with `collect` false it ignores `E`
 * and also applies `checks`, each to the records of the schema object it is keyed by (by identity).
 */
function generate(schema: JsonSchema, collect: boolean, checks: ReadonlyMap<object, RecordCheck>): CompiledValidator {
  const gen = new CodeGen(collect, checks);
  const result = gen.node(schema, 'v', []);
  // a check whose record is not in the schema would silently never run
  for (const check of checks.values()) {
    if (!collect && !gen.used.includes(check)) throw new Error('schema compiler: a record check names no record of the schema');
  }
  // matchers and format predicates become closure constants of the compiled function
  const constants = [
    ...gen.regexes.map((_, i) => `const P${i} = P[${i}];`),
    ...[...gen.formats].map((f) => `const ${formatName(f)} = F[${JSON.stringify(f)}];`),
    ...gen.records,
    ...gen.used.map((_, i) => `const C${i} = C[${i}];`),
  ];
  const name = collect ? 'collectingWalk' : 'fastPath';
  const body = `${constants.join('\n')}\nreturn function ${name}(v, E) {\n${gen.lines.join('\n')}\nreturn ${result};\n};`;
  const factory = new Function('I', 'P', 'F', 'H', 'C', body) as (...args: unknown[]) => CompiledValidator;
  return factory(INVALID, gen.regexes, STRING_FORMATS, { cpl: codePointLength, dups: duplicateIndexes, day: dayNumberOf }, gen.used);
}

/**
 * The two functions generated from `schema`: `fast` stops at the first problem without building any
 * path or message; `collecting` reports every problem to its sink. Both return the same cleaned
 * copy, or {@link INVALID}. `checks` (record schema object of `schema` → its {@link RecordCheck})
 * run in the fast path only: it then also refuses what they refuse, and its caller reports those
 * rules itself after the collecting walk. The request validators call the two in turn
 * ({@link compileSchema} does the same for a schema alone).
 */
export function compileWalks(schema: object, checks: ReadonlyMap<object, RecordCheck> = new Map()): { fast: (value: unknown) => unknown; collecting: CompiledValidator } {
  return {
    fast: generate(schema as JsonSchema, false, checks) as (value: unknown) => unknown,
    collecting: generate(schema as JsonSchema, true, checks),
  };
}

/**
 * Compiles `schema` into a validator (see the module comment for its contract): the fast path,
 * then the collecting walk only when the fast path refuses. The fast path is half the size and its
 * type feedback never sees the error branches, so the optimiser keeps it lean whatever payloads
 * the collecting walk has seen (README, Performance).
 */
export function compileSchema(schema: object): CompiledValidator {
  const { fast, collecting } = compileWalks(schema);
  return (value, sink) => {
    const copy = fast(value);
    return copy === INVALID ? collecting(value, sink) : copy;
  };
}
