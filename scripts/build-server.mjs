#!/usr/bin/env node
/**
 * Builds the server to JavaScript (part of `npm run build`; `npm start` then runs `node apps/server/dist/main.js`,
 * no TypeScript transpiler at run time). esbuild bundles apps/server/src/main.ts and the CLIs
 * (apps/server/src/cli/*.ts but not their tests) for Node 22.12 and later (the app runs on Node 24), ESM, with
 * source maps: dist/main.js, dist/cli/ops.js, dist/cli/ledger-check.js and shared dist/chunk-*.js.
 * Code splitting keeps the lazily imported modules lazy (the embedded PostgreSQL starter, the test-only fault
 * fixtures): a dynamic import of a bundled module would otherwise pull its packages in at start.
 * npm packages stay external (node resolves them from node_modules at run time) except the workspace's own
 * `@meridian/*`, whose package.json points at TypeScript sources and which is therefore bundled.
 * Files read at run time (migrations, demo media, the built web apps) are found from the package root by
 * apps/server/src/platform/paths.ts, so they stay where they are, and an output directory must lie inside
 * apps/server (the server-int tests build into apps/server/.dist-test-* once per run: test/global-setup.ts).
 * Each build records its inputs in <outdir>/build-inputs.json, so `--if-stale` can tell whether the bundle still
 * matches the sources: `npm run ops` and `npm run ledger:check` build first with it, then run the compiled CLI.
 *
 *   node scripts/build-server.mjs [--outdir <dir>]   (default apps/server/dist; emptied first)
 *   node scripts/build-server.mjs --if-stale         (builds only if a source changed since; logs to stderr)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');

/** Bare specifiers (npm packages and node: builtins) are external, except the workspace's own packages. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@meridian/')) return undefined;
      if (path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The files a command runs (ops-commands.ts is a library of ops.ts), relative to the repository root. */
function entryPoints() {
  const cli = fs
    .readdirSync(path.join(serverDir, 'src/cli'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'ops-commands.ts');
  return ['apps/server/src/main.ts', ...cli.map((f) => `apps/server/src/cli/${f}`)];
}

/** What shapes a bundle besides the sources esbuild reads: this script and the TypeScript settings. */
const BUILD_CONFIG = ['scripts/build-server.mjs', 'apps/server/tsconfig.json', 'tsconfig.base.json'];
const INPUTS_FILE = 'build-inputs.json';

/** Builds into `outdir` (absolute, or relative to the repository root); resolves with esbuild's metafile. */
export async function buildServer(outdir = path.join(serverDir, 'dist')) {
  const out = path.resolve(root, outdir);
  // Taken before esbuild reads anything, so a source saved during the build makes the result stale.
  const startedAt = Date.now();
  fs.rmSync(out, { recursive: true, force: true });
  const entries = entryPoints();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
    outbase: path.join(serverDir, 'src'),
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    sourcemap: true,
    chunkNames: 'chunk-[hash]',
    plugins: [externalPackages],
    tsconfig: path.join(serverDir, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
  });
  // dist/package.json marks the output as ESM for node whatever the enclosing package says.
  fs.writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }\n');
  const inputs = [...Object.keys(result.metafile.inputs), ...BUILD_CONFIG];
  fs.writeFileSync(path.join(out, INPUTS_FILE), `${JSON.stringify({ startedAt, entries, inputs })}\n`);
  return result.metafile;
}

/**
 * Whether the bundle in `outdir` no longer matches the sources: never built (or by an older script), a
 * command added or removed, or a file it was built from changed or gone since the build began. A new
 * file counts once something that imports it changes, which it must to reach it.
 */
export function isStale(outdir = path.join(serverDir, 'dist')) {
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(path.join(path.resolve(root, outdir), INPUTS_FILE), 'utf8'));
  } catch {
    return true;
  }
  if (JSON.stringify(recorded.entries) !== JSON.stringify(entryPoints())) return true;
  return recorded.inputs.some((file) => {
    const stat = fs.statSync(path.resolve(root, file), { throwIfNoEntry: false });
    return !stat || stat.mtimeMs > recorded.startedAt;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { outdir: { type: 'string' }, 'if-stale': { type: 'boolean', default: false } },
  });
  if (values['if-stale'] && !isStale(values.outdir)) process.exit(0);
  const t0 = Date.now();
  // esbuild has printed its errors already: exit without a stack trace.
  const meta = await buildServer(values.outdir).catch(() => process.exit(1));
  const files = Object.keys(meta.outputs).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((n, f) => n + meta.outputs[f].bytes, 0);
  // Before a CLI (`npm run ops`) stdout is the command's JSON: the note goes to stderr.
  (values['if-stale'] ? console.error : console.log)(
    `server built: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB of JavaScript in ${Date.now() - t0} ms`,
  );
}
