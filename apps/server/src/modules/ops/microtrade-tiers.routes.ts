import { API, type MicrotradeTier } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { AuditHook } from '../../platform/audit-hook';
import { handle, type OperatorContext } from '../../platform/http/route';
import type { OptionsService } from '../options';
import { insertAudit } from './audit.repo';

/**
 * Operator API of the seconds options (contract `API.opsMicrotrade`): list the tiers and
 * create/update/enable/disable one (audited in the same transaction). Nothing here can touch an order, a price
 * or a result.
 */
export function opsMicrotradeRoutes(app: FastifyInstance, options: OptionsService): void {
  const api = API.opsMicrotrade;
  handle(app, api.tiersList, () => options.tiers());
  handle(app, api.tiersSet, (input, ctx) => options.setTier(input, tierAudit(ctx, input.seconds)));
}

function tierAudit(ctx: OperatorContext, seconds: number): AuditHook<MicrotradeTier | null> {
  return (tx, before, after) =>
    insertAudit(tx, {
      operatorId: ctx.operator.operatorId,
      action: 'microtrade_tier.set',
      targetType: 'microtrade_tier',
      targetId: String(seconds),
      before,
      after,
      ip: ctx.ip,
    });
}
