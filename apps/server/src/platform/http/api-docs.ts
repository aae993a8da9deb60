import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi';

/**
 * `/api/docs`: the OpenAPI document (generated from the contract's endpoints, also at `/api/openapi.json`)
 * in Swagger UI, served from the installed package (nothing is fetched at run time). Registered after every
 * route so the document is complete.
 */
export async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument() as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'none', deepLinking: true, tryItOutEnabled: false },
    staticCSP: true,
  });
}
