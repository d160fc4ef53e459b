/**
 * `pnpm bench [suite...]`: runs benchmark suites and writes `bench/results/<suite>.json`
 * (DESIGN section 8). A suite is a module in `bench/suites/<name>.ts` whose default export is a
 * {@link Suite}. Ratios are computed from cases measured in the same run, never across runs.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Suite, SuiteResult } from './suite.js';

const suitesDir = new URL('./suites/', import.meta.url);
const resultsDir = new URL('./results/', import.meta.url);

const available = (await readdir(suitesDir)).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3)).sort();
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown suite(s): ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}

await mkdir(resultsDir, { recursive: true });
for (const name of requested.length > 0 ? requested : available) {
  const suite = (await import(new URL(`${name}.ts`, suitesDir).href)).default as Suite | undefined;
  // A module without a default suite is a part another suite calls (http-fairness for http).
  if (typeof suite?.run !== 'function') {
    if (requested.includes(name)) console.error(`${name} is not a suite on its own`);
    continue;
  }
  console.log(`\n# ${name}`);
  const measured = await suite.run();
  const result: SuiteResult = { suite: name, node: process.version, ...measured };
  console.table(result.cases.map((c) => ({ case: c.name, 'ops/s': Math.round(c.hz), 'rme %': Number(c.rme.toFixed(2)) })));
  console.table(Object.entries(result.ratios).map(([ratio, value]) => ({ ratio, value: Number(value.toFixed(3)) })));
  if (result.figures) console.table(Object.entries(result.figures).map(([figure, value]) => ({ figure, value: Number(value.toFixed(1)) })));
  const file = fileURLToPath(new URL(`${name}.json`, resultsDir));
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${file}`);
}
