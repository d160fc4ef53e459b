/**
 * `pnpm bench http`: autocannon on loopback against the service as `pnpm start` runs it (the real
 * start command, scripts/start.mjs serving the built bundle, a fresh SQLite data directory, the
 * demo catalog, logs at info to a pipe that is not a terminal), each server in its own process
 * so the load generator shares no event loop with it.
 *
 * The anchor is a bare Hono hello world (the project's hono + @hono/node-server) in its own
 * process. The headline cases are traffic as partners send it: every shop a different stay
 * (arrival, length, adults, children all vary along one counter, so no request of the run repeats
 * and no reply cache can answer); repeating one identical shop is only a secondary case. Then
 * create + cancel (durable: acknowledged after the fsync'd commit), the varied shop on WORKERS=2
 * (in turns with WORKERS=1, see there),
 * start-up time (spawn to the first answer of /health, on a fresh and on an existing data dir)
 * and resident memory (VmRSS of the serving process after start and after the load).
 *
 * Partners: real traffic comes from several partners, each with a few requests in flight, so the
 * bench's 10 connections are spread over {@link PARTNERS} partner credentials (connection i
 * speaks for partner i mod 5: 2 connections each). The service runs with its default limits
 * (SHOP_CONCURRENCY 4 shops in flight per partner, SHOP_MAX_COST, HOLD_QUOTA): the bench measures
 * the service as configured out of the box, and no case may need a raised limit. One partner on
 * 10 connections would measure the per-partner bound (429s), not the service.
 *
 * Ratios: the machine is shared, and its load drifts within a run, so each headline case takes
 * four pairs of turns with the anchor (each turn half the case duration, the order alternating),
 * and its ratio is the median of the pairs' ratios; a case's figures are the means of its turns,
 * the anchor's the mean of all its turns. Next to each throughput ratio the suite reports the
 * same comparison in server CPU per request (utime + stime of the serving process from /proc,
 * anchor's over the case's), which depends much less on what else the machine is doing.
 *
 * hz is the mean of autocannon's per-second counts, rme their standard deviation in percent of
 * the mean. Any non-2xx answer or error fails the run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseResult, Measured, Suite } from '../suite.js';

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
  /** Called once per connection, before it sends anything. */
  setupClient?: (client: { setRequests(requests: LoadRequest[]): void }) => void;
}
/** The part of autocannon's result this suite reads. */
interface LoadResult {
  requests: { average: number; stddev: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** A served process of the bench. */
interface Served {
  child: ChildProcess;
  origin: string;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 of GET /health. */
  startMs: number;
}

/**
 * What the fairness module (bench/suites/http-fairness.ts, when present) gets: a running service
 * and a token; it returns its own cases, ratios and figures, merged into this suite's result.
 */
export interface FairnessRun {
  (service: { origin: string; baseUrl: string; authorization: string; durationS: number; connections: number }): Promise<Measured>;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
// autocannon is a dev dependency of the http package, which owns this suite.
const requireHttp = createRequire(join(root, 'packages/http/package.json'));
const autocannon = requireHttp('autocannon') as (options: LoadOptions) => Promise<LoadResult>;

const DURATION_S = Number(process.env.BENCH_HTTP_DURATION ?? 8);
const CONNECTIONS = 10;
/** Partner credentials the connections are spread over (see the comment at the top). */
const PARTNERS = 5;
/** Pairs of turns (each DURATION_S / 2) behind every ratio of two servers (see `inTurns`). */
const PAIRS = 4;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** Child process: the bare Hono hello world, the anchor. */
async function serveHello(): Promise<void> {
  // The same hono and @hono/node-server versions as the http package (the bench's own dependencies).
  const { Hono } = await import('hono');
  const { serve } = await import('@hono/node-server');
  const app = new Hono();
  app.get('/', (c) => c.text('Hello World!'));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.stderr.write(`hello: http://127.0.0.1:${info.port}\n`);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

/** Resident set size of a process in MB, from /proc. */
function rssMb(pid: number | undefined): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** Spawns `args` with `env`, waits for `pattern` on stderr, then for the first 200 of GET `probe`. */
async function spawnServed(args: string[], env: Record<string, string>, pattern: RegExp, probe: (origin: string) => string): Promise<Served> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = pattern.exec(stderr);
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${stderr}`)));
  });
  const origin = new URL(match[1] as string).origin;
  for (;;) {
    const reply = await fetch(probe(origin)).catch(() => undefined);
    if (reply?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, origin, baseUrl: match[1] as string, startMs: performance.now() - started };
}

/** Stops a served process group and waits for it. */
async function stop(served: Served | undefined): Promise<void> {
  if (!served || served.child.exitCode !== null) return;
  const exited = new Promise((resolve) => served.child.once('exit', resolve));
  process.kill(-(served.child.pid as number), 'SIGTERM');
  await exited;
}

/** CPU time (user + system) of a process and its children that have exited, in ms, from /proc. */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime, stime (fields 14 and 15 of stat, here 11 and 12 after the command name), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time of a process and of its live descendants (the workers of WORKERS=N), in ms, from /proc. */
function treeCpuMs(pid: number | undefined): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no such process any more, or no children file: its own time only
  }
  return cpuMs(pid) + children.reduce((sum, child) => sum + treeCpuMs(child), 0);
}

/** CPU time of this process (autocannon and the request bodies it sends), in ms. */
function loadGeneratorCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** A case's result with what the suite derives from it. */
interface Measurement extends CaseResult {
  p99: number;
  /** CPU of the serving process (and its workers) per request, µs (when its pid was given). */
  cpuUsPerRequest: number;
  /** CPU of this process, the load generator, per request, µs. */
  loadCpuUsPerRequest: number;
}

async function measure(name: string, options: LoadOptions, servedPid?: number): Promise<Measurement> {
  const cpuBefore = servedPid === undefined ? 0 : treeCpuMs(servedPid);
  const loadBefore = loadGeneratorCpuMs();
  // The first refused replies, so that a failed run says what the service answered (only where
  // the case sends its own requests: the hello and /health cases stay as autocannon runs them).
  const refused: string[] = [];
  const noting = (request: LoadRequest): LoadRequest => ({
    ...request,
    onResponse: (status, body, context) => {
      if ((status < 200 || status > 299) && refused.length < 3) refused.push(`${status} ${body.slice(0, 200)}`);
      request.onResponse?.(status, body, context);
    },
  });
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options, ...(options.requests === undefined ? {} : { requests: options.requests.map(noting) }) });
  const requests = Math.max(1, result.requests.total);
  const cpuUsPerRequest = servedPid === undefined ? Number.NaN : ((treeCpuMs(servedPid) - cpuBefore) * 1000) / requests;
  const loadCpuUsPerRequest = ((loadGeneratorCpuMs() - loadBefore) * 1000) / requests;
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${name}: ${failed} failed requests (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts); first refused: ${refused.join(' | ') || 'none'}`);
  const { average, stddev } = result.requests;
  const cpu = Number.isNaN(cpuUsPerRequest) ? '' : `, server CPU ${Math.round(cpuUsPerRequest)} µs/request`;
  console.log(`${name}: ${Math.round(average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${cpu}`);
  return { name, hz: average, rme: average > 0 ? (stddev / average) * 100 : 0, p99: result.latency.p99, cpuUsPerRequest, loadCpuUsPerRequest };
}

/** Two sides measured in turns, and the ratio of the second to the first. */
interface Paired {
  aRuns: Measurement[];
  bRuns: Measurement[];
  /** b / a in requests per second, per pair of adjacent turns. */
  ratios: number[];
  /** The median of `ratios`. */
  ratio: number;
}

/**
 * Runs `a` and `b` in {@link PAIRS} pairs of turns, a b b a a b ..., so that each pair is measured
 * under the same load of this shared machine, and each side goes first as often as the other.
 */
async function inTurns(a: () => Promise<Measurement>, b: () => Promise<Measurement>): Promise<Paired> {
  const aRuns: Measurement[] = [];
  const bRuns: Measurement[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    if (pair % 2 === 0) {
      aRuns.push(await a());
      bRuns.push(await b());
    } else {
      bRuns.push(await b());
      aRuns.push(await a());
    }
  }
  const ratios = bRuns.map((run, i) => run.hz / (aRuns[i] as Measurement).hz);
  return { aRuns, bRuns, ratios, ratio: median(ratios) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function meanOf(runs: Measurement[], field: 'hz' | 'cpuUsPerRequest' | 'loadCpuUsPerRequest'): number {
  return runs.reduce((sum, r) => sum + r[field], 0) / runs.length;
}

/** The turns of one case as one result: mean rate and CPU, the spread of the turns' rates as rme, the worst p99. */
function combined(name: string, runs: Measurement[]): Measurement {
  const hz = meanOf(runs, 'hz');
  const spread = Math.sqrt(runs.reduce((sum, r) => sum + (r.hz - hz) ** 2, 0) / runs.length);
  return {
    name,
    hz,
    rme: hz > 0 ? (spread / hz) * 100 : 0,
    p99: Math.max(...runs.map((r) => r.p99)),
    cpuUsPerRequest: meanOf(runs, 'cpuUsPerRequest'),
    loadCpuUsPerRequest: meanOf(runs, 'loadCpuUsPerRequest'),
  };
}

/**
 * The n-th stay of the run: 1..14 nights, 1..3 adults, 0..2 children (ages 4 and 9), arrival
 * 1..360 days ahead, as digits of one counter with the length of stay changing fastest, so the
 * first 45,360 stays all differ and any 126 requests in a row hold every length and occupancy
 * alike: every turn of a case prices the same mix.
 */
function stayOf(n: number): Record<string, unknown> {
  const nights = 1 + (n % 14);
  const adults = 1 + (Math.floor(n / 14) % 3);
  const children = Math.floor(n / 42) % 3;
  const arrival = 1 + (Math.floor(n / 126) % 360);
  return {
    arrivalDate: day(arrival),
    departureDate: day(arrival + nights),
    numAdults: adults,
    ...(children > 0 ? { numChildren: children, childAges: [4, 9].slice(0, children) } : {}),
  };
}

/** Writes a credentials file for `clientIds`, each with the demo credential's secret hash and every permission. */
async function writeCredentials(file: string, clientIds: string[]): Promise<void> {
  const demo = JSON.parse(await readFile(join(root, 'packages/http/credentials.demo.json'), 'utf8')) as { credentials: Record<string, unknown>[] };
  const template = demo.credentials[0] as Record<string, unknown>;
  const credentials = clientIds.map((clientId, i) => ({ ...template, clientId, applicationName: `bench partner ${i + 1}`, partnerId: 9001 + i }));
  await writeFile(file, JSON.stringify({ credentials }));
}

async function run(): Promise<Measured> {
  const work = await mkdtemp(join(tmpdir(), 'dc-bench-http-'));
  const start = ['scripts/start.mjs'];
  // Build the bundle first if it is stale, so that the start-up figures never include a build.
  const build = spawnSync(process.execPath, [...start, '--build-only'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`scripts/start.mjs --build-only failed (${build.status})`);
  const ready = /direct-connect API: (http:\/\/\S+)/;
  const partners = Array.from({ length: PARTNERS }, (_, i) => ({ clientId: `bench-partner-${i + 1}`, secret: 'demo-secret' }));
  const credentialsFile = join(work, 'credentials.json');
  await writeCredentials(credentialsFile, partners.map((p) => p.clientId));
  const serviceEnv = (name: string, extra: Record<string, string> = {}) => ({
    PORT: '0', DATA_DIR: join(work, name), LOG_LEVEL: 'info', CREDENTIALS_FILE: credentialsFile, ...extra,
  });
  const health = (origin: string) => `${origin}/health`;
  let hello: Served | undefined;
  let service: Served | undefined;
  let workers1: Served | undefined;
  try {
    // Start-up, as pnpm start: a fresh data directory (migrate and seed), then the same one again.
    const fresh = await spawnServed(start, serviceEnv('data'), ready, health);
    await stop(fresh);
    service = await spawnServed(start, serviceEnv('data'), ready, health);
    const rssAfterStart = rssMb(service.child.pid);
    const existingStartMs = service.startMs;
    hello = await spawnServed(['--import', 'tsx', fileURLToPath(import.meta.url), '--hello'], {}, /hello: (http:\/\/\S+)/, (origin) => `${origin}/`);
    const { baseUrl } = service;

    const json = { 'content-type': 'application/json', accept: 'application/json' };
    const authorizations = await Promise.all(partners.map(async (p) => {
      const tokenReply = await fetch(`${baseUrl}/realms/applications/token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ client_id: p.clientId, client_secret: p.secret }),
      });
      return `Bearer ${((await tokenReply.json()) as { access_token: string }).access_token}`;
    }));
    const authorization = authorizations[0] as string;
    // Each connection speaks for one partner, connection i for partner i mod PARTNERS: its requests
    // are made for it when autocannon sets the connection up. (autocannon's per-connection
    // `context` is emptied after every pass over `requests`, so it cannot hold the partner.)
    let connectionsSeen = 0;
    const headersOf = (partner: number): Record<string, string> => ({ ...json, authorization: authorizations[partner] as string });
    const byPartner = (requestsOf: (headers: Record<string, string>) => LoadRequest[]): Pick<LoadOptions, 'requests' | 'setupClient'> => ({
      requests: requestsOf(headersOf(0)),
      setupClient: (client) => client.setRequests(requestsOf(headersOf(connectionsSeen++ % PARTNERS))),
    });
    const props = ['KWIDC', 'LAXDC', 'NYCDC', 'PARDC', 'TYODC'];

    // One counter for the whole run: no shop body is ever sent twice, across cases and servers.
    let counter = 0;
    const variedShop = (url: string, multi: boolean): LoadOptions => ({
      url,
      ...byPartner((headers) => [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers,
            body: JSON.stringify(multi ? { ...stayOf(counter++), props: props.map((propCode) => ({ propCode })) } : stayOf(counter++)),
          }),
        },
      ]),
    });
    const singleUrl = (base: string) => `${base}/dcshop/props/NYCDC`;

    // A served process is warm: V8's compiler threads still take a tenth of the service's CPU in
    // the first seconds of shop load, so the shops warm up for 10 s before anything is measured.
    await measure('warm-up', { ...variedShop(singleUrl(baseUrl), false), duration: 10 });
    await measure('warm-up (hello)', { url: `${hello.origin}/`, duration: 2 });
    // After the shops, the served process spends a few seconds collecting their garbage and
    // optimising; /health warmed up here is measured without that.
    await measure('warm-up (/health)', { url: `${service.origin}/health`, duration: 3 });
    // The load of this shared machine drifts within a run, and a single run of a few seconds can
    // move by a quarter: each headline case takes turns with the anchor (see `inTurns`), and its
    // ratio is the median of the adjacent pairs'.
    const helloPid = hello.child.pid;
    const turn = Math.max(2, DURATION_S / 2);
    const anchorRuns: Measurement[] = [];
    const anchored: Record<string, Paired> = {};
    const measureAnchored = async (name: string, options: LoadOptions, pid: number | undefined): Promise<Measurement> => {
      const paired = await inTurns(
        async () => {
          const anchor = await measure(`  anchor for ${name} (turn)`, { url: `${hello!.origin}/`, duration: turn }, helloPid);
          anchorRuns.push(anchor);
          return anchor;
        },
        () => measure(`  ${name} (turn)`, { ...options, duration: turn }, pid),
      );
      anchored[name] = paired;
      const run = combined(name, paired.bRuns);
      console.log(`${name}: ${Math.round(run.hz)} req/s, p99 ${run.p99} ms, server CPU ${Math.round(run.cpuUsPerRequest)} µs/request; ${paired.ratio.toFixed(3)} x hello (median of ${paired.ratios.map((r) => r.toFixed(2)).join(', ')})`);
      return run;
    };
    const servicePid = service.child.pid;
    const cases: CaseResult[] = [];
    const healthCase = await measureAnchored('service /health', { url: `${service.origin}/health` }, servicePid);
    const variedSingle = await measureAnchored('single-property shop, every stay different', variedShop(singleUrl(baseUrl), false), servicePid);
    const variedMulti = await measureAnchored('5-property shop, every stay different', variedShop(`${baseUrl}/dcshop/props`, true), servicePid);
    // 7 nights, the middle of the varied lengths
    const repeated = JSON.stringify(stayOf(6));
    const repeatedShop = byPartner((headers) => [{ method: 'POST', headers, body: repeated }]);
    const repeatedSingle = await measure('single-property shop, one stay repeated (secondary)', { url: singleUrl(baseUrl), ...repeatedShop }, servicePid);
    const reservation = JSON.stringify({
      propCode: 'NYCDC',
      roomStays: [{ arrivalDate: day(20), departureDate: day(22), numAdults: 2, roomTypeCode: 'KNG', ratePlanCode: 'RAC' }],
      guest: { name: { firstName: 'Ada', lastName: 'Lovelace' }, addresses: [{ addressType: 'home', city: 'London', country: 'GB' }] },
      guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardExpireDate: '1230' } },
    });
    const pairs = await measure('create + cancel (requests)', {
      url: baseUrl,
      ...byPartner((headers) => [
        {
          method: 'POST',
          path: new URL(`${baseUrl}/dcres`).pathname,
          headers,
          body: reservation,
          onResponse: (_status, body, context) => void (context.stay = (JSON.parse(body) as unknown[])[0]),
        },
        {
          method: 'POST',
          body: '{}',
          setupRequest: (request, context) => {
            const { confNumber, gnrNumber } = context.stay as { confNumber: string; gnrNumber: number };
            return { ...request, headers, path: `${new URL(baseUrl).pathname}/dcres/${confNumber}/gnr/${gnrNumber}/cancel` };
          },
        },
      ]),
    }, servicePid);
    const rssAfterLoad = rssMb(service.child.pid);

    // WORKERS=2 against WORKERS=1: both serve the same data directory at once (the idle one costs
    // nothing) and take turns, W1 W2 W2 W1 ..., each pair adjacent, so that every ratio compares
    // the two under the same load of the machine; the ratio is the median of the pairs'. (Not
    // through the hello anchor: hello and WORKERS=2 keep both cores busy, WORKERS=1 one core, so
    // the load of this shared machine moves them differently, and the anchored ratio moved with
    // it: 1.10 in a run whose adjacent raw ratio was 1.55.) CPU per request counts the primary and
    // both workers.
    const w1Service = service;
    workers1 = w1Service;
    service = await spawnServed(start, serviceEnv('data', { WORKERS: '2' }), ready, health);
    const workers2Service = service;
    await measure('warm-up (WORKERS=2)', { ...variedShop(singleUrl(workers2Service.baseUrl), false), duration: 10 });
    const workersTurns = await inTurns(
      () => measure('  single-property shop, every stay different, WORKERS=1 (turn)', { ...variedShop(singleUrl(w1Service.baseUrl), false), duration: turn }, servicePid),
      () => measure('  single-property shop, every stay different, WORKERS=2 (turn)', { ...variedShop(singleUrl(workers2Service.baseUrl), false), duration: turn }, workers2Service.child.pid),
    );
    const w1Runs = workersTurns.aRuns;
    await stop(workers1);
    workers1 = undefined;
    const workers2 = combined('single-property shop, every stay different, WORKERS=2', workersTurns.bRuns);
    const workers2Ratio = workersTurns.ratio;
    // What this machine can give at most: WORKERS=1 is bound by one core (or by all of them
    // shared with the load generator), WORKERS=2 by two, and the load generator (autocannon,
    // parsing every reply) needs its share of the same cores.
    const cores = availableParallelism();
    const bound = (processes: number, serverUs: number, loadUs: number) => Math.min(processes / serverUs, cores / (serverUs + loadUs));
    const workers2Ceiling =
      bound(2, workers2.cpuUsPerRequest, workers2.loadCpuUsPerRequest) / bound(1, meanOf(w1Runs, 'cpuUsPerRequest'), meanOf(w1Runs, 'loadCpuUsPerRequest'));

    const helloCase = combined('bare Hono hello world', anchorRuns);
    cases.push({ name: helloCase.name, hz: helloCase.hz, rme: helloCase.rme });
    cases.push(healthCase, variedSingle, variedMulti, repeatedSingle);
    cases.push({ name: 'create + cancel, durable (pairs)', hz: pairs.hz / 2, rme: pairs.rme });
    cases.push(workers2);
    const vsAnchor = (name: string) => anchored[name]?.ratio ?? Number.NaN;
    const cpuVsAnchor = (name: string) => (anchored[name] ? meanOf(anchored[name].aRuns, 'cpuUsPerRequest') / meanOf(anchored[name].bRuns, 'cpuUsPerRequest') : Number.NaN);
    const fairnessModule = fileURLToPath(new URL('./http-fairness.ts', import.meta.url));
    let fairness: Measured | undefined;
    if (existsSync(fairnessModule)) {
      const runFairness = (await import(fairnessModule)).fairness as FairnessRun;
      fairness = await runFairness({ origin: service.origin, baseUrl: service.baseUrl, authorization, durationS: DURATION_S, connections: CONNECTIONS });
    }

    return {
      cases: [...cases, ...(fairness?.cases ?? [])],
      ratios: {
        healthVsHello: vsAnchor('service /health'),
        variedSingleShopVsHello: vsAnchor('single-property shop, every stay different'),
        variedMultiShopVsHello: vsAnchor('5-property shop, every stay different'),
        repeatedSingleShopVsVaried: repeatedSingle.hz / variedSingle.hz,
        workers2VsWorkers1VariedShop: workers2Ratio,
        // The same cases as CPU of the serving process per request, the anchor's over the case's:
        // what the service costs, less sensitive to what else the machine is doing.
        healthVsHelloCpu: cpuVsAnchor('service /health'),
        variedSingleShopVsHelloCpu: cpuVsAnchor('single-property shop, every stay different'),
        ...fairness?.ratios,
      },
      figures: {
        startFreshDataDirMs: fresh.startMs,
        startExistingDataDirMs: existingStartMs,
        rssAfterStartMb: rssAfterStart,
        rssAfterLoadMb: rssAfterLoad,
        variedSingleShopP99Ms: variedSingle.p99,
        variedMultiShopP99Ms: variedMulti.p99,
        variedSingleShopWorkers2P99Ms: workers2.p99,
        // The most WORKERS=2 / WORKERS=1 can be here, from the CPU per request of the servers
        // and of the load generator in the turns above (see there).
        workers2VsWorkers1Ceiling: workers2Ceiling,
        variedSingleShopWorkers1TurnsCpuUsPerRequest: meanOf(w1Runs, 'cpuUsPerRequest'),
        variedSingleShopWorkers2CpuUsPerRequest: workers2.cpuUsPerRequest,
        variedSingleShopLoadGeneratorCpuUsPerRequest: meanOf(w1Runs, 'loadCpuUsPerRequest'),
        helloCpuUsPerRequest: helloCase.cpuUsPerRequest,
        healthCpuUsPerRequest: healthCase.cpuUsPerRequest,
        variedSingleShopCpuUsPerRequest: variedSingle.cpuUsPerRequest,
        createCancelCpuUsPerRequest: pairs.cpuUsPerRequest,
        ...fairness?.figures,
      },
    };
  } finally {
    await stop(hello);
    await stop(workers1);
    await stop(service);
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv.includes('--hello')) await serveHello();

const suite: Suite = { run };
export default suite;
