/**
 * What other modules plug into support chat. A module with records users ask about (an OTC order,
 * a loan) registers:
 * - a topic kind: a thread about one record is opened with `topic = '<kind>:<refId>'` (e.g. `otc:42`); the
 *   resolver says whether the record belongs to the user (no thread on someone else's record) and its title;
 * - recent records: what the console shows beside a thread (the user's last orders or loans).
 * Support never reads another module's tables: it only calls what was registered here.
 */

/** A record as the console lists it beside a thread. Money as decimal strings, times ISO 8601. */
export interface SupportRecentItem {
  /** The registering module's kind (`otc`, `loan`). */
  kind: string;
  /** The record's id, as the topic uses it. */
  ref: string;
  /** A short label: "Buy 100 USDT", "Loan 500 USDT on 0.02 BTC". */
  title: string;
  /** The record's state as its module names it (`pending`, `paid`, `active`…). */
  status: string;
  amount?: string;
  currency?: string;
  time: string;
}

export interface SupportTopicResolver {
  /** The record's title when `refId` exists and belongs to `userId`; undefined otherwise. */
  resolve(userId: number, refId: string): Promise<{ title: string } | undefined>;
  /** The user's latest records, newest first, at most `limit`. */
  recent(userId: number, limit: number): Promise<SupportRecentItem[]>;
}

export class SupportTopics {
  private readonly kinds = new Map<string, SupportTopicResolver>();

  /** Registers a topic kind (once per kind; a second registration is a programming error). */
  register(kind: string, resolver: SupportTopicResolver): void {
    if (!/^[a-z][a-z0-9_]{0,15}$/.test(kind))
      throw new Error(`support topic kind '${kind}' is not a short name`);
    if (this.kinds.has(kind)) throw new Error(`support topic kind '${kind}' is registered twice`);
    this.kinds.set(kind, resolver);
  }

  /** The resolver of a topic's kind (`otc:42` → otc's), or undefined when no module registered it. */
  resolverOf(kind: string): SupportTopicResolver | undefined {
    return this.kinds.get(kind);
  }

  /** The registered kinds, for the console's "recent records" panel. */
  registered(): [string, SupportTopicResolver][] {
    return [...this.kinds.entries()];
  }
}
