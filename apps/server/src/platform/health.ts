import { API } from '@meridian/contract/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import { handle } from './http/route';
import { openApiDocument } from './http/openapi';
import { APP_VERSION } from './version';

/**
 * GET /api/health — the process is up and PostgreSQL answers, with the Node.js version, the app version and the
 * uptime (cheap: one `SELECT 1`); GET /api/openapi.json — the API description.
 */
export function healthRoutes(app: FastifyInstance, database: Database): void {
  handle(app, API.platform.health, async () => {
    await database.db.execute(sql`SELECT 1`);
    return {
      status: 'ok' as const,
      db: 'ok' as const,
      uptime_s: Math.round(process.uptime()),
      node: process.version,
      version: APP_VERSION,
    };
  });
  app.get('/openapi.json', (_req, reply) => reply.send(openApiDocument()));
}
