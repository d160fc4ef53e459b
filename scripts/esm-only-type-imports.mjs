/**
 * `node scripts/esm-only-type-imports.mjs DIST MODULE...`: rewrites the imports of MODULEs (packages
 * published as ES modules only, such as typebox) in the CommonJS declarations `DIST/*.d.cts` as
 * `import type ... with { 'resolution-mode': 'import' }`.
 *
 * tsup writes them as plain imports, which a CommonJS TypeScript project that checks libraries
 * (module Node16 or NodeNext, skipLibCheck false) refuses with TS1479: a CommonJS file cannot
 * `require()` an ES module. The declarations only name types of those modules, so a type-only
 * import resolved as ESM says the same thing and compiles everywhere (TypeScript >= 5.3).
 * test/packaging's consumer compiles check it.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const [dist, ...modules] = process.argv.slice(2);
if (dist === undefined || modules.length === 0) {
  process.stderr.write('usage: node scripts/esm-only-type-imports.mjs DIST MODULE...\n');
  process.exit(2);
}

const AS_ESM = "with { 'resolution-mode': 'import' }";
/** `import <clause> from '<module>';` on a line of its own, as tsup writes them. */
const IMPORT = /^import (.+) from '([^']+)';$/gm;

/** The type-only imports, resolved as ESM, that say what `clause` imports from `module`. */
function typeImports(clause, module) {
  const parts = [];
  const named = clause.match(/\{[^}]*\}/)?.[0];
  const rest = clause.replace(/,?\s*\{[^}]*\}/, '').trim(); // a default or `* as X`, or nothing
  if (rest !== '') parts.push(`import type ${rest} from '${module}' ${AS_ESM};`);
  if (named !== undefined) parts.push(`import type ${named} from '${module}' ${AS_ESM};`);
  return parts.join('\n');
}

for (const file of readdirSync(dist).filter((f) => f.endsWith('.d.cts'))) {
  const path = join(dist, file);
  const text = readFileSync(path, 'utf8');
  const rewritten = text.replace(IMPORT, (line, clause, module) => (modules.includes(module) ? typeImports(clause, module) : line));
  if (rewritten !== text) writeFileSync(path, rewritten);
}
