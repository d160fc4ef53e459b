import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, workersWarning } from './config.js';
import { storeConfigOf } from './service.js';

describe('loadConfig', () => {
  test('defaults: port 8080 on loopback, /dc/v2, embedded store in ./.data, 1800 s tokens, 15 min holds', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      basePath: '/dc/v2',
      databaseUrl: undefined,
      dataDir: '/srv/app/.data',
      catalogDir: undefined,
      credentialsFile: undefined,
      tokenTtlSeconds: 1800,
      holdTtlSeconds: 900,
      logLevel: 'info',
      environment: 'staging',
      production: false,
      rateCacheSize: 0,
      rateCacheTtlSeconds: 3600,
      shopCacheMb: 0,
      workers: 1,
      tokenFailureLimit: 5,
      tokenAddressFailureLimit: 20,
      tokenIssueLimit: 60,
      trustedProxies: [],
      holdQuota: 20,
      shopMaxCost: 20_000,
      shopConcurrency: 4,
      writeRoomNightsInFlight: 8_100,
      shutdownDrainSeconds: 0,
      databasePoolSize: 10,
    });
  });

  test('DATABASE_POOL_SIZE: whole numbers from 1 to 1000, passed to the PostgreSQL store', () => {
    const config = loadConfig({ DATABASE_POOL_SIZE: '4', DATABASE_URL: 'postgres://dc@db/dc', TOKEN_SECRET: 'x'.repeat(32) });
    expect(config.databasePoolSize).toBe(4);
    expect(storeConfigOf(config)).toMatchObject({ kind: 'postgres', poolSize: 4 });
    expect(storeConfigOf(loadConfig({ DATABASE_URL: 'postgres://dc@db/dc', TOKEN_SECRET: 'x'.repeat(32) }))).toMatchObject({ poolSize: 10 });
    for (const bad of ['0', '1001', '2.5', 'ten', '-3']) expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(`DATABASE_POOL_SIZE="${bad}": expected a whole number from 1 to 1000`);
  });

  test('SHUTDOWN_DRAIN: whole seconds from 0 to 300', () => {
    expect(loadConfig({ SHUTDOWN_DRAIN: '15' }).shutdownDrainSeconds).toBe(15);
    for (const bad of ['-1', '301', '1.5', 'soon']) expect(() => loadConfig({ SHUTDOWN_DRAIN: bad })).toThrow(`SHUTDOWN_DRAIN="${bad}": expected a whole number from 0 to 300`);
  });

  test('HOLD_QUOTA, SHOP_MAX_COST, SHOP_CONCURRENCY, WRITE_ROOM_NIGHTS_IN_FLIGHT, TOKEN_ADDRESS_FAILURE_LIMIT, TOKEN_ISSUE_LIMIT: whole numbers from 1; 0 and anything else refused', () => {
    expect(loadConfig({ HOLD_QUOTA: '3', SHOP_MAX_COST: '5000', SHOP_CONCURRENCY: '1', WRITE_ROOM_NIGHTS_IN_FLIGHT: '900', TOKEN_ADDRESS_FAILURE_LIMIT: '50', TOKEN_ISSUE_LIMIT: '240' })).toMatchObject({
      holdQuota: 3, shopMaxCost: 5000, shopConcurrency: 1, writeRoomNightsInFlight: 900, tokenAddressFailureLimit: 50, tokenIssueLimit: 240,
    });
    for (const name of ['HOLD_QUOTA', 'SHOP_MAX_COST', 'SHOP_CONCURRENCY', 'WRITE_ROOM_NIGHTS_IN_FLIGHT', 'TOKEN_ADDRESS_FAILURE_LIMIT', 'TOKEN_ISSUE_LIMIT']) {
      for (const bad of ['0', '-1', '2.5', 'many']) expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(`${name}="${bad.replace('.', '\\.')}": expected a whole number from 1`));
    }
  });

  test('TRUSTED_PROXIES: comma-separated addresses and CIDR ranges; a bad entry is refused by name', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.5, 172.16.0.0/12' }).trustedProxies).toEqual(['10.0.0.5', '172.16.0.0/12']);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.5,proxy.local' })).toThrow(/TRUSTED_PROXIES: "proxy.local" is not an IP address or CIDR range/);
  });

  test('SHOP_CACHE_MB: 0 disables it; anything but a whole number in range is refused', () => {
    expect(loadConfig({ SHOP_CACHE_MB: '0' })).toMatchObject({ shopCacheMb: 0 });
    expect(loadConfig({ SHOP_CACHE_MB: '256' })).toMatchObject({ shopCacheMb: 256 });
    expect(() => loadConfig({ SHOP_CACHE_MB: '1.5' })).toThrow(/SHOP_CACHE_MB="1.5": expected a whole number from 0 to 65536/);
  });

  test('WORKERS: 1 by default, up to 64 processes; 0, a fraction or more than 64 is refused by name', () => {
    expect(loadConfig({ WORKERS: '4' })).toMatchObject({ workers: 4 });
    for (const bad of ['0', '1.5', '65', 'all']) expect(() => loadConfig({ WORKERS: bad })).toThrow(new RegExp(`WORKERS="${bad}": expected a whole number from 1 to 64`));
  });

  test('RATE_CACHE_SIZE and RATE_CACHE_TTL: 0 is allowed (disabled, no expiry); anything but a whole number is refused', () => {
    expect(loadConfig({ RATE_CACHE_SIZE: '0', RATE_CACHE_TTL: '0' })).toMatchObject({ rateCacheSize: 0, rateCacheTtlSeconds: 0 });
    expect(loadConfig({ RATE_CACHE_SIZE: '500', RATE_CACHE_TTL: '60' })).toMatchObject({ rateCacheSize: 500, rateCacheTtlSeconds: 60 });
    expect(() => loadConfig({ RATE_CACHE_SIZE: 'many' })).toThrow(/RATE_CACHE_SIZE="many": expected a whole number/);
    expect(() => loadConfig({ RATE_CACHE_TTL: '-1' })).toThrow(/RATE_CACHE_TTL/);
  });

  test('values are read and relative paths resolve from the working directory', () => {
    const config = loadConfig(
      { PORT: '0', HOST: '0.0.0.0', BASE_PATH: '/hotels/dc/v2', DATA_DIR: 'var', CATALOG_DIR: '/etc/catalog', TOKEN_TTL: '60', HOLD_TTL: '30', LOG_LEVEL: 'warn', ENVIRONMENT: 'production', CREDENTIALS_FILE: 'creds.json' },
      '/srv/app',
    );
    expect(config).toMatchObject({ port: 0, host: '0.0.0.0', basePath: '/hotels/dc/v2', dataDir: '/srv/app/var', catalogDir: '/etc/catalog', tokenTtlSeconds: 60, holdTtlSeconds: 30, logLevel: 'warn', environment: 'production', credentialsFile: '/srv/app/creds.json' });
  });

  test('every bad value is reported at once, naming its variable', () => {
    const env = { PORT: '80a', BASE_PATH: '/dc/v3', TOKEN_TTL: '0', HOLD_TTL: '-5', LOG_LEVEL: 'loud', ENVIRONMENT: 'dev', DATABASE_URL: 'mysql://x', TOKEN_SECRET: 'short' };
    let error: ConfigError | undefined;
    try {
      loadConfig(env);
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const names = error?.problems.map((p) => /^[A-Z_]+/.exec(p)?.[0]);
    expect(names?.sort()).toEqual(['BASE_PATH', 'DATABASE_URL', 'ENVIRONMENT', 'HOLD_TTL', 'LOG_LEVEL', 'PORT', 'TOKEN_SECRET', 'TOKEN_TTL']);
  });

  test('PostgreSQL needs a shared TOKEN_SECRET', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@db/x' })).toThrow(/TOKEN_SECRET: required with DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/x', TOKEN_SECRET: 'k'.repeat(32) }).databaseUrl).toBe('postgres://u:p@db/x');
  });

  test('NODE_ENV=production needs a credentials file (the demo credentials are refused)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CREDENTIALS_FILE/);
    expect(loadConfig({ NODE_ENV: 'production', CREDENTIALS_FILE: '/etc/dc/credentials.json' }).production).toBe(true);
  });
});

describe('workersWarning', () => {
  test('warns when WORKERS is more than the cores, naming both, and not otherwise', () => {
    expect(workersWarning(8, 2)).toBe('WORKERS=8 is more than the 2 cores of this machine: every worker takes about 140 MB, and WORKERS=2 already uses every core');
    expect(workersWarning(2, 1)).toMatch(/^WORKERS=2 is more than the 1 core of this machine/);
    expect(workersWarning(2, 2)).toBeUndefined();
    expect(workersWarning(1, 4)).toBeUndefined();
  });
});

describe('ENVIRONMENT=production', () => {
  test('needs a credentials file: the demo credentials are of staging and could get no token there', () => {
    expect(() => loadConfig({ ENVIRONMENT: 'production' })).toThrow('CREDENTIALS_FILE: required with ENVIRONMENT=production (the demo credentials are of staging: no token could be issued)');
    expect(loadConfig({ ENVIRONMENT: 'production', CREDENTIALS_FILE: '/etc/dc/credentials.json' }, '/').environment).toBe('production');
    expect(loadConfig({ ENVIRONMENT: 'staging' }).credentialsFile).toBeUndefined();
  });
});
