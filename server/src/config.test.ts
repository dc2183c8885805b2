import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { programArgs } from './test/server-bundle.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './.data',
      admin: undefined,
      cookieSecure: false,
      mailOutboxDir: './.data/outbox',
    });
  });

  it('makes cookies Secure in production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.com' };
    expect(loadConfig(production).cookieSecure).toBe(true);
    expect(loadConfig({ ...production, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('requires PUBLIC_ORIGIN in production, so no link is ever built from a request header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN: required when NODE_ENV=production/);
    expect(loadConfig({}).publicOrigin).toBeUndefined();
  });

  it('keeps only the origin of PUBLIC_ORIGIN and refuses a path or another scheme', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Example.com:443/' }).publicOrigin).toBe('https://example.com');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://example.com/shop' })).toThrow(/PUBLIC_ORIGIN: give only the scheme, host and port/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://example.com' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('believes no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12' }).trustProxy).toEqual(['10.0.0.0/8', '172.16.0.0/12']);
  });

  it('lets only loopback read /metrics unless METRICS_ALLOW names addresses and ranges', () => {
    for (const env of [{}, { METRICS_ALLOW: '' }]) {
      const allow = loadConfig(env).metricsAllow;
      expect([allow.allows('127.0.0.1'), allow.allows('::1'), allow.allows('10.0.0.5')]).toEqual([true, true, false]);
    }
    const allow = loadConfig({ METRICS_ALLOW: '10.0.0.0/8, 2001:db8::/32' }).metricsAllow;
    expect([allow.allows('10.0.0.5'), allow.allows('2001:db8::7'), allow.allows('127.0.0.1')]).toEqual([true, true, false]);
  });

  it('treats an empty DATABASE_URL as unset and accepts a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).databaseUrl).toBe('postgres://u:p@db:5432/app');
  });

  it('counts rate limits in Redis only when REDIS_URL names one', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
  });

  it.each([
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'Secret-Passw0rd' }, 'ADMIN_USERNAME'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'the proxy' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ METRICS_ALLOW: 'prometheus.local' }, 'METRICS_ALLOW'],
    [{ METRICS_ALLOW: '10.0.0.0/40' }, 'METRICS_ALLOW'],
  ])('rejects %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});

describe('server start with a bad variable', () => {
  it('prints the variable and exits with code 1', () => {
    const result = spawnSync(process.execPath, programArgs('main'), {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      // Loading the server took over 30 s on a loaded CI machine (under tsx); the test's own limit is Vitest's.
      timeout: 55_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Invalid configuration:\s+PORT:/);
  });
});
