/** Ref-counted symbol interest and the subscribe/unsubscribe plan that reconciles it with the joined rooms. Pure. */

export class Interest {
  private readonly counts = new Map<string, number>();

  add(symbols: readonly string[]): void {
    for (const s of new Set(symbols)) this.counts.set(s, (this.counts.get(s) ?? 0) + 1);
  }

  remove(symbols: readonly string[]): void {
    for (const s of new Set(symbols)) {
      const n = (this.counts.get(s) ?? 0) - 1;
      if (n > 0) this.counts.set(s, n);
      else this.counts.delete(s);
    }
  }

  has(symbol: string): boolean {
    return this.counts.has(symbol);
  }

  get size(): number {
    return this.counts.size;
  }

  symbols(): string[] {
    return [...this.counts.keys()];
  }
}

export function planSubscriptions(
  wanted: readonly string[],
  joined: ReadonlySet<string>,
): { add: string[]; remove: string[] } {
  const want = new Set(wanted);
  return { add: [...want].filter((s) => !joined.has(s)), remove: [...joined].filter((s) => !want.has(s)) };
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
