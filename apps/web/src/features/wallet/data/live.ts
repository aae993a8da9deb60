import type { NotificationMessage } from '@meridian/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { withEachSocket } from '../../../api/socket';
import { useSession } from '../../../state/session';
import type { Paged } from '../../../api/paging';
import { walletKeys } from './keys';

/**
 * Records that refresh when their state changes: a `notification` push about money (a
 * deposit credited, a withdrawal paid or rejected, an option settled) reloads the wallet queries — balances,
 * statements, deposit and withdrawal records (all under `walletKeys.all`) — on whatever screen is open; a
 * reconnect reloads them too (a push missed while offline). A rejected deposit sends no notification: its
 * record polls while it is under review (`pendingPoll`).
 */

/** Notification keys whose cause moved money or changed a deposit/withdrawal record. */
const MONEY_KEYS = new Set([
  'deposit_credited',
  'withdrawal_paid',
  'withdrawal_rejected',
  'option_won',
  'option_lost',
  'option_draw',
  'option_void',
  // earn: an allocation (payment taken, rest released), tokens delivered, a lock's principal back,
  // an invest payout or refund
  'ieo_allocated',
  'ieo_delivered',
  'lockming_matured',
  'dual_settled',
  'dual_failed',
]);

export function refreshesWallet(push: Pick<NotificationMessage, 'key'>): boolean {
  return MONEY_KEYS.has(push.key);
}

/** While a record is under review, how often its list is read again (ms). */
export const PENDING_POLL_MS = 10_000;

/** Whether any loaded record of a paged list is under review. */
export function hasPending(data: unknown): boolean {
  const pages = (data as { pages?: unknown } | undefined)?.pages;
  if (!Array.isArray(pages)) return false;
  return pages.some(
    (p: Partial<Paged<unknown>>) =>
      Array.isArray(p.data) &&
      p.data.some(
        (r) => typeof r === 'object' && r !== null && (r as { status?: unknown }).status === 'pending',
      ),
  );
}

/** refetchInterval of the deposit and withdrawal records: poll while any loaded record is pending. */
export const pendingPoll = (query: { state: { data: unknown } }): number | false =>
  hasPending(query.state.data) ? PENDING_POLL_MS : false;

/** App-wide (mounted once): wallet queries reload on money pushes and on every reconnect. */
export function useWalletPushRefresh(): void {
  const qc = useQueryClient();
  const loggedIn = useSession((s) => s.token !== '');
  useEffect(() => {
    if (!loggedIn) return;
    const reload = () => void qc.invalidateQueries({ queryKey: walletKeys.all }, { cancelRefetch: false });
    return withEachSocket((s) => {
      let connectedOnce = s.connected;
      const onMessage = (push: NotificationMessage) => {
        if (refreshesWallet(push)) reload();
      };
      const onConnect = () => {
        if (connectedOnce) reload();
        connectedOnce = true;
      };
      s.on('notification', onMessage);
      s.on('connect', onConnect);
      return () => {
        s.off('notification', onMessage);
        s.off('connect', onConnect);
      };
    });
  }, [qc, loggedIn]);
}
