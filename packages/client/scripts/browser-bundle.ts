/**
 * The browser bundle of createClient (and modifyFromRead): esbuild, platform browser, minified,
 * from the sources (validation's validators included). `pnpm --filter @direct-connect/client run bundle-size` prints
 * its size, minified and gzipped.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The minified bundle's text; throws when it does not build for a browser (a Node built-in, say). */
export async function browserBundle(): Promise<string> {
  const result = await build({
    stdin: { contents: "export { createClient, modifyFromRead } from '@direct-connect/client';", resolveDir: source('.'), loader: 'js' },
    alias: { '@direct-connect/client': source('../src/index.ts'), '@direct-connect/validation': source('../../validation/src/index.ts') },
    bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await browserBundle();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`createClient browser bundle: ${kb(Buffer.byteLength(text))} minified, ${kb(gzipSync(text, { level: 9 }).length)} gzipped`);
}
