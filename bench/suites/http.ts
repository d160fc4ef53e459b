/**
 * `pnpm bench http` (DESIGN section 8): autocannon on loopback against the served adapter.
 * The service runs in a child process (this file with `--serve`: the real `startService` on
 * PGlite in a temporary directory, a 30-property catalog made from the demo properties, logs at
 * info to /dev/null) so that the load generator and the server do not share an event loop.
 * Cases: GET /health (hello world of the same stack: every middleware, no storage), token,
 * single-property shop, 30-property shop, create + cancel (one pair per operation). The shops are
 * measured twice: warm (the service's default caches, filled by the warm-up: the same request is
 * answered from the shop reply cache after one inventory read from memory) and cold (a second
 * service started with RATE_CACHE_SIZE=0, SHOP_CACHE_MB=0 and INVENTORY_CACHE_SIZE=0, so every
 * request reads PGlite, prices every stay and assembles and serializes the reply).
 * hz is the mean of autocannon's per-second request counts; rme is their standard deviation in
 * percent of the mean. Any non-2xx answer or error fails the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hzOf, type CaseResult, type Suite } from '../suite.js';
import { withFairness } from './http-fairness.js';

/** The part of autocannon's options this suite uses. */
interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface LoadOptions extends LoadRequest {
  url: string;
  connections?: number;
  duration?: number;
  requests?: LoadRequest[];
}
/** The part of autocannon's result this suite reads. */
interface LoadResult {
  requests: { average: number; stddev: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
// autocannon is a dev dependency of the http package, which owns this suite.
const autocannon = createRequire(join(root, 'packages/http/package.json'))('autocannon') as (options: LoadOptions) => Promise<LoadResult>;

const DURATION_S = 8;
const CONNECTIONS = 10;
const STAY = { arrivalDate: '', departureDate: '' };

/** The 30 properties: each demo property six times under codes like NYC01..NYC06. */
async function writeCatalog(dir: string, from: string): Promise<string[]> {
  const { demoCatalogFiles } = await import('@direct-connect/hotel');
  const codes: string[] = [];
  for (const file of Object.values(demoCatalogFiles({ from, days: 120 }))) {
    for (let i = 1; i <= 6; i++) {
      const propCode = `${file.propCode.slice(0, 3)}0${i}`;
      codes.push(propCode);
      await writeFile(join(dir, `${propCode}.json`), JSON.stringify({ ...file, propCode }));
    }
  }
  return codes;
}

/** Child process: serve and print the base URL. */
async function serve(): Promise<void> {
  const { loadConfig } = await import('../../packages/http/src/config.js');
  const { startService } = await import('../../packages/http/src/service.js');
  const service = await startService(loadConfig(process.env));
  process.send?.({ origin: service.origin, baseUrl: service.baseUrl });
  process.once('SIGTERM', () => void service.close().then(() => process.exit(0)));
}

async function measure(name: string, options: LoadOptions): Promise<CaseResult> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${name}: ${failed} failed requests (${result.non2xx} non-2xx, ${result.errors} errors)`);
  const { average, stddev } = result.requests;
  console.log(`${name}: ${Math.round(average)} req/s, p99 ${result.latency.p99} ms`);
  return { name, hz: average, rme: average > 0 ? (stddev / average) * 100 : 0 };
}

async function run() {
  const work = await mkdtemp(join(tmpdir(), 'dc-bench-http-'));
  const catalogDir = join(work, 'catalog');
  await mkdir(catalogDir);
  const today = new Date().toISOString().slice(0, 10);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const props = await writeCatalog(catalogDir, today);
  Object.assign(STAY, { arrivalDate: day(20), departureDate: day(22) });

  const children: ChildProcess[] = [];
  /** Starts a bench server with its own data directory and `env` added. */
  const start = async (name: string, env: Record<string, string> = {}) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: join(work, name), CATALOG_DIR: catalogDir, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    children.push(child);
    return new Promise<{ origin: string; baseUrl: string }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { origin: string; baseUrl: string }));
      child.once('exit', (code) => reject(new Error(`bench server ${name} exited with ${code}`)));
    });
  };
  try {
    const [{ origin, baseUrl }, cold] = await Promise.all([start('data'), start('data-cold', { RATE_CACHE_SIZE: '0', SHOP_CACHE_MB: '0', INVENTORY_CACHE_SIZE: '0' })]);
    const tokenBody = JSON.stringify({ client_id: 'demo-partner', client_secret: 'demo-secret' });
    const json = { 'content-type': 'application/json', accept: 'application/json' };
    const tokenOf = async (url: string) => {
      const reply = await fetch(`${url}/realms/applications/token`, { method: 'POST', headers: json, body: tokenBody });
      return { ...json, authorization: `Bearer ${((await reply.json()) as { access_token: string }).access_token}` };
    };
    const authed = await tokenOf(baseUrl);
    const coldAuthed = await tokenOf(cold.baseUrl);
    const reservation = JSON.stringify({
      propCode: 'NYC01',
      roomStays: [{ ...STAY, numAdults: 2, roomTypeCode: 'KNG', ratePlanCode: 'RAC' }],
      guest: { name: { firstName: 'Ada', lastName: 'Lovelace' }, addresses: [{ addressType: 'home', city: 'London', country: 'GB' }] },
      guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardExpireDate: '1230' } },
    });
    const singleShop = JSON.stringify({ ...STAY, numAdults: 2 });
    const multiShop = JSON.stringify({ ...STAY, numAdults: 2, props: props.map((propCode) => ({ propCode })) });

    // Warm-up: JIT, PGlite caches, catalog lookups.
    await measure('warm-up', { url: `${baseUrl}/dcshop/props/NYC01`, method: 'POST', headers: authed, body: singleShop, duration: 3 });
    await measure('warm-up (caches off)', { url: `${cold.baseUrl}/dcshop/props/NYC01`, method: 'POST', headers: coldAuthed, body: singleShop, duration: 3 });
    const cases: CaseResult[] = [];
    cases.push(await measure('hello world (GET /health)', { url: `${origin}/health` }));
    cases.push(await measure('token', { url: `${baseUrl}/realms/applications/token`, method: 'POST', headers: json, body: tokenBody }));
    cases.push(await measure('single-property shop', { url: `${baseUrl}/dcshop/props/NYC01`, method: 'POST', headers: authed, body: singleShop }));
    cases.push(await measure('30-property shop', { url: `${baseUrl}/dcshop/props`, method: 'POST', headers: authed, body: multiShop }));
    const coldShop = { method: 'POST', headers: coldAuthed };
    cases.push(await measure('single-property shop, caches off', { url: `${cold.baseUrl}/dcshop/props/NYC01`, ...coldShop, body: singleShop }));
    cases.push(await measure('30-property shop, caches off', { url: `${cold.baseUrl}/dcshop/props`, ...coldShop, body: multiShop }));
    const pairs = await measure('create + cancel (requests)', {
      url: baseUrl,
      requests: [
        {
          method: 'POST',
          path: '/dc/v2/dcres',
          headers: authed,
          body: reservation,
          onResponse: (_status, body, context) => void (context.stay = (JSON.parse(body) as unknown[])[0]),
        },
        {
          method: 'POST',
          headers: authed,
          body: '{}',
          setupRequest: (request, context) => {
            const { confNumber, gnrNumber } = context.stay as { confNumber: string; gnrNumber: number };
            return { ...request, path: `/dc/v2/dcres/${confNumber}/gnr/${gnrNumber}/cancel` };
          },
        },
      ],
    });
    cases.push({ name: 'create + cancel', hz: pairs.hz / 2, rme: pairs.rme });

    const hello = hzOf(cases, 'hello world (GET /health)');
    return withFairness({
      cases,
      ratios: {
        singleShopVsHello: hzOf(cases, 'single-property shop') / hello,
        singleShopColdVsHello: hzOf(cases, 'single-property shop, caches off') / hello,
        multiShopVsSingleShop: hzOf(cases, '30-property shop') / hzOf(cases, 'single-property shop'),
        createCancelVsHello: hzOf(cases, 'create + cancel') / hello,
      },
    });
  } finally {
    await Promise.all(
      children.map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve();

const suite: Suite = { run };
export default suite;
