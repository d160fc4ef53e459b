/**
 * Fairness over HTTP (DESIGN section 6, issue 13): while one partner keeps 3 big shops in flight
 * (30 properties x 30 nights, every one a different stay so no cache answers), another partner's
 * GET /health and single-property shop must keep their latency. One run measures the small
 * requests' latency without the flood, then with it, on the same server; the goal is p99 <= 100 ms
 * with the flood. The flood partner also sends a few shops beyond its concurrency and cost bounds,
 * which must be 429s: any 5xx fails the run.
 *
 * The server is a child process of its own (this file with `--serve`: the real `startService` on
 * the embedded store, a 30-property catalog so that the big shops are big, two partners), not the
 * one `pnpm bench http` hands over (the demo catalog and one partner). `pnpm bench http` appends
 * these figures to its own (`fairness`, the hook of bench/suites/http.ts); `pnpm bench
 * http-fairness` runs them alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseResult, Measured, Suite } from '../suite.js';
import type { FairnessRun } from './http.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Seconds of small requests in each phase (default; `pnpm bench http` passes its duration). */
const PHASE_S = 10;
/** Big shops the flood partner keeps in flight. */
const FLOOD_SHOPS = 3;
const FLOOD_NIGHTS = 30;

interface Partner {
  clientId: string;
  secret: string;
  partnerId: number;
}
const FLOOD: Partner = { clientId: 'flood-partner', secret: 'flood-secret', partnerId: 7001 };
const SMALL: Partner = { clientId: 'small-partner', secret: 'small-secret', partnerId: 7002 };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function writeFixtures(dir: string): Promise<{ catalogDir: string; credentialsFile: string; props: string[] }> {
  const { demoCatalogFiles } = await import('@direct-connect/hotel');
  const { hashSecret } = await import('../../packages/http/src/auth/secret-hash.js');
  const catalogDir = join(dir, 'catalog');
  await mkdir(catalogDir);
  const props: string[] = [];
  for (const file of Object.values(demoCatalogFiles({ from: day(0), days: 200 }))) {
    for (let i = 1; i <= 6; i++) {
      const propCode = `${file.propCode.slice(0, 3)}0${i}`;
      props.push(propCode);
      await writeFile(join(catalogDir, `${propCode}.json`), JSON.stringify({ ...file, propCode }));
    }
  }
  const credentials = await Promise.all(
    [FLOOD, SMALL].map(async (p) => ({ clientId: p.clientId, secretHash: await hashSecret(p.secret), partnerId: p.partnerId, permissions: ['shop', 'whoami'], environment: 'staging' })),
  );
  const credentialsFile = join(dir, 'credentials.json');
  await writeFile(credentialsFile, JSON.stringify({ credentials }));
  return { catalogDir, credentialsFile, props };
}

async function serve(): Promise<void> {
  const { loadConfig } = await import('../../packages/http/src/config.js');
  const { startService } = await import('../../packages/http/src/service.js');
  const service = await startService(loadConfig(process.env));
  process.send?.({ origin: service.origin, baseUrl: service.baseUrl });
  process.once('SIGTERM', () => void service.close().then(() => process.exit(0)));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);
}

interface Latencies {
  health: number[];
  shop: number[];
}

/** Small requests one after the other (a /health, then a single-property shop) for `seconds`. */
async function smallRequests(origin: string, baseUrl: string, headers: Record<string, string>, seconds: number, statuses: Map<number, number>): Promise<Latencies> {
  const out: Latencies = { health: [], shop: [] };
  const end = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < end; i++) {
    let started = performance.now();
    const health = await fetch(`${origin}/health`);
    await health.arrayBuffer();
    out.health.push(performance.now() - started);
    count(statuses, health.status);
    const stay = { arrivalDate: day(20 + (i % 20)), departureDate: day(22 + (i % 20)), numAdults: 1 + (i % 2) };
    started = performance.now();
    const shop = await fetch(`${baseUrl}/dcshop/props/NYC01`, { method: 'POST', headers, body: JSON.stringify(stay) });
    await shop.arrayBuffer();
    out.shop.push(performance.now() - started);
    count(statuses, shop.status);
  }
  return out;
}

function count(statuses: Map<number, number>, status: number): void {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}

/** `FLOOD_SHOPS` loops of big shops, each a different stay, until `stop()`; also a few shops beyond the bounds. */
function flood(baseUrl: string, headers: Record<string, string>, props: string[], statuses: Map<number, number>) {
  let running = true;
  let shops = 0;
  const loop = async (lane: number) => {
    for (let i = 0; running; i++) {
      const arrival = 10 + ((lane * 37 + i * 11) % 120);
      const body = { arrivalDate: day(arrival), departureDate: day(arrival + FLOOD_NIGHTS - (i % 3)), numAdults: 1 + ((lane + i) % 3), props: props.map((propCode) => ({ propCode })) };
      const reply = await fetch(`${baseUrl}/dcshop/props`, { method: 'POST', headers, body: JSON.stringify(body) });
      await reply.arrayBuffer();
      count(statuses, reply.status);
      // a lane that finds the partner's slots taken gets a quick 429: that is no big shop done
      if (reply.status === 200) shops++;
    }
  };
  const lanes = Array.from({ length: FLOOD_SHOPS }, (_, lane) => loop(lane));
  return {
    /** Shops beyond the partner's bounds while its lanes are busy: one over the concurrency, one over the cost. */
    async beyondBounds(): Promise<number[]> {
      const extra = { arrivalDate: day(15), departureDate: day(45), numAdults: 2, props: props.map((propCode) => ({ propCode })) };
      const tooLong = { ...extra, departureDate: day(15 + 90) };
      const replies = await Promise.all([extra, extra, tooLong].map((body) => fetch(`${baseUrl}/dcshop/props`, { method: 'POST', headers, body: JSON.stringify(body) })));
      for (const r of replies) {
        await r.arrayBuffer();
        count(statuses, r.status);
      }
      return replies.map((r) => r.status);
    },
    async stop(): Promise<number> {
      running = false;
      await Promise.all(lanes);
      return shops;
    },
  };
}

async function tokenHeaders(baseUrl: string, partner: Partner): Promise<Record<string, string>> {
  const reply = await fetch(`${baseUrl}/realms/applications/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: partner.clientId, client_secret: partner.secret }) });
  if (reply.status !== 200) throw new Error(`token for ${partner.clientId}: ${reply.status}`);
  return { 'content-type': 'application/json', authorization: `Bearer ${((await reply.json()) as { access_token: string }).access_token}` };
}

function summary(name: string, latencies: number[], seconds: number): CaseResult {
  const mean = latencies.reduce((a, b) => a + b, 0) / latencies.length;
  const sd = Math.sqrt(latencies.reduce((a, b) => a + (b - mean) ** 2, 0) / latencies.length);
  return { name, hz: latencies.length / seconds, rme: (sd / mean) * 100 };
}

/** The fairness figures: small requests' p50 / p99 (ms) without and with the flood. */
export async function measureFairness(phaseS = PHASE_S): Promise<Measured> {
  const work = await mkdtemp(join(tmpdir(), 'dc-bench-fairness-'));
  let child: ChildProcess | undefined;
  try {
    const { catalogDir, credentialsFile, props } = await writeFixtures(work);
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: join(work, 'data'), CATALOG_DIR: catalogDir, CREDENTIALS_FILE: credentialsFile, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const server = child;
    const { origin, baseUrl } = await new Promise<{ origin: string; baseUrl: string }>((resolve, reject) => {
      server.once('message', (m) => resolve(m as { origin: string; baseUrl: string }));
      server.once('exit', (code) => reject(new Error(`fairness bench server exited with ${code}`)));
    });
    const small = await tokenHeaders(baseUrl, SMALL);
    const floodHeaders = await tokenHeaders(baseUrl, FLOOD);
    const statuses = new Map<number, number>();
    await smallRequests(origin, baseUrl, small, 3, new Map()); // warm-up
    const quiet = await smallRequests(origin, baseUrl, small, phaseS, statuses);
    const flooding = flood(baseUrl, floodHeaders, props, statuses);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const beyond = await flooding.beyondBounds();
    const loaded = await smallRequests(origin, baseUrl, small, phaseS, statuses);
    const bigShops = await flooding.stop();
    const fiveXx = [...statuses].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
    if (fiveXx > 0) throw new Error(`fairness: ${fiveXx} replies were 5xx (${JSON.stringify([...statuses])})`);
    if (!beyond.includes(429)) throw new Error(`fairness: shops beyond the bounds were not refused with 429 (${beyond.join(', ')})`);
    const p = (values: number[], q: number) => percentile([...values].sort((a, b) => a - b), q);
    const figures = {
      healthP50MsQuiet: p(quiet.health, 50), healthP99MsQuiet: p(quiet.health, 99),
      healthP50MsFlood: p(loaded.health, 50), healthP99MsFlood: p(loaded.health, 99),
      singleShopP50MsQuiet: p(quiet.shop, 50), singleShopP99MsQuiet: p(quiet.shop, 99),
      singleShopP50MsFlood: p(loaded.shop, 50), singleShopP99MsFlood: p(loaded.shop, 99),
    };
    console.log(`fairness: ${bigShops} big shops in the flood (${FLOOD_SHOPS} in flight), beyond the bounds: ${beyond.join(', ')}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    console.log(`fairness: /health p99 ${figures.healthP99MsQuiet.toFixed(1)} ms quiet, ${figures.healthP99MsFlood.toFixed(1)} ms flooded; single shop p99 ${figures.singleShopP99MsQuiet.toFixed(1)} / ${figures.singleShopP99MsFlood.toFixed(1)} ms`);
    return {
      cases: [
        summary('fairness: /health, no flood', quiet.health, phaseS),
        summary('fairness: /health, 3 big shops in flight', loaded.health, phaseS),
        summary('fairness: single-property shop, no flood', quiet.shop, phaseS),
        summary('fairness: single-property shop, 3 big shops in flight', loaded.shop, phaseS),
        { name: 'fairness: big shops of the flood', hz: bigShops / phaseS, rme: 0 },
      ],
      ratios: {
        fairnessHealthP99FloodVsQuiet: figures.healthP99MsFlood / figures.healthP99MsQuiet,
        fairnessSingleShopP99FloodVsQuiet: figures.singleShopP99MsFlood / figures.singleShopP99MsQuiet,
      },
      figures: Object.fromEntries(Object.entries(figures).map(([name, value]) => [`fairness${name[0]?.toUpperCase()}${name.slice(1)}`, Math.round(value * 10) / 10])),
    };
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(work, { recursive: true, force: true });
  }
}

/** The hook `pnpm bench http` calls: the fairness figures, measured on a server of this module's own. */
export const fairness: FairnessRun = ({ durationS }) => measureFairness(durationS);

if (process.argv.includes('--serve')) await serve();

const suite: Suite = { run: measureFairness };
export default suite;
