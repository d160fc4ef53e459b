/**
 * The body of a script that loads every package the way a user's project does and uses it:
 * written once, emitted as CommonJS (`require()`) and as ESM (`import()`), run by node in the
 * scratch project. It prints one JSON line of results, which the test compares across the two
 * module systems and with the workspace sources.
 */
const BODY = `
const results = {};
const pricing = load('@direct-connect/pricing');
const [product, stay] = JSON.parse(process.env.PRICING_EXAMPLE);
results.pricing = {
  priced: pricing.priceStay(product, stay),
  thrown: (() => {
    try { pricing.priceStay({ ...product, currencyCode: 'XXZ' }, stay); return null; }
    catch (error) { return { isPricingInputError: error instanceof pricing.PricingInputError, field: error.field }; }
  })(),
};
const validation = load('@direct-connect/validation');
const refused = validation.validateTokenRequest({ client_id: '' });
results.validation = { ok: refused.ok, codes: refused.ok ? [] : refused.error.notifications.map((n) => n.code), paths: Object.keys(validation.openApiDocument().paths).length };
const hotel = load('@direct-connect/hotel');
const catalog = hotel.demoCatalog({ from: '2027-01-01', days: 3 });
results.hotel = { properties: catalog.properties.size ?? Object.keys(catalog.properties).length };
const http = load('@direct-connect/http');
// Three days of the demo catalog: the embedded store seeds only those.
const today = new Date().toISOString().slice(0, 10);
const config = http.loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: process.env.SCRATCH_DATA_DIR, LOG_LEVEL: 'silent' });
const service = await http.startService(config, { catalog: hotel.demoCatalog({ from: today, days: 3 }) });
try {
  const token = await fetch(service.baseUrl + '/realms/applications/token', {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: 'demo-partner', client_secret: 'demo-secret' }),
  });
  const css = await fetch(service.origin + '/docs/assets/swagger-ui.css');
  results.http = { token: token.status, tokenType: (await token.json()).token_type, docsCss: css.status, docsCssBytes: (await css.arrayBuffer()).byteLength > 0 };
} finally {
  await service.close();
}
console.log(JSON.stringify(results));
`;

/** The script as CommonJS: packages loaded with require(). */
export const COMMONJS_SMOKE = `'use strict';\nconst load = (name) => require(name);\n(async () => {${BODY}})().catch((error) => { console.error(error); process.exit(1); });\n`;

/** The script as ESM: packages loaded with import (top-level await). */
export const ESM_SMOKE = `const modules = {
  '@direct-connect/pricing': await import('@direct-connect/pricing'),
  '@direct-connect/validation': await import('@direct-connect/validation'),
  '@direct-connect/hotel': await import('@direct-connect/hotel'),
  '@direct-connect/http': await import('@direct-connect/http'),
};
const load = (name) => modules[name];
${BODY}`;
