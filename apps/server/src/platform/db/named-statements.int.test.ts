import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from './index';

/**
 * The pool's connections run parameterised statements as named prepared statements (parsed and planned once per
 * connection), and statements without parameters as before (several in one text allowed).
 */
const database = connectDatabase(inject('dbAdminUrl'), 1);
afterAll(() => database.close());

const prepared = async () => {
  const r = await database.db.execute<{ name: string; statement: string } & Record<string, unknown>>(
    sql`SELECT name, statement FROM pg_prepared_statements ORDER BY name`,
  );
  return r.rows;
};

describe('named statements', () => {
  it('prepares a parameterised statement once on its connection and reuses it', async () => {
    const text = 'SELECT $1::int + 41 AS answer';
    for (let i = 0; i < 3; i++) {
      const r = await database.pool.query<{ answer: number }>(text, [1]);
      expect(r.rows[0]?.answer).toBe(42);
    }
    const found = (await prepared()).filter((p) => p.statement === text);
    expect(found).toHaveLength(1);
  });

  it('names drizzle’s statements inside a transaction too', async () => {
    const out = await database.db.transaction(async (tx) => {
      const r = await tx.execute<{ x: string } & Record<string, unknown>>(sql`SELECT ${'named'}::text AS x`);
      return r.rows[0]?.x;
    });
    expect(out).toBe('named');
    expect((await prepared()).some((p) => p.statement === 'SELECT $1::text AS x')).toBe(true);
  });

  it('leaves a text without parameters unnamed: several statements in one still run', async () => {
    const before = (await prepared()).length;
    const r = (await database.pool.query('SELECT 1 AS a; SELECT 2 AS b')) as unknown as { rows: unknown[] }[];
    expect(r.map((x) => x.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    expect(await prepared()).toHaveLength(before + 0);
  });

  it('leaves a statement with many parameters unnamed (a multi-row insert: one text per row count)', async () => {
    const values = Array.from({ length: 40 }, (_, i) => i);
    const text = `SELECT ${values.map((_, i) => `$${i + 1}::int`).join(' + ')} AS total`;
    const r = await database.pool.query<{ total: number }>(text, values);
    expect(r.rows[0]?.total).toBe(780);
    expect((await prepared()).some((p) => p.statement === text)).toBe(false);
  });

  it('a statement that fails to parse stays unprepared and the connection goes on', async () => {
    await expect(database.pool.query('SELEC $1::int', [1])).rejects.toThrow();
    const r = await database.pool.query<{ v: number }>('SELECT $1::int AS v', [7]);
    expect(r.rows[0]?.v).toBe(7);
    expect((await prepared()).some((p) => p.statement === 'SELEC $1::int')).toBe(false);
  });
});
