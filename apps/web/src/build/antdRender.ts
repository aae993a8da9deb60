import type { Plugin } from 'vite';

const STUB = '\0meridian:antd-render';
const UNSTABLE_RENDER = /[\\/]antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/;

/**
 * antd-mobile renders Toast and Dialog through a default renderer (rc-util's React 18 `render`, with Babel's
 * regenerator: ≈ 3 KB gzip on every first route) unless the app sets its own with `unstableSetRender`, which
 * main.tsx does before anything renders. The default's module is replaced by one that says so if ever reached.
 */
export function antdOwnRender(): Plugin {
  return {
    name: 'meridian:antd-own-render',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './render' && importer && UNSTABLE_RENDER.test(importer) ? STUB : null;
    },
    load(id) {
      if (id !== STUB) return null;
      const refuse = `throw new Error('antd-mobile renders through the renderer main.tsx sets (unstableSetRender)');`;
      return `export function render() { ${refuse} }\nexport function unmount() { ${refuse} }\n`;
    },
  };
}
