import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, test } from 'vitest';
import { NOTIFICATION_CODES, openApiDocument, REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from './index.js';

type Doc = { paths: Record<string, Record<string, { parameters?: Array<{ $ref: string }>; responses: Record<string, unknown>; security?: unknown[] }>>; components: Record<string, Record<string, unknown>>; servers: Array<{ url: string }>; info: { description: string } };
const doc = openApiDocument() as unknown as Doc;

describe('the OpenAPI document', () => {
  test('is valid against the OpenAPI 3.1 meta-schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('covers every endpoint of the spec under the {basePath} server', () => {
    expect(doc.servers[0]?.url).toBe('{basePath}');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)).sort();
    expect(operations).toEqual([
      'GET /dcres/{confNumber}', 'GET /dcres/{confNumber}/gnr/{gnrNumber}', 'GET /inf/whoami', 'POST /dcres',
      'POST /dcres/{confNumber}/confirm', 'POST /dcres/{confNumber}/gnr/{gnrNumber}/cancel', 'POST /dcres/{confNumber}/release',
      'POST /dcshop/props', 'POST /dcshop/props/{propCode}', 'POST /realms/applications/token', 'PUT /dcres/{confNumber}/gnr/{gnrNumber}',
    ].sort());
  });

  test('carries the hold and session headers, bearer security, and the error statuses', () => {
    const put = doc.paths['/dcres/{confNumber}/gnr/{gnrNumber}']?.put;
    expect(put?.parameters?.map((p) => p.$ref)).toEqual(expect.arrayContaining(['#/components/parameters/SvcCrsSessionId', '#/components/parameters/SvcInventoryHold']));
    expect(Object.keys(put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '413', '429', '500']));
    expect(doc.paths['/dcres/{confNumber}/confirm']?.post?.parameters?.map((p) => p.$ref)).toContain('#/components/parameters/SvcCrsSessionIdRequired');
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    expect(doc.paths['/realms/applications/token']?.post?.security).toEqual([]);
    expect(Object.keys(doc.paths['/realms/applications/token']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429', '503']));
    expect(doc.components.responses?.Forbidden).not.toHaveProperty('content');
    expect(doc.components.responses?.NotFound).not.toHaveProperty('content');
  });

  test('holds every exported schema and the notification code table', () => {
    expect(Object.keys(doc.components.schemas ?? {}).sort()).toEqual([...Object.keys(REQUEST_SCHEMAS), ...Object.keys(RESPONSE_SCHEMAS)].sort());
    for (const code of Object.keys(NOTIFICATION_CODES)) expect(doc.info.description).toContain(`| ${code} |`);
  });

  test('the file written by the build is the document of these sources', async () => {
    const written = JSON.parse(await readFile(new URL('../openapi.json', import.meta.url), 'utf8')) as unknown;
    expect(written).toEqual(openApiDocument());
  });
});
