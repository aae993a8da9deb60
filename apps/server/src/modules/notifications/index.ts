/**
 * The notifications module's entry: other modules import from here only. A module that notifies takes a
 * `Notifier` (the NotificationsService) in its constructor and calls `notify(tx, …)` in its own transaction.
 */
export { NotificationsService, type NotificationInput, type Notifier } from './notifications.service';
export { notificationsRoutes } from './notifications.routes';
export { attachNotificationsRealtime } from './notifications.realtime';
export { notificationsModule } from './notifications.module';
