/**
 * The two places a tool reads our request schemas from, each compiled by a fully strict Ajv 2020:
 * the exported `REQUEST_SCHEMAS` (with our `STRING_FORMATS` and `NUMBER_FORMATS`, as an embedder would compile them)
 * and the OpenAPI document's components (with ajv-formats, as a generic tool would).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { NUMBER_FORMATS, openApiDocument, REQUEST_SCHEMAS, STRING_FORMATS, type RequestKind } from '../src/index.js';

/** A source of request schemas and the strict Ajv that compiles it. */
export interface StrictAjvSource {
  name: string;
  ajv: Ajv2020;
  schema: (kind: RequestKind) => object;
  /**
   * Whether the package's own formats are checked: the exported schemas' are registered; the
   * document states them as descriptions (and patterns or code lists where those can say them).
   */
  checksOwnFormats: boolean;
}

function exportedAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  for (const [name, predicate] of Object.entries(STRING_FORMATS)) ajv.addFormat(name, predicate);
  for (const [name, predicate] of Object.entries(NUMBER_FORMATS)) ajv.addFormat(name, { type: 'number', validate: predicate });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  return ajv;
}

function documentAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  return ajv;
}

/** The exported schemas and the document's, each with a fresh strict Ajv. */
export function strictAjvSources(): StrictAjvSource[] {
  const components = (openApiDocument() as { components: { schemas: Record<string, object> } }).components.schemas;
  return [
    { name: 'the exported REQUEST_SCHEMAS (with STRING_FORMATS and NUMBER_FORMATS)', ajv: exportedAjv(), schema: (kind) => REQUEST_SCHEMAS[kind], checksOwnFormats: true },
    { name: 'the OpenAPI document (with ajv-formats)', ajv: documentAjv(), schema: (kind) => components[kind] ?? {}, checksOwnFormats: false },
  ];
}
