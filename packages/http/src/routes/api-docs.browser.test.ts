/**
 * Opens GET /docs of the app served over HTTP in headless Chromium (Debian's chromium driven by
 * playwright-core) and finds every endpoint of the spec listed. CHROMIUM_PATH names the browser
 * (.ci/run sets it with scripts/chromium-up.sh), else /usr/bin/chromium. A missing browser fails
 * the test: it never skips.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openApiDocument } from '@direct-connect/validation';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testApp } from '../testing/test-app.js';

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

let server: Server;
let origin: string;
let profile: string;
beforeAll(async () => {
  const { app } = await testApp({ openApiDocument: openApiDocument() });
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  profile = await mkdtemp(join(tmpdir(), 'dc-chromium-'));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(profile, { recursive: true, force: true });
});

test('GET /docs renders the API reference with every endpoint listed, all assets served locally', async () => {
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
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${origin}/docs`);
    await page.waitForSelector('.opblock', { timeout: 20_000 });
    const listed = await page.$$eval('.opblock-summary', (blocks) =>
      blocks.map((b) => `${b.querySelector('.opblock-summary-method')?.textContent?.trim()} ${b.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? b.querySelector('.opblock-summary-path')?.textContent?.trim()}`),
    );
    for (const [method, path] of OPERATIONS) expect(listed).toContain(`${method} ${path}`);
    expect(foreign).toEqual([]);
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
});
