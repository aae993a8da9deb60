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
      DEMO: 'on',
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

  it('trusts no proxy by default; TRUST_PROXY lists addresses and CIDR ranges, anything else is refused', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,2001:db8::/32, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '2001:db8::/32',
      'loopback',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', '10.0.0/8', 'proxy.example.com', '::1/129', '1.2.3.4/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('signs identity-document URLs with UPLOAD_URL_SECRET, else a key kept in DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/var/m' })).toMatchObject({
      uploadUrlSecret: undefined,
      uploadUrlKeyFile: '/var/m/upload-url.key',
    });
    expect(loadConfig({ UPLOAD_URL_SECRET: 'k'.repeat(32) }).uploadUrlSecret).toBe('k'.repeat(32));
    expect(() => loadConfig({ UPLOAD_URL_SECRET: 'short' })).toThrow(/UPLOAD_URL_SECRET/);
  });

  it('encrypts second-factor secrets under SECURITY_SECRET, else a key kept in DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/var/m' })).toMatchObject({
      securitySecret: undefined,
      securityKeyFile: '/var/m/security.key',
    });
    expect(loadConfig({ SECURITY_SECRET: 'k'.repeat(32) }).securitySecret).toBe('k'.repeat(32));
    expect(() => loadConfig({ SECURITY_SECRET: 'short' })).toThrow(/SECURITY_SECRET/);
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
      spreadBps: 1,
      levels: 15,
      stepBps: 4,
      levelUsdt: '2000',
      levelGrowthPct: 10,
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
    expect(loadConfig({ MARKET_MAKER_LEVEL_GROWTH_PCT: '25' }).marketMaker.levelGrowthPct).toBe(25);
    expect(() => loadConfig({ MARKET_MAKER_LEVEL_GROWTH_PCT: '-5' })).toThrow(
      /MARKET_MAKER_LEVEL_GROWTH_PCT/,
    );
  });

  it('demo mode: on with the simulated feed unless DEMO=off; never with a live feed', () => {
    expect(loadConfig({}).demo).toEqual({ enabled: true, content: true });
    expect(loadConfig({ DEMO: 'on' }).demo).toEqual({ enabled: true, content: true });
    expect(loadConfig({ DEMO: 'off' }).demo).toEqual({ enabled: false, content: false });
    expect(loadConfig({ NODE_ENV: 'test' }).demo).toEqual({ enabled: true, content: false });
    expect(loadConfig({ MARKET_FEED: 'ccxt:binance' }).demo).toEqual({ enabled: false, content: false });
    expect(loadConfig({ MARKET_FEED: 'ccxt:binance', DEMO: 'off' }).demo).toEqual({
      enabled: false,
      content: false,
    });
    expect(() => loadConfig({ MARKET_FEED: 'ccxt:binance', DEMO: 'on' })).toThrow(
      /DEMO: on needs the simulated/,
    );
    expect(() => loadConfig({ DEMO: 'yes' })).toThrow(/DEMO/);
  });

  it('demo content: the demo traders run in demo mode unless DEMO_CONTENT=off; tests opt in', () => {
    expect(loadConfig({ DEMO_CONTENT: 'off' }).demo).toEqual({ enabled: true, content: false });
    expect(loadConfig({ NODE_ENV: 'test', DEMO_CONTENT: 'on' }).demo).toEqual({
      enabled: true,
      content: true,
    });
    expect(loadConfig({ DEMO: 'off', DEMO_CONTENT: 'off' }).demo).toEqual({ enabled: false, content: false });
    expect(() => loadConfig({ DEMO: 'off', DEMO_CONTENT: 'on' })).toThrow(/DEMO_CONTENT: on needs demo mode/);
    expect(() => loadConfig({ MARKET_FEED: 'ccxt:okx', DEMO_CONTENT: 'on' })).toThrow(/DEMO_CONTENT/);
    expect(() => loadConfig({ DEMO_CONTENT: 'yes' })).toThrow(/DEMO_CONTENT/);
  });

  it('NODE_ENV=production with the simulated feed refuses to start unless DEMO=on is set explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/simulated feed in production.*DEMO=on/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: 'off' })).toThrow(/DEMO=on/);
    expect(() => loadConfig({ NODE_ENV: 'production', MARKET_FEED: 'simulated' })).toThrow(/DEMO=on/);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'on' }).demo).toEqual({ enabled: true, content: true });
    const live = loadConfig({ NODE_ENV: 'production', MARKET_FEED: 'ccxt:okx' });
    expect(live.demo).toEqual({ enabled: false, content: false });
    expect(live.market.feed).toBe('ccxt:okx');
  });

  it('reads the exchange holidays (STOCK_HOLIDAYS) as New York dates and refuses anything else', () => {
    expect(loadConfig({}).market.stockHolidays).toEqual([]);
    expect(loadConfig({ STOCK_HOLIDAYS: '2026-12-25, 2027-01-01' }).market.stockHolidays).toEqual([
      '2026-12-25',
      '2027-01-01',
    ]);
    for (const bad of ['2026-02-30', '2026-13-01', '25/12/2026', 'christmas'])
      expect(() => loadConfig({ STOCK_HOLIDAYS: bad })).toThrow(/STOCK_HOLIDAYS/);
  });

  it('registers the fault-test fixtures only under NODE_ENV=test (TEST_FAULT_FIXTURES)', () => {
    expect(loadConfig({}).testFaultFixtures).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_FAULT_FIXTURES: 'on' }).testFaultFixtures).toBe(true);
    for (const NODE_ENV of ['production', 'development'])
      expect(() => loadConfig({ NODE_ENV, TEST_FAULT_FIXTURES: 'on' })).toThrow(/TEST_FAULT_FIXTURES/);
  });
});
