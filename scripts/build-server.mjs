#!/usr/bin/env node
/**
 * Builds the server to JavaScript (part of `npm run build`; `npm start` then runs `node apps/server/dist/main.js`,
 * no TypeScript transpiler at run time). esbuild bundles apps/server/src/main.ts and the CLIs
 * (apps/server/src/cli/*.ts but not their tests) for Node 20, ESM, with source maps:
 *   dist/main.js, dist/cli/ops.js, dist/cli/ledger-check.js and shared dist/chunk-*.js.
 * Code splitting keeps the lazily imported modules lazy (the embedded PostgreSQL starter, the test-only fault
 * fixtures): a dynamic import of a bundled module would otherwise pull its packages in at start.
 * npm packages stay external (node resolves them from node_modules at run time) except the workspace's own
 * `@meridian/*`, whose package.json points at TypeScript sources and which is therefore bundled.
 * Files read at run time (migrations, demo media, the built web apps) are found from the package root by
 * apps/server/src/platform/paths.ts, so they stay where they are.
 *
 *   node scripts/build-server.mjs [--outdir <dir>]   (default apps/server/dist; emptied first)
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

/** Builds into `outdir` (absolute, or relative to the repository root); resolves with esbuild's metafile. */
export async function buildServer(outdir = path.join(serverDir, 'dist')) {
  const out = path.resolve(root, outdir);
  fs.rmSync(out, { recursive: true, force: true });
  const cli = fs
    .readdirSync(path.join(serverDir, 'src/cli'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  // Only the files a command runs are entries; ops-commands.ts is a library of ops.ts.
  const entries = [
    path.join(serverDir, 'src/main.ts'),
    ...cli.filter((f) => f !== 'ops-commands.ts').map((f) => path.join(serverDir, 'src/cli', f)),
  ];
  const result = await esbuild.build({
    entryPoints: entries,
    outbase: path.join(serverDir, 'src'),
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    chunkNames: 'chunk-[hash]',
    plugins: [externalPackages],
    tsconfig: path.join(serverDir, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
  });
  // dist/package.json marks the output as ESM for node whatever the enclosing package says.
  fs.writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }\n');
  return result.metafile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const t0 = Date.now();
  // esbuild has printed its errors already: exit without a stack trace.
  const meta = await buildServer(values.outdir).catch(() => process.exit(1));
  const files = Object.keys(meta.outputs).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((n, f) => n + meta.outputs[f].bytes, 0);
  console.log(
    `server built: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB of JavaScript in ${Date.now() - t0} ms`,
  );
}
