import type { Plugin } from 'vite';

const ROOT = '<div id="root"></div>';

/** index.html with `markup` inside the empty #root: painted from the HTML, replaced by React's first commit. */
export function withShell(html: string, markup: string): string {
  if (!html.includes(ROOT)) throw new Error('shellHtml: index.html has no empty <div id="root"></div>');
  return html.replace(ROOT, `<div id="root">${markup}</div>`);
}

/** The app's shell (app/AppShell.tsx, rendered to static markup by the caller) in the built index.html. */
export function shellHtml(render: () => string): Plugin {
  return {
    name: 'meridian:shell-html',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withShell(html, render()) },
  };
}
