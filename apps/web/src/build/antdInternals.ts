import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const RENDER_STUB = '\0meridian:antd-render';
const UNSTABLE_RENDER = /[\\/]antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/;
const CONFIG_PROVIDER = /[\\/]antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]config-provider\.js$/;

/**
 * Two of antd-mobile's internal imports that every first route paid for and the app never uses:
 * - the default imperative renderer (rc-util's React 18 `render`, with Babel's regenerator: ≈ 3 KB gzip), replaced
 *   by the one main.tsx sets with `unstableSetRender` before anything renders; its module becomes one that says so
 *   if ever reached;
 * - the default locale, Chinese, which the config provider imports for whatever renders outside a provider (the
 *   imperative Toast and Dialog): English instead, the app's fallback language, already on the first route.
 */
export function antdInternals(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'meridian:antd-internals',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === './render' && UNSTABLE_RENDER.test(importer)) return RENDER_STUB;
      if (source === '../../locales/zh-CN' && CONFIG_PROVIDER.test(importer))
        return require.resolve('antd-mobile/es/locales/en-US');
      return null;
    },
    load(id) {
      if (id !== RENDER_STUB) return null;
      const refuse = `throw new Error('antd-mobile renders through the renderer main.tsx sets (unstableSetRender)');`;
      return `export function render() { ${refuse} }\nexport function unmount() { ${refuse} }\n`;
    },
  };
}
