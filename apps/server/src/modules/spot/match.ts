import { Decimal } from '@meridian/contract';
import type { PlaceResult } from '../../engines/orderbook/types';
import type { Tx } from '../../platform/db';
import type { Ledger } from '../ledger';
import { partyOf, settleFill, type FillContext, type Party, type SideFill } from './fills';
import type { SpotNotices } from './notices';
import * as repo from './spot.repo';
import type { SpotOrderRow } from './spot.schema';

/**
 * What follows the engine's answer to an incoming order (a placement, a triggered stop): every fill settled,
 * every cancelled remainder closed, and the pair of an OCO leg that filled, even in part, cancelled — all in
 * the caller's transaction, inside the pair's queue, so a fill and a trigger of one pair never interleave.
 */

export interface Settled {
  /** The incoming order's fills, as its reply shows them. */
  fills: SideFill[];
  /** Every row this changed: the incoming order first, then makers and cancelled OCO legs. */
  changed: SpotOrderRow[];
}

export interface MatchDeps {
  ledger: Ledger;
  notices: SpotNotices;
}

export async function settlePlacement(
  c: FillContext,
  d: MatchDeps,
  taker: Party,
  result: PlaceResult,
): Promise<Settled> {
  const { tx } = c;
  const makers = new Map<string, Party>();
  const maker = async (id: string, owner: string) => {
    let p = makers.get(id);
    if (!p) {
      const locked = await repo.lockOrder(tx, Number(id), Number(owner));
      if (!locked) throw new Error(`spot maker order ${id} not found`);
      p = partyOf(locked);
      makers.set(id, p);
    }
    return p;
  };
  const fills: SideFill[] = [];
  for (const f of result.fills) {
    const settled = await settleFill(c, f, taker, await maker(f.makerId, f.makerOwner));
    fills.push(settled.takerFill);
  }
  for (const x of result.cancelled) {
    const party = x.id === String(taker.row.id) ? taker : await maker(x.id, x.owner);
    party.row = await closeParty(tx, d.ledger, party, x.reason);
  }
  const parties = [taker, ...makers.values()];
  const siblings: SpotOrderRow[] = [];
  for (const p of parties) {
    const sibling = await cancelPairedStop(tx, p.row);
    if (sibling) siblings.push(sibling);
  }
  await d.notices.filled(
    tx,
    c.pair,
    [...makers.values()].map((m) => m.row),
  );
  await d.notices.ocoCancelled(tx, c.pair, siblings);
  return { fills, changed: [...parties.map((p) => p.row), ...siblings] };
}

/** Cancels an order's remainder: releases what is left of its hold and records why. */
export async function closeParty(
  tx: Tx,
  ledger: Ledger,
  party: Party,
  reason: string,
): Promise<SpotOrderRow> {
  if (party.holdId !== null) await ledger.releaseHold(tx, party.holdId);
  party.holdId = null;
  const row = await repo.updateOrder(tx, party.row.id, {
    status: 'cancelled',
    cancelReason: reason,
    holdId: null,
  });
  if (!row) throw new Error(`spot order ${party.row.id} vanished`);
  return row;
}

/**
 * An OCO leg that has filled (even in part) cancels its waiting stop leg, once: a conditional update that finds
 * nothing when the stop already triggered or was cancelled. The stop leg holds nothing while it waits.
 */
async function cancelPairedStop(tx: Tx, row: SpotOrderRow): Promise<SpotOrderRow | undefined> {
  if (row.ocoId === null || new Decimal(row.filled).isZero()) return undefined;
  return repo.cancelUntriggered(tx, row.ocoId, 'oco');
}
