import fs from 'node:fs';
import path from 'node:path';
import { API } from '@meridian/contract';
import type { AnyEndpoint } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

/** Every source file of the web app (tests aside), relative to src. */
const SRC = path.resolve(__dirname, '..');
function sources(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : [];
  });
}
const files = sources().map((p) => ({ file: path.relative(SRC, p), text: fs.readFileSync(p, 'utf8') }));

const endpoints = API as unknown as Record<string, Record<string, AnyEndpoint>>;

describe('money-moving calls of the web app', () => {
  it('go through sendIntent: no idempotent endpoint is called with api.call', () => {
    const direct = files.flatMap(({ file, text }) =>
      [...text.matchAll(/api\.call\(\s*API\.(\w+)\.(\w+)/g)]
        .filter((m) => endpoints[m[1]!]?.[m[2]!]?.idempotent === true)
        .map((m) => `${file}: API.${m[1]}.${m[2]}`),
    );
    expect(direct).toEqual([]);
  });

  it('make no key by hand: only the intent module sets idempotencyKey (with uuid.ts making the UUIDs)', () => {
    const handMade = files
      .filter(({ text }) => /randomUUID|getRandomValues|idempotencyKey/.test(text))
      .map(({ file }) => file.split(path.sep).join('/'));
    expect(handMade.sort()).toEqual(['api/http.ts', 'api/intentKey.ts', 'lib/uuid.ts']);
  });

  it('reach every idempotent endpoint the app calls (the scan sees sendIntent calls)', () => {
    const viaIntent = new Set(
      files.flatMap(({ text }) =>
        [...text.matchAll(/(?:sendIntent|useLeverAction)\(\s*API\.(\w+)\.(\w+)/g)].map(
          (m) => `${m[1]}.${m[2]}`,
        ),
      ),
    );
    expect(viaIntent.has('spot.trade')).toBe(true);
    expect(viaIntent.has('microtrade.submit')).toBe(true);
    expect(viaIntent.has('nft.buy')).toBe(true);
    for (const name of viaIntent) {
      const [group, key] = name.split('.') as [string, string];
      expect(endpoints[group]?.[key]?.idempotent, name).toBe(true);
    }
  });
});
