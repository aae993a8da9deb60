import { pushApi } from '@meridian/contract/push';
import { api } from '../../../api/http';
import { isLoggedIn } from '../../../state/session';
import { currentSubscription } from './device';

const quiet = { silent: true, loading: false } as const;

/**
 * After the user picks another language, signed in: the server renders each device's pushes in the language the device
 * subscribed in, so a device it pushes to for this user is subscribed again with the same keys (every request
 * carries the app's language). A device the server does not push to for this user (pushes off, or forgotten at
 * a logout) is left alone: changing language must not turn pushes back on. Never fails the change.
 */
export async function sendLanguageToThisDevice(): Promise<void> {
  try {
    const sub = isLoggedIn() ? await currentSubscription() : null;
    if (!sub) return;
    const { subscribed } = await api.call(pushApi.categories, { endpoint: sub.endpoint }, quiet);
    if (subscribed) await api.call(pushApi.subscribe, sub, quiet);
  } catch {
    // the device keeps its pushes in the earlier language until it subscribes again
  }
}
