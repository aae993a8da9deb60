import type { FastifyRequest } from 'fastify';

/** Origin for absolute URLs: PUBLIC_URL when configured, else the request's own scheme and host. */
export function publicOrigin(req: FastifyRequest, configured?: string): string {
  return configured ?? `${req.protocol}://${req.host}`;
}
