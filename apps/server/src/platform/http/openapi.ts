import { z } from 'zod';

/**
 * The public OpenAPI document (ARCHITECTURE §3), generated from the contract schemas that the routes declare:
 * every call defined with defineRoute is listed with its method(s), auth and request schema. Responses are
 * the envelope; payload schemas live in @meridian/contract.
 */
export interface Registered {
  methods: string[];
  url: string;
  auth: 'none' | 'optional' | 'required' | 'operator';
  input: z.ZodType;
  idempotent: boolean;
}

const registry: Registered[] = [];

const SECURITY: Record<Registered['auth'], unknown[]> = {
  none: [],
  optional: [{}, { session: [] }],
  required: [{ session: [] }],
  operator: [{ operator: [] }],
};

export function registerOperation(op: Registered): void {
  if (!registry.some((r) => r.url === op.url)) registry.push(op);
}

/** Every call defined so far (method, path, auth, request schema): the fuzz suite walks them all. */
export function registeredOperations(): readonly Readonly<Registered>[] {
  return [...registry];
}

export function openApiDocument(prefix = '/api'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of [...registry].sort((a, b) => a.url.localeCompare(b.url))) {
    const schema = z.toJSONSchema(op.input, { io: 'input', unrepresentable: 'any' });
    const item: Record<string, unknown> = {};
    for (const method of op.methods) {
      item[method.toLowerCase()] = {
        security: SECURITY[op.auth],
        ...(method === 'GET'
          ? { parameters: queryParameters(schema) }
          : {
              requestBody: {
                content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
              },
            }),
        ...(op.idempotent
          ? { 'x-idempotency': 'An Idempotency-Key header makes a replay return the first reply.' }
          : {}),
        responses: {
          '200': {
            description: 'Envelope',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
          },
        },
      };
    }
    paths[`${prefix}${op.url}`] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Meridian API',
      version: '0.1.0',
      description: 'Every handled outcome is HTTP 200 with an envelope.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'header', name: 'Authorization' },
        operator: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'An operator session token (POST /api/ops/login); user tokens are refused.',
        },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['type', 'message'],
          properties: {
            type: { enum: ['ok', 'error', '999', '998'] },
            message: {},
            code: { type: 'string' },
            field: { type: 'string' },
          },
        },
      },
    },
    paths,
  };
}

function queryParameters(schema: Record<string, unknown>) {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
}
