import { refuse, type LangCode } from '@meridian/contract';
import {
  PUSH_CATEGORIES,
  type PushCategories,
  type PushCategory,
  type PushDevices,
  type PushVapidKey,
} from '@meridian/contract/push';
import type { Db } from '../../platform/db';
import * as repo from './push.repo';
import { isAuthSecret, isP256PublicKey, isPushEndpoint, unpadded } from './push.rules';

export interface PushServiceDeps {
  db: Db;
  publicKey: string;
  /** Admits http://127.0.0.1 endpoints (the tests' stand-in push service). */
  loopbackEndpoints: boolean;
}

/** The user's side of push: the VAPID key, this device's subscription, the categories pushed. */
export class PushService {
  constructor(private readonly d: PushServiceDeps) {}

  vapidKey(): PushVapidKey {
    return { public_key: this.d.publicKey };
  }

  /** POST /push/subscribe — the endpoint's subscription, now the caller's, in the request's language. */
  async subscribe(
    userId: number,
    input: { endpoint: string; keys: { p256dh: string; auth: string } },
    lang: LangCode,
  ): Promise<PushDevices> {
    this.checkEndpoint(input.endpoint);
    if (!isP256PublicKey(input.keys.p256dh)) throw refuse('parameter_error', {}, 'keys.p256dh');
    if (!isAuthSecret(input.keys.auth)) throw refuse('parameter_error', {}, 'keys.auth');
    await repo.upsert(this.d.db, {
      userId,
      endpoint: input.endpoint,
      p256dh: unpadded(input.keys.p256dh),
      auth: unpadded(input.keys.auth),
      lang,
    });
    return { devices: await repo.devicesOf(this.d.db, userId), subscribed: true };
  }

  /** POST /push/unsubscribe — only the caller's own subscription of the endpoint. */
  async unsubscribe(userId: number, endpoint: string): Promise<PushDevices> {
    await repo.removeOwn(this.d.db, userId, endpoint);
    return { devices: await repo.devicesOf(this.d.db, userId), subscribed: false };
  }

  /** GET /push/categories — every category on unless muted; the devices; whether `endpoint` is one. */
  async categories(userId: number, endpoint?: string): Promise<PushCategories> {
    const [muted, devices, subscribed] = await Promise.all([
      repo.mutedCategories(this.d.db, userId),
      repo.devicesOf(this.d.db, userId),
      endpoint ? repo.hasEndpoint(this.d.db, userId, endpoint) : Promise.resolve(false),
    ]);
    return {
      categories: PUSH_CATEGORIES.map((category) => ({ category, enabled: !muted.includes(category) })),
      devices,
      subscribed,
    };
  }

  /** POST /push/categories/set — one category on or off for all of the caller's devices. */
  async setCategory(userId: number, category: PushCategory, enabled: boolean): Promise<PushCategories> {
    await repo.setMuted(this.d.db, userId, category, !enabled);
    return this.categories(userId);
  }

  private checkEndpoint(endpoint: string): void {
    if (!isPushEndpoint(endpoint, { loopbackHttp: this.d.loopbackEndpoints }))
      throw refuse('url_invalid', {}, 'endpoint');
  }
}
