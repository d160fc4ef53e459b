/**
 * Opens GET /docs of the service (startService: embedded store, demo catalog, demo credentials,
 * the real clock) in headless Chromium (Debian's chromium driven by playwright-core), as a user
 * does (the demo catalog for 60 days from today): every endpoint is listed, operations come before the collapsed error codes, the demo
 * credentials are shown, and "Try it out" with the page's examples gets a token, authorizes,
 * shops and books. CHROMIUM_PATH names the browser (vitest's global setup sets it with
 * scripts/chromium-up.sh), else /usr/bin/chromium. A missing browser fails the test: it never
 * skips.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoCatalog } from '@direct-connect/hotel';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../config.js';
import { startService, type RunningService } from '../service.js';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Every operation of the spec as the page shows it: method and path under the base path. */
const OPERATIONS = [
  ['POST', '/realms/applications/token'],
  ['POST', '/dcshop/props'],
  ['POST', '/dcshop/props/{propCode}'],
  ['POST', '/dcres'],
  ['GET', '/dcres/{confNumber}'],
  ['GET', '/dcres/{confNumber}/gnr/{gnrNumber}'],
  ['PUT', '/dcres/{confNumber}/gnr/{gnrNumber}'],
  ['POST', '/dcres/{confNumber}/gnr/{gnrNumber}/cancel'],
  ['POST', '/dcres/{confNumber}/confirm'],
  ['POST', '/dcres/{confNumber}/release'],
  ['GET', '/inf/whoami'],
] as const;

let service: RunningService;
let dataDir: string;
let profile: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dc-docs-data-'));
  profile = await mkdtemp(join(tmpdir(), 'dc-chromium-'));
  // The page's examples book 30 days from today: 60 days of the demo catalog hold them (seeding
  // the default 400 days took over a minute on a loaded machine).
  const today = new Date().toISOString().slice(0, 10);
  service = await startService(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { catalog: demoCatalog({ from: today, days: 60 }) });
}, 180_000);
afterAll(async () => {
  await service?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
});

/** The block of one operation on the page. */
const operation = (page: Page, method: string, path: string) =>
  page.locator(`.opblock.opblock-${method.toLowerCase()}`, { has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });

/** Opens an operation, presses "Try it out" then "Execute", and returns the response the page got. */
async function tryItOut(page: Page, method: string, path: string, sentTo: (url: string) => boolean) {
  const block = operation(page, method, path);
  await block.locator('.opblock-summary').first().click();
  await block.locator('.try-out__btn').click();
  const response = page.waitForResponse((r) => r.request().method() === method && sentTo(r.url()));
  await block.locator('button.execute').click();
  const answered = await response;
  await expect.poll(() => block.locator('.live-responses-table tbody .response-col_status').first().textContent()).toContain(String(answered.status()));
  return { status: answered.status(), body: (await answered.json()) as unknown, block };
}

test('GET /docs lists every endpoint first, shows the demo credentials, and Try it out gets a token, authorizes, shops and books', async () => {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await context.newPage();
    const foreign: string[] = [];
    const failures: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(service.origin) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${service.origin}/docs`);
    await page.waitForSelector('.opblock', { timeout: 30_000 });

    const listed = await page.$$eval('.opblock-summary', (blocks) =>
      blocks.map((b) => `${b.querySelector('.opblock-summary-method')?.textContent?.trim()} ${b.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? b.querySelector('.opblock-summary-path')?.textContent?.trim()}`),
    );
    for (const [method, path] of OPERATIONS) expect(listed).toContain(`${method} ${path}`);

    // Operations first: no table above them; the error codes after them, collapsed.
    expect(await page.locator('.information-container table').count()).toBe(0);
    const errorCodes = page.locator('details.error-codes');
    expect(await errorCodes.getAttribute('open')).toBeNull();
    expect(await errorCodes.locator('table tr').count()).toBeGreaterThan(20);
    const firstOperation = await page.locator('.opblock').first().boundingBox();
    const codesBox = await errorCodes.boundingBox();
    expect(firstOperation!.y).toBeLessThan(codesBox!.y);
    expect(await page.locator('.information-container').textContent()).toContain('demo-secret');

    const token = await tryItOut(page, 'POST', '/realms/applications/token', (url) => url.endsWith('/realms/applications/token'));
    expect(token.status).toBe(200);
    const accessToken = (token.body as { access_token: string }).access_token;
    expect(accessToken).toEqual(expect.any(String));

    await page.locator('.auth-wrapper button.authorize').click();
    await page.locator('.modal-ux input').first().fill(accessToken);
    await page.locator('.modal-ux button.authorize').click();
    await page.locator('.modal-ux button.btn-done, .modal-ux button.close-modal').first().click();

    const shop = await tryItOut(page, 'POST', '/dcshop/props/{propCode}', (url) => url.endsWith('/dcshop/props/NYCDC'));
    expect(shop.status).toBe(200);
    expect(JSON.stringify(shop.body)).toContain('"roomRates"');

    const booked = await tryItOut(page, 'POST', '/dcres', (url) => url.endsWith('/dcres'));
    expect(booked.status).toBe(200);
    expect(booked.body).toEqual([expect.objectContaining({ confNumber: expect.any(String), gnrNumber: expect.anything() })]);

    expect(foreign).toEqual([]);
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);
