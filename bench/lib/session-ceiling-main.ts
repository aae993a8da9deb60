/**
 * The floor of an authenticated POST on this stack, for the spot benchmark (bench/lib/session-ceiling.ts): a bare
 * Fastify that parses the order's JSON body, checks the caller's session with one named statement on the app's
 * own `sessions` table (the app's token hash), and answers a small JSON document. No order, no ledger, no
 * transaction: whatever the order path does, it cannot serve more requests per second than this on one process.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { sessionUser } from './session-check';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
for (const path of ['/api/coin/trade', '/api/coin/cancel'])
  app.post(path, async (req) => ({
    type: 'ok',
    code: 'ok',
    message: { user: await sessionUser(pool, req.headers.authorization), body: req.body },
  }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
