/** Types of scripts/build-server.mjs for the TypeScript that imports it (the server-int global setup). */
import type { Metafile } from 'esbuild';

export function buildServer(outdir?: string): Promise<Metafile>;
export function isStale(outdir?: string): boolean;
