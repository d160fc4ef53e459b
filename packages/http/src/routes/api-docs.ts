/**
 * GET /openapi.json (the validation package's OpenAPI document, its server set to this base
 * path) and GET /docs, an API reference page rendered by swagger-ui-dist served from
 * node_modules under /docs/assets/ (no CDN). The page reads /docs/openapi.json, the document as
 * api-docs-view.ts shows it: operations first, error codes collapsed after them, the demo
 * credentials named, and request examples that "Try it out" can send.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { browserHeaders } from '../middleware/response-headers.js';
import type { Credentials } from '../credentials.js';
import { DEMO_CREDENTIAL, docsViewOf } from './api-docs-view.js';
import { emptyReply } from '../errors/empty-reply.js';
import { JSON_HEADERS } from '../requests/json-reply.js';

/** The swagger-ui-dist files the page loads, with their content types (a Map: no prototype keys). */
const ASSETS: ReadonlyMap<string, string> = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
]);

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

/**
 * Swagger UI with one plugin: after the operations, the document's `x-error-codes` (markdown)
 * in a collapsed <details> section.
 */
const INIT = `function ErrorCodesAfterOperations() {
  return {
    wrapComponents: {
      operations: function (Original, system) {
        return function (props) {
          var h = system.React.createElement;
          var Markdown = system.getComponent('Markdown', true);
          var codes = system.specSelectors.specJson().get('x-error-codes');
          var section = typeof codes === 'string'
            ? h('details', { className: 'error-codes', style: { margin: '24px 20px' } },
                h('summary', { style: { cursor: 'pointer', fontSize: '18px', fontFamily: 'sans-serif' } }, 'Error codes'),
                h(Markdown, { source: codes }))
            : null;
          return h('div', null, h(Original, props), section);
        };
      },
    },
  };
}
window.ui = SwaggerUIBundle({
  url: '/docs/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  plugins: [ErrorCodesAfterOperations],
  layout: 'BaseLayout',
  defaultModelsExpandDepth: 0,
});
`;

/** What the docs routes need from the app. */
export interface ApiDocsOptions {
  /** The OpenAPI document (the validation package's). */
  document: object;
  basePath: string;
  credentials: Credentials;
  /** The service's environment: the demo credential gets a token only in its own. */
  environment: string;
  production: boolean;
  now: () => Date;
}

/** Adds /openapi.json, /docs, /docs/openapi.json, /docs/init.js and /docs/assets/* to `app`. */
export function mountApiDocs(app: Hono<AppEnv>, options: ApiDocsOptions): void {
  const served = JSON.stringify({ ...options.document, servers: [{ url: options.basePath, description: 'this service' }] });
  const cache = new Map<string, Buffer>();
  let demoAccepted: Promise<boolean> | undefined;
  const demoCredentialAccepted = (): Promise<boolean> => {
    demoAccepted ??= options.production
      ? Promise.resolve(false)
      : options.credentials
          .authenticate(DEMO_CREDENTIAL.clientId, DEMO_CREDENTIAL.clientSecret)
          .then((credential) => credential !== undefined && credential.environment === options.environment);
    return demoAccepted;
  };
  // The page, its files and the documents it loads get the browser-only headers too.
  for (const path of ['/openapi.json', '/docs', '/docs/*']) app.use(path, browserHeaders());
  app.get('/openapi.json', (c) => c.body(served, 200, { 'Content-Type': 'application/json; charset=utf-8' }));
  app.get('/docs', (c) => c.html(PAGE, 200, { 'Content-Security-Policy': DOCS_CSP }));
  app.get('/docs/init.js', (c) => c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/docs/openapi.json', async (c) => {
    const view = docsViewOf(options.document, {
      basePath: options.basePath,
      today: options.now().toISOString().slice(0, 10),
      demoCredentialAccepted: await demoCredentialAccepted(),
    });
    return c.json(view, 200, { ...JSON_HEADERS, 'Cache-Control': 'no-store' });
  });
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS.get(file);
    if (type === undefined) return emptyReply(c, 404);
    let content = cache.get(file);
    if (!content) {
      content = await readFile(join(assetsDir, file));
      cache.set(file, content);
    }
    return c.body(new Uint8Array(content), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
}
