import { TIMEOUTS_MS } from '@meridian/contract';
import { Toast } from '../components/overlays';
import { configureHttp } from '../api/http';
import { onSocket, restartSocket } from '../api/socket';
import { i18n } from '../i18n';
import { usePrefs } from '../state/prefs';
import { useSession } from '../state/session';
import { queryClient } from '../api/queryClient';
import { currentLocation, navigateTo, subscribeLocation } from './navigation';
import { closeOverlaysOnLeave } from './overlayBackstop';
import { setReturnRoutes } from '../lib/returnTo';
import { LOGIN_PATH } from '../lib/paths';
import { findRoute } from './routes';

/** Connects the stores, the HTTP helper, the socket and the router. Called once at start-up. */
export function wireApp(): void {
  setReturnRoutes((path) => findRoute(path)?.page);
  configureHttp({
    getToken: () => useSession.getState().token,
    getLang: () => usePrefs.getState().lang,
    clearSession: () => useSession.getState().clear(),
    ui: {
      toast: (content) => void Toast.show({ content, duration: TIMEOUTS_MS.toast }),
      showLoading: () => {
        const handler = Toast.show({
          icon: 'loading',
          content: i18n.t('common.loading'),
          duration: 0,
          maskClickable: false,
        });
        return () => handler.close();
      },
      navigate: (path) => navigateTo(path, { replace: true }),
      networkErrorText: () => i18n.t('common.networkError'),
    },
  });

  // Reconnect with the new token on login and logout; a new session never sees the old one's cache.
  useSession.subscribe((state, prev) => {
    if (state.token === prev.token) return;
    void restartSocket(state.token);
    if (!state.token) queryClient.clear();
  });

  closeOverlaysOnLeave({
    locations: { current: currentLocation, subscribe: subscribeLocation },
    session: useSession,
  });

  onSocket((socket) => {
    socket.on('session_revoked', ({ reason }) => {
      if (reason !== 'revoked' || !useSession.getState().token) return;
      Toast.show({ content: i18n.t('errors.please_log_in') });
      useSession.getState().clear();
      setTimeout(() => navigateTo(LOGIN_PATH, { replace: true }), TIMEOUTS_MS.loginRedirect);
    });
  });
}
