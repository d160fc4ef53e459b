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
