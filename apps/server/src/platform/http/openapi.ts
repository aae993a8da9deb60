import { type AnyEndpoint, methodsOf } from '@meridian/contract';
import { z } from 'zod';

/**
 * The public OpenAPI document (`/api/openapi.json`, browsable at `/api/docs`), generated from the contract's
 * endpoint definitions that the routes serve: method(s), path, auth, request schema and the `ok` reply's
 * payload schema. Every handled outcome is HTTP 200 with an envelope, so each operation documents the `ok`
 * envelope with its payload and the failure envelope beside it.
 */
export interface Registered {
  methods: string[];
  url: string;
  auth: 'none' | 'optional' | 'required' | 'operator';
  input: z.ZodType;
  idempotent: boolean;
  response?: z.ZodType | undefined;
  summary?: string | undefined;
  /** Registered from a contract endpoint (every /api call is; the test of the catalogue checks it). */
  fromContract: boolean;
  multipart?: boolean;
}

const registry: Registered[] = [];

const SECURITY: Record<Registered['auth'], unknown[]> = {
  none: [],
  optional: [{}, { session: [] }],
  required: [{ session: [] }],
  operator: [{ operator: [] }],
};

export function registerOperation(op: Registered): void {
  // Once per path and method (an app built twice in one process registers its routes again).
  const same = (r: Registered) => r.url === op.url && r.methods.some((m) => op.methods.includes(m));
  if (!registry.some(same)) registry.push(op);
}

/** A contract endpoint served outside `handle` (the multipart upload). */
export function registerEndpoint(e: AnyEndpoint): void {
  registerOperation({
    methods: [...methodsOf(e)],
    url: e.path,
    auth: e.auth,
    input: e.request,
    idempotent: e.idempotent === true,
    response: e.response,
    summary: e.summary,
    fromContract: true,
    multipart: e.multipart === true,
  });
}

/** Every call defined so far (method, path, auth, request schema): the fuzz suite walks them all. */
export function registeredOperations(): readonly Readonly<Registered>[] {
  return [...registry];
}

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

function okReply(op: Registered): Record<string, unknown> {
  const payload = op.response ? toSchema(op.response, 'input') : {};
  return {
    description: 'Accepted: `type` is `ok` and `message` carries the reply.',
    content: {
      'application/json': {
        schema: {
          oneOf: [
            {
              type: 'object',
              required: ['type', 'message'],
              properties: { type: { const: 'ok' }, message: payload },
            },
            { $ref: '#/components/schemas/Failure' },
          ],
        },
      },
    },
  };
}

let cached: { count: number; doc: Record<string, unknown> } | undefined;

export function openApiDocument(prefix = '/api'): Record<string, unknown> {
  if (cached?.count === registry.length) return cached.doc;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of [...registry].sort((a, b) => a.url.localeCompare(b.url))) {
    const schema = toSchema(op.input, 'input');
    const item: Record<string, unknown> = {};
    for (const method of op.methods) {
      item[method.toLowerCase()] = {
        ...(op.summary ? { summary: op.summary } : {}),
        tags: [op.url.split('/')[1] ?? 'api'],
        security: SECURITY[op.auth],
        ...(method === 'GET'
          ? { parameters: queryParameters(schema) }
          : {
              requestBody: {
                content: op.multipart
                  ? { 'multipart/form-data': { schema } }
                  : { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
              },
            }),
        ...(op.idempotent
          ? {
              'x-idempotency': 'An Idempotency-Key header makes a replay return the first reply.',
              parameters: [
                ...(method === 'GET' ? queryParameters(schema) : []),
                { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } },
              ],
            }
          : {}),
        responses: { '200': okReply(op) },
      };
    }
    paths[`${prefix}${op.url}`] = { ...paths[`${prefix}${op.url}`], ...item };
  }
  const doc = {
    openapi: '3.1.0',
    info: {
      title: 'Meridian API',
      version: '0.1.0',
      description:
        'Every handled outcome is HTTP 200 with an envelope: `ok` with the reply, `error` with a localised ' +
        'message and its key in `code`, `999` when the session is missing or invalid, `998` when identity ' +
        'verification is needed. Send `lang` (one of the nine language codes) with any call.',
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
        Failure: {
          type: 'object',
          required: ['type', 'message'],
          properties: {
            type: { enum: ['error', '999', '998'] },
            message: { type: 'string', description: 'Localised for the caller.' },
            code: { type: 'string', description: 'The message key (stable).' },
            field: { type: 'string', description: 'The request field at fault, when one is.' },
          },
        },
      },
    },
    paths,
  };
  cached = { count: registry.length, doc };
  return doc;
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
