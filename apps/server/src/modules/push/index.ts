/** The push module's entry: Web Push subscriptions of the user's devices and the delivery of notifications. */
export { pushModule } from './push.module';
export type { PushService } from './push.service';
export type { PushDelivery } from './delivery';
