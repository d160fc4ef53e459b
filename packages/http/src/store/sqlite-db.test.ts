import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openStore } from './open-store.js';
import { DataDirFormatError, openSqliteDb, SQLITE_FILE } from './sqlite-db.js';

const openStoreModule = fileURLToPath(new URL('./open-store.ts', import.meta.url));
const seed = { propCode: 'P1', roomTypeCode: 'K', date: '2030-01-01', total: 100_000 };
const sell = (confNumber: string) => ({
  deltas: [{ propCode: 'P1', roomTypeCode: 'K', date: '2030-01-01', held: 0, sold: 1 }],
  reservation: { confNumber, record: { confNumber }, expectedVersion: 0 },
});

describe('embedded SQLite store on disk', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dc-sqlite-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('is opened in WAL mode with synchronous=FULL and a busy timeout, so an acknowledged commit is on disk', () => {
    const db = openSqliteDb(dataDir);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
      expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(1000);
    } finally {
      db.close();
    }
  });

  test('the files holding guest details are readable by their owner only: a new directory 0700, the database, its WAL and shared memory 0600', async () => {
    const root = join(dataDir, 'new-dir');
    const store = await openStore<{ confNumber: string }>({ kind: 'sqlite', dataDir: root });
    try {
      await store.seedInventory([seed]);
      expect(await store.apply(sell('C1'))).toEqual({ ok: true });
      const modes = Object.fromEntries([SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`].map((file) => [file, (statSync(join(root, file)).mode & 0o777).toString(8)]));
      expect({ dir: (statSync(root).mode & 0o777).toString(8), ...modes }).toEqual({ dir: '700', [SQLITE_FILE]: '600', [`${SQLITE_FILE}-wal`]: '600', [`${SQLITE_FILE}-shm`]: '600' });
    } finally {
      await store.close();
    }
  });

  test('keeps its data across close and reopen; a second process-like opener shares the file meanwhile', async () => {
    const store = await openStore<{ confNumber: string }>({ kind: 'sqlite', dataDir });
    await store.seedInventory([seed]);
    expect(await store.apply(sell('C1'))).toEqual({ ok: true });
    const twin = await openStore<{ confNumber: string }>({ kind: 'sqlite', dataDir });
    expect(await twin.getReservation('C1')).toMatchObject({ version: 1 });
    expect(await twin.apply(sell('C2'))).toEqual({ ok: true });
    const numberKey = await store.numberKey();
    await twin.close();
    await store.close();
    await store.close();
    await expect(store.getReservation('C1')).rejects.toThrow();

    const reopened = await openStore({ kind: 'sqlite', dataDir });
    try {
      expect(await reopened.getReservation('C1')).toEqual({ confNumber: 'C1', record: { confNumber: 'C1' }, version: 1 });
      expect(await reopened.inventory('P1', '2030-01-01', '2030-01-02')).toMatchObject([{ sold: 2, held: 0 }]);
      expect(await reopened.nextNumber('conf')).toBe(10000001n);
      expect(await reopened.numberKey()).toBe(numberKey); // numbers drawn after a restart stay unique
    } finally {
      await reopened.close();
    }
  });

  test('a data directory of the earlier PGlite store is refused with what to do, and left exactly as it was', async () => {
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    writeFileSync(join(dataDir, 'token-secret'), 'x'.repeat(43));
    const before = readdirSync(dataDir, { recursive: true }).sort();
    const opening = openStore({ kind: 'sqlite', dataDir });
    await expect(opening).rejects.toThrow(DataDirFormatError);
    await expect(opening).rejects.toThrow(/PGlite store of an earlier version.*Nothing was changed.*another DATA_DIR.*delete/s);
    expect(readdirSync(dataDir, { recursive: true }).sort()).toEqual(before);
    expect(existsSync(join(dataDir, SQLITE_FILE))).toBe(false);
  });

  test('after a SIGKILL mid-storm of group-committed writes, every acknowledged change reads back and sold rooms match stored reservations', async () => {
    // The child keeps 8 changes in flight (so commits group several), acknowledges each on stdout
    // once apply() resolved, and is killed while writing more.
    const script = `
      const { openStore } = await import(${JSON.stringify(openStoreModule)});
      const store = await openStore({ kind: 'sqlite', dataDir: ${JSON.stringify(dataDir)} });
      await store.seedInventory([${JSON.stringify(seed)}]);
      let next = 1;
      const worker = async () => {
        for (;;) {
          const confNumber = 'C' + next++;
          const result = await store.apply({
            deltas: [{ propCode: 'P1', roomTypeCode: 'K', date: '2030-01-01', held: 0, sold: 1 }],
            reservation: { confNumber, record: { confNumber }, expectedVersion: 0 },
          });
          if (!result.ok) throw new Error(JSON.stringify(result));
          process.stdout.write(confNumber + '\\n');
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const acknowledged: string[] = [];
    await new Promise<void>((resolve, reject) => {
      let buffer = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        acknowledged.push(...lines);
        if (acknowledged.length >= 200 && !child.killed) child.kill('SIGKILL');
      });
      child.once('exit', () => resolve());
      child.once('error', reject);
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);

    const store = await openStore({ kind: 'sqlite', dataDir });
    try {
      for (const confNumber of acknowledged) expect(await store.getReservation(confNumber)).toBeDefined();
      const [row] = await store.inventory('P1', '2030-01-01', '2030-01-02');
      // Numbers are taken in order and at most 8 are in flight, so a run of 100 missing numbers is
      // past the last commit, however many landed between the 200th acknowledgement and the kill.
      let stored = 0;
      for (let i = 1, missing = 0; missing < 100; i++) {
        if (await store.getReservation(`C${i}`)) {
          stored++;
          missing = 0;
        } else missing++;
      }
      // Every room sold belongs to a stored reservation: no change landed in part.
      expect(row!.sold).toBe(stored);
      expect(stored).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await store.close();
    }
  }, 60_000);
});
