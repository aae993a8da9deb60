import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazySchema';

describe('a schema built on first use', () => {
  it('is not built until used, then built once', () => {
    let builds = 0;
    const item = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.number().int(), name: z.string() });
    });
    const list = lazySchema(() => z.array(item));
    const reply = z.object({ data: list, total: z.number() });
    expect(builds).toBe(0);
    expect(reply.parse({ data: [{ id: 1, name: 'a' }], total: 1 })).toEqual({
      data: [{ id: 1, name: 'a' }],
      total: 1,
    });
    expect(builds).toBe(1);
    expect(reply.safeParse({ data: [{ id: 1.5, name: 'a' }], total: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('stands for the schema: methods, shape, keys, instanceof, composition', () => {
    const base = lazySchema(() => z.object({ a: z.string(), b: z.number().optional() }));
    expect(base instanceof z.ZodObject).toBe(true);
    expect(Object.keys(base.shape)).toEqual(['a', 'b']);
    expect('shape' in base).toBe(true);
    expect(base.extend({ c: z.boolean() }).parse({ a: 'x', c: true })).toEqual({ a: 'x', c: true });
    expect(base.optional().parse(undefined)).toBeUndefined();
    expect(z.object({ inner: base }).safeParse({ inner: { a: 1 } }).success).toBe(false);
    // a method taken off the proxy still runs on the schema, and is the same function each time
    const safeParse = Reflect.get(base, 'safeParse') as (data: unknown) => { success: boolean };
    expect(safeParse({ a: 'y' }).success).toBe(true);
    expect(Reflect.get(base, 'safeParse')).toBe(safeParse);
  });

  it('keeps a builder that failed failing on each use', () => {
    const broken = lazySchema<z.ZodString>(() => {
      throw new Error('no');
    });
    expect(() => broken.parse('x')).toThrow('no');
    expect(() => broken.parse('x')).toThrow('no');
  });
});
