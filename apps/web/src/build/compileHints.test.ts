import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstRouteFiles, withCompileHint } from './compileHints';

const chunk = (
  fileName: string,
  o: { facade?: string; imports?: string[]; entry?: boolean; modules?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  name: fileName,
  facadeModuleId: o.facade ?? null,
  moduleIds: o.modules ?? [],
  imports: o.imports ?? [],
  isEntry: o.entry ?? false,
});

const PAGES = `export const PAGE_LOADERS = {
  home: () => import('../features/home/pages/Home'),
  login: () => import('../features/account/pages/Login'),
};`;

describe('compile hints (web build)', () => {
  it("marks the entry's chunks and the tab routes' chunks, not the other pages'", () => {
    const files = firstRouteFiles(
      [
        chunk('assets/index-a.js', { entry: true, imports: ['assets/runtime-b.js'] }),
        chunk('assets/runtime-b.js'),
        chunk('assets/tab-home-c.js', {
          facade: '/w/src/features/home/pages/Home.tsx',
          imports: ['assets/decimal-d.js'],
        }),
        chunk('assets/decimal-d.js'),
        chunk('assets/Login-e.js', { facade: '/w/src/features/account/pages/Login.tsx' }),
        chunk('assets/sheet-f.js'),
      ],
      [{ path: '/', page: 'home', public: true, tab: 0 }],
      PAGES,
    );
    expect([...files].sort()).toEqual([
      'assets/decimal-d.js',
      'assets/index-a.js',
      'assets/runtime-b.js',
      'assets/tab-home-c.js',
    ]);
  });

  it('marks the chunks every first screen loads after it draws: zod, the schemas, the socket client', () => {
    const files = firstRouteFiles(
      [
        chunk('assets/index-a.js', { entry: true }),
        chunk('assets/zod-b.js', { modules: ['/w/node_modules/zod/v4/core/core.js'] }),
        chunk('assets/schemas-spot-c.js', {
          modules: ['/w/packages/contract/src/spot/spot.ts?contract-schemas'],
        }),
        chunk('assets/esm-d.js', { modules: ['/w/node_modules/engine.io-client/build/esm/socket.js'] }),
        chunk('assets/esm-e.js', { modules: ['/w/node_modules/@simplewebauthn/browser/esm/index.js'] }),
      ],
      [],
      PAGES,
    );
    expect([...files].sort()).toEqual([
      'assets/esm-d.js',
      'assets/index-a.js',
      'assets/schemas-spot-c.js',
      'assets/zod-b.js',
    ]);
  });

  it('puts the hint on the first line, once', () => {
    const code = 'import{a}from"./x.js";a();';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(COMPILE_HINT + code);
  });
});
