import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContractViews, REAL_QUERY, schemaChunkOf } from './contractView';

const ROOT = '/c/src';
const FILES: Record<string, string> = {
  [`${ROOT}/endpoint.ts`]: `export function defineEndpoint(d) { return d; }`,
  [`${ROOT}/wire.ts`]: [
    `import { z } from 'zod';`,
    `export const WIRE_MAX = 9;`,
    `export function wireId() { return z.number().max(WIRE_MAX); }`,
  ].join('\n'),
  [`${ROOT}/shop/shop.ts`]: [
    `import { defineEndpoint } from '../endpoint';`,
    `import { z } from 'zod';`,
    `import { WIRE_MAX, wireId } from '../wire';`,
    `import type { Thing } from '../types';`,
    `export const KINDS = ['a', 'b'] as const;`,
    `const kind = z.enum(KINDS);`,
    `export const KIND_NAMES = kind.options;`,
    `export const itemRequest = z.object({ id: wireId(), kind });`,
    `export function isKind(v: string): boolean { return (KINDS as readonly string[]).includes(v) && v.length < WIRE_MAX; }`,
    `export type Item = z.infer<typeof itemRequest>;`,
    `const both = ['GET', 'POST'] as const;`,
    `const fixed = (path: string, what: string) => defineEndpoint({ method: both, path, auth: 'none', request: z.object({}), response: z.null(), summary: what });`,
    `export const shopApi = {`,
    `  item: defineEndpoint({ method: both, path: '/item', auth: 'required', idempotent: true, request: itemRequest, response: kind, summary: 'An item.' }),`,
    `  about: fixed('/about', 'About'),`,
    `} as const satisfies object;`,
  ].join('\n'),
  [`${ROOT}/shop/index.ts`]: `export * from './shop';`,
  [`${ROOT}/plain.ts`]: `export const A = 1;`,
};

const views = new ContractViews(
  ROOT,
  (f) => FILES[f] ?? '',
  (f) => f in FILES,
);

describe('the web build view of a contract module', () => {
  const view = views.view(`${ROOT}/shop/shop.ts`, `${ROOT}/endpoint.ts`)!;

  it('keeps constants and helpers as written, without zod', () => {
    expect(view).not.toMatch(/from ['"]zod['"]/);
    expect(view).toContain(`export const KINDS = ['a', 'b'] as const;`);
    expect(view).toContain('export function isKind(');
    expect(view).toContain(`import { WIRE_MAX } from "../wire";`);
    expect(view).not.toContain('const kind = ');
  });

  it('re-exports the schemas (and values made from them) from the real module', () => {
    const real = JSON.stringify(path.join(ROOT, 'shop/shop.ts') + REAL_QUERY);
    expect(view).toContain(`export { KIND_NAMES, itemRequest } from ${real};`);
  });

  it('describes each endpoint by method, path and auth, with a loader of the real one', () => {
    expect(view).toContain(
      `item: __lazyEndpoint({ method: both, path: '/item', auth: 'required', idempotent: true }, () => import(`,
    );
    expect(view).toContain(`.then((m) => m.shopApi.item))`);
    expect(view).toContain(
      `about: __lazyEndpoint(((path, what) => ({ method: both, path, auth: 'none' }))('/about', 'About')`,
    );
    expect(view).not.toContain('An item.');
  });

  it('leaves a module without schemas as it is, and follows taint across files', () => {
    expect(views.view(`${ROOT}/plain.ts`, `${ROOT}/endpoint.ts`)).toBeNull();
    expect(views.view(`${ROOT}/shop/index.ts`, `${ROOT}/endpoint.ts`)).toBeNull();
    expect(views.analyse(`${ROOT}/wire.ts`).tainted.has('wireId')).toBe(true);
    expect(views.analyse(`${ROOT}/wire.ts`).tainted.has('WIRE_MAX')).toBe(false);
  });

  it('puts each real module in a chunk of its own, and zod in one', () => {
    expect(schemaChunkOf(`/r/packages/contract/src/market/market.ts${REAL_QUERY}`)).toBe('schemas-market');
    expect(schemaChunkOf(`/r/packages/contract/src/wallet/funds.ts${REAL_QUERY}`)).toBe(
      'schemas-wallet-funds',
    );
    expect(schemaChunkOf(`/r/packages/contract/src/wire.ts${REAL_QUERY}`)).toBe('schemas-wire');
    expect(schemaChunkOf('/r/node_modules/zod/v4/classic/schemas.js')).toBe('zod');
    expect(schemaChunkOf('/r/packages/contract/src/market/market.ts')).toBeNull();
    expect(schemaChunkOf('/r/apps/web/src/lib/lazySchema.ts')).toBe('zod');
  });
});

describe('the web build real module of a contract module', () => {
  const real = views.real(`${ROOT}/shop/shop.ts`, '/lazy.ts');

  it('builds each schema declaration on first use', () => {
    expect(real).toContain(`import { lazySchema as __lazySchema } from "/lazy.ts";`);
    expect(real).toContain('const kind = __lazySchema(() => (z.enum(KINDS)));');
    expect(real).toContain(
      'export const itemRequest = __lazySchema(() => (z.object({ id: wireId(), kind })));',
    );
  });

  it('builds an inline request or response on first use, and leaves the rest as written', () => {
    expect(real).toContain(
      'request: __lazySchema(() => (z.object({}))), response: __lazySchema(() => (z.null()))',
    );
    expect(real).toContain('request: itemRequest, response: kind,');
    expect(real).toContain(`export const KINDS = ['a', 'b'] as const;`);
    expect(real).toContain('export const KIND_NAMES = kind.options;');
    expect(real).toContain(`const both = ['GET', 'POST'] as const;`);
    expect(real).toContain('export const shopApi = {');
  });

  it('serves a module without schemas as it is', () => {
    expect(views.real(`${ROOT}/plain.ts`, '/lazy.ts')).toBe(FILES[`${ROOT}/plain.ts`]);
  });
});

describe('the views of the real contract', () => {
  const real = new ContractViews(path.resolve(__dirname, '../../../../packages/contract/src'));
  const files = fs
    .readdirSync(real.root, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(real.root, f))
    .filter((f) => real.owns(f));

  it('builds lazily only what is a zod schema in the contract as written', async () => {
    let checked = 0;
    for (const file of files) {
      const lazy = real.lazyDeclarations(file).filter((d) => d.exported);
      if (lazy.length === 0) continue;
      const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const { name } of lazy) {
        expect(module[name], `${path.relative(real.root, file)}: ${name}`).toBeInstanceOf(z.ZodType);
        checked += 1;
      }
    }
    // the market, content and spot modules alone export dozens
    expect(checked).toBeGreaterThan(100);
  });

  it('serves every endpoint group as lazy endpoints', () => {
    for (const f of ['market/market.ts', 'content/content.ts', 'spot/spot.ts', 'platform.ts']) {
      const v = real.view(path.join(real.root, f), '/endpoint.ts')!;
      expect(v, f).not.toMatch(/export \{[^}]*Api\b[^}]*\} from/);
    }
  });
});
