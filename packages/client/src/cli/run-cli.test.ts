/** The `direct-connect` command line, spawned as a partner runs it, against the real service. */
import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { secretOf } from '../../../http/src/testing/test-app.js';
import { clientFixture } from '../testing/client-fixture.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

let f: Awaited<ReturnType<typeof clientFixture>>;
beforeAll(async () => {
  f = await clientFixture();
}, 120_000);
afterAll(async () => {
  await f?.close();
});

/** Runs `direct-connect ...args` as `clientId` (from the environment); resolves to its exit code and output. */
function cli(args: string[], clientId = 'demo-partner', overrides: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DIRECT_CONNECT_BASE_URL: f.baseUrl, DIRECT_CONNECT_CLIENT_ID: clientId, DIRECT_CONNECT_CLIENT_SECRET: secretOf(clientId), ...overrides };
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
