import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import type { DomainEventPayload } from '@meridian/contract/domain-events';
import { inviteRebate, type InviteSource } from '@meridian/contract/invite';
import type { Tx } from '../../platform/db';
import { defineSubscriber, type Subscriber } from '../../platform/domain-events';
import type { Services } from '../../platform/module';
import { precisionOf } from '../market';
import * as repo from './invite.repo';

/** Ledger reference type of a rebate entry (its id is the invite_rebates row id). */
export const INVITE_REBATE_REF = 'invite_rebate';
/** USDT equivalents are kept to USDT's decimals, rounded down. */
const USDT_DECIMALS = 6;

export interface RebateDeps {
  account: Pick<Services['account'], 'parentOf'>;
  ledger: Pick<Services['ledger'], 'post'>;
  market: Pick<Services['market'], 'listAssets' | 'usdtPrice' | 'findPair'>;
}

/** One referee's fee that may earn their inviter a rebate. */
export interface RebatedFee {
  refereeId: number;
  source: InviteSource;
  sourceRef: string;
  currencyId: number;
  fee: string;
}

/**
 * Credits the inviters' rebates of these fees in the caller's transaction (a delivery's): for each fee, the
 * referee's inviter — none, or a system account: nothing — gets INVITE_REBATE_PERCENT of it rounded down to the
 * currency's decimals (zero: nothing). A row per fee is claimed first (unique source and source_ref: a fee
 * already rebated is skipped), then ONE ledger batch posts every rebate (`invite_rebate`: house `fees` → the
 * inviter's spot account), so the accounts are locked in one id order whatever the event. Returns the rows'
 * ids written.
 */
export async function creditRebates(
  tx: Tx,
  deps: RebateDeps,
  fees: readonly RebatedFee[],
): Promise<number[]> {
  const claimed: { id: number; inviterId: number; currencyId: number; rebate: Decimal }[] = [];
  for (const f of fees) {
    const fee = new Decimal(f.fee);
    if (fee.lte(0)) continue;
    const parent = await deps.account.parentOf(tx, f.refereeId);
    if (!parent || parent.system || parent.id === f.refereeId) continue;
    const asset = deps.market.listAssets().find((a) => a.id === f.currencyId);
    if (!asset) continue;
    const rebate = inviteRebate(fee, precisionOf(asset));
    if (rebate.isZero()) continue;
    const usdt = rebate
      .mul(deps.market.usdtPrice(f.currencyId))
      .toDecimalPlaces(USDT_DECIMALS, Decimal.ROUND_DOWN);
    const id = await repo.insertRebate(tx, {
      inviterId: parent.id,
      refereeId: f.refereeId,
      source: f.source,
      sourceRef: f.sourceRef,
      currencyId: f.currencyId,
      fee: fee.toFixed(),
      rebate: rebate.toFixed(),
      rebateUsdt: usdt.toFixed(),
    });
    if (id !== undefined) claimed.push({ id, inviterId: parent.id, currencyId: f.currencyId, rebate });
  }
  if (claimed.length === 0) return [];
  const entries = await deps.ledger.post(
    tx,
    claimed.map((c) => ({
      kind: 'invite_rebate' as const,
      refType: INVITE_REBATE_REF,
      refId: String(c.id),
      lines: [
        { account: { house: 'fees' as const, currencyId: c.currencyId }, amount: c.rebate.neg() },
        {
          account: { userId: c.inviterId, currencyId: c.currencyId, type: ACCOUNT_TYPE.change },
          amount: c.rebate,
        },
      ],
    })),
  );
  for (const [i, c] of claimed.entries()) {
    const entryId = entries[i];
    if (entryId !== undefined) await repo.setEntry(tx, c.id, entryId);
  }
  return claimed.map((c) => c.id);
}

/** The fees of one spot trade: the taker's and the maker's, each in its own fee currency. */
export function spotFees(e: DomainEventPayload<'spot.filled'>): RebatedFee[] {
  return (['taker', 'maker'] as const).map((role) => ({
    refereeId: e[role].userId,
    source: 'spot',
    sourceRef: `trade:${e.tradeId}:${role}`,
    currencyId: e[role].feeCurrencyId,
    fee: e[role].fee,
  }));
}

/** The opening fee of a futures position, in its pair's quote (margin) currency. */
export function futuresFee(
  e: DomainEventPayload<'futures.position_opened'>,
  market: RebateDeps['market'],
): RebatedFee {
  return {
    refereeId: e.userId,
    source: 'futures',
    sourceRef: `position:${e.positionId}`,
    currencyId: market.findPair({ id: e.pairId }).quoteId,
    fee: e.fee,
  };
}

/** The module's subscribers: each spot fill and each futures open may earn the referees' inviters a rebate. */
export function rebateSubscribers(deps: RebateDeps): Subscriber[] {
  return [
    defineSubscriber({
      name: 'invite.spot_rebate',
      event: 'spot.filled',
      handle: async (tx, e) => {
        await creditRebates(tx, deps, spotFees(e.payload));
      },
    }),
    defineSubscriber({
      name: 'invite.futures_rebate',
      event: 'futures.position_opened',
      handle: async (tx, e) => {
        await creditRebates(tx, deps, [futuresFee(e.payload, deps.market)]);
      },
    }),
  ];
}
