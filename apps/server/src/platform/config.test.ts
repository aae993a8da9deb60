import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 8080, ./data, embedded database, no Redis or SMTP', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.outboxFile).toBe(path.join(path.resolve('./data'), 'outbox.jsonl'));
    expect(c.uploadsDir).toBe(path.join(path.resolve('./data'), 'uploads'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.nodeEnv).toBe('development');
  });

  it('reads every documented variable', () => {
    const c = loadConfig({
      PORT: '9000',
      DATA_DIR: '/var/meridian',
      DATABASE_URL: 'postgres://u:p@db:5432/meridian',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      NODE_ENV: 'production',
    });
    expect(c).toMatchObject({
      port: 9000,
      dataDir: '/var/meridian',
      databaseUrl: 'postgres://u:p@db:5432/meridian',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      nodeEnv: 'production',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses invalid values and names them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('configures the house market maker: on by default with documented defaults', () => {
    expect(loadConfig({}).marketMaker).toEqual({
      enabled: true,
      spreadBps: 20,
      levels: 5,
      stepBps: 10,
      levelUsdt: '2000',
      refreshMs: 5000,
      inventoryUsdt: '2000000',
      maxPriceAgeMs: 30_000,
    });
    const c = loadConfig({
      MARKET_MAKER: 'off',
      MARKET_MAKER_SPREAD_BPS: '30',
      MARKET_MAKER_LEVEL_USDT: '2500.5',
      MARKET_MAKER_REFRESH_MS: '1000',
    }).marketMaker;
    expect(c).toMatchObject({ enabled: false, spreadBps: 30, levelUsdt: '2500.5', refreshMs: 1000 });
    expect(() => loadConfig({ MARKET_MAKER: 'yes' })).toThrow(/MARKET_MAKER/);
    expect(() => loadConfig({ MARKET_MAKER_LEVEL_USDT: '1e3' })).toThrow(/MARKET_MAKER_LEVEL_USDT/);
    expect(() => loadConfig({ MARKET_MAKER_INVENTORY_USDT: '0' })).toThrow(/MARKET_MAKER_INVENTORY_USDT/);
  });
});
