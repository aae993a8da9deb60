import fs from 'node:fs';
import path from 'node:path';
import { parseSync, transformWithOxc, type Plugin } from 'vite';

/**
 * The contract's schemas off the first route. `API` (packages/contract/src/api.ts) is one
 * object holding every endpoint's zod request/response schemas, built when the module is evaluated; the H5 app
 * needs only an endpoint's method and path to call it, and its response schema once the reply is there. In the
 * web build, `@meridian/contract` resolves to a generated module that re-exports the contract as it is except
 * `API`, which becomes plain descriptors (group, key, method, path, idempotent, multipart) plus
 * `loadResponse`: a dynamic import of the endpoint's area module (`endpoints/<area>.ts`), one chunk per area,
 * fetched in parallel with the request (apps/web/src/api/http.ts). Unit tests and the server use the contract
 * unchanged.
 */

const LITE_ID = '\0meridian-contract-lite';
/**
 * An area module as the lazy loader imports it: a second copy of the module (its own id), so the copy the first
 * route imports a constant or a rule from keeps only that, and the schemas go to the area's lazy chunk.
 */
const LAZY_QUERY = '?meridian-lazy';

/** The part of an endpoint the descriptors keep (packages/contract/src/endpoint.ts). */
export interface EndpointShape {
  method: string | readonly string[];
  path: string;
  idempotent?: boolean;
  multipart?: boolean;
}

/** Group key → [area module file relative to the contract's src, its export], read from api.ts's imports. */
export function areaModules(apiSource: string): Map<string, { file: string; name: string }> {
  const fileOf = new Map<string, string>();
  for (const m of apiSource.matchAll(/import\s*\{([^}]+)\}\s*from\s*'(\.\/[\w-]+)'/g)) {
    for (const name of m[1]!.split(',').map((s) => s.trim().replace(/^type\s+/, ''))) {
      if (name) fileOf.set(name, m[2] === './platform' ? `${m[2]}.ts` : `${m[2]}/index.ts`);
    }
  }
  const body = /export const API = \{([\s\S]*?)\}\s*as const/.exec(apiSource)?.[1];
  if (!body) throw new Error('lazyContract: `export const API = { … } as const` not found in api.ts');
  const out = new Map<string, { file: string; name: string }>();
  for (const m of body.matchAll(/^\s*(\w+):\s*(\w+),?\s*$/gm)) {
    const file = fileOf.get(m[2]!);
    if (!file) throw new Error(`lazyContract: API.${m[1]} (${m[2]}) is not imported from ./endpoints/*`);
    out.set(m[1]!, { file, name: m[2]! });
  }
  return out;
}

/** The generated module's source. */
export function liteModule(
  contractSrc: string,
  api: Readonly<Record<string, Readonly<Record<string, EndpointShape>>>>,
  apiSource: string,
): string {
  const areas = areaModules(apiSource);
  const posix = (p: string) => p.split(path.sep).join('/');
  const lines = [
    `export * from ${JSON.stringify(posix(path.join(contractSrc, 'index.ts')))};`,
    'const areas = {',
  ];
  for (const group of Object.keys(api)) {
    const area = areas.get(group);
    if (!area) throw new Error(`lazyContract: no area module for API.${group}`);
    const file = JSON.stringify(posix(path.join(contractSrc, area.file)) + LAZY_QUERY);
    lines.push(`  ${JSON.stringify(group)}: () => import(${file}).then((m) => m.${area.name}),`);
  }
  lines.push(
    '};',
    'function lazy(group, key, shape) {',
    '  return Object.freeze({',
    '    ...shape,',
    '    group,',
    '    key,',
    '    loadResponse: () => areas[group]().then((a) => a[key].response),',
    '    get request() { throw new Error(`API.${group}.${key}.request: the web build loads schemas lazily`); },',
    '    get response() { throw new Error(`API.${group}.${key}.response: use loadResponse()`); },',
    '  });',
    '}',
    'export const API = {',
  );
  for (const [group, endpoints] of Object.entries(api)) {
    lines.push(`  ${JSON.stringify(group)}: {`);
    for (const [key, e] of Object.entries(endpoints)) {
      const shape = { method: e.method, path: e.path, idempotent: e.idempotent, multipart: e.multipart };
      lines.push(
        `    ${JSON.stringify(key)}: lazy(${JSON.stringify(group)}, ${JSON.stringify(key)}, ${JSON.stringify(shape)}),`,
      );
    }
    lines.push('  },');
  }
  lines.push('};');
  // the old group names, until the app imports each product's api object from its subpath
  lines.push(
    'API.lever = API.futures; API.microtrade = API.options; API.opsMicrotrade = API.opsOptions; API.dual = API.invest;',
  );
  return lines.join('\n');
}

/** An initialiser the bundler already knows to be free of effects (nothing to wrap). */
const PLAIN = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'Literal',
  'Identifier',
  'ClassExpression',
]);

/**
 * Every top-level `const x = <expression>` of a contract module (JavaScript, after TypeScript is stripped)
 * becomes `const x = /* @__PURE__ *\/ (=> (<expression>))`: the same value, built at the same moment, but one
 * nobody uses is dropped. Building a zod schema, an endpoint or a table has no other effect; without this, a
 * module the first route imports one constant from (`MAX_BARS_PER_CALL`, a rule function) keeps every schema
 * it defines, and zod with them.
 */
export function markTopLevelPure(file: string, code: string): string | null {
  const { program } = parseSync(file, code);
  const spans: [number, number][] = [];
  for (const node of program.body) {
    const decl =
      node.type === 'VariableDeclaration'
        ? node
        : node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration'
          ? node.declaration
          : null;
    if (!decl) continue;
    for (const d of decl.declarations) {
      if (d.init && !PLAIN.has(d.init.type)) spans.push([d.init.start, d.init.end]);
    }
  }
  if (spans.length === 0) return null;
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    out += `${code.slice(at, start)}/* @__PURE__ */ (() => (${code.slice(start, end)}))()`;
    at = end;
  }
  return out + code.slice(at);
}

/**
 * The plugin: `@meridian/contract` imported by the app's code resolves to the generated module; the contract's
 * own files are free of side effects for the bundler (what the app does not use, such as the eager `API` or the
 * nine-language `MESSAGES`, is dropped).
 */
export function lazyContract(opts: {
  contractSrc: string;
  api: Readonly<Record<string, Readonly<Record<string, EndpointShape>>>>;
}): Plugin[] {
  const contractSrc = path.resolve(opts.contractSrc);
  const inContract = (f: string | undefined) => !!f && path.resolve(f).startsWith(contractSrc + path.sep);
  const pure: Plugin = {
    name: 'meridian-contract-pure',
    apply: 'build',
    transform(code, id) {
      if (!inContract(id) || !/\.ts$/.test(id) || /\.test\.ts$/.test(id)) return null;
      const marked = markTopLevelPure(id, code);
      return marked === null ? null : { code: marked, map: null };
    },
  };
  const resolve: Plugin = {
    name: 'meridian-lazy-contract',
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id === '@meridian/contract' && importer !== LITE_ID) return LITE_ID;
      if (id.endsWith(LAZY_QUERY)) return id;
      if (importer?.endsWith(LAZY_QUERY) && id.startsWith('.')) {
        // the lazy copy's own imports are lazy copies too (else a shared module would hold schemas)
        const file = path.resolve(path.dirname(importer.slice(0, -LAZY_QUERY.length)), id);
        return `${fs.existsSync(`${file}.ts`) ? `${file}.ts` : path.join(file, 'index.ts')}${LAZY_QUERY}`;
      }
      if (!inContract(importer) && !(importer === LITE_ID && id.startsWith(contractSrc))) return null;
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      if (!resolved || !inContract(resolved.id)) return resolved;
      return { ...resolved, moduleSideEffects: false };
    },
    async load(id) {
      if (id.endsWith(LAZY_QUERY)) {
        const file = id.slice(0, -LAZY_QUERY.length);
        const { code, map } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' });
        return { code, map, moduleType: 'js' };
      }
      if (id !== LITE_ID) return null;
      const apiSource = fs.readFileSync(path.join(contractSrc, 'api.ts'), 'utf8');
      return { code: liteModule(contractSrc, opts.api, apiSource), moduleSideEffects: false };
    },
  };
  return [resolve, pure];
}
