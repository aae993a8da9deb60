import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { loadVapidKeys, vapidPairOf, vapidSubjectOf } from './vapid';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});
const tempDir = async () => {
  const d = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-vapid-'));
  dirs.push(d);
  return d;
};
const defaults = { subject: undefined, publicUrl: undefined, smtpFrom: 'Meridian <no-reply@meridian.local>' };

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR: the same pair at every start and on every node sharing it', async () => {
    const keyFile = path.join(await tempDir(), 'vapid.key');
    const [a, b] = await Promise.all([
      loadVapidKeys({ ...defaults, configured: undefined, keyFile }),
      loadVapidKeys({ ...defaults, configured: undefined, keyFile }),
    ]);
    expect(a).toEqual(b);
    expect(await loadVapidKeys({ ...defaults, configured: undefined, keyFile })).toEqual(a);
    expect(a.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(a.privateKey).toMatch(/^[\w-]{43}$/);
    expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
    // web-push signs with them
    const headers = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      a.subject,
      a.publicKey,
      a.privateKey,
      'aes128gcm',
    );
    expect(headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=B/);
  });

  it('another key file, another pair', () => {
    expect(vapidPairOf(Buffer.from('a'.repeat(64)))).not.toEqual(vapidPairOf(Buffer.from('b'.repeat(64))));
  });

  it('takes a configured pair and refuses one whose halves do not match', async () => {
    const keyFile = path.join(await tempDir(), 'vapid.key');
    const pair = webpush.generateVAPIDKeys();
    expect(await loadVapidKeys({ ...defaults, configured: pair, keyFile })).toMatchObject(pair);
    await expect(fs.stat(keyFile)).rejects.toThrow();
    const other = webpush.generateVAPIDKeys();
    await expect(
      loadVapidKeys({ ...defaults, configured: { ...pair, publicKey: other.publicKey }, keyFile }),
    ).rejects.toThrow('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  });

  it('configuration: both keys or neither, and a mailto: or https: subject', () => {
    const pair = webpush.generateVAPIDKeys();
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/meridian-x' };
    expect(
      loadConfig({ ...env, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).vapid,
    ).toEqual(pair);
    expect(loadConfig(env).vapid).toBeUndefined();
    expect(loadConfig(env).vapidKeyFile).toBe('/tmp/meridian-x/vapid.key');
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: pair.publicKey })).toThrow('set both or neither');
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: 'short' })).toThrow('VAPID_PRIVATE_KEY');
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'http://example.com' })).toThrow('VAPID_SUBJECT');
    expect(loadConfig({ ...env, VAPID_SUBJECT: 'mailto:ops@example.com' }).vapidSubject).toBe(
      'mailto:ops@example.com',
    );
  });

  it('the subject: as configured, else the public https origin, else the sender address', () => {
    expect(vapidSubjectOf({ ...defaults, subject: 'mailto:ops@example.com' })).toBe('mailto:ops@example.com');
    expect(vapidSubjectOf({ ...defaults, publicUrl: 'https://m.example.com' })).toBe('https://m.example.com');
    expect(vapidSubjectOf({ ...defaults, publicUrl: 'http://10.0.0.1:8080' })).toBe(
      'mailto:no-reply@meridian.local',
    );
    expect(vapidSubjectOf({ ...defaults, smtpFrom: 'desk@example.com' })).toBe('mailto:desk@example.com');
    expect(vapidSubjectOf({ ...defaults, smtpFrom: 'Meridian' })).toBe('mailto:no-reply@meridian.local');
  });
});
