import path from 'node:path';

/**
 * `meridian/module-boundaries`: a server module is used from outside only through its entry.
 *
 * A file may import another module's entry (`../ledger`, `../ledger/index`) but nothing else of it: not its
 * service, repo, schema, tables or any inner file. Files inside a module import each other freely; files
 * outside every module (app.ts, main.ts, cli/, platform/) are "outside" for every module. Only relative
 * imports are checked (the server imports its own code no other way).
 *
 * Options: `modulesDir` — the modules folder, relative to ESLint's cwd (default `apps/server/src/modules`);
 * `allowSchemaReferences` — a `*.schema.ts` may import another module's `*.schema` (drizzle needs the
 * referenced table object to declare a foreign key; nothing else may use it).
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Imports across server modules go through the other module's index.ts" },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' }, allowSchemaReferences: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{source}}' reaches into module '{{module}}' ({{inner}}): import what it offers from its entry " +
        "('{{entry}}') and export it there if other modules may use it.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const modulesDir = path.resolve(context.cwd, options.modulesDir ?? 'apps/server/src/modules');
    const file = context.filename;
    const from = moduleOf(modulesDir, file);
    const fromSchema = file.endsWith('.schema.ts');

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = moduleOf(modulesDir, target);
      if (!to || to.name === from?.name) return;
      const inner = to.inner.replace(/\.(ts|js)$/, '');
      if (inner === '' || inner === 'index') return;
      if (options.allowSchemaReferences && fromSchema && inner.endsWith('.schema')) return;
      const entry = path
        .relative(path.dirname(file), path.join(modulesDir, to.name))
        .split(path.sep)
        .join('/');
      context.report({
        node,
        messageId: 'internal',
        data: { source, module: to.name, inner, entry: entry.startsWith('.') ? entry : `./${entry}` },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      /** `import('../x').T` in a type position (typescript-eslint 8: `source` is the string literal). */
      TSImportType: (node) => node.source?.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

/** The module a path lies in (`name`) and its path inside that module (`inner`, '/'-separated). */
function moduleOf(modulesDir, file) {
  const rel = path.relative(modulesDir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [name = '', ...rest] = rel.split(path.sep);
  return { name, inner: rest.join('/') };
}

export default rule;
