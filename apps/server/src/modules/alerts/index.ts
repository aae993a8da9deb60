/** The price alerts module's entry: other modules import from here only. */
export { alertsModule } from './alerts.module';
export { AlertsService } from './alerts.service';
export { AlertTriggers } from './triggers';
