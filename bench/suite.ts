import Benchmark from 'benchmark';

/** One measured case: operations per second and relative margin of error in percent. */
export interface CaseResult {
  name: string;
  hz: number;
  rme: number;
}

/** What a suite measures: its cases and the ratios between them, all from one run. */
export interface Measured {
  cases: CaseResult[];
  ratios: Record<string, number>;
  /** Figures that are not rates (start-up ms, resident MB, p99 latency ms), named with their unit. */
  figures?: Record<string, number>;
}

/** The file format of `bench/results/<suite>.json`. */
export interface SuiteResult extends Measured {
  suite: string;
  node: string;
}

/** A benchmark suite: `run` measures every case in one process and computes the ratios. */
export interface Suite {
  run(): Promise<Measured>;
}

/**
 * Runs synchronous benchmark.js cases one after the other in this process.
 * Each function must do the full work of one operation and return something observable,
 * so the optimiser cannot drop it.
 */
export function runCases(cases: Record<string, () => unknown>, options: { minTime?: number } = {}): Promise<CaseResult[]> {
  return new Promise((resolve, reject) => {
    const suite = new Benchmark.Suite();
    let sink: unknown;
    for (const [name, fn] of Object.entries(cases)) {
      suite.add(name, () => {
        sink = fn();
      }, { minSamples: 20, minTime: options.minTime ?? 1 });
    }
    suite
      .on('cycle', (event: Benchmark.Event) => console.log(String(event.target)))
      .on('error', (event: Benchmark.Event) => reject((event.target as { error?: unknown }).error))
      .on('complete', function (this: Benchmark.Suite) {
        void sink;
        const results: CaseResult[] = [];
        this.forEach((b: Benchmark) => results.push({ name: b.name ?? '', hz: b.hz, rme: b.stats.rme }));
        resolve(results);
      })
      .run({ async: false });
  });
}

/** hz of the named case; throws when the case is missing so a typo cannot produce a silent ratio. */
export function hzOf(cases: CaseResult[], name: string): number {
  const found = cases.find((c) => c.name === name);
  if (!found) throw new Error(`no benchmark case named ${name}`);
  return found.hz;
}

/**
 * A function measuring the rate (ops/ms) of `f` over at least `ms`, calling it `batch` times
 * between clock readings. Built with `new Function` so each side of a ratio has its own call site
 * and type feedback, as each benchmark.js case has.
 */
function rateMeter(f: () => unknown, batch: number): (ms: number) => number {
  const body = 'let n = 0; const s = performance.now(); let t = s; ' +
    `while (t - s < ms) { for (let i = 0; i < ${batch}; i++) f(); n += ${batch}; t = performance.now(); } return n / (t - s);`;
  return new Function('f', 'performance', `return function rate(ms) { ${body} };`)(f, performance) as (ms: number) => number;
}

/** How {@link interleavedRatio} slices its measurement. */
export interface InterleavedOptions {
  /** Alternating pairs of slices; the median of their ratios is the answer. Default 41. */
  rounds?: number;
  /** Length of one slice in ms. Default 25. */
  sliceMs?: number;
  /** Calls between two clock readings (1 for an operation of several ms). Default 20. */
  batch?: number;
}

/**
 * Median over `rounds` of (rate of `a` / rate of `b`), measured in alternating slices after a
 * warm-up: on a loaded machine both sides of one ratio see the same load.
 */
export function interleavedRatio(a: () => unknown, b: () => unknown, options: InterleavedOptions = {}): number {
  const { rounds = 41, sliceMs = 25, batch = 20 } = options;
  const rateA = rateMeter(a, batch);
  const rateB = rateMeter(b, batch);
  rateA(Math.max(500, 4 * sliceMs));
  rateB(Math.max(500, 4 * sliceMs));
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) ratios.push(rateA(sliceMs) / rateB(sliceMs));
  ratios.sort((x, y) => x - y);
  return ratios[Math.floor(rounds / 2)] ?? Number.NaN;
}
