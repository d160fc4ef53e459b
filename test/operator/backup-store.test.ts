/**
 * A backup of the embedded store taken while it is written (`scripts/backup-store.mjs`): every
 * change acknowledged before the backup began is in it, it is one consistent, owner-only file,
 * and a store restored from it opens and reads. A `cp` of store.db alone is none of that (the
 * commits since the last checkpoint are in store.db-wal).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { openStore } from '../../packages/http/src/store/open-store.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
let work: string | undefined;
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** Runs the backup script; its exit status and what it said. */
function backup(dataDir: string, file: string): Promise<{ status: number | null; said: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/backup-store.mjs', file], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('exit', (status) => resolve({ status, said }));
  });
}

test('a backup taken while the store is written holds every change acknowledged before it, and restores', async () => {
  work = await mkdtemp(join(tmpdir(), 'dc-backup-'));
  const dataDir = join(work, 'data');
  const store = await openStore<{ stay: number; guest: string }, unknown>({ kind: 'sqlite', dataDir });
  let acknowledged = 0;
  let writing = true;
  const write = async (i: number) => {
    const result = await store.apply({ deltas: [], reservation: { confNumber: `B${i}`, record: { stay: i, guest: 'Ada Lovelace' }, expectedVersion: 0 } });
    expect(result.ok).toBe(true);
    acknowledged++;
  };
  for (let i = 0; i < 300; i++) await write(i);
  const writer = (async () => {
    for (let i = 300; writing; i++) await write(i);
  })();
  const before = acknowledged;
  const file = join(work, 'store-copy.db');
  const done = await backup(dataDir, file);
  const after = acknowledged;
  writing = false;
  await writer;
  expect(done.status).toBe(0);
  const copied = Number(/: (\d+) reservations, 0 open holds, 0 inventory rows, integrity ok/.exec(done.said)?.[1]);
  expect(copied).toBeGreaterThanOrEqual(before);
  expect(copied).toBeLessThanOrEqual(after);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  // Asked again for the same file: refused, the first copy untouched.
  expect(await backup(dataDir, file)).toMatchObject({ status: 1, said: expect.stringContaining('it exists') });
  await store.close();

  // Restored: the copy as store.db of a fresh data directory opens and reads every copied change.
  const restoredDir = join(work, 'restored');
  const { mkdir, copyFile } = await import('node:fs/promises');
  await mkdir(restoredDir, { mode: 0o700 });
  await copyFile(file, join(restoredDir, 'store.db'));
  const restored = await openStore<{ stay: number; guest: string }, unknown>({ kind: 'sqlite', dataDir: restoredDir });
  expect(await restored.getReservation(`B${copied - 1}`)).toMatchObject({ version: 1, record: { stay: copied - 1 } });
  expect(await restored.getReservation(`B${copied}`)).toBeUndefined();
  await restored.close();

  // A stopped service's store too (no -wal or -shm left), and a data directory without a store is named.
  expect(await backup(dataDir, join(work, 'second.db'))).toMatchObject({ status: 0, said: expect.stringContaining(`${acknowledged} reservations`) });
  expect(await backup(join(work, 'none'), join(work, 'third.db'))).toMatchObject({ status: 1, said: expect.stringContaining(`DATA_DIR=${join(work, 'none')}: cannot open`) });
}, 60_000);
