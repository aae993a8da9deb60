import { pushApi } from '@meridian/contract/push';
import { api } from '../../../api/http';
import { currentEndpoint } from './device';

/**
 * Before a deliberate logout: the server stops pushing the user's notifications to this browser, so the next
 * person using the phone does not see them. The browser keeps its subscription (subscribing again after the next
 * login asks for no new permission). Never fails the logout.
 */
export async function forgetThisDevice(): Promise<void> {
  try {
    const endpoint = await currentEndpoint();
    if (endpoint) await api.call(pushApi.unsubscribe, { endpoint }, { silent: true, loading: false });
  } catch {
    // the logout goes on; the subscription stays until the push service or the user ends it
  }
}
