import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { keptTokenSecret } from '../service.js';
import { DataDirError, dataDirProblem, prepareDataDir } from './data-dir.js';
import { openStore } from './open-store.js';

describe('a data directory that cannot be used is told in one line naming DATA_DIR', () => {
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'dc-data-dir-'));
  });
  afterEach(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  test('a missing directory is created, with its parents', async () => {
    const dir = join(parent, 'a', 'b');
    expect(prepareDataDir(dir)).toBe(dir);
    await expect(openStore({ kind: 'sqlite', dataDir: dir }).then((store) => store.close())).resolves.toBeUndefined();
  });

  test('a file in its place', async () => {
    const file = join(parent, 'a-file');
    writeFileSync(file, 'not a directory');
    const told = new RegExp(`^DATA_DIR=${file} is a file, or lies under one: it must be a directory$`);
    expect(() => prepareDataDir(file)).toThrow(told);
    await expect(keptTokenSecret(file)).rejects.toThrow(told);
    await expect(openStore({ kind: 'sqlite', dataDir: file })).rejects.toThrow(told);
    await expect(openStore({ kind: 'sqlite', dataDir: join(file, 'below') })).rejects.toThrow(DataDirError);
    expect(readFileSync(file, 'utf8')).toBe('not a directory');
  });

  test('a store.db that is no SQLite database is refused, and left as it was', async () => {
    const dir = join(parent, 'data');
    mkdirSync(dir);
    const junk = Buffer.from('SQLite format 3\0'.padEnd(4096, 'x'));
    writeFileSync(join(dir, 'store.db'), junk);
    const opening = openStore({ kind: 'sqlite', dataDir: dir });
    await expect(opening).rejects.toThrow(DataDirError);
    await expect(opening).rejects.toThrow(new RegExp(`^DATA_DIR=${dir} holds a store.db that is not a readable SQLite database \\(.+\\): nothing was changed; restore it from a backup, or start with another DATA_DIR$`));
    expect(readFileSync(join(dir, 'store.db')).equals(junk)).toBe(true);
  });

  test('read-only, not writable and full disks are told as such; other errors pass unchanged', () => {
    const root = '/srv/dc';
    const told = (code: string) => (dataDirProblem(root, Object.assign(new Error(`${code}: boom`), { code })) as Error).message;
    expect(told('EROFS')).toBe('DATA_DIR=/srv/dc is on a read-only file system: the store writes there');
    expect(told('SQLITE_READONLY')).toBe('DATA_DIR=/srv/dc is on a read-only file system: the store writes there');
    expect(told('EACCES')).toBe('DATA_DIR=/srv/dc is not writable by this user: the store writes there');
    expect(told('ENOSPC')).toBe('DATA_DIR=/srv/dc is on a full disk: free some space');
    expect(told('SQLITE_IOERR_SHMSIZE')).toBe('DATA_DIR=/srv/dc hit a disk error (SQLITE_IOERR_SHMSIZE: SQLITE_IOERR_SHMSIZE: boom): is the disk full or failing?');
    expect(told('SQLITE_FULL')).toBe('DATA_DIR=/srv/dc is on a full disk: free some space');
    const other = Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT' });
    expect(dataDirProblem(root, other)).toBe(other);
  });
});
