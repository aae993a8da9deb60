/**
 * The notifications module's entry: other modules import from here only. A module that notifies takes a
 * `Notifier` (the NotificationsService) in its constructor and calls `notify(tx, …)` in its own transaction; a
 * module that delivers notifications elsewhere subscribes to `notifications.recorded` (run in that transaction).
 */
export {
  NotificationsService,
  type NotificationInput,
  type Notifier,
  type RecordedNotification,
} from './notifications.service';
export { notificationsRoutes } from './notifications.routes';
export { attachNotificationsRealtime } from './notifications.realtime';
export { notificationsModule } from './notifications.module';
