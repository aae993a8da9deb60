import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const KEY = Buffer.from('k'.repeat(64));
const SEED = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('SecretBox', () => {
  it('opens what it sealed, and never stores the plain text', () => {
    const box = new SecretBox(KEY);
    const sealed = box.seal(SEED);
    expect(sealed).not.toContain(SEED);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed)).toBe(SEED);
  });

  it('seals the same text differently each time (random IV)', () => {
    const box = new SecretBox(KEY);
    expect(box.seal(SEED)).not.toBe(box.seal(SEED));
  });

  it('refuses a tampered ciphertext, tag or IV', () => {
    const box = new SecretBox(KEY);
    const parts = box.seal(SEED).split('.');
    for (const i of [1, 2, 3]) {
      const altered = [...parts];
      const bytes = Buffer.from(altered[i] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      altered[i] = bytes.toString('base64url');
      expect(() => box.open(altered.join('.'))).toThrow();
    }
  });

  it('refuses a value sealed under another key, or not sealed at all', () => {
    const sealed = new SecretBox(KEY).seal(SEED);
    expect(() => new SecretBox(Buffer.from('x'.repeat(64))).open(sealed)).toThrow();
    expect(() => new SecretBox(KEY).open(SEED)).toThrow(/not a sealed value/);
  });
});
