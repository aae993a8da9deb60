import { createServer, type Plugin } from 'vite';

const ROOT = '<div id="root"></div>';

/** index.html with `markup` inside the empty #root: painted from the HTML, replaced by React's first commit. */
export function withShell(html: string, markup: string): string {
  if (!html.includes(ROOT)) throw new Error('shellHtml: index.html has no empty <div id="root"></div>');
  return html.replace(ROOT, `<div id="root">${markup}</div>`);
}

/**
 * The app's shell in the built index.html: `module` (a path under the app's root) exports `shellMarkup()`, which
 * renders it to static markup. It runs in Vite's SSR runner rather than in this config: the components it draws
 * import stylesheets and the catalogues' `import.meta.glob`, which plain Node cannot load.
 */
export function shellHtml(module: string): Plugin {
  let root = process.cwd();
  return {
    name: 'meridian:shell-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          // antd-mobile's CommonJS build requires its CSS: Vite loads its ES build instead, stylesheets left out
          ssr: { noExternal: ['antd-mobile'] },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const loaded = (await server.ssrLoadModule(module)) as { shellMarkup: () => string };
          return withShell(html, loaded.shellMarkup());
        } finally {
          await server.close();
        }
      },
    },
  };
}
