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

/** The named exports of antd-mobile's `es/index.js`. */
export function antdExports(indexSource: string): AntdExports {
  const out: AntdExports = new Map();
  for (const m of indexSource.matchAll(/^export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)';?$/gm)) {
    for (const spec of m[1]!.split(',')) {
      const [name, alias] = spec.trim().split(/\s+as\s+/);
      if (name) out.set(alias ?? name, { from: `antd-mobile/es/${m[2]!}`, name });
    }
  }
  return out;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']antd-mobile["'];?/g;

/** `code` with its named imports from 'antd-mobile' made per-file; null when there are none (or one is unknown). */
export function rewriteAntdImports(code: string, exports: AntdExports): string | null {
  if (!code.includes('antd-mobile')) return null;
  let changed = false;
  const out = code.replace(IMPORT, (whole, list: string) => {
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
  let exports: AntdExports | undefined;
  return {
    name: 'meridian:antd-imports',
    apply: 'build',
    buildStart() {
      const require = createRequire(import.meta.url);
      const pkg = require.resolve('antd-mobile/package.json');
      exports = antdExports(fs.readFileSync(path.join(path.dirname(pkg), 'es/index.js'), 'utf8'));
      if (exports.size < 50) throw new Error(`antdImports: ${exports.size} exports read from antd-mobile`);
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0]!)) return null;
      const out = rewriteAntdImports(code, exports!);
      return out === null ? null : { code: out, map: null };
    },
  };
}
