import pg from 'pg';

/**
 * TEST-ONLY: counts the statements this process's pg clients send while a `count(work)` runs, those `keep(text)`
 * accepts (a test app's background jobs query meanwhile), and their texts. Call once per test file: it wraps pg.Client's query.
 */
export function statementCounter(keep: (text: string) => boolean) {
  let counting = false;
  let texts: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text?: string } | undefined;
    const text = typeof q === 'string' ? q : (q?.text ?? '');
    if (counting && keep(text)) texts.push(text);
    return query.apply(this, args);
  };
  return async function count<T>(
    work: () => Promise<T>,
  ): Promise<{ out: T; statements: number; texts: string[] }> {
    texts = [];
    counting = true;
    try {
      const out = await work();
      return { out, statements: texts.length, texts };
    } finally {
      counting = false;
    }
  };
}
