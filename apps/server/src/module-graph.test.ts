import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES = path.join(import.meta.dirname, 'modules');
/** The core that products are built on: it publishes hooks and batch commands and knows no product. */
const CORE = ['futures', 'options'] as const;
/** Products and the operator API, which plug into the core and never the other way round. */
const BUILT_ON_CORE = ['copytrade', 'coupons', 'ops'] as const;
const PRODUCT_FILE_NAME = /cop(y|ies)|coupon/i;

/** Every .ts file under `dir`, as paths relative to `modules/`. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.relative(MODULES, path.join(dir, f)));
}

/** Tests and their helpers may reach into any module (as the lint rule allows); the graph is the code's. */
const isTestFile = (file: string) => /\.test\.ts$|(^|[./])testing\.ts$/.test(path.basename(file));

/** The modules a file imports (static, re-exports, type-only and dynamic imports), other than its own. */
function importedModules(file: string): string[] {
  const own = file.split(path.sep)[0]!;
  const source = fs.readFileSync(path.join(MODULES, file), 'utf8');
  const out = new Set<string>();
  for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = path.relative(MODULES, path.resolve(MODULES, path.dirname(file), fileName));
    const [first] = target.split(path.sep);
    if (!first || first === '..' || first === own) continue;
    if (fs.statSync(path.join(MODULES, first), { throwIfNoEntry: false })?.isDirectory()) out.add(first);
  }
  return [...out];
}

/** Module → the modules its source files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of fs.readdirSync(MODULES)) {
    if (!fs.statSync(path.join(MODULES, name)).isDirectory()) continue;
    const edges = new Set<string>();
    for (const file of sources(path.join(MODULES, name)).filter((f) => !isTestFile(f)))
      for (const other of importedModules(file)) edges.add(other);
    graph.set(name, edges);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the modules along it (first repeated last). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

describe('the module graph', () => {
  it('has every module of the tree (the walk reads the sources it should)', () => {
    const graph = moduleGraph();
    for (const name of [...CORE, ...BUILT_ON_CORE, 'ledger', 'market'])
      expect(graph.has(name), name).toBe(true);
    expect([...graph.get('coupons')!]).toEqual(expect.arrayContaining(['futures', 'options', 'ledger']));
  });

  it('has no import cycle between modules', () => {
    expect(cycles(moduleGraph()).map((c) => c.join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['coupons', new Set(['ops'])],
      ['ops', new Set(['options'])],
      ['options', new Set(['coupons', 'ledger'])],
      ['ledger', new Set<string>()],
    ]);
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual(['coupons → ops → options → coupons']);
  });

  it.each(CORE)('%s names no product built on it: no copy or coupon file', (core) => {
    const named = sources(path.join(MODULES, core)).filter((f) => PRODUCT_FILE_NAME.test(path.basename(f)));
    expect(named).toEqual([]);
  });

  it.each(CORE)('%s imports neither copy trading, coupons nor ops', (core) => {
    const offending = sources(path.join(MODULES, core))
      .filter((f) => !isTestFile(f))
      .flatMap((f) =>
        importedModules(f)
          .filter((m) => (BUILT_ON_CORE as readonly string[]).includes(m))
          .map((m) => `${f} → ${m}`),
      );
    expect(offending).toEqual([]);
  });
});
