import { Decimal, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import {
  DEMO_FUNDS,
  type DemoClaimKind,
  type DemoClaimReply,
  type DemoStatus,
  visitorDemoStatus,
} from '@meridian/contract/demo';
import type { Db, DbOrTx } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { Ledger } from '../ledger';
import type { MarketService } from '../market';
import * as repo from './demo.repo';
import { amountOf, available, nextTopUpAt, refusal, utcDay, type FaucetState } from './demo.rules';

/** The ledger entry kind of every faucet credit (claim and top-up; the memo says which). */
export const DEMO_ENTRY_KIND = 'demo_funds';

export interface DemoOptions {
  enabled: boolean;
  /** The clock (tests move it across UTC days). */
  now?: () => Date;
  /** The user's stakes on open options (the options module's): theirs, though held in the house pool. */
  openStakes?: (tx: DbOrTx, userId: number) => Promise<{ currencyId: number; stake: string }[]>;
}

/**
 * Demo mode's faucet: the one claim of an account and its daily top-ups, each one transaction that
 * takes the user's lock, re-reads the account's claims and balance under it, posts one ledger entry from the
 * house `demo_faucet` account to the user's spot USDT and records the credit.
 */
export class DemoService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly market: MarketService,
    private readonly opts: DemoOptions,
  ) {}

  get enabled(): boolean {
    return this.opts.enabled;
  }

  /** GET /demo/status */
  async status(userId: number | undefined): Promise<DemoStatus> {
    const base = visitorDemoStatus(this.enabled);
    if (!this.enabled || userId === undefined) return base;
    const { state, claimedAt } = await this.state(this.db, userId);
    return {
      ...base,
      account: {
        claimed: state.claimed,
        claimed_at: claimedAt,
        total_usdt: state.totalUsdt.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
        available: available(state),
        next_top_up_at: nextTopUpAt(state)?.toISOString() ?? null,
      },
    };
  }

  /** POST /demo/claim — one credit of `kind`, or the refusal that explains why not. */
  async claim(userId: number, kind: DemoClaimKind): Promise<DemoClaimReply> {
    if (!this.enabled) throw refuse('demo_unavailable');
    const currencyId = this.usdtId();
    return this.db.transaction(async (tx) => {
      // the claim and the daily top-up are counted under the user's lock, in the transaction that credits
      await lockUser(tx, userId);
      const { state } = await this.state(tx, userId);
      const why = refusal(kind, state);
      if (why) throw why;
      const amount = amountOf(kind);
      const day = utcDay(state.now);
      const [entryId] = await this.ledger.post(tx, [
        {
          kind: DEMO_ENTRY_KIND,
          refType: 'demo',
          refId: `${kind}:${userId}:${day}`,
          memo: kind,
          lines: [
            { account: { house: 'demo_faucet', currencyId }, amount: new Decimal(amount).neg() },
            { account: { userId, currencyId, type: ACCOUNT_TYPE.change }, amount },
          ],
        },
      ]);
      const row = await repo.insertClaim(tx, { userId, kind, day, currencyId, amount, entryId: entryId! });
      return {
        kind,
        currency: DEMO_FUNDS.currency,
        amount,
        entry_id: row.entryId,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  private async state(tx: DbOrTx, userId: number): Promise<{ state: FaucetState; claimedAt: string | null }> {
    const rows = await repo.claimsOf(tx, userId);
    const first = rows.find((r) => r.kind === 'claim');
    const state: FaucetState = {
      claimed: first !== undefined,
      topUpDays: rows.filter((r) => r.kind === 'top_up').map((r) => r.day),
      totalUsdt: await this.totalUsdt(tx, userId),
      now: this.opts.now?.() ?? new Date(),
    };
    return { state, claimedAt: first?.createdAt.toISOString() ?? null };
  }

  /**
   * Everything the user holds valued in USDT at the feed price: every balance (all four accounts, available and
   * frozen) plus stakes on open options (moved to the house pool until settled, but still theirs).
   */
  private async totalUsdt(tx: DbOrTx, userId: number): Promise<Decimal> {
    const rows = await this.ledger.balances(tx, userId);
    const stakes = (await this.opts.openStakes?.(tx, userId)) ?? [];
    const held = rows.map((r) => ({
      currencyId: r.currencyId,
      amount: new Decimal(r.available).plus(r.frozen),
    }));
    const riding = stakes.map((s) => ({ currencyId: s.currencyId, amount: new Decimal(s.stake) }));
    return [...held, ...riding].reduce(
      (sum, x) => sum.plus(x.amount.mul(this.market.usdtPrice(x.currencyId))),
      new Decimal(0),
    );
  }

  private usdtId(): number {
    const usdt = this.market.listAssets().find((a) => a.symbol === DEMO_FUNDS.currency);
    if (!usdt) throw refuse('demo_unavailable');
    return usdt.id;
  }
}
