import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DataDirLockedError } from './data-dir-lock.js';
import { openStore } from './open-store.js';
import { LOCK_FILE } from './pglite-db.js';

const openStoreModule = fileURLToPath(new URL('./open-store.ts', import.meta.url));
const seed = { propCode: 'P1', roomTypeCode: 'K', date: '2030-01-01', total: 1000 };
const sell = (confNumber: string) => ({
  deltas: [{ propCode: 'P1', roomTypeCode: 'K', date: '2030-01-01', held: 0, sold: 1 }],
  reservation: { confNumber, record: { confNumber }, expectedVersion: 0 },
});

describe('embedded store on disk', () => {
  let template: string;
  let dataDir: string;
  beforeAll(async () => {
    // initdb takes seconds: done once, each test starts from a copy.
    template = mkdtempSync(join(tmpdir(), 'dc-pglite-template-'));
    await (await openStore({ kind: 'pglite', dataDir: template })).close();
  });
  afterAll(() => {
    rmSync(template, { recursive: true, force: true });
  });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dc-pglite-'));
    cpSync(template, dataDir, { recursive: true });
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('keeps its data across close and reopen, refuses a second opener meanwhile, and frees the lock on close', async () => {
    const store = await openStore({ kind: 'pglite', dataDir });
    await store.seedInventory([seed]);
    expect(await store.apply(sell('C1'))).toEqual({ ok: true });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    await expect(openStore({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    expect(await store.getReservation('C1')).toMatchObject({ version: 1 });
    await store.close();
    await store.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    await expect(store.getReservation('C1')).rejects.toThrow('closed');

    const reopened = await openStore({ kind: 'pglite', dataDir });
    try {
      expect(await reopened.getReservation('C1')).toEqual({ confNumber: 'C1', record: { confNumber: 'C1' }, version: 1 });
      expect(await reopened.inventory('P1', '2030-01-01', '2030-01-02')).toMatchObject([{ sold: 1, held: 0 }]);
      expect(await reopened.nextNumber('conf')).toBe(10000001n);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  test('after a SIGKILL mid-write, a restart takes over the lock and every acknowledged change reads back, none half-made', async () => {
    // The child acknowledges each committed change on stdout and is killed while writing more.
    const script = `
      const { openStore } = await import(${JSON.stringify(openStoreModule)});
      const store = await openStore({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
      await store.seedInventory([${JSON.stringify(seed)}]);
      for (let i = 1; ; i++) {
        const result = await store.apply({
          deltas: [{ propCode: 'P1', roomTypeCode: 'K', date: '2030-01-01', held: 0, sold: 1 }],
          reservation: { confNumber: 'C' + i, record: { confNumber: 'C' + i }, expectedVersion: 0 },
        });
        if (!result.ok) throw new Error(JSON.stringify(result));
        process.stdout.write('C' + i + '\\n');
      }`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const acknowledged: string[] = [];
    await new Promise<void>((resolve, reject) => {
      let buffer = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        acknowledged.push(...lines);
        if (acknowledged.length >= 50 && !child.killed) child.kill('SIGKILL');
      });
      child.once('exit', () => resolve());
      child.once('error', reject);
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);

    const store = await openStore({ kind: 'pglite', dataDir });
    try {
      for (const confNumber of acknowledged) expect(await store.getReservation(confNumber)).toBeDefined();
      const [row] = await store.inventory('P1', '2030-01-01', '2030-01-02');
      // Sold rooms and stored reservations agree: at most the one change in flight at the kill also landed.
      let stored = 0;
      for (let i = 1; i <= acknowledged.length + 1; i++) if (await store.getReservation(`C${i}`)) stored++;
      expect(row!.sold).toBe(stored);
      expect(stored - acknowledged.length).toBeLessThanOrEqual(1);
    } finally {
      await store.close();
    }
  }, 90_000);
});
