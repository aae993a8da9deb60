import { defineModule } from '../../platform/module';

/**
 * Copy trading (issue 14). Traders apply and are reviewed (traders.*), followers follow them (follows.*), the
 * engine mirrors every change of a trader's futures position onto the followers' copies through durable
 * jobs enqueued in the transaction of the change (engine/), and the statistics are computed from closed
 * positions by an hourly job and after each trader close (stats/). Demo traders (demo/) trade the simulated
 * market through the same futures service when demo content is on.
 *
 * Sections are filled by their owners: services, routes, jobs, subscribers, start/stop.
 */
export const copytradeModule = defineModule({
  name: 'copytrade',
  setup: () => {
    return { services: {} };
  },
});
