import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** The device a push goes to: its push service URL and the keys its payload is encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service answered: `sent` (accepted), `gone` (404/410: the subscription no longer exists and is
 * to be removed) or `failed` (anything else: the delivery is tried again later).
 */
export type PushOutcome =
  { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; reason: string };

/** Sends one push; never throws for what the push service answers. */
export type PushSend = (target: PushTarget, payload: string) => Promise<PushOutcome>;

/** How long a push service has to answer, and how long it keeps a push for a device that is offline. */
const TIMEOUT_MS = 10_000;
const TTL_SECONDS = 24 * 3600;

/**
 * Web Push (RFC 8030) with web-push's aes128gcm encryption (RFC 8291) and VAPID signature (RFC 8292); the request
 * itself goes out through fetch, which does not follow redirects (an endpoint is never trusted to send the
 * server elsewhere).
 */
export function webPushSender(vapid: VapidKeys): PushSend {
  return async (target, payload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    let status: number;
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (err) {
      return { kind: 'failed', reason: err instanceof Error ? err.message : String(err) };
    }
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    return { kind: 'failed', reason: `push service answered ${status}` };
  };
}
