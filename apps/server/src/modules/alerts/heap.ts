/** What a heap orders by: a double, and an exact bigint that breaks the ties the double cannot tell apart. */
export interface Keyed {
  key: number;
  level: bigint;
}

/**
 * A binary heap of keyed items, lowest first or (`highest`) highest first. The order is one method on the class
 * rather than a comparator passed in: every heap then runs the same compare code, which the engine inlines, where
 * four comparator closures made each call site polymorphic (most of a busy tick's time).
 */
export class Heap<T extends Keyed> {
  private readonly items: T[] = [];

  constructor(private readonly highest: boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(item, a[parent]!)) break;
      a[i] = a[parent]!;
      i = parent;
    }
    a[i] = item;
  }

  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length === 0 || last === undefined) return top;
    let i = 0;
    const n = a.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && this.before(a[r]!, a[l]!) ? r : l;
      if (!this.before(a[c]!, last)) break;
      a[i] = a[c]!;
      i = c;
    }
    a[i] = last;
    return top;
  }

  // Number() keeps the order of any two levels (it can only make unequal ones equal), so the doubles decide unless tied
  private before(x: T, y: T): boolean {
    if (x.key !== y.key) return this.highest ? x.key > y.key : x.key < y.key;
    return this.highest ? x.level > y.level : x.level < y.level;
  }
}
