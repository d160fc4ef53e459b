import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** A separate process that takes the lock and keeps it until killed. */
async function lockInChild(path: string): Promise<ChildProcess> {
  const script = `import(${JSON.stringify(lockModule)}).then((m) => { m.lockDataDir(${JSON.stringify(path)}); console.log('locked'); setInterval(() => {}, 1000); })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`lock child exited with ${code}`)));
  });
  return child;
}

describe('data directory lock', () => {
  let dir: string;
  let path: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dc-lock-'));
    path = join(dir, 'store.lock');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('the lock file names this process while held and is gone after release', () => {
    const lock = lockDataDir(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    lock.release();
    expect(existsSync(path)).toBe(false);
  });

  test('a second lock in the same process is refused until the first is released', () => {
    const lock = lockDataDir(path);
    expect(() => lockDataDir(path)).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(path).release();
  });

  test('a live process holding the lock is refused with its pid; once it is killed the lock is taken over', async () => {
    const child = await lockInChild(path);
    try {
      expect(() => lockDataDir(path)).toThrow(new DataDirLockedError(path, child.pid!));
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    expect(existsSync(path)).toBe(true); // SIGKILL leaves the file behind
    const lock = lockDataDir(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  }, 20_000);

  test.each([
    ['a dead pid', () => JSON.stringify({ pid: 2 ** 22 + 17, startedAt: 0, host: 'h' })],
    ['our own pid left by an earlier run (containers reuse pid 1)', () => JSON.stringify({ pid: process.pid, startedAt: 0, host: 'h' })],
    ['a live pid started at another time (reused pid)', () => JSON.stringify({ pid: process.ppid, startedAt: 0, host: 'h' })],
    ['garbage', () => '{"pid":'],
  ])('a stale lock is taken over: %s', (_name, content) => {
    writeFileSync(path, content());
    const lock = lockDataDir(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });
});
