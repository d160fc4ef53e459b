/** The `direct-connect` command line, spawned as a partner runs it, against the real service. */
import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DcReservation, DcReservationStay } from '@direct-connect/validation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { secretOf } from '../../../http/src/testing/test-app.js';
import { clientFixture, countingFetch } from '../testing/client-fixture.js';
import { runCli } from './run-cli.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

let f: Awaited<ReturnType<typeof clientFixture>>;
/** XDG_CACHE_HOME of the commands: the token cache of this file's runs, not the user's. */
let cacheHome: string;
beforeAll(async () => {
  cacheHome = mkdtempSync(join(tmpdir(), 'dc-cli-cache-'));
  f = await clientFixture();
}, 120_000);
afterAll(async () => {
  await f?.close();
  rmSync(cacheHome, { recursive: true, force: true });
});

/** Runs `direct-connect ...args` as `clientId` (from the environment); resolves to its exit code and output. */
function cli(args: string[], clientId = 'demo-partner', overrides: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, XDG_CACHE_HOME: cacheHome, DIRECT_CONNECT_BASE_URL: f.baseUrl, DIRECT_CONNECT_CLIENT_ID: clientId, DIRECT_CONNECT_CLIENT_SECRET: secretOf(clientId), ...overrides };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: ROOT, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const STAY = ['--arrive', '2026-03-10', '--nights', '2', '--adults', '2'];
const GUEST = ['--first', 'Ada', '--last', 'Lovelace', '--country', 'GB', '--card', '8111222233334444', '--card-code', 'VI', '--expire', '1230'];

describe('direct-connect', () => {
  test('login and whoami', async () => {
    const login = await cli(['login']);
    expect(login).toMatchObject({ code: 0, stdout: expect.stringContaining('logged in') });
    const who = await cli(['whoami', '--json']);
    expect(who.code).toBe(0);
    expect(JSON.parse(who.stdout)).toMatchObject({ applicationId: 'demo-partner', partnerId: 1001 });
  }, 60_000);

  test('the token is kept between commands (file 0600, never the secret); login asks anew; logout forgets', async () => {
    // in-process (runCli), with a fetch that counts the token requests: no process to spawn
    const home = mkdtempSync(join(tmpdir(), 'dc-cli-token-'));
    const file = join(home, 'direct-connect', 'tokens.json');
    const counter = countingFetch(f.baseUrl);
    const run = async (args: string[], env: Record<string, string> = {}) => {
      const out: string[] = [];
      const base = { XDG_CACHE_HOME: home, DIRECT_CONNECT_BASE_URL: f.baseUrl, DIRECT_CONNECT_CLIENT_ID: 'booker', DIRECT_CONNECT_CLIENT_SECRET: secretOf('booker') };
      const code = await runCli(args, { out: (text) => out.push(text), err: (text) => out.push(text), env: { ...base, ...env }, fetch: counter.fetch });
      return { code, output: out.join('\n') };
    };
    try {
      expect(await run(['login'])).toEqual({ code: 0, output: `logged in: the credentials were accepted (the token is kept for the next commands in ${file})` });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(home, 'direct-connect')).mode & 0o777).toBe(0o700);
      expect(readFileSync(file, 'utf8')).not.toContain(secretOf('booker'));
      for (let i = 0; i < 5; i++) expect((await run(['whoami'])).code).toBe(0);
      expect((await run(['read', '1234567890', '1'])).code).toBe(1);
      expect(counter.tokenRequests()).toBe(1); // a script of commands: one token
      expect((await run(['login'])).code).toBe(0);
      expect(counter.tokenRequests()).toBe(2); // login checks the credentials: always a new token
      expect(await run(['logout'], { DIRECT_CONNECT_CLIENT_SECRET: '' })).toEqual({ code: 0, output: `logged out: the token of booker at ${f.baseUrl} is forgotten` });
      expect((await run(['whoami'])).code).toBe(0);
      expect(counter.tokenRequests()).toBe(3);
      rmSync(file);
      for (let i = 0; i < 2; i++) expect((await run(['whoami'], { DIRECT_CONNECT_TOKEN_CACHE: 'off' })).code).toBe(0);
      expect(counter.tokenRequests()).toBe(5);
      expect(() => statSync(file)).toThrow(/ENOENT/);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  test('shop prints a table of room rates; --json the PropDcShop list', async () => {
    const table = await cli(['shop', 'NYCDC', ...STAY]);
    expect(table.code).toBe(0);
    const [header, ...lines] = table.stdout.trim().split('\n');
    expect(header).toMatch(/^property\s+offer\s+room\s+rate plan\s+rooms\s+avg\/night\s+total\s+currency$/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/^NYCDC\s+[A-Z0-9]{6}\s.*\sUSD$/);
    const json = await cli(['shop', 'NYCDC', 'PARDC', ...STAY, '--json']);
    expect((JSON.parse(json.stdout) as { propCode: string }[]).map((p) => p.propCode)).toEqual(['NYCDC', 'PARDC']);
  }, 60_000);

  test('shop --json into a reader that stops early (| head -c 300) ends quietly, without an EPIPE stack', async () => {
    const env = { ...process.env, DIRECT_CONNECT_BASE_URL: f.baseUrl, DIRECT_CONNECT_CLIENT_ID: 'demo-partner', DIRECT_CONNECT_CLIENT_SECRET: secretOf('demo-partner') };
    const args = ['shop', 'NYCDC', 'PARDC', 'LAXDC', 'TYODC', 'KWIDC', '--arrive', '2026-03-10', '--nights', '14', '--adults', '2', '--json'];
    const line = `"${process.execPath}" --import tsx "${MAIN}" ${args.join(' ')} | head -c 300`;
    const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
      execFile('sh', ['-c', line], { cwd: ROOT, env }, (_error, out, err) => resolve({ stdout: out, stderr: err }));
    });
    expect(stdout).toHaveLength(300);
    expect(stderr).toBe('');
  }, 60_000);

  test('shop --currency: the table names the currency the amounts are in (the display currency)', async () => {
    const json = JSON.parse((await cli(['shop', 'NYCDC', ...STAY, '--currency', 'EUR', '--json'])).stdout) as { ratePlans: Record<string, { displayCurrency?: string }> }[];
    expect(Object.values(json[0]!.ratePlans).map((plan) => plan.displayCurrency)).toContain('EUR');
    const [, ...lines] = (await cli(['shop', 'NYCDC', ...STAY, '--currency', 'EUR'])).stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/\sEUR$/);
  }, 60_000);

  test('book an offer from the shop, read it, cancel it', async () => {
    const shop = JSON.parse((await cli(['shop', 'NYCDC', ...STAY, '--json'])).stdout) as { roomRates: { bookingCode: string }[] }[];
    const offer = shop[0]!.roomRates[0]!.bookingCode;
    const booked = await cli(['book', 'NYCDC', offer, ...STAY, ...GUEST, '--json']);
    expect(booked.code).toBe(0);
    const [stay] = JSON.parse(booked.stdout) as { confNumber: string; gnrNumber: number; bookingCode: string }[];
    expect(stay?.bookingCode).toBe(offer);
    const read = await cli(['read', stay!.confNumber, String(stay!.gnrNumber)]);
    expect(read.stdout).toMatch(new RegExp(`${stay!.confNumber}\\s+${stay!.gnrNumber}\\s+confirmed`));
    const cancelled = await cli(['cancel', stay!.confNumber, String(stay!.gnrNumber)]);
    expect(cancelled).toMatchObject({ code: 0, stdout: expect.stringMatching(/cancelled: cancellation number \S+/) });
  }, 60_000);

  test('--promo: shop shows the plan only its code opens, book books it', async () => {
    const plans = async (...more: string[]) => (JSON.parse((await cli(['shop', 'NYCDC', ...STAY, '--json', ...more])).stdout) as { roomRates: { bookingCode: string }[] }[])[0]!.roomRates.map((r) => r.bookingCode);
    expect(await plans()).not.toContain('KNGAAA');
    expect(await plans('--promo', 'AAA')).toContain('KNGAAA');
    const refused = await cli(['book', 'NYCDC', 'KNGAAA', ...STAY, ...GUEST]);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('roomStays[0].promoCode') });
    const booked = await cli(['book', 'NYCDC', 'KNGAAA', ...STAY, ...GUEST, '--promo', 'AAA', '--json']);
    expect(booked.code).toBe(0);
    expect(JSON.parse(booked.stdout)).toMatchObject([{ bookingCode: 'KNGAAA', ratePlan: { promoCode: 'AAA' } }]);
  }, 60_000);

  test('hold, then confirm with the printed session; hold, then release', async () => {
    const held = JSON.parse((await cli(['hold', 'NYCDC', 'KNGRAC', ...STAY, ...GUEST, '--json'])).stdout) as { confNumber: string; sessionId: string };
    expect((await cli(['confirm', held.confNumber, '--session', held.sessionId])).stdout).toContain(`confirmed ${held.confNumber}`);
    expect((await cli(['read', held.confNumber])).stdout).toContain('confirmed');
    const text = (await cli(['hold', 'NYCDC', 'KNGRAC', ...STAY, ...GUEST])).stdout;
    const [, confNumber, sessionId] = /direct-connect release (\S+) --session (\S+)/.exec(text) ?? [];
    expect(await cli(['release', confNumber!, '--session', sessionId!])).toMatchObject({ code: 0 });
    expect(await cli(['read', confNumber!])).toMatchObject({ code: 1, stderr: expect.stringContaining('not found (404)') });
  }, 60_000);

  test('a refused request prints the notifications with their field paths, exit code 1', async () => {
    const refused = await cli(['book', 'NYCDC', 'KNGRAC', '--arrive', '2026-02-30', '--nights', '2', '--adults', '2', '--first', ' Ada', '--last', 'Lovelace']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^refused before sending: 2 problems in reservation\.create/);
    expect(refused.stderr).toContain('  roomStays[0].arrivalDate: ');
    expect(refused.stderr).toContain('  guest.name.firstName: ');
    const asJson = await cli(['book', 'NYCDC', 'KNGRAC', '--arrive', '2026-02-30', '--nights', '2', '--adults', '2', '--first', ' Ada', '--last', 'Lovelace', '--json']);
    expect(asJson).toMatchObject({ code: 1, stderr: refused.stderr });
    expect(JSON.parse(asJson.stdout)).toMatchObject({ ok: false, kind: 'invalid', status: 400, local: true, error: { context: 'reservation.create' } });
    const forbidden = await cli(['book', 'NYCDC', 'KNGRAC', ...STAY, ...GUEST], 'shopper');
    expect(forbidden).toMatchObject({ code: 1, stderr: expect.stringContaining('forbidden (403)') });
  }, 60_000);

  test('a refusal by the service, wrong credentials, a 429 and a refused connection: exit code 1, a clear line, never the secret', async () => {
    const unknown = await cli(['book', 'NYCDC', 'NOPE99', ...STAY, ...GUEST]);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringMatching(/^refused by the service \(400\): .*\n {2}roomStays\[0\]\.bookingCode: .*\[UNKNOWN_ROOM_TYPE\]/) });
    // an unknown client id of its own: its failed token requests lock no other test out
    const secret = 'not-the-secret-4711';
    const attempts = [];
    for (let attempt = 0; attempt < 6; attempt += 1) attempts.push(await cli(['whoami'], 'nobody-cli', { DIRECT_CONNECT_CLIENT_SECRET: secret }));
    expect(attempts[0]).toMatchObject({ code: 1, stderr: expect.stringMatching(/^credentials refused \(401 invalid_client\): /) });
    expect(attempts[5]).toMatchObject({ code: 1, stderr: expect.stringMatching(/^too many requests \(429\): retry after \d+ s/) });
    const port = await closedPort();
    const refused = await cli(['whoami', '--json'], 'demo-partner', { DIRECT_CONNECT_BASE_URL: `http://127.0.0.1:${port}/dc/v2` });
    expect(refused).toMatchObject({ code: 1, stderr: `no reply: POST http://127.0.0.1:${port}/dc/v2/realms/applications/token: fetch failed (connect ECONNREFUSED 127.0.0.1:${port})\n` });
    for (const { stdout, stderr } of [...attempts, refused]) expect(`${stdout}${stderr}`).not.toContain(secret);
    expect(`${refused.stdout}${refused.stderr}`).not.toContain(secretOf('demo-partner'));
  }, 60_000);

  test('usage errors exit with 2 and say what is missing', async () => {
    expect(await cli(['shop', 'NYCDC', '--adults', '2'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--arrive is required') });
    expect(await cli(['fly'])).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown command "fly"') });
    expect(await cli(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: direct-connect') });
    expect(await cli(['shop', 'NYCDC', ...STAY, '--bogus'])).toEqual({ code: 2, stdout: '', stderr: 'unknown option --bogus\n(direct-connect --help for usage)\n' });
    expect(await cli(['shop', 'NYCDC', '--adults'])).toMatchObject({ code: 2, stdout: '', stderr: expect.stringMatching(/^option --adults needs a value\n\(direct-connect --help for usage\)\n$/) });
    expect(await cli([])).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('Usage: direct-connect') });
  }, 60_000);
});

/** A stay booked through the typed client with everything the CLI cannot send itself (phones, comments): its confNumber, gnrNumber and the stay as read. */
async function booked(): Promise<{ conf: string; gnr: string; stay: DcReservationStay }> {
  const { client } = f.clientOf('demo-partner');
  const request: DcReservation = {
    propCode: 'NYCDC',
    roomStays: [{ arrivalDate: '2026-03-10', departureDate: '2026-03-12', numAdults: 2, bookingCode: 'KNGRAC' }],
    guest: {
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      addresses: [{ addressType: 'home', country: 'GB', city: 'London', addressLine1: '12 St James Square' }],
      emails: [{ emailAddress: 'ada@example.com', emailType: 'home' }],
      phones: [{ phoneType: 'mobile', phoneNumber: '+442071234567' }],
    },
    guarantee: { guarMethodCode: 'CC', paymentCard: { cardNumber: '8111222233334444', cardCode: 'VI', cardExpireDate: '1230', cardHolderName: 'Ada Lovelace' } },
    comments: ['Quiet room'],
  };
  const created = await client.createReservation(request);
  if (!created.ok) throw new Error(`create: ${created.kind}`);
  const { confNumber, gnrNumber } = created.value[0]!;
  const read = await client.read(confNumber!, gnrNumber!);
  if (!read.ok) throw new Error(`read: ${read.kind}`);
  return { conf: confNumber!, gnr: String(gnrNumber), stay: read.value };
}

/** `read <conf> <gnr> --json`, parsed. */
async function readStay(conf: string, gnr: string): Promise<DcReservationStay> {
  const read = await cli(['read', conf, gnr, '--json']);
  expect(read.code).toBe(0);
  return JSON.parse(read.stdout) as DcReservationStay;
}

describe('direct-connect modify', () => {
  test('dates and occupancy: the new stay\'s dates, amounts and modify date change, a second read agrees, nothing else is dropped', async () => {
    const { conf, gnr, stay: before } = await booked();
    f.clock.advance(60); // the service's clock dates the change a minute later
    const modified = await cli(['modify', conf, gnr, '--arrive', '2026-03-11', '--nights', '3', '--adults', '1', '--children', '1', '--ages', '5', '--json']);
    expect(modified).toMatchObject({ code: 0, stderr: '' });
    const after = JSON.parse(modified.stdout) as DcReservationStay;
    expect(after).toMatchObject({ confNumber: conf, gnrNumber: Number(gnr), arrivalDate: '2026-03-11', departureDate: '2026-03-14', numAdults: 1, numChildren: 1, childAges: [5] });
    expect(after.cost?.amountAfterTax).not.toBe(before.cost?.amountAfterTax);
    expect(Date.parse(after.lastResModifyDate!) - Date.parse(before.lastResModifyDate!)).toBe(60_000);
    expect(await readStay(conf, gnr)).toEqual(after);
    // what no option named is as it was: the guest with email, phone and address, the card, the comments, the offer
    expect(after.guest).toEqual(before.guest);
    expect(after.guarantee?.paymentCard).toEqual(before.guarantee?.paymentCard);
    expect(after.comments).toEqual(['Quiet room']);
    expect(after.bookingCode).toBe('KNGRAC');
    // --arrive alone moves the stay and keeps its three nights; the text is read's table
    const moved = await cli(['modify', conf, gnr, '--arrive', '2026-03-15']);
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(new RegExp(`^modified\nconf\\s+gnr\\s+status.*\n${conf}\\s+${gnr}\\s+confirmed\\s+2026-03-15\\s+2026-03-18\\s+KNG\\s+RAC\\s`));
    // --children 0 takes the children out, ages and all
    expect(await readStay(conf, gnr)).toMatchObject({ numChildren: 1 });
    expect(JSON.parse((await cli(['modify', conf, gnr, '--children', '0', '--json'])).stdout)).toMatchObject({ numChildren: 0, numAdults: 1 });
  }, 90_000);

  test('--offer, --email, --comment, a new card: only those change', async () => {
    const { conf, gnr, stay: before } = await booked();
    const after = JSON.parse((await cli(['modify', conf, gnr, '--offer', 'KNGGOV', '--email', 'ada@lovelace.example', '--comment', 'Late arrival',
      '--card', '8111555566667777', '--card-code', 'MC', '--expire', '0631', '--json'])).stdout) as DcReservationStay;
    expect(after).toMatchObject({ bookingCode: 'KNGGOV', roomType: { roomTypeCode: 'KNG' }, ratePlan: { ratePlanCode: 'GOV' }, comments: ['Late arrival'] });
    expect(after.guest).toEqual({ ...before.guest, emails: [{ emailAddress: 'ada@lovelace.example', emailType: 'home' }] });
    expect(after.guarantee?.paymentCard).toEqual({ cardNumber: 'XXXXXXXXXXXX7777', cardCode: 'MC', cardExpireDate: '0631', cardHolderName: 'Ada Lovelace' });
    expect(after).toMatchObject({ arrivalDate: before.arrivalDate, departureDate: before.departureDate, numAdults: before.numAdults });
  }, 90_000);

  test('another name is another guest: the stored guest\'s email, phone and address lines are not carried to that person', async () => {
    const { conf, gnr } = await booked();
    const after = JSON.parse((await cli(['modify', conf, gnr, '--first', 'Grace', '--last', 'Hopper', '--json'])).stdout) as DcReservationStay;
    expect(after.guest).toEqual({ name: { firstName: 'Grace', lastName: 'Hopper' }, addresses: [{ addressType: 'home', country: 'GB' }] });
  }, 90_000);

  test('--hold, then confirm: the stay reads as before until the confirm, then as changed', async () => {
    const { conf, gnr, stay: before } = await booked();
    const held = await cli(['modify', conf, gnr, '--nights', '4', '--hold']);
    expect(held.code).toBe(0);
    const [, heldConf, session] = /direct-connect confirm (\S+) --session (\S+)/.exec(held.stdout) ?? [];
    expect(heldConf).toBe(conf);
    expect(held.stdout).toContain(`direct-connect release ${conf} --session ${session}`);
    expect(held.stdout).toMatch(new RegExp(`${conf}\\s+${gnr}\\s+confirmed\\s+2026-03-10\\s+2026-03-14\\s`));
    expect(await readStay(conf, gnr)).toEqual(before);
    // while the hold is open a modify without its session is refused, saying what to do
    const blocked = await cli(['modify', conf, gnr, '--comment', 'x']);
    expect(blocked).toMatchObject({ code: 1, stderr: expect.stringContaining('[HOLD_OPEN]\nnext: the reservation has an open hold: confirm or release it') });
    expect(await cli(['confirm', conf, '--session', session!])).toMatchObject({ code: 0, stdout: `confirmed ${conf}\n` });
    expect(await readStay(conf, gnr)).toMatchObject({ arrivalDate: '2026-03-10', departureDate: '2026-03-14', guest: before.guest, comments: ['Quiet room'] });
  }, 90_000);

  test('--hold --json, then release: the stay reads exactly as before', async () => {
    const { conf, gnr, stay: before } = await booked();
    const held = JSON.parse((await cli(['modify', conf, gnr, '--adults', '3', '--hold', '--json'])).stdout) as { confNumber: string; sessionId: string; stays: DcReservationStay[] };
    expect(held).toMatchObject({ confNumber: conf, sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), stays: [{ numAdults: 3 }] });
    expect(await cli(['release', conf, '--session', held.sessionId])).toMatchObject({ code: 0, stdout: `released ${conf}\n` });
    expect(await readStay(conf, gnr)).toEqual(before);
    const again = await cli(['release', conf, '--session', held.sessionId]);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/\[SESSION_UNKNOWN\]\nnext: no open hold of this reservation has that session id/) });
  }, 90_000);

  test('--session commits an open held modify with the change given instead', async () => {
    const { conf, gnr } = await booked();
    const held = JSON.parse((await cli(['modify', conf, gnr, '--nights', '4', '--hold', '--json'])).stdout) as { sessionId: string };
    const committed = await cli(['modify', conf, gnr, '--comment', 'Committed', '--session', held.sessionId, '--json']);
    expect(committed.code).toBe(0);
    expect(await readStay(conf, gnr)).toMatchObject({ departureDate: '2026-03-12', comments: ['Committed'] });
    expect(await cli(['confirm', conf, '--session', held.sessionId])).toMatchObject({ code: 1, stderr: expect.stringContaining('[SESSION_UNKNOWN]') });
  }, 90_000);

  test('usage errors exit with 2, say what is wrong, and change nothing', async () => {
    const { conf, gnr, stay: before } = await booked();
    const usage = async (args: string[], message: string) => expect(await cli(['modify', ...args])).toEqual({ code: 2, stdout: '', stderr: `${message}\n(direct-connect --help for usage)\n` });
    await usage([conf, gnr], 'modify needs at least one change (--arrive, --nights or --depart, --adults, --children, --ages, --offer, --first, --last, --email, --country, --city, --comment, --guarantee, --card): nothing would change');
    expect(await cli(['modify', conf, gnr, '--hold'])).toMatchObject({ code: 2, stdout: '', stderr: expect.stringMatching(/^modify needs at least one change/) });
    await usage([conf, gnr, '--nights', '2', '--depart', '2026-03-13'], '--nights and --depart both set the departure: give one of them');
    await usage([conf, gnr, '--adults', 'two'], '--adults two: expected a whole number');
    await usage([conf, gnr, '--ages', '4,,9'], '--ages 4,,9: item 2 is empty; expected ages separated by commas, such as 4,9');
    await usage([conf, gnr, '--expire', '0631'], '--expire describes a new card: give --card with it (without --card the card on file is kept)');
    await usage([conf, gnr, '--rooms', '2'], '--rooms is not an option of modify (a modify changes one stay)');
    await usage([conf, gnr, '--nights', '3', '--hold', '--session', '00000000-0000-4000-8000-000000000000'], '--hold and --session together: confirm or release the open hold first, then hold the new change');
    await usage([conf, '--nights', '3'], 'missing GNR number');
    await usage([conf, 'x1', '--nights', '3'], 'GNR x1: expected a number');
    expect(await readStay(conf, gnr)).toEqual(before);
  }, 90_000);

  test('refusals name the field: --depart before --arrive (before sending), a cancelled stay, an unknown stay', async () => {
    const { conf, gnr, stay: before } = await booked();
    const refused = await cli(['modify', conf, gnr, '--arrive', '2026-03-12', '--depart', '2026-03-11']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^refused before sending: /);
    expect(refused.stderr).toContain('  roomStays[0].departureDate, roomStays[0].arrivalDate: ');
    expect(refused.stderr).toContain('[DEPARTURE_NOT_AFTER_ARRIVAL]');
    expect(await readStay(conf, gnr)).toEqual(before);
    const unknown = await cli(['modify', conf, gnr, '--offer', 'NOPE99']);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringMatching(/^refused by the service \(400\): .*\n {2}roomStays\[0\]\.bookingCode: .*\[UNKNOWN_ROOM_TYPE\]\n$/) });
    expect(await readStay(conf, gnr)).toEqual(before);
    expect(await cli(['cancel', conf, gnr])).toMatchObject({ code: 0 });
    const cancelled = await cli(['modify', conf, gnr, '--nights', '3']);
    expect(cancelled).toMatchObject({ code: 1, stderr: expect.stringMatching(new RegExp(`^refused by the service \\(400\\): stay ${gnr} is cancelled \\(cxlNumber \\d+\\): .*\\n {2}gnrNumber: .*\\[RESERVATION_CANCELLED\\]\\n$`)) });
    expect(await cli(['modify', '1234567890', '1', '--nights', '3'])).toMatchObject({ code: 1, stderr: 'not found (404)\n' });
  }, 90_000);
});

describe('direct-connect --version', () => {
  test('prints the version of the client\'s package.json, as --version and -V', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(await cli(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(await cli(['-V'], 'demo-partner', { DIRECT_CONNECT_CLIENT_ID: '' })).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  }, 60_000);

  test('the help lists modify and --version', async () => {
    const help = (await cli(['--help'])).stdout;
    expect(help).toContain('  modify <CONF> <GNR> [changes] [--hold] [--session ID]');
    expect(help).toContain('  --version, -V ');
  }, 60_000);
});
