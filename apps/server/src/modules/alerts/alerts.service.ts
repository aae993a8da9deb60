import { refuse } from '@meridian/contract';
import {
  ALERT_WINDOW_MINUTES,
  ALERTS_ACTIVE_MAX,
  alertTargetRefusal,
  type AlertCreateRequest,
  type AlertKind,
  type AlertList,
  type AlertUpdateRequest,
  type AlertView,
  type AlertWindow,
} from '@meridian/contract/alerts';
import type { Db, Tx } from '../../platform/db';
import { afterCommit } from '../../platform/db/after-commit';
import { lockUser } from '../../platform/db/user-lock';
import type { MarketService } from '../market';
import * as repo from './alerts.repo';
import type { PriceAlertRow } from './alerts.schema';
import { alertView, windowOf } from './alerts.view';

export interface AlertsDeps {
  db: Db;
  market: Pick<MarketService, 'findPair' | 'listPairs'>;
}

interface Target {
  kind: AlertKind;
  price: string | null;
  percent: string | null;
  window: AlertWindow | null;
}

/**
 * A user's price alerts: create, change, turn on or off and delete, at most ALERTS_ACTIVE_MAX active, counted
 * under the user's lock. The trigger runtime learns of committed changes through `onChange`.
 */
export class AlertsService {
  private readonly listeners = new Set<(rows: PriceAlertRow[]) => void>();

  constructor(private readonly d: AlertsDeps) {}

  /** Called with alerts this node changed, once committed (the trigger runtime). */
  onChange(listener: (rows: PriceAlertRow[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reports a changed row once `tx` commits. */
  changed(tx: Tx, row: PriceAlertRow): void {
    afterCommit(tx, () => {
      for (const l of this.listeners) l([row]);
    });
  }

  /** The pair's symbol, '' when the catalogue no longer lists it. */
  symbolOf(pairId: number): string {
    return this.d.market.listPairs().find((p) => p.id === pairId)?.symbol ?? '';
  }

  async list(userId: number): Promise<AlertList> {
    const rows = await repo.listOf(this.d.db, userId);
    return {
      items: rows.map((r) => alertView(r, this.symbolOf(r.pairId))),
      active: rows.filter((r) => r.active).length,
      max: ALERTS_ACTIVE_MAX,
    };
  }

  async create(userId: number, q: AlertCreateRequest): Promise<AlertView> {
    const pair = this.d.market.findPair({ symbol: q.symbol });
    const target = checked(
      { kind: q.kind, price: q.price ?? null, percent: q.percent ?? null, window: q.window ?? null },
      pair.pricePrecision,
    );
    const row = await this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await this.underCap(tx, userId);
      const inserted = await repo.insert(tx, {
        userId,
        pairId: pair.id,
        kind: target.kind,
        price: target.price,
        percent: target.percent,
        windowMinutes: target.window ? ALERT_WINDOW_MINUTES[target.window] : null,
        repeat: q.repeat ?? false,
      });
      this.changed(tx, inserted);
      return inserted;
    });
    return alertView(row, pair.symbol);
  }

  /** Turning an alert on or moving its target arms it again; turning one on counts against the cap. */
  async update(userId: number, q: AlertUpdateRequest): Promise<AlertView> {
    const row = await this.d.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const current = await repo.lockOwn(tx, userId, q.id);
      if (!current) throw refuse('alert_not_found', {}, 'id');
      const was: Target = {
        kind: current.kind as AlertKind,
        price: current.price,
        percent: current.percent,
        window: windowOf(current.windowMinutes),
      };
      const moved = q.price !== undefined || q.percent !== undefined || q.window !== undefined;
      const target = moved
        ? checked(
            {
              ...was,
              price: was.kind === 'move' ? null : (q.price ?? was.price),
              percent: was.kind === 'move' ? (q.percent ?? was.percent) : null,
              window: was.kind === 'move' ? (q.window ?? was.window) : null,
            },
            this.d.market.findPair({ id: current.pairId }).pricePrecision,
          )
        : was;
      const turnedOn = q.active === true && !current.active;
      if (turnedOn) await this.underCap(tx, userId);
      const active = q.active ?? current.active;
      const updated = await repo.update(tx, current.id, {
        price: target.price,
        percent: target.percent,
        windowMinutes: target.window ? ALERT_WINDOW_MINUTES[target.window] : null,
        repeat: q.repeat ?? current.repeat,
        active,
        armed: turnedOn || (moved && active) ? true : current.armed,
      });
      this.changed(tx, updated);
      return updated;
    });
    return alertView(row, this.symbolOf(row.pairId));
  }

  async remove(userId: number, id: number): Promise<{ id: number }> {
    await this.d.db.transaction(async (tx) => {
      const current = await repo.lockOwn(tx, userId, id);
      if (!current) throw refuse('alert_not_found', {}, 'id');
      this.changed(tx, await repo.update(tx, id, { deleted: true, active: false }));
    });
    return { id };
  }

  private async underCap(tx: Tx, userId: number): Promise<void> {
    if ((await repo.activeCount(tx, userId)) >= ALERTS_ACTIVE_MAX)
      throw refuse('alert_limit', { max: ALERTS_ACTIVE_MAX });
  }
}

/** The target with the fields its kind does not use emptied, or the contract's refusal. */
function checked(t: Target, pricePrecision: number): Target {
  const refusal = alertTargetRefusal(
    {
      kind: t.kind,
      price: t.price ?? undefined,
      percent: t.percent ?? undefined,
      window: t.window ?? undefined,
    },
    pricePrecision,
  );
  if (refusal) throw refuse(refusal.key, refusal.params, refusal.field);
  return t.kind === 'move'
    ? { kind: t.kind, price: null, percent: t.percent, window: t.window }
    : { kind: t.kind, price: t.price, percent: null, window: null };
}
