import { defineModule } from '../../platform/module';
import { alertsRoutes } from './alerts.routes';
import { AlertsService } from './alerts.service';
import { AlertTriggers } from './triggers';

declare module '../../platform/module' {
  interface Services {
    alerts: AlertsService;
    alertTriggers: AlertTriggers;
  }
}

/**
 * Price alerts: a user's alerts above or below a price or on a move within a window, on any pair of the market,
 * evaluated on the feed's ticks by one leader (role 'alerts-triggers'); a fired alert is an in-app notification.
 */
export const alertsModule = defineModule({
  name: 'alerts',
  setup: ({ database, logger, use }) => {
    const market = use('market');
    const alerts = new AlertsService({ db: database.db, market });
    const alertTriggers = new AlertTriggers({
      db: database.db,
      pool: database.pool,
      alerts,
      notifier: use('notifications'),
      market,
      log: logger,
    });
    return {
      services: { alerts, alertTriggers },
      routes: (api) => alertsRoutes(api, alerts),
      start: () => alertTriggers.start(),
      stop: () => alertTriggers.stop(),
    };
  },
});
