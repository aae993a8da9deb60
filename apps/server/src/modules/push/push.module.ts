import { defineModule } from '../../platform/module';
import { symbolPrecision } from '../market';
import { PushDelivery } from './delivery';
import { pushJobs } from './push.jobs';
import { pushRoutes } from './push.routes';
import { PushService } from './push.service';
import { webPushSender } from './sender';
import { loadVapidKeys } from './vapid';

declare module '../../platform/module' {
  interface Services {
    push: PushService;
    pushDelivery: PushDelivery;
  }
}

/**
 * Web Push to the user's phones: subscriptions per device, categories per user, and every notification
 * written (the notifications module's `recorded` hook) pushed by a durable job to the user's devices.
 */
export const pushModule = defineModule({
  name: 'push',
  setup: async ({ config, database, jobs, use }) => {
    const db = database.db;
    const vapid = await loadVapidKeys({
      configured: config.vapid,
      keyFile: config.vapidKeyFile,
      subject: config.vapidSubject,
      publicUrl: config.publicUrl,
      smtpFrom: config.smtpFrom,
    });
    const market = use('market');
    const push = new PushService({
      db,
      publicKey: vapid.publicKey,
      loopbackEndpoints: config.nodeEnv === 'test',
    });
    const pushDelivery = new PushDelivery({
      db,
      jobs,
      send: webPushSender(vapid),
      precisionOf: symbolPrecision(() => market.listAssets()),
    });
    use('notifications').recorded.on(pushDelivery.enqueue);
    return {
      services: { push, pushDelivery },
      routes: (api) => pushRoutes(api, push),
      jobs: pushJobs({ db, delivery: pushDelivery }),
    };
  },
});
