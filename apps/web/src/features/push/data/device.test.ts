import { describe, expect, it } from 'vitest';
import { keyBytes } from './device';

describe('keyBytes', () => {
  it('reads the server’s base64url VAPID key into the bytes the browser takes', () => {
    const raw = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const b64url = Buffer.from(raw).toString('base64url');
    expect(b64url).toMatch(/[-_]/);
    expect([...keyBytes(b64url)]).toEqual([...raw]);
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('AQ')]).toEqual([1]);
  });
});
