import { defineModule } from '../../platform/module';
import { symbolPrecision } from '../market';
import { attachNotificationsRealtime } from './notifications.realtime';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';

declare module '../../platform/module' {
  interface Services {
    notifications: NotificationsService;
  }
}

/** Stored notifications (message key + parameters), their list and unread count, and the owner's push. */
export const notificationsModule = defineModule({
  name: 'notifications',
  setup: ({ database, events, later }) => {
    // the market is set up after this module: its asset list is read when a notification is rendered
    const market = later('market');
    const notifications = new NotificationsService(
      database.db,
      events,
      symbolPrecision(() => market().listAssets()),
    );
    return {
      services: { notifications },
      routes: (api) => notificationsRoutes(api, notifications),
      realtime: (io) => attachNotificationsRealtime(io, events),
    };
  },
});
