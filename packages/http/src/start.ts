#!/usr/bin/env node
/**
 * `pnpm start`: serves the API with the embedded store, the demo catalog and the demo
 * credentials unless the environment says otherwise (README, "Configuration"). Prints each step
 * while it starts, then a banner with the properties, the data path, the docs URL and a curl line
 * that gets a token. WORKERS=N forks N adapter processes on one port (node:cluster) after the
 * primary has migrated and seeded the store once. SIGTERM or SIGINT shut it down gracefully.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Catalog } from '@direct-connect/hotel';
import { loadConfiguredCatalog } from './catalog-source.js';
import { ConfigError, loadConfig, workersWarning, type Config } from './config.js';
import { DEMO_CLIENT_ID } from './credentials.js';
import { limitCounterOptionsOf, serveLimitCounters, workerLimitCounters } from './fairness/cluster-limits.js';
import { dataLocationOf, keptTokenSecret, loadServiceCredentials, openSeededStore, startService, type RunningService } from './service.js';

const say = (line: string) => process.stderr.write(`${line}\n`);
const step = (line: string) => say(`  ${line}`);

/** Messages a worker sends its primary. */
type WorkerMessage = { type: 'ready'; origin: string; baseUrl: string };

function banner(config: Config, catalog: Catalog, origin: string, baseUrl: string): string {
  const codes = [...catalog.properties.keys()];
  const properties = codes.length <= 12 ? codes.join(', ') : `${codes.slice(0, 12).join(', ')} and ${codes.length - 12} more`;
  const demo = config.credentialsFile === undefined;
  const body = JSON.stringify({ client_id: demo ? DEMO_CLIENT_ID : '<client id>', client_secret: demo ? 'demo-secret' : '<client secret>' });
  const store = config.databaseUrl ? 'PostgreSQL' : 'SQLite, WAL, synchronous=FULL';
  // performance.now() counts from the start of the process: module loading included.
  const seconds = (performance.now() / 1000).toFixed(1);
  return [
    '',
    `ready in ${seconds} s: ${config.workers} process${config.workers === 1 ? '' : 'es'}, environment ${config.environment}`,
    `  properties  ${properties} (${codes.length})`,
    `  data        ${dataLocationOf(config)} (${store})`,
    `  docs        ${origin}/docs`,
    `  token       curl -s -X POST ${baseUrl}/realms/applications/token -H 'Content-Type: application/json' -d '${body}'`,
    // Tools (and the reliability suites) wait for this line.
    `direct-connect API: ${baseUrl}   (docs: ${origin}/docs)`,
    'Ctrl-C stops it.',
    '',
  ].join('\n');
}

function fail(error: unknown): never {
  say(`cannot start: ${(error as Error).message}`);
  process.exit(1);
}

/** One process serving (WORKERS=1), or one worker of a cluster. */
async function serveHere(config: Config, worker: boolean): Promise<void> {
  let service: RunningService;
  try {
    // A worker's abuse limits are counted by its primary, so that they hold for the machine.
    const shared = worker ? { limitCounters: workerLimitCounters(process, limitCounterOptionsOf(config)) } : {};
    service = await startService(config, { seeded: worker, ...shared, ...(worker ? {} : { onStep: step }) });
  } catch (error) {
    fail(error);
  }
  if (worker) process.send?.({ type: 'ready', origin: service.origin, baseUrl: service.baseUrl } satisfies WorkerMessage);
  else say(banner(config, service.catalog, service.origin, service.baseUrl));
  const stop = (signal: string) => {
    service.logger.info({ signal }, 'shutting down');
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        service.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/** The primary of WORKERS=N: migrate and seed once, fork the workers, forward stop signals. */
async function primary(config: Config): Promise<void> {
  const today = new Date();
  let catalog: Catalog;
  try {
    const catalogStarted = performance.now();
    catalog = await loadConfiguredCatalog(config.catalogDir, today.toISOString().slice(0, 10));
    step(`catalog: ${catalog.properties.size} properties from ${config.catalogDir ?? 'the demo catalog'} (${Math.round(performance.now() - catalogStarted)} ms)`);
    // Checked once here: a file every worker would refuse is told once, before any is forked.
    await loadServiceCredentials(config);
    if (config.tokenSecret === undefined) await keptTokenSecret(config.dataDir); // created once, read by every worker
    await (await openSeededStore(config, catalog, today, step)).close();
  } catch (error) {
    fail(error);
  }
  serveLimitCounters(cluster, limitCounterOptionsOf(config));
  const warning = workersWarning(config.workers, availableParallelism());
  if (warning !== undefined) say(`warning: ${warning}`);
  // The workers accept connections themselves from the one listening socket (SCHED_NONE), unless
  // NODE_CLUSTER_SCHED_POLICY says otherwise. Under node:cluster's default round robin the primary
  // accepts each connection and closes its copy only when the worker it sent it to says it took
  // it: a worker killed in between left the connection open in the primary forever, unread, and
  // the client waited until its own timeout (2 in 40 s of SIGKILLs every 0.7 s, twice; none with
  // SCHED_NONE). Measured 2026-11-26 (two WORKERS=2 servers, varied single shops on 10
  // keep-alive connections, 600 ms turns A B B A, 60 rounds, CPU of primary and workers from
  // /proc, median of paired ratios): 0.992 of round robin's CPU per shop (A/A 0.959 and 1.048 on
  // this loaded machine); with a new connection per request 0.76 and 0.83 (round robin's primary
  // spent about 160 µs handing off each connection), the two workers' shares within 5 %.
  if (process.env.NODE_CLUSTER_SCHED_POLICY === undefined) cluster.schedulingPolicy = cluster.SCHED_NONE;
  step(`workers: forking ${config.workers}`);
  let stopping = false;
  let ready = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: WorkerMessage) => {
      if (message.type !== 'ready') return;
      ready++;
      if (ready === config.workers) say(banner(config, catalog, message.origin, message.baseUrl));
    });
    return worker;
  };
  for (let i = 0; i < config.workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (ready < config.workers) {
      // A worker that cannot start (port taken, store unreadable) would fail again: give up.
      say(`worker ${worker.process.pid} exited (${signal ?? code}) before serving; stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    say(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping ${config.workers} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  say(error.message);
  process.exit(2);
}

if (cluster.isWorker) await serveHere(config, true);
else {
  say(`direct-connect: starting (${config.workers} process${config.workers === 1 ? '' : 'es'}, ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`);
  if (config.workers > 1) await primary(config);
  else await serveHere(config, false);
}
