import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { connectDatabase, type Database, type Db } from '../src/platform/db';
import { databaseUrl } from './db-url';
import { admin } from './global-setup';
import { cloneTemplate } from './test-app';

/**
 * The database of a kill/restart test file (the server processes of test/server-process.ts share it with the
 * test): a fresh name, cloned from the template when `run` begins and dropped after the file's tests.
 */
export function killTestDatabase(dataDirPrefix: string) {
  const name = `meridian_t_${randomBytes(6).toString('hex')}`;
  const url = () => databaseUrl(inject('dbAdminUrl'), name);
  afterAll(() =>
    admin(inject('dbAdminUrl'), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  );
  return {
    url,
    /**
     * Clones the template into the database, connects to it (3 connections) and makes a data directory for
     * the servers (`dataDirPrefix` in the system's temporary directory); runs `body`, then closes the
     * connection and removes the directory.
     */
    run: async (
      body: (t: { database: Database; db: Db; dataDir: string }) => Promise<void>,
    ): Promise<void> => {
      await cloneTemplate(inject('dbAdminUrl'), inject('dbTemplate'), name);
      const database = connectDatabase(url(), 3);
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), dataDirPrefix));
      try {
        await body({ database, db: database.db, dataDir });
      } finally {
        await database.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
