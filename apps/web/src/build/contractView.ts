import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The web build's schema-free view of the contract. Each contract module that builds zod schemas is served to
 * the app as a view: its constants and helpers as written, each endpoint group as `lazyEndpoint`s (method, path,
 * auth, and a loader importing the real module), and its schemas re-exported from the real module (kept
 * out of the bundle unless the app uses them). The real module is the same file under `?contract-schemas`, whose
 * own contract imports are real too. The contract's code is unchanged; the server, console and tests never see
 * this. A declaration is a schema one when it uses zod, or another schema declaration, at any depth.
 */

export const REAL_QUERY = '?contract-schemas';
const ENDPOINT_META = ['method', 'path', 'auth', 'idempotent', 'multipart'] as const;

interface Analysis {
  /** Builds schemas: the view replaces it. */
  schemaFile: boolean;
  /** Exported and local names whose value needs zod. */
  tainted: Set<string>;
  source: ts.SourceFile;
}

/** Names a node reads as values (types skipped; over-approximates: shadowing is ignored). */
function valueNames(node: ts.Node, out = new Set<string>()): Set<string> {
  const visit = (n: ts.Node): void => {
    if (ts.isTypeNode(n) || ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) return;
    if (ts.isIdentifier(n)) {
      const p = n.parent;
      const isKey =
        (p && ts.isPropertyAccessExpression(p) && p.name === n) ||
        (p &&
          (ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p)) &&
          p.name === n);
      if (!isKey) out.add(n.text);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return [statement.name.text];
  return [];
}

const isExported = (s: ts.Statement): boolean =>
  ts.canHaveModifiers(s) && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

const isTypeOnly = (s: ts.Statement): boolean =>
  ts.isInterfaceDeclaration(s) ||
  ts.isTypeAliasDeclaration(s) ||
  (ts.isImportDeclaration(s) && !!s.importClause?.isTypeOnly) ||
  (ts.isExportDeclaration(s) && s.isTypeOnly);

interface EndpointCall {
  def: ts.ObjectLiteralExpression;
  /** For `key: helper(args)` where `helper = (params) => defineEndpoint({...})`: its parameters and arguments. */
  params?: ts.NodeArray<ts.ParameterDeclaration>;
  args?: ts.NodeArray<ts.Expression>;
}

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isSatisfiesExpression(e) || ts.isAsExpression(e) || ts.isParenthesizedExpression(e)
    ? unwrap(e.expression)
    : e;

/** The object literal of `defineEndpoint({...})`; null for anything else. */
function definition(e: ts.Expression): ts.ObjectLiteralExpression | null {
  const call = unwrap(e);
  if (
    !ts.isCallExpression(call) ||
    !ts.isIdentifier(call.expression) ||
    call.expression.text !== 'defineEndpoint'
  )
    return null;
  const arg = call.arguments[0];
  return arg && ts.isObjectLiteralExpression(arg) ? arg : null;
}

/** A local `const helper = (params) => defineEndpoint({...})` (or a function returning one) by name. */
function endpointHelpers(source: ts.SourceFile): Map<string, ts.SignatureDeclaration & { body?: ts.Node }> {
  const out = new Map<string, ts.SignatureDeclaration & { body?: ts.Node }>();
  for (const s of source.statements) {
    if (ts.isFunctionDeclaration(s) && s.name) out.set(s.name.text, s);
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && ts.isArrowFunction(unwrap(d.initializer)))
          out.set(d.name.text, unwrap(d.initializer) as ts.ArrowFunction);
  }
  return out;
}

function helperDefinition(
  fn: ts.SignatureDeclaration & { body?: ts.Node },
): ts.ObjectLiteralExpression | null {
  const body = fn.body;
  if (!body) return null;
  if (!ts.isBlock(body)) return definition(body as ts.Expression);
  const last = body.statements.length === 1 ? body.statements[0] : undefined;
  return last && ts.isReturnStatement(last) && last.expression ? definition(last.expression) : null;
}

/** `{ key: defineEndpoint({...}) | helper(...), … }`: each endpoint's definition by key; null for anything else. */
function endpointGroup(
  init: ts.Expression | undefined,
  source: ts.SourceFile,
): Map<string, EndpointCall> | null {
  if (!init) return null;
  const group = unwrap(init);
  if (!ts.isObjectLiteralExpression(group) || group.properties.length === 0) return null;
  const helpers = endpointHelpers(source);
  const out = new Map<string, EndpointCall>();
  for (const p of group.properties) {
    if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) return null;
    const def = definition(p.initializer);
    if (def) {
      out.set(p.name.text, { def });
      continue;
    }
    const call = unwrap(p.initializer);
    const helper =
      ts.isCallExpression(call) && ts.isIdentifier(call.expression) && helpers.get(call.expression.text);
    const helperDef = helper ? helperDefinition(helper) : null;
    if (!helper || !helperDef) return null;
    out.set(p.name.text, {
      def: helperDef,
      params: helper.parameters,
      args: call.arguments,
    });
  }
  return out;
}

export class ContractViews {
  private readonly analyses = new Map<string, Analysis>();

  constructor(
    /** The contract's `src` directory (absolute). */
    readonly root: string,
    private readonly read: (file: string) => string = (f) => fs.readFileSync(f, 'utf8'),
    private readonly exists: (file: string) => boolean = (f) => fs.existsSync(f),
  ) {}

  owns(file: string): boolean {
    return file.startsWith(this.root + path.sep) && file.endsWith('.ts') && !file.endsWith('.test.ts');
  }

  private resolve(from: string, spec: string): string | null {
    if (!spec.startsWith('.')) return null;
    const base = path.resolve(path.dirname(from), spec);
    for (const f of [`${base}.ts`, path.join(base, 'index.ts'), base])
      if (this.owns(f) && this.exists(f)) return f;
    return null;
  }

  /** Whether `name`, as exported by `file` (followed through re-exports), needs zod. */
  private exportTainted(file: string, name: string, seen = new Set<string>()): boolean {
    if (seen.has(file)) return false;
    seen.add(file);
    const a = this.analyse(file);
    if (a.tainted.has(name)) return true;
    for (const s of a.source.statements) {
      if (!ts.isExportDeclaration(s) || !s.moduleSpecifier || s.isTypeOnly) continue;
      const target = this.resolve(file, (s.moduleSpecifier as ts.StringLiteral).text);
      if (!target) continue;
      if (!s.exportClause) {
        if (this.exportTainted(target, name, seen)) return true;
      } else if (ts.isNamedExports(s.exportClause)) {
        for (const e of s.exportClause.elements)
          if (e.name.text === name && this.exportTainted(target, (e.propertyName ?? e.name).text, new Set()))
            return true;
      }
    }
    return false;
  }

  analyse(file: string): Analysis {
    const known = this.analyses.get(file);
    if (known) return known;
    const source = ts.createSourceFile(file, this.read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const analysis: Analysis = { schemaFile: false, tainted: new Set(), source };
    // a cycle sees this file as schema-free until it is analysed
    this.analyses.set(file, analysis);
    const tainted = analysis.tainted;
    for (const s of source.statements) {
      if (!ts.isImportDeclaration(s) || !s.importClause || s.importClause.isTypeOnly) continue;
      const spec = (s.moduleSpecifier as ts.StringLiteral).text;
      const clause = s.importClause;
      const locals: { local: string; imported: string }[] = [];
      if (clause.name) locals.push({ local: clause.name.text, imported: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        locals.push({ local: bindings.name.text, imported: '*' });
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements)
          if (!e.isTypeOnly) locals.push({ local: e.name.text, imported: (e.propertyName ?? e.name).text });
      const target = this.resolve(file, spec);
      for (const { local, imported } of locals) {
        if (spec === 'zod' || spec.startsWith('zod/')) tainted.add(local);
        else if (
          target &&
          (imported === '*' ? this.analyse(target).schemaFile : this.exportTainted(target, imported))
        )
          tainted.add(local);
      }
    }
    analysis.schemaFile = tainted.size > 0;
    if (!analysis.schemaFile) return analysis;
    // a declaration using a schema name is one; repeat until nothing changes
    for (let changed = true; changed;) {
      changed = false;
      for (const s of source.statements) {
        if (isTypeOnly(s) || ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) continue;
        const names = declaredNames(s);
        if (names.length === 0 || names.every((n) => tainted.has(n))) continue;
        const used = valueNames(s);
        if ([...used].some((n) => tainted.has(n) && !names.includes(n))) {
          for (const n of names) tainted.add(n);
          changed = true;
        }
      }
    }
    return analysis;
  }

  /** The declarations `real` builds on first use: `const`s made by a call on zod or on another schema. */
  lazyDeclarations(file: string): { name: string; exported: boolean; init: ts.Expression }[] {
    const a = this.analyse(file);
    const out: { name: string; exported: boolean; init: ts.Expression }[] = [];
    if (!a.schemaFile) return out;
    const rootName = (e: ts.Expression): string | null => {
      let n: ts.Expression = e;
      while (
        ts.isPropertyAccessExpression(n) ||
        ts.isCallExpression(n) ||
        ts.isElementAccessExpression(n) ||
        ts.isNonNullExpression(n)
      )
        n = n.expression;
      return ts.isIdentifier(n) ? n.text : null;
    };
    for (const s of a.source.statements) {
      if (!ts.isVariableStatement(s) || !(s.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const d of s.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer || !a.tainted.has(d.name.text)) continue;
        const init = unwrap(d.initializer);
        const root = ts.isCallExpression(init) ? rootName(init.expression) : null;
        // a registry is cheap and read by identity: built as written
        const registry = ts.isCallExpression(init) && init.expression.getText(a.source).endsWith('.registry');
        if (root && a.tainted.has(root) && root !== 'defineEndpoint' && !registry)
          out.push({ name: d.name.text, exported: isExported(s), init: d.initializer });
      }
    }
    return out;
  }

  /**
   * The real module of `file` as the web build serves it: each schema declaration (a `const` made by a call on
   * zod or on another schema) and each endpoint's inline request and response built on first use through
   * `lazySchema` (lib/lazySchema.ts), so checking one reply builds that reply's schemas, not the module's.
   */
  real(file: string, lazyModule: string): string {
    const a = this.analyse(file);
    const code = a.source.getFullText();
    if (!a.schemaFile) return code;
    const spans: [number, number][] = this.lazyDeclarations(file).map(({ init }) => [
      init.getStart(a.source),
      init.getEnd(),
    ]);
    const visit = (n: ts.Node): void => {
      const def = ts.isCallExpression(n) ? definition(n) : null;
      for (const p of def?.properties ?? [])
        if (
          ts.isPropertyAssignment(p) &&
          ts.isIdentifier(p.name) &&
          (p.name.text === 'request' || p.name.text === 'response') &&
          !ts.isIdentifier(p.initializer)
        )
          spans.push([p.initializer.getStart(a.source), p.initializer.getEnd()]);
      ts.forEachChild(n, visit);
    };
    visit(a.source);
    // an endpoint inside a wrapped declaration is built with it
    const outer = spans
      .sort((x, y) => x[0] - y[0] || y[1] - x[1])
      .filter((x, i, all) => !all.slice(0, i).some((y) => y[0] <= x[0] && x[1] <= y[1]));
    let out = code;
    for (const [start, end] of outer.reverse())
      out = `${out.slice(0, start)}__lazySchema(() => (${out.slice(start, end)}))${out.slice(end)}`;
    return `import { lazySchema as __lazySchema } from ${JSON.stringify(lazyModule)};\n${out}`;
  }

  /** The app's view of `file`; null when the file builds no schema (served as it is). */
  view(file: string, endpointModule: string): string | null {
    const a = this.analyse(file);
    if (!a.schemaFile) return null;
    const real = JSON.stringify(`${file}${REAL_QUERY}`);
    const out: string[] = [
      `import { lazyEndpoint as __lazyEndpoint } from ${JSON.stringify(endpointModule)};`,
    ];
    const reexported: string[] = [];
    const text = (n: ts.Node) => n.getText(a.source);
    for (const s of a.source.statements) {
      if (isTypeOnly(s)) continue;
      if (ts.isImportDeclaration(s)) {
        const spec = (s.moduleSpecifier as ts.StringLiteral).text;
        const clause = s.importClause;
        if (spec === 'zod' || spec.startsWith('zod/')) continue;
        if (!clause) {
          out.push(text(s));
          continue;
        }
        const kept: string[] = [];
        if (clause.name && !a.tainted.has(clause.name.text)) kept.push(`default as ${clause.name.text}`);
        const b = clause.namedBindings;
        if (b && ts.isNamespaceImport(b)) {
          if (!a.tainted.has(b.name.text))
            out.push(`import * as ${b.name.text} from ${JSON.stringify(spec)};`);
        } else if (b) {
          for (const e of b.elements) if (!e.isTypeOnly && !a.tainted.has(e.name.text)) kept.push(text(e));
        }
        if (kept.length > 0) out.push(`import { ${kept.join(', ')} } from ${JSON.stringify(spec)};`);
        continue;
      }
      if (ts.isExportDeclaration(s)) {
        if (s.moduleSpecifier) {
          out.push(text(s));
          continue;
        }
        const local: string[] = [];
        for (const e of (s.exportClause as ts.NamedExports).elements) {
          if (e.isTypeOnly) continue;
          const from = (e.propertyName ?? e.name).text;
          (a.tainted.has(from) ? reexported : local).push(
            e.name.text === from ? from : `${from} as ${e.name.text}`,
          );
        }
        if (local.length > 0) out.push(`export { ${local.join(', ')} };`);
        continue;
      }
      const names = declaredNames(s);
      if (names.length === 0 || !names.some((n) => a.tainted.has(n))) {
        out.push(text(s));
        continue;
      }
      if (!isExported(s)) continue;
      for (const d of ts.isVariableStatement(s) ? s.declarationList.declarations : []) {
        const group = ts.isIdentifier(d.name) ? endpointGroup(d.initializer, a.source) : null;
        if (!group) continue;
        const name = (d.name as ts.Identifier).text;
        const entries = [...group].map(([key, { def, params, args }]) => {
          const meta = def.properties
            .filter(
              (p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
                (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
                (ENDPOINT_META as readonly string[]).includes(p.name.getText(a.source)),
            )
            .map((p) => {
              const used = valueNames(p);
              const paramNames = new Set((params ?? []).map((q) => q.name.getText(a.source)));
              const bad = [...used].find((n) => a.tainted.has(n) && !paramNames.has(n));
              if (bad)
                throw new Error(
                  `${file}: ${name}.${key} describes its ${p.name.getText(a.source)} with ${bad}`,
                );
              return text(p);
            });
          const argsText = (args ?? []).map((x) => {
            if ([...valueNames(x)].some((n) => a.tainted.has(n)))
              throw new Error(`${file}: ${name}.${key} needs zod`);
            return text(x);
          });
          const literal = `{ ${meta.join(', ')} }`;
          // a helper's endpoint: its meta written as the helper wrote it, applied to the same arguments
          const metaExpr = params
            ? `((${params.map((q) => q.name.getText(a.source)).join(', ')}) => (${literal}))(${argsText.join(', ')})`
            : literal;
          return `  ${key}: __lazyEndpoint(${metaExpr}, () => import(${real}).then((m) => m.${name}.${key})),`;
        });
        out.push(`export const ${name} = Object.freeze({\n${entries.join('\n')}\n});`);
        names.splice(names.indexOf(name), 1);
      }
      reexported.push(...names);
    }
    if (reexported.length > 0) out.push(`export { ${reexported.join(', ')} } from ${real};`);
    return out.join('\n');
  }
}

/**
 * `schemas-<dir>-<file>` for a real contract module, `zod` for zod's (and the lazy schemas' proxy); null for any other module. One chunk per
 * module, as the modules import one another: a chunk per product made a cycle (settings ⇄ wallet) whose chunk
 * evaluated first met the other's exports unset.
 */
export function schemaChunkOf(id: string): string | null {
  // the lazy schemas' proxy is only ever loaded with zod (lib/lazySchema.ts)
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id) || /[\\/]src[\\/]lib[\\/]lazySchema\.ts$/.test(id))
    return 'zod';
  const m = /[\\/]contract[\\/]src[\\/](?:([\w-]+)[\\/])?([\w-]+)\.ts\?contract-schemas$/.exec(id);
  if (!m) return null;
  return m[1] === undefined || m[1] === m[2] ? `schemas-${m[2]}` : `schemas-${m[1]}-${m[2]}`;
}

/** The Vite plugin: contract modules imported by the app are served as views (see above). */
export function contractView(contractSrc: string): Plugin {
  const views = new ContractViews(path.resolve(contractSrc));
  const endpointModule = path.join(views.root, 'endpoint.ts');
  const lazyModule = fileURLToPath(new URL('../lib/lazySchema.ts', import.meta.url));
  return {
    name: 'meridian-contract-view',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.endsWith(REAL_QUERY) || source === 'zod' || source.startsWith('zod/')) return null;
      // the real module's contract imports are real modules too
      const resolved = await this.resolve(source, importer.slice(0, -REAL_QUERY.length), {
        ...options,
        skipSelf: true,
      });
      if (
        !resolved ||
        resolved.external ||
        !views.owns(resolved.id) ||
        !views.analyse(resolved.id).schemaFile
      )
        return resolved;
      return { id: `${resolved.id}${REAL_QUERY}`, moduleSideEffects: false };
    },
    // the real modules and zod in chunks of their own, loaded by the first call that parses a reply, not in the
    // first route's chunks (build/firstRouteChunks.ts counts a view's re-export of them as a static import)
    outputOptions(options) {
      const split = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...split,
          groups: [
            { name: schemaChunkOf, test: (id: string) => schemaChunkOf(id) !== null, priority: 15 },
            ...(split.groups ?? []),
          ],
        },
      };
    },
    load(id) {
      if (id.endsWith(REAL_QUERY)) {
        const file = id.slice(0, -REAL_QUERY.length);
        return { code: views.real(file, lazyModule), moduleSideEffects: false };
      }
      if (!views.owns(id)) return null;
      const code = views.view(id, endpointModule);
      return code === null ? null : { code, moduleSideEffects: false };
    },
  };
}
