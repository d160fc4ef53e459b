/**
 * A log that cannot be written (the disk of the log file full: /dev/full answers every write
 * ENOSPC) must not stop the service: no uncaught error, lines kept in a bounded backlog, a final
 * flush that returns, and a process that still exits.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { pino } from 'pino';
import { logDestination } from './logger.js';

const work = mkdtempSync(join(tmpdir(), 'dc-log-destination-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const settle = (ms = 200) => new Promise((done) => setTimeout(done, ms));

test('a full disk: lines wait in a bounded backlog, the final flush returns, and they are written once the log takes them', async () => {
  const full = openSync('/dev/full', 'w');
  const destination = logDestination(full, 64 * 1024);
  const logger = pino({ base: null }, destination);
  for (let i = 0; i < 2_000; i++) logger.info({ i }, 'a line of the request log');
  await settle();
  for (let i = 2_000; i < 2_010; i++) logger.info({ i }, 'a line of the request log');
  await settle();
  // The backlog is bounded: about 60 bytes a line, so most of the 2,010 lines were dropped.
  expect((destination as unknown as { _len: number })._len).toBeLessThanOrEqual(64 * 1024);
  destination.flushSync();
  // The log takes lines again (here: the descriptor now names a file with room).
  const file = join(work, 'log.jsonl');
  const writable = openSync(file, 'w');
  (destination as unknown as { fd: number }).fd = writable;
  logger.info('after');
  await settle(500);
  destination.flushSync();
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'after' }));
  expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'log written again after it could not be', error: 'ENOSPC', droppedBytes: expect.any(Number) }));
  const notice = lines.find((line) => line.msg === 'log written again after it could not be');
  expect(notice?.droppedBytes as number).toBeGreaterThan(50_000);
  expect(lines.filter((line) => line.msg === 'a line of the request log').length).toBeGreaterThan(500);
  closeSync(full);
  closeSync(writable);
});

test('a service whose stdout cannot be written still exits when told', async () => {
  const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
  const code = `
    const { createLogger } = await import(${JSON.stringify(logger)});
    const log = createLogger('info');
    for (let i = 0; i < 100; i++) log.info({ i }, 'a line');
    setTimeout(() => { log.info('stopping'); process.exit(0); }, 300);
  `;
  const full = openSync('/dev/full', 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', full, 'pipe'] });
  closeSync(full);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = await new Promise<number | string | null>((resolve) => {
    const stuck = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('still running after 20 s');
    }, 20_000);
    child.on('exit', (status) => {
      clearTimeout(stuck);
      resolve(status);
    });
  });
  expect({ exited, stderr }).toEqual({ exited: 0, stderr: '' });
}, 30_000);
