import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * A Fastify hello-world answering GET /bytes with the bytes of BODY_FILE (JSON): what merely sending a body of
 * that size costs on this machine, with no pipeline at all (bench:http's floor for a call of that size).
 */
const body = readFileSync(process.env.BODY_FILE!);
const app = Fastify({ logger: false });
app.get('/bytes', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
