#!/usr/bin/env node
/**
 * `node scripts/backup-store.mjs <file>`: a consistent copy of the embedded store of DATA_DIR
 * (default ./.data, the setting the service reads), taken while the service runs.
 *
 * Copying `store.db` is no backup: in WAL mode the commits since the last checkpoint live in
 * `store.db-wal`, and a `cp` of `store.db` alone while the service served 200 creates held 179 of
 * them (2026-11-26; just after a start, it held no table at all); copying the two files one after
 * the other while writes go on can pair a database file with a log of another moment. This runs
 * SQLite's `VACUUM INTO` on a read-only connection: one read transaction, so the copy is the store
 * as of one commit, every acknowledged change before it included, and the service's writes go on
 * meanwhile (WAL readers do not block writers). The copy is one self-contained file (no -wal),
 * made owner-only (0600: it holds guest details), checked with `PRAGMA integrity_check`.
 *
 * Restore: stop the service, delete `store.db-wal` and `store.db-shm` of DATA_DIR (a log left
 * beside a restored file would be applied to it), put the copy in place as `store.db`, start.
 *
 * Exit status 0 with one line saying what was copied; 1 with one line naming DATA_DIR or the
 * file when it cannot be done; 2 for a usage error.
 */
import { closeSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
// better-sqlite3 is the http package's dependency (the store's driver), resolved from there.
const Database = createRequire(join(root, 'packages/http/package.json'))('better-sqlite3');

const say = (line) => process.stderr.write(`${line}\n`);
const target = process.argv[2];
if (target === undefined || process.argv.length > 3 || target.startsWith('-')) {
  say('usage: DATA_DIR=<data directory> node scripts/backup-store.mjs <backup file>   (the file must not exist)');
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR?.trim() || '.data');
const source = join(dataDir, 'store.db');
const copy = resolve(target);
const started = performance.now();

let created = false;
try {
  // Made empty and owner-only first: VACUUM INTO writes into an empty file, keeping its mode.
  try {
    closeSync(openSync(copy, 'wx', 0o600));
    created = true;
  } catch (error) {
    throw new Error(`${copy}: cannot create the backup file (${error.code === 'EEXIST' ? 'it exists: choose a new name' : error.message})`);
  }
  let db;
  try {
    db = new Database(source, { readonly: true, fileMustExist: true, timeout: 5000 });
  } catch (error) {
    throw new Error(`DATA_DIR=${dataDir}: cannot open ${source} (${error.message})`);
  }
  try {
    db.prepare('VACUUM INTO ?').run(copy);
  } finally {
    db.close();
  }
  const check = new Database(copy, { readonly: true, fileMustExist: true });
  try {
    const integrity = check.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${copy}: the copy fails its integrity check (${integrity})`);
    const count = (table) => check.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
    const ms = Math.round(performance.now() - started);
    say(`backed up ${source} to ${copy}: ${count('reservations')} reservations, ${count('holds')} open holds, ${count('inventory')} inventory rows, integrity ok (${ms} ms)`);
  } finally {
    check.close();
  }
} catch (error) {
  // A half-written copy is no backup: leave nothing that could be taken for one.
  if (created) rmSync(copy, { force: true });
  say(`backup failed: ${error.message}`);
  process.exit(1);
}
