import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import type { OperatorAudit } from '../../platform/audit';
import { handle } from '../../platform/http/route';
import type { OptionsService } from './options.service';

/**
 * Operator API of the seconds options (contract `API.opsOptions`): list the tiers and
 * create/update/enable/disable one (audited in the same transaction). Nothing here can touch an order, a price
 * or a result.
 */
export function optionsOpsRoutes(
  app: FastifyInstance,
  s: { options: OptionsService; audit: OperatorAudit },
): void {
  const api = API.opsOptions;
  handle(app, api.tiersList, () => s.options.tiers());
  handle(app, api.tiersSet, (input, ctx) =>
    s.options.setTier(input, s.audit.audit(ctx, 'microtrade_tier.set', 'microtrade_tier', input.seconds)),
  );
}
