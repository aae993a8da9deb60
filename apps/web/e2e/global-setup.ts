import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startServer } from './server';

/** The app every journey of the run talks to: its origin and DATA_DIR (codes in outbox.jsonl, the CLI). */
export interface SharedServer {
  baseUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServer: SharedServer;
  }
}

/**
 * Once per e2e run: boots the built app as `npm start` does (the compiled server apps/server/dist/main.js,
 * embedded PostgreSQL in a fresh DATA_DIR, the simulated market, the market maker) and hands its address to
 * every journey file; stops it at the end. Builds nothing: `npm test` (its e2e tier waits for the build
 * tier) or `npm run test:e2e` builds the web apps and the server first.
 *
 * Journeys stay independent on one server because each makes its own users and operators; each journey's
 * browser and API calls carry their own client address (X-Forwarded-For, believed from loopback only), so
 * per-address rate limits count every journey as a different visitor, as they would count real people.
 * The server's output goes to .e2e-artifacts/server.log.
 */
export default async function setup(project: TestProject) {
  const artifacts = path.join(REPO_ROOT, '.e2e-artifacts');
  mkdirSync(artifacts, { recursive: true });
  const logFile = path.join(artifacts, 'server.log');
  rmSync(logFile, { force: true });
  const server = await startServer({ env: { TRUST_PROXY: 'loopback', CHECK_REPLIES: 'on' }, logFile });
  project.provide('e2eServer', { baseUrl: server.baseUrl, dataDir: server.dataDir });
  return async () => {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}
