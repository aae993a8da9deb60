import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * A Fastify hello-world answering fixed bytes: what merely sending an answer costs on this machine, with no
 * pipeline at all (bench:http's floor for a call). GET /bytes answers BODY_FILE as JSON (the first passes'
 * baseline); with ROUTES_FILE, each route of that JSON list (`{ path, status, headers, bodyFile }`, captured
 * from the app by bench:http) answers exactly the status, headers and body bytes the app sent.
 */
interface Captured {
  path: string;
  status: number;
  headers: Record<string, string>;
  bodyFile: string;
}
const app = Fastify({ logger: false });
if (process.env.BODY_FILE) {
  const body = readFileSync(process.env.BODY_FILE);
  app.get('/bytes', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
}
const routes = process.env.ROUTES_FILE
  ? (JSON.parse(readFileSync(process.env.ROUTES_FILE, 'utf8')) as Captured[])
  : [];
for (const route of routes) {
  const body = readFileSync(route.bodyFile);
  const headers = Object.freeze({ ...route.headers });
  app.get(route.path, (_req, reply) =>
    route.status === 304
      ? reply.code(304).headers(headers).send()
      : reply.code(route.status).headers(headers).send(body),
  );
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
