import type { Plugin } from 'vite';
import { pageFiles, planFromBundle, staticImportClosure } from './routePreload';
import type { ChunkLike, PreloadRoute } from './routePreload';

/**
 * The tab pages' first-route chunks start with V8's explicit compile hint. Chrome (136 and later) then compiles
 * every function of such a file while the file streams in, on a background thread; without it a function is
 * compiled on the main thread when first called, and a tab's first screen calls most of its route's code: a third
 * of the first seconds' main-thread time at 4× CPU (V8.CompileCode in the trace) went to that. So do the chunks
 * every first screen loads right after it draws: zod and the contract's schemas (the first calls check their
 * replies), the socket client. Other chunks (later pages, sheets) keep lazy compilation: most of their functions
 * never run.
 */

/** Modules whose chunks each first screen loads after its first paint. */
const AFTER_PAINT = [
  /[\\/]node_modules[\\/](zod|socket\.io-client|engine\.io-client|socket\.io-parser)[\\/]/,
  /\?contract-schemas$/,
];

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The entry's chunks, every given route's (the files route-preload fetches for it) and the after-paint ones. */
export function firstRouteFiles(
  chunks: readonly ChunkLike[],
  routes: readonly PreloadRoute[],
  pagesSource: string,
): Set<string> {
  const files = staticImportClosure(
    chunks,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const plan = planFromBundle([...chunks], routes, pageFiles(pagesSource), {
    base: '/',
    fallbackLanguage: '',
  });
  for (const route of Object.values(plan.routes)) for (const f of route.files) files.add(f);
  for (const c of chunks)
    if ((c.moduleIds ?? []).some((id) => AFTER_PAINT.some((re) => re.test(id)))) files.add(c.fileName);
  return files;
}

/** `code` with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

export function compileHints(options: { routes: readonly PreloadRoute[]; pagesSource: string }): Plugin {
  return {
    name: 'meridian:compile-hints',
    apply: 'build',
    // after minification, which would drop the comment
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as (ChunkLike & {
          code: string;
        })[];
        const files = firstRouteFiles(chunks, options.routes, options.pagesSource);
        for (const c of chunks) if (files.has(c.fileName)) c.code = withCompileHint(c.code);
      },
    },
  };
}
