import { defineConfig } from 'tsup';

const common = { entry: ['src/index.ts'], dts: true, target: 'node20' } as const;

// ESM (index.js, index.d.ts) and CommonJS (index.cjs, index.d.cts), named in package.json's
// exports map; the pack test in test/packaging imports and require()s the packed tarball.
// typebox is published as ES modules only: the CommonJS build carries its own copy, so that it
// loads where require() cannot load an ES module (Jest's module system, Node before 20.19),
// not only through Node's require(esm). TypeBox schemas are plain objects, so the copies agree.
// The build script empties dist first (the two builds run at once: neither may clean).
export default defineConfig([
  { ...common, format: ['esm'] },
  { ...common, format: ['cjs'], noExternal: [/^typebox(\/|$)/] },
]);
