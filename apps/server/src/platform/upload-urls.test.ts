import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadUploadUrlKey, SIGNED_URL_TTL_MS, UploadUrlSigner } from './upload-urls';

const NAME = `2026-01/${'a'.repeat(32)}.png`;
const KEY = Buffer.from('k'.repeat(32));
const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

const parse = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('UploadUrlSigner', () => {
  it('a signature serves its file until it expires, about 15 minutes on', () => {
    let now = T0;
    const signer = new UploadUrlSigner(KEY, () => now);
    const q = parse(signer.query(NAME));
    const ttlS = signer.remainingSeconds(NAME, q);
    expect(ttlS).toBeGreaterThanOrEqual(SIGNED_URL_TTL_MS / 1000);
    expect(ttlS).toBeLessThanOrEqual(SIGNED_URL_TTL_MS / 1000 + 60);
    now += (ttlS - 1) * 1000;
    expect(signer.remainingSeconds(NAME, q)).toBe(1);
    now += 1000;
    expect(signer.remainingSeconds(NAME, q)).toBe(0);
  });

  it('is bound to its file, its expiry and its key', () => {
    const signer = new UploadUrlSigner(KEY, () => T0);
    const q = parse(signer.query(NAME));
    expect(signer.remainingSeconds(`2026-01/${'b'.repeat(32)}.png`, q)).toBe(0);
    expect(signer.remainingSeconds(NAME, { ...q, expires: String(Number(q.expires) + 60) })).toBe(0);
    expect(new UploadUrlSigner(Buffer.from('x'.repeat(32)), () => T0).remainingSeconds(NAME, q)).toBe(0);
    for (const bad of [{}, { expires: q.expires }, { ...q, signature: '' }, { ...q, expires: '1e12' }, null])
      expect(signer.remainingSeconds(NAME, bad)).toBe(0);
  });

  it('hands out the same URL within a minute, so a list read twice hits the browser cache', () => {
    let now = T0 + 1_000;
    const signer = new UploadUrlSigner(KEY, () => now);
    const first = signer.query(NAME);
    now += 30_000;
    expect(signer.query(NAME)).toBe(first);
  });
});

describe('loadUploadUrlKey', () => {
  it('uses UPLOAD_URL_SECRET, else creates one key file (0600) and keeps it across starts', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-key-'));
    try {
      const keyFile = path.join(dir, 'data', 'upload-url.key');
      expect((await loadUploadUrlKey({ secret: 's'.repeat(32), keyFile })).toString()).toBe('s'.repeat(32));
      await expect(fs.stat(keyFile)).rejects.toThrow();
      const [a, b] = await Promise.all([
        loadUploadUrlKey({ secret: undefined, keyFile }),
        loadUploadUrlKey({ secret: undefined, keyFile }),
      ]);
      expect(a.equals(b)).toBe(true);
      expect(a.length).toBe(64);
      expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
      expect((await loadUploadUrlKey({ secret: undefined, keyFile })).equals(a)).toBe(true);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
