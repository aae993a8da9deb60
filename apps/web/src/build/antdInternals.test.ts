import { describe, expect, it } from 'vitest';
import { antdInternals } from './antdInternals';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = antdInternals();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;

describe("antd-mobile's default renderer", () => {
  it("is replaced only where antd-mobile's unstable-render imports it", () => {
    const importer = '/repo/node_modules/antd-mobile/es/utils/unstable-render.js';
    const stub = resolveId.call(null, './render', importer);
    expect(stub).toEqual(expect.stringContaining('meridian:antd-render'));
    expect(resolveId.call(null, './render', '/repo/apps/web/src/app/router.tsx')).toBeNull();
    expect(resolveId.call(null, './unstable-render', importer)).toBeNull();
    expect(load.call(null, '/repo/apps/web/src/main.tsx')).toBeNull();
  });

  it('fails loudly if something renders through it before main.tsx set the renderer', () => {
    const importer = '/repo/node_modules/antd-mobile/es/utils/unstable-render.js';
    const code = load.call(null, resolveId.call(null, './render', importer)) as string;
    for (const name of ['render', 'unmount'])
      expect(code).toMatch(
        new RegExp(`export function ${name}\\(\\) \\{ throw new Error\\('[^']*unstableSetRender`),
      );
  });
});

describe("antd-mobile's default locale", () => {
  it('is English where the config provider imports Chinese, and Chinese stays for the app to load', () => {
    const provider = '/repo/node_modules/antd-mobile/es/components/config-provider/config-provider.js';
    expect(resolveId.call(null, '../../locales/zh-CN', provider)).toMatch(
      /antd-mobile[\\/]es[\\/]locales[\\/]en-US\.js$/,
    );
    expect(
      resolveId.call(null, 'antd-mobile/es/locales/zh-CN', '/repo/apps/web/src/app/antdLocales.ts'),
    ).toBeNull();
  });
});
