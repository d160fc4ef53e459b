/**
 * Every pattern of the exported schemas (field patterns and map key patterns), each with 1 MB
 * adversarial inputs and the verdict it must give. The inputs are long runs of characters the
 * pattern accepts, ended by one it refuses (the classic trigger of catastrophic backtracking).
 */
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from '../src/index.js';

const MB = 1 << 20;

/** A pattern found in a schema, where, and whether its schema bounds the length. */
export interface FoundPattern {
  pattern: string;
  where: string;
  maxLength: number | undefined;
}

/** Walks every schema and lists each distinct pattern once. */
export function schemaPatterns(): FoundPattern[] {
  const found = new Map<string, FoundPattern>();
  const walk = (node: unknown, where: string): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) { node.forEach((n, i) => walk(n, `${where}[${i}]`)); return; }
    const s = node as Record<string, unknown>;
    if (typeof s.pattern === 'string' && !found.has(s.pattern)) {
      found.set(s.pattern, { pattern: s.pattern, where, maxLength: typeof s.maxLength === 'number' ? s.maxLength : undefined });
    }
    if (typeof s.patternProperties === 'object' && s.patternProperties !== null) {
      for (const key of Object.keys(s.patternProperties)) if (!found.has(key)) found.set(key, { pattern: key, where: `${where} (map key)`, maxLength: undefined });
    }
    for (const [k, v] of Object.entries(s)) walk(v, `${where}.${k}`);
  };
  for (const [name, schema] of [...Object.entries(REQUEST_SCHEMAS), ...Object.entries(RESPONSE_SCHEMAS)]) walk(schema, name);
  return [...found.values()];
}

/** Characters tried as the long accepted run, and as the refused tail. */
const RUNS = ['A', 'a', '0', '8', ' ', 'AAA=', '-'];
const TAILS = ['', '|', ' ', '!', '=', 'A'];

/** Patterns that accept unbounded input: the verdict on `run.repeat(n) + tail`, by run and tail. */
const UNBOUNDED_VERDICTS: Readonly<Record<string, (run: string, tail: string) => boolean>> = {
  // numeric text (its schema bounds it to 9 characters before the pattern runs)
  '^(?:0|[1-9][0-9]*)$': (run, tail) => run === '8' && tail === '',
  // base64: groups of four, optional padding
  '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$': (run, tail) => (run === 'AAA=' ? false : /^[Aa08]$/.test(run) && (tail === '' || tail === 'A' ? (MB + tail.length) % 4 === 0 : false)),
};

/** One adversarial input for one pattern, with the verdict it must give. */
export interface AdversarialCase {
  pattern: string;
  regex: RegExp;
  input: string;
  expected: boolean;
}

/**
 * 1 MB adversarial inputs for every pattern. Patterns whose language is bounded (every one but
 * the base64 ones) must refuse them all; base64 verdicts follow the base64 rule. `only` keeps the
 * runs and tails named (all 42 inputs of every pattern take 1.5 GB, which stays on the heap of whoever
 * made them until a full collection, long after they are dropped).
 */
export function adversarialCases(only: { runs?: readonly string[]; tails?: readonly string[] } = {}): AdversarialCase[] {
  const cases: AdversarialCase[] = [];
  for (const { pattern } of schemaPatterns()) {
    const regex = new RegExp(pattern, 'u');
    for (const run of only.runs ?? RUNS) {
      for (const tail of only.tails ?? TAILS) {
        const input = run.repeat(Math.ceil(MB / run.length)).slice(0, MB) + tail;
        cases.push({ pattern, regex, input, expected: verdictOf(pattern, run, tail) });
      }
    }
  }
  return cases;
}

function verdictOf(pattern: string, run: string, tail: string): boolean {
  const unbounded = UNBOUNDED_VERDICTS[pattern];
  if (unbounded) return unbounded(run, tail);
  if (pattern.startsWith('^(?:(?:[A-Za-z0-9+/]{4})*')) {
    // transactionId: base64, or 1 to 100 alphanumerics and hyphens (bounded branch cannot take 1 MB)
    const base64 = UNBOUNDED_VERDICTS['^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$'];
    return base64 ? base64(run, tail) : false;
  }
  if (/^\^\[\^[^\]]*\]\*\$$/.test(pattern) || /^\^\(\?! \)\[\^[^\]]*\]\*\(\?<! \)\$$/.test(pattern)) {
    // free text: any character but the forbidden ones (and, for names, no edge space)
    const forbidden = new RegExp(`[${/\[\^([^\]]*)\]/.exec(pattern)?.[1] ?? ''}]`, 'u');
    const all = run + tail;
    if (forbidden.test(all)) return false;
    if (pattern.startsWith('^(?! )')) return run !== ' ' && tail !== ' ';
    return true;
  }
  return false;
}
