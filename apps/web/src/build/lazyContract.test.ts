import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { areaModules, liteModule, markTopLevelPure } from './lazyContract';

const CONTRACT_SRC = fileURLToPath(new URL('../../../../packages/contract/src', import.meta.url));
const apiSource = fs.readFileSync(path.join(CONTRACT_SRC, 'api.ts'), 'utf8');

describe('the web build’s lazy contract', () => {
  it('finds the area module of every API group, and that module exports the group', async () => {
    const areas = areaModules(apiSource);
    expect([...areas.keys()].sort()).toEqual(Object.keys(API).sort());
    for (const [group, { file, name }] of areas) {
      const mod = (await import(path.join(CONTRACT_SRC, file))) as Record<string, unknown>;
      expect(mod[name], group).toBe(API[group as keyof typeof API]);
    }
  });

  it('describes every endpoint with its method and path, and no schema', () => {
    const code = liteModule(CONTRACT_SRC, API, apiSource);
    for (const [group, endpoints] of Object.entries(API))
      for (const [key, e] of Object.entries(endpoints as Record<string, { path: string }>)) {
        expect(code).toContain(
          `${JSON.stringify(key)}: lazy(${JSON.stringify(group)}, ${JSON.stringify(key)}, `,
        );
        expect(code).toContain(JSON.stringify(e.path));
      }
    expect(code).not.toMatch(/z\.object/);
  });

  it('wraps top-level initialisers in a pure IIFE, leaving functions and literals alone', () => {
    const out = markTopLevelPure(
      'x.js',
      'export const a = z.object({ b: z.string() });\nconst f = () => 1;\nconst n = 3;\nlet o = { k: g() };\n',
    );
    expect(out).toBe(
      'export const a = /* @__PURE__ */ (() => (z.object({ b: z.string() })))();\nconst f = () => 1;\nconst n = 3;\n' +
        'let o = /* @__PURE__ */ (() => ({ k: g() }))();\n',
    );
    expect(markTopLevelPure('y.js', 'export function f() { return 1; }\n')).toBeNull();
  });
});
