import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { spotFillNet, spotLimitBuyHoldLeft, type SpotFeeRole } from '@meridian/contract/spot';
import type { Fill } from '../../engines/orderbook/types';
import type { Tx } from '../../platform/db';
import type { AccountRef, Ledger } from '../ledger';
import type { PairInfo } from '../market';
import type { AssetPrecisions } from './spot.rules';
import { recordFill } from './events';
import { addFills, insertTrade } from './spot.repo';
import type { SpotOrderRow, SpotTradeRow } from './spot.schema';
import { lotsToAmount, quoteValue, ticksToPrice, type PairUnits } from './units';

/**
 * Settlement of one engine fill, inside the placement's transaction. Each order's funds sit in one
 * ledger hold on the owner's spot account; the ledger posts a hold whole, so a fill posts the order's hold
 * (to the counterparty, the house `fees` account and the unused rest back to the owner) and, while the order
 * still has an open remainder, holds that remainder again. The hold of an order is thus always (contract
 * spot-math): sell: amount − filled (base); limit buy: ⌈price × amount⌉ − price × filled (quote; a taker buy's
 * price improvement is released as it fills); market buy: what is left of its collared hold. Buyers pay their
 * fee in base and sellers in quote, each out of what they receive, so a fill never takes more than the payer's
 * hold: a buyer pays the fill's total (≤ price × amount), a seller the amount.
 */

/** An order taking part in fills, with its current hold (the ledger knows its amount). */
export interface Party {
  row: SpotOrderRow;
  holdId: number | null;
  filled: Decimal;
}

export interface FillContext {
  tx: Tx;
  ledger: Ledger;
  pair: PairInfo;
  units: PairUnits;
  precisions: AssetPrecisions;
}

/** What a resting order holds after `filled` base has filled (limit orders; see the file comment). */
export function heldFor(row: SpotOrderRow, filled: Decimal, quotePrecision: number): Decimal {
  if (row.side === 'sell') return new Decimal(row.amount).minus(filled);
  return spotLimitBuyHoldLeft(row.price ?? '0', row.amount, filled, quotePrecision);
}

export function partyOf(row: SpotOrderRow): Party {
  return { row, holdId: row.holdId ?? null, filled: new Decimal(row.filled) };
}

/** A fill as the API reports it to one side. */
export interface SideFill {
  price: string;
  amount: string;
  total: string;
  fee: string;
  role: SpotFeeRole;
  time: string;
}

const account = (userId: number, currencyId: number): Extract<AccountRef, { userId: number }> => ({
  userId,
  currencyId,
  type: ACCOUNT_TYPE.change,
});

/** Settles one fill between `taker` and `maker`: ledger, trade row, `spot.filled`, both orders' fill state. */
export async function settleFill(
  c: FillContext,
  fill: Fill,
  taker: Party,
  maker: Party,
): Promise<{ trade: SpotTradeRow; takerFill: SideFill; makerFill: SideFill }> {
  const price = ticksToPrice(c.units, fill.price);
  const amount = new Decimal(lotsToAmount(c.units, fill.qty));
  const total = quoteValue(c.units, fill.price, fill.qty);
  const takerBuys = fill.takerSide === 'buy';
  const buyer = takerBuys ? taker : maker;
  const seller = takerBuys ? maker : taker;
  const buyerRole: SpotFeeRole = takerBuys ? 'taker' : 'maker';
  const sellerRole: SpotFeeRole = takerBuys ? 'maker' : 'taker';
  const p = c.precisions;
  const buyerNet = spotFillNet({ side: 'buy', role: buyerRole, amount, total }, p);
  const sellerNet = spotFillNet({ side: 'sell', role: sellerRole, amount, total }, p);
  const buyerFee = amount.minus(buyerNet);
  const sellerFee = total.minus(sellerNet);
  const { baseId, quoteId } = c.pair;

  // both holds posted (and held again for what each order still needs) in one ledger call
  const [sellerEntry, buyerEntry] = await c.ledger.repostHolds(c.tx, [
    payFromHold(c, seller, amount, [
      { account: account(buyer.row.userId, baseId), amount: buyerNet },
      { account: { house: 'fees', currencyId: baseId }, amount: buyerFee },
    ]),
    payFromHold(c, buyer, amount, [
      { account: account(seller.row.userId, quoteId), amount: sellerNet },
      { account: { house: 'fees', currencyId: quoteId }, amount: sellerFee },
    ]),
  ]);
  seller.holdId = sellerEntry!.holdId;
  buyer.holdId = buyerEntry!.holdId;
  const takerFee = takerBuys ? buyerFee : sellerFee;
  const makerFee = takerBuys ? sellerFee : buyerFee;
  const trade = await insertTrade(c.tx, {
    pairId: c.pair.id,
    makerOrderId: maker.row.id,
    takerOrderId: taker.row.id,
    makerUserId: maker.row.userId,
    takerUserId: taker.row.userId,
    takerSide: fill.takerSide,
    price,
    amount: amount.toFixed(),
    total: total.toFixed(),
    makerFee: makerFee.toFixed(),
    takerFee: takerFee.toFixed(),
    seq: fill.seq,
    ledgerEntryId: (takerBuys ? buyerEntry : sellerEntry)!.entryId,
  });
  await recordFill(c.tx, c.pair, trade);
  // both orders' fill state in one statement
  const sides = [
    [taker, takerFee],
    [maker, makerFee],
  ] as const;
  const rows = await addFills(
    c.tx,
    sides.map(([party, fee]) => ({
      id: party.row.id,
      amount: amount.toFixed(),
      total: total.toFixed(),
      fee: fee.toFixed(),
      holdId: party.holdId,
    })),
  );
  sides.forEach(([party], i) => {
    const row = rows[i];
    if (!row) throw new Error(`spot order ${party.row.id} is not open for a fill`);
    party.row = row;
  });
  const time = trade.createdAt.toISOString();
  const side = (fee: Decimal, role: SpotFeeRole): SideFill => ({
    price,
    amount: amount.toFixed(c.units.amountPrecision),
    total: total.toFixed(),
    fee: fee.toFixed(),
    role,
    time,
  });
  return { trade, takerFill: side(takerFee, 'taker'), makerFill: side(makerFee, 'maker') };
}

/**
 * What `party`'s fill asks of the ledger: its hold posted whole, `to` (base for a seller, quote for a buyer) and
 * the rest back to the owner; then, while the order has an open remainder, what it still needs held again.
 */
function payFromHold(
  c: FillContext,
  party: Party,
  filledNow: Decimal,
  to: { account: AccountRef; amount: Decimal }[],
) {
  const { row } = party;
  if (party.holdId === null) throw new Error(`spot order ${row.id} has no hold to fill from`);
  party.filled = party.filled.plus(filledNow);
  const filled = party.filled;
  const open = filled.lt(row.amount);
  return {
    holdId: party.holdId,
    to,
    kind: 'spot_fill' as const,
    again: (rest: Decimal) => {
      const need = !open
        ? new Decimal(0)
        : row.type === 'market'
          ? rest
          : heldFor(row, filled, c.precisions.quote);
      if (need.gt(rest)) throw new Error(`spot order ${row.id}: remaining hold exceeds what is left`);
      return need;
    },
  };
}
