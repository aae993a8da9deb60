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
});
