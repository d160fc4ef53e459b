/**
 * Measures what the largest writes a partner may send cost the service and the other partners
 * (RELIABILITY.md, "Bounded writes"). Not a test: figures only, nothing asserted. Run after a build
 * (`node scripts/start.mjs --build-only`):
 *
 *   node --import tsx packages/http/src/testing/write-stall.ts [reps] [flood] [seconds]
 *
 * 1. Alone: one partner sends each write of the largest reservation (9 rooms x 90 nights, 90
 *    rate overrides a room, 26 additionalNames, every optional section) one at a time; for each,
 *    the time to its reply and the longest wait of a `/health` polled every 5 ms from a worker
 *    thread meanwhile (the service's event loop stalls the poll).
 * 2. Flood: partner A keeps `flood` of those creates in flight for `seconds`; partner B sends a
 *    one-room two-night create and its cancel, one request at a time; B's latencies and A's
 *    statuses, with the default WRITE_ROOM_NIGHTS_IN_FLIGHT and with the bound lifted, in turns
 *    (bounded, lifted, lifted, bounded), a fresh service each.
 *
 * Each service is the built bundle (`packages/http/dist/start.js`) on a fresh SQLite data
 * directory, with a credentials file of two partners (A may override rates). WRITE_STALL_BUNDLE
 * names another build's start.js (to compare two versions), WRITE_STALL_PARTS `alone` or `flood`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { hashSecret } from '../auth/secret-hash.js';

const [reps = 3, flood = 32, seconds = 10] = process.argv.slice(2).map(Number);
/** The bundle to run: this package's build, or another one's (WRITE_STALL_BUNDLE) to compare two versions. */
const BUNDLE = process.env.WRITE_STALL_BUNDLE ?? new URL('../../dist/start.js', import.meta.url).pathname;
/** `alone`, `flood` or both (default). */
const PARTS = (process.env.WRITE_STALL_PARTS ?? 'alone,flood').split(',');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Service {
  base: string;
  origin: string;
  child: ChildProcess;
  dir: string;
}

async function startBundle(env: Record<string, string>): Promise<Service> {
  const dir = mkdtempSync(join(tmpdir(), 'write-stall-'));
  const hash = await hashSecret('write-stall-secret');
  const credential = (clientId: string, partnerId: number, rateOverridesAllowed: boolean) => ({
    clientId, applicationName: clientId, secretHash: hash, partnerId, permissions: ['shop', 'book', 'hold', 'whoami'], environment: 'staging', rateOverridesAllowed,
  });
  writeFileSync(join(dir, 'credentials.json'), JSON.stringify({ credentials: [credential('partner-a', 1, true), credential('partner-b', 2, false)] }));
  const child = spawn(process.execPath, [BUNDLE], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), CREDENTIALS_FILE: join(dir, 'credentials.json'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /direct-connect API: (\S+)/.exec(text);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}): ${text}`)));
  });
  return { base, origin: new URL(base).origin, child, dir };
}

function stop(service: Service): void {
  service.child.kill('SIGKILL');
  rmSync(service.dir, { recursive: true, force: true });
}

async function tokenOf(service: Service, clientId: string): Promise<string> {
  const reply = await fetch(`${service.base}/realms/applications/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: clientId, client_secret: 'write-stall-secret' }),
  });
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** The largest create a partner may send: 9 rooms x 90 nights from `arrival` days ahead, with every optional section. */
function largestCreate(arrival: number, roomTypeCode = 'KNG', amountShift = 0) {
  const roomStays = Array.from({ length: 9 }, () => ({
    arrivalDate: day(arrival), departureDate: day(arrival + 90), numAdults: 2, numChildren: 1, childAges: [7], roomTypeCode, ratePlanCode: 'RAC',
    smokingRoom: false, groupNumber: 'G1',
    rateOverrides: Array.from({ length: 90 }, (_, n) => ({ amount: 200 + (n % 7) + amountShift, effectiveDate: day(arrival + n) })),
  }));
  return {
    propCode: 'NYCDC', roomStays,
    guest: {
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      addresses: [{ addressType: 'home', addressLine: ['1 Long Street', 'Flat 2'], city: 'London', postalCode: 'N1 1AA', country: 'GB' }, { addressType: 'business', city: 'Paris', country: 'FR' }],
      emails: [{ emailAddress: 'ada@example.com', emailType: 'home' }], phones: [{ phoneNumber: '+441234567890' }],
    },
    guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardExpireDate: '1230', cvv: '123', cardHolderName: 'Ada Lovelace' } },
    comments: ['one', 'two', 'three'], externalResId: 'EXT1', languageCode: 'EN', sendConfirmation: true,
    additionalNames: Array.from({ length: 26 }, (_, i) => ({ firstName: `Guest${i}`, lastName: `Family${i}` })),
    requests: { requestText: 'quiet room', requestCodes: ['nonSmoking'] },
  };
}

/** Polls `/health` every 5 ms from a worker thread while asked to; returns the waits. */
function healthPoller(origin: string) {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     let waits = [], on = false;
     parentPort.on('message', (m) => { if (m === 'start') { waits = []; on = true; } else if (m === 'stop') { on = false; parentPort.postMessage(waits); } else process.exit(0); });
     (async () => { for (;;) { if (on) { const t = performance.now(); try { await (await fetch('${origin}/health')).text(); } catch {} waits.push(performance.now() - t); } await new Promise((r) => setTimeout(r, 5)); } })();`,
    { eval: true },
  );
  return {
    start: () => worker.postMessage('start'),
    stop: () => new Promise<number[]>((resolve) => { worker.once('message', resolve); worker.postMessage('stop'); }),
    close: () => worker.postMessage('exit'),
  };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;
const ms = (value: number) => value.toFixed(1);

async function alone(): Promise<void> {
  const service = await startBundle({});
  const poller = healthPoller(service.origin);
  try {
    const headers = { authorization: `Bearer ${await tokenOf(service, 'partner-a')}`, 'content-type': 'application/json', accept: 'application/json' };
    const rows = new Map<string, { times: number[]; stalls: number[]; bytes: number }>();
    const timed = async (name: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
      poller.start();
      const started = performance.now();
      const reply = await fetch(`${service.base}${path}`, { method, headers: { ...headers, ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await reply.text();
      const time = performance.now() - started;
      const waits = await poller.stop();
      if (reply.status >= 300) throw new Error(`${name}: ${reply.status} ${text.slice(0, 300)}`);
      const row = rows.get(name) ?? { times: [], stalls: [], bytes: text.length };
      row.times.push(time);
      row.stalls.push(Math.max(0, ...waits));
      rows.set(name, row);
      return { reply, text };
    };
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let rep = 0; rep < reps; rep++) {
      const created = await timed('create', 'POST', '/dcres', largestCreate(30));
      const stays = JSON.parse(created.text) as { confNumber: string; gnrNumber: number }[];
      const { confNumber, gnrNumber } = stays[0]!;
      await timed('retrieve (9 stays)', 'GET', `/dcres/${confNumber}`);
      await timed('read (1 stay)', 'GET', `/dcres/${confNumber}/gnr/${gnrNumber}`);
      const one = largestCreate(30, 'KNG', 1);
      await timed('modify (1 of 9 stays)', 'PUT', `/dcres/${confNumber}/gnr/${gnrNumber}`, { ...one, roomStays: [one.roomStays[0]] });
      await timed('cancel (1 of 9 stays)', 'POST', `/dcres/${confNumber}/gnr/${gnrNumber}/cancel`, {});
      const held = await timed('held create', 'POST', '/dcres', largestCreate(30), { 'svc-inventory-hold': 'true' });
      const heldStays = JSON.parse(held.text) as { confNumber: string; gnrNumber: number }[];
      await timed('confirm', 'POST', `/dcres/${heldStays[0]!.confNumber}/confirm`, {}, { 'svc-crs-sessionid': held.reply.headers.get('svc-crs-sessionid') ?? '' });
      for (const stay of [...stays.slice(1), ...heldStays]) await fetch(`${service.base}/dcres/${stay.confNumber}/gnr/${stay.gnrNumber}/cancel`, { method: 'POST', headers, body: '{}' });
    }
    console.log(`\nAlone: the largest reservation, ${reps} times each (ms; median and worst)`);
    console.log('| request | reply bytes | time to reply | longest /health wait meanwhile |\n|---|---|---|---|');
    for (const [name, row] of rows) console.log(`| ${name} | ${row.bytes.toLocaleString('en')} | ${ms(percentile(row.times, 50))} / ${ms(Math.max(...row.times))} | ${ms(percentile(row.stalls, 50))} / ${ms(Math.max(...row.stalls))} |`);
  } finally {
    poller.close();
    stop(service);
  }
}

async function floodRun(label: string, env: Record<string, string>): Promise<string> {
  const service = await startBundle(env);
  try {
    const a = { authorization: `Bearer ${await tokenOf(service, 'partner-a')}`, 'content-type': 'application/json', accept: 'application/json' };
    const b = { authorization: `Bearer ${await tokenOf(service, 'partner-b')}`, 'content-type': 'application/json', accept: 'application/json' };
    const deadline = performance.now() + seconds * 1000;
    const statuses = new Map<number, number>();
    const lanes = Array.from({ length: flood }, async (_, lane) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const reply = await fetch(`${service.base}/dcres`, { method: 'POST', headers: a, body: JSON.stringify(largestCreate(10 + ((lane * 7 + i) % 200), lane % 2 === 0 ? 'KNG' : 'QQN')) });
        await reply.arrayBuffer();
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        if (reply.status === 429) await new Promise((resolve) => setTimeout(resolve, Number(reply.headers.get('retry-after') ?? 1) * 1000));
      }
    });
    const times: number[] = [];
    const health: number[] = [];
    const small = { propCode: 'NYCDC', roomStays: [{ arrivalDate: day(40), departureDate: day(42), numAdults: 1, roomTypeCode: 'KNG', ratePlanCode: 'RAC' }],
      guest: { name: { firstName: 'Bo', lastName: 'B' }, addresses: [{ addressType: 'home', city: 'Oslo', country: 'NO' }] }, guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardExpireDate: '1230' } } };
    let failures = 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    while (performance.now() < deadline) {
      let started = performance.now();
      await (await fetch(`${service.origin}/health`)).text();
      health.push(performance.now() - started);
      started = performance.now();
      const created = await fetch(`${service.base}/dcres`, { method: 'POST', headers: b, body: JSON.stringify(small) });
      const stays = (await created.json()) as { confNumber: string; gnrNumber: number }[];
      times.push(performance.now() - started);
      if (created.status !== 200) {
        failures++;
        continue;
      }
      started = performance.now();
      const cancelled = await fetch(`${service.base}/dcres/${stays[0]!.confNumber}/gnr/${stays[0]!.gnrNumber}/cancel`, { method: 'POST', headers: b, body: '{}' });
      await cancelled.text();
      times.push(performance.now() - started);
      if (cancelled.status !== 200) failures++;
    }
    await Promise.all(lanes);
    const partnerA = [...statuses].sort(([x], [y]) => x - y).map(([status, count]) => `${status} x ${count}`).join(', ');
    return `| ${label} | ${partnerA} | ${times.length} (${failures} not 200) | ${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} / ${ms(Math.max(...times))} | ${ms(percentile(health, 50))} / ${ms(percentile(health, 99))} |`;
  } finally {
    stop(service);
  }
}

if (PARTS.includes('alone')) await alone();
if (PARTS.includes('flood')) {
  console.log(`\nFlood: partner A keeps ${flood} of the largest creates in flight for ${seconds} s; partner B creates and cancels one room, one request at a time (ms)`);
  console.log('| WRITE_ROOM_NIGHTS_IN_FLIGHT | partner A: statuses | partner B: writes | B writes p50 / p99 / max | B /health p50 / p99 |\n|---|---|---|---|---|');
  // In turns, bounded / lifted / lifted / bounded, so that both see the machine's other work alike.
  for (const bounded of [true, false, false, true]) {
    console.log(await (bounded ? floodRun('default (8,100)', {}) : floodRun('lifted (100,000,000)', { WRITE_ROOM_NIGHTS_IN_FLIGHT: '100000000' })));
  }
}
