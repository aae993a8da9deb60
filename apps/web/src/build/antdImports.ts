import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Antd-mobile's components one by one. antd-mobile's index (`es/index.js`) is declared to have
 * side effects (it imports the global styles), so the bundler keeps every module it re-exports within reach of
 * the first script: the overlays imported on demand (components/overlays.ts) and their animation libraries
 * (@react-spring/web, @use-gesture) stayed on the first route. In the web build, `import { A, b as c } from
 * 'antd-mobile'` becomes one import per component file (`import A from 'antd-mobile/es/components/a'`), as
 * antd-mobile's own index maps them; the global styles are imported once by main.tsx. Type-only imports are gone
 * by then (the plugin runs after TypeScript is stripped).
 */

/** Exported name → [module path under antd-mobile/, its export name ('default' or a name)]. */
export type AntdExports = Map<string, { from: string; name: string }>;

/** The named exports of a package's `es/index.js` (antd-mobile's, or antd-mobile-icons' one file per icon). */
export function antdExports(indexSource: string, pkg = 'antd-mobile'): AntdExports {
  const out: AntdExports = new Map();
  for (const m of indexSource.matchAll(/^export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)';?$/gm)) {
    for (const spec of m[1]!.split(',')) {
      const [name, alias] = spec.trim().split(/\s+as\s+/);
      if (name) out.set(alias ?? name, { from: `${pkg}/es/${m[2]!}`, name });
    }
  }
  return out;
}

const importOf = (pkg: string) => new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg}["'];?`, 'g');

/** `code` with its named imports from 'antd-mobile' made per-file; null when there are none (or one is unknown). */
export function rewriteAntdImports(code: string, exports: AntdExports, pkg = 'antd-mobile'): string | null {
  if (!code.includes(pkg)) return null;
  let changed = false;
  const out = code.replace(importOf(pkg), (whole, list: string) => {
    const lines: string[] = [];
    for (const spec of list.split(',')) {
      const trimmed = spec.trim();
      if (!trimmed) continue;
      const [imported, local = imported] = trimmed.split(/\s+as\s+/) as [string, string?];
      const target = exports.get(imported);
      if (!target) return whole; // not in the index as we read it: leave this import as it is
      lines.push(
        target.name === 'default'
          ? `import ${local} from '${target.from}';`
          : `import { ${target.name} as ${local} } from '${target.from}';`,
      );
    }
    changed = true;
    return lines.join('\n');
  });
  return changed ? out : null;
}

export function antdImports(): Plugin {
  let components: AntdExports | undefined;
  let icons: AntdExports | undefined;
  return {
    name: 'meridian:antd-imports',
    apply: 'build',
    buildStart() {
      const require = createRequire(import.meta.url);
      const index = (pkg: string) =>
        fs.readFileSync(
          path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'es/index.js'),
          'utf8',
        );
      components = antdExports(index('antd-mobile'));
      icons = antdExports(index('antd-mobile-icons'), 'antd-mobile-icons');
      if (components.size < 50)
        throw new Error(`antdImports: ${components.size} exports read from antd-mobile`);
      if (icons.size < 100) throw new Error(`antdImports: ${icons.size} exports read from antd-mobile-icons`);
    },
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0]!)) return null;
      // antd-mobile's own components import icons from the index too: those are rewritten as well, so the icons'
      // index (which names every icon) is nowhere in the module graph
      const ours = !id.includes('/node_modules/');
      if (!ours && !id.includes('/node_modules/antd-mobile/')) return null;
      let out = ours ? rewriteAntdImports(code, components!) : null;
      out = rewriteAntdImports(out ?? code, icons!, 'antd-mobile-icons') ?? out;
      return out === null ? null : { code: out, map: null };
    },
  };
}
