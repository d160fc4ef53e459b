/**
 * The catalog the service runs on: every `*.json` file of CATALOG_DIR, parsed here and checked
 * by the hotel package's pure loader, or the demo catalog when no directory is configured.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoCatalog, loadCatalog, type Catalog } from '@direct-connect/hotel';

/** Thrown when the catalog cannot be used; the message lists every problem with file and field. */
export class CatalogLoadError extends Error {
  override name = 'CatalogLoadError';
}

/**
 * Reads and checks the catalog files of `dir` (file name -> parsed JSON for the loader).
 * @throws {@link CatalogLoadError} (the promise rejects) when the directory cannot be read, holds
 *   no .json file, or any file is not JSON or not a valid catalog file; the message lists every
 *   problem with its file and field.
 */
export async function loadCatalogDir(dir: string): Promise<Catalog> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    throw new CatalogLoadError(`CATALOG_DIR ${dir}: cannot read the directory (${(error as Error).message})`);
  }
  if (names.length === 0) throw new CatalogLoadError(`CATALOG_DIR ${dir}: no .json files`);
  const files: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of names) {
    try {
      files[name] = JSON.parse(await readFile(join(dir, name), 'utf8'));
    } catch (error) {
      problems.push(`${name}: not JSON (${(error as Error).message})`);
    }
  }
  if (problems.length > 0) throw new CatalogLoadError(`CATALOG_DIR ${dir}:\n  ${problems.join('\n  ')}`);
  const loaded = loadCatalog(files);
  if (!loaded.ok) {
    const lines = loaded.errors.map((e) => `${e.file}${e.field ? ` ${e.field}` : ''}: ${e.message}`);
    throw new CatalogLoadError(`CATALOG_DIR ${dir}: ${lines.length} problem(s)\n  ${lines.join('\n  ')}`);
  }
  return loaded.catalog;
}

/**
 * The configured catalog: CATALOG_DIR when set, else the demo catalog with rates from `today`.
 * @throws {@link CatalogLoadError} (the promise rejects) as {@link loadCatalogDir} does.
 */
export function loadConfiguredCatalog(catalogDir: string | undefined, today: string): Promise<Catalog> {
  return catalogDir === undefined ? Promise.resolve(demoCatalog({ from: today })) : loadCatalogDir(catalogDir);
}
