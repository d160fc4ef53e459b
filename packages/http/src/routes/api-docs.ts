/**
 * GET /openapi.json (the validation package's OpenAPI document, its server set to this base
 * path) and GET /docs, an API reference page rendered by swagger-ui-dist served from
 * node_modules under /docs/assets/ (no CDN).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';

/** The swagger-ui-dist files the page loads, with their content types. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const assetsDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Scripts and styles only from this origin; swagger-ui sets inline styles and data: images. */
const DOCS_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>direct-connect API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout' });\n`;

/** Adds /openapi.json, /docs and its assets to `app`. */
export function mountApiDocs(app: Hono<AppEnv>, document: object, basePath: string): void {
  const served = JSON.stringify({ ...document, servers: [{ url: basePath, description: 'this service' }] });
  const cache = new Map<string, Buffer>();
  app.get('/openapi.json', (c) => c.body(served, 200, { 'Content-Type': 'application/json; charset=utf-8' }));
  app.get('/docs', (c) => c.html(PAGE, 200, { 'Content-Security-Policy': DOCS_CSP }));
  app.get('/docs/init.js', (c) => c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.body(null, 404);
    let content = cache.get(file);
    if (!content) {
      content = await readFile(join(assetsDir, file));
      cache.set(file, content);
    }
    return c.body(new Uint8Array(content), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
}
