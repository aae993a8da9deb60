import fs from 'node:fs';
import path from 'node:path';
import { API } from '@meridian/contract/api';
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

/** A group's endpoints by the name of its api object (`spotApi` is `API.spot`). */
const endpoints: Record<string, Record<string, AnyEndpoint> | undefined> = Object.fromEntries(
  Object.entries(API as unknown as Record<string, Record<string, AnyEndpoint>>).map(([group, e]) => [
    `${group}Api`,
    e,
  ]),
);

describe('money-moving calls of the web app', () => {
  it('go through sendIntent: no idempotent endpoint is called with api.call', () => {
    const direct = files.flatMap(({ file, text }) =>
      [...text.matchAll(/api\.call\(\s*(\w+Api)\.(\w+)/g)]
        .filter((m) => endpoints[m[1]!]?.[m[2]!]?.idempotent === true)
        .map((m) => `${file}: ${m[1]}.${m[2]}`),
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
        [...text.matchAll(/(?:sendIntent|useFuturesAction)\(\s*(\w+Api)\.(\w+)/g)].map(
          (m) => `${m[1]}.${m[2]}`,
        ),
      ),
    );
    expect(viaIntent.has('spotApi.trade')).toBe(true);
    expect(viaIntent.has('optionsApi.submit')).toBe(true);
    expect(viaIntent.has('nftApi.buy')).toBe(true);
    expect(viaIntent.has('futuresApi.close')).toBe(true);
    for (const name of viaIntent) {
      const [group, key] = name.split('.') as [string, string];
      expect(endpoints[group]?.[key]?.idempotent, name).toBe(true);
    }
  });
});
