import { Toast } from '../components/overlays';
import type { NotificationMessage } from '@meridian/contract';
import { useEffect } from 'react';
import { withEachSocket } from '../api/socket';
import { isOptionResultOnScreen, optionResultKey } from '../features/notifications/data/resultOnScreen';
import { useWalletPushRefresh } from '../features/wallet/data/live';
import { usePrefs } from '../state/prefs';
import { useSession } from '../state/session';
import './pushAnnouncer.css';

/** How long the result of a settled option stays on screen (ms). */
const RESULT_TOAST_MS = 4_000;

/**
 * The app-wide listener of pushes, mounted once in the shell: a settled option is
 * announced by a toast with its result and amount on whatever screen the user is (the notification itself is
 * in the list too); money pushes reload the wallet's records and balances.
 */
export function PushAnnouncer() {
  useWalletPushRefresh();
  const loggedIn = useSession((s) => s.token !== '');
  useEffect(() => {
    if (!loggedIn) return;
    void import('../features/notifications/data/optionResult').catch(() => undefined); // ready before the first push
    return withEachSocket((s) => {
      const onMessage = async (push: NotificationMessage) => {
        // The notification texts (nine languages) are a chunk of their own, fetched at the first push
        const { optionResultToast } = await import('../features/notifications/data/optionResult');
        const toast = await optionResultToast(push, usePrefs.getState().lang);
        if (!toast) return;
        const p = push.params;
        const key = optionResultKey(String(p.symbol ?? ''), p.seconds ?? '', p.stake ?? '');
        // after any other listener of the same push (the home bell shows a bare title): one toast at a time
        setTimeout(() => {
          // the options ticket shows this result in its own dialog: a toast would cover it
          if (isOptionResultOnScreen(key)) return;
          Toast.show({
            duration: RESULT_TOAST_MS,
            content: (
              <div
                className={`option-result-toast ${toast.tone}`}
                data-testid="option-result-toast"
                data-key={toast.key}
              >
                <b>{toast.title}</b>
                <span className="option-result-amount">{toast.amount}</span>
                <span className="option-result-detail">{toast.detail}</span>
              </div>
            ),
          });
        }, 0);
      };
      const listener = (push: NotificationMessage) => void onMessage(push).catch(() => undefined);
      s.on('notification', listener);
      return () => {
        s.off('notification', listener);
      };
    });
  }, [loggedIn]);
  return null;
}
