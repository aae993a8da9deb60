import type { CopyTrade, FollowRecord } from '@meridian/contract/copytrade';

/**
 * What a copy or a follow says about itself, as i18n keys with their parameters (: skip reasons,
 * close causes with the trader's own reason, follow states), so every list words them the same way.
 */

export interface Label {
  key: string;
  params?: Record<string, string>;
  tone: 'up' | 'down' | 'flat' | 'warn';
}

type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * A copy's outcome: open, skipped (why), detached (self-held or its follow ended), or closed (why) — the trader's
 * own close reason in the trader's words (`copy.traderReason`: "closed by hand", not the futures list's "Closed by you").
 */
export function copyOutcome(c: CopyTrade): Label {
  switch (c.status) {
    case 'open':
      return { key: 'copy.copyState.open', tone: 'up' };
    case 'skipped':
      return { key: `copy.skip.${c.skip_reason || 'unknown'}`, tone: 'warn' };
    case 'detached':
      return { key: 'copy.copyState.detached', tone: 'flat' };
    case 'closed':
      if (c.close_cause === 'trader')
        return {
          key: c.trader_close_reason ? 'copy.cause.traderWith' : 'copy.cause.trader',
          params: c.trader_close_reason ? { reason: `copy.traderReason.${c.trader_close_reason}` } : {},
          tone: 'flat',
        };
      if (c.close_cause === 'stop_loss') return { key: 'copy.cause.stop_loss', tone: 'down' };
      if (c.close_cause === 'own')
        return c.position?.close_reason
          ? {
              key: 'copy.cause.ownWith',
              params: { reason: `futures.reason.${c.position.close_reason}` },
              tone: 'flat',
            }
          : { key: 'copy.cause.own', tone: 'flat' };
      return { key: 'copy.copyState.closed', tone: 'flat' };
  }
}

/** A follow's state: following, or how it ended. */
export function followState(f: FollowRecord): Label {
  if (f.status === 'active') return { key: 'copy.followState.active', tone: 'up' };
  if (f.end_reason)
    return { key: `copy.endReason.${f.end_reason}`, tone: f.status === 'stopped' ? 'down' : 'flat' };
  return { key: `copy.followState.${f.status}`, tone: 'flat' };
}

/** Renders a label: parameters that are i18n keys themselves (the trader's close reason) are translated first. */
export function labelText(label: Label, t: Translate): string {
  const params = Object.fromEntries(
    Object.entries(label.params ?? {}).map(([k, v]) => [k, v.includes('.') ? t(v) : v]),
  );
  return t(label.key, params);
}

/** "fixed multiple ×1.5" / "fixed lots 2": the mode key and its number. */
export function modeKey(type: 1 | 2): string {
  return type === 1 ? 'copy.mode.multiple' : 'copy.mode.lots';
}
