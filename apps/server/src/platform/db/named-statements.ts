import type pg from 'pg';

/**
 * Names a client's parameterised statements after their text, so PostgreSQL parses and plans each one once per
 * connection instead of at every execution. Unnamed, a statement is parsed at every run and planned at every
 * bind: on the spot order path that was about half of the database's time. Statements without parameters stay
 * unnamed (the simple protocol, which allows several statements in one text: migrations), and so do those with
 * more than `maxParams` (a multi-row insert or a long `IN` list: one text per length, each a large tree kept in
 * the backend, for a planning cost its rows dwarf). A connection names at most `perConnection` texts and the
 * process at most `perProcess`; past that, new texts run unnamed, so what each backend keeps stays bounded.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly limits: { perConnection: number; perProcess: number; maxParams: number } = {
      perConnection: 300,
      perProcess: 2_000,
      maxParams: 32,
    },
  ) {}

  /** Wraps `client.query` so its parameterised statements run named (see the class comment). */
  install(client: pg.ClientBase): void {
    // the class's query, looked up at each call (a test may wrap it meanwhile)
    const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    const named = new Set<string>();
    (client as { query: unknown }).query = (...args: unknown[]) =>
      proto.query.apply(client, this.rewrite(args, named));
  }

  /** The name of `text` on a connection that has named `named` so far, or undefined to run it unnamed. */
  nameOf(text: string, named: Set<string>): string | undefined {
    let name = this.names.get(text);
    if (name === undefined) {
      if (this.names.size >= this.limits.perProcess) return undefined;
      name = `m${this.names.size + 1}`;
      this.names.set(text, name);
    }
    if (!named.has(name)) {
      if (named.size >= this.limits.perConnection) return undefined;
      named.add(name);
    }
    return name;
  }

  /** Whether a statement with `values` is one to name: some parameters, and not too many. */
  private fits(values: unknown): values is unknown[] {
    return Array.isArray(values) && values.length > 0 && values.length <= this.limits.maxParams;
  }

  private rewrite(args: unknown[], named: Set<string>): unknown[] {
    const [first, second, ...rest] = args;
    // query(text, values[, callback])
    if (typeof first === 'string') {
      if (!this.fits(second)) return args;
      const name = this.nameOf(first, named);
      return name ? [{ text: first, values: second, name }, ...rest] : args;
    }
    // query(config[, values][, callback]) (drizzle passes its values beside the config): a plain config only (a
    // cursor or a stream is a submittable of its own)
    if (!isPlainConfig(first) || first.name !== undefined) return args;
    const values = Array.isArray(second) ? second : first.values;
    if (!this.fits(values)) return args;
    const name = this.nameOf(first.text, named);
    return name ? [{ ...first, name }, ...args.slice(1)] : args;
  }
}

function isPlainConfig(x: unknown): x is { text: string; values?: unknown; name?: unknown } {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as { text?: unknown; submit?: unknown };
  return typeof c.text === 'string' && typeof c.submit !== 'function';
}
