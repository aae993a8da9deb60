import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import { openApiDocument } from './http/openapi';

/** GET /api/health — the process is up and PostgreSQL answers. */
export function healthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/health', async (_req, reply) => {
    await database.db.execute(sql`SELECT 1`);
    return reply.send({
      type: 'ok',
      message: { status: 'ok', db: 'ok', uptime_s: Math.round(process.uptime()) },
    });
  });
  /** GET /api/openapi.json — the public API description, generated from the contract. */
  app.get('/openapi.json', (_req, reply) => reply.send(openApiDocument()));
}
