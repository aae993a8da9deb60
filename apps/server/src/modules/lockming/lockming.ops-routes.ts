import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OperatorAudit } from '../../platform/audit';
import type { LockmingOpsService } from './lockming-ops.service';

/**
 * The console's lock-mining calls (contract `API.opsEarn.lock*`, operator tokens only): products, create or
 * edit, pause, day rates and an operator's rate for a future day. Each change writes its audit row in its own
 * transaction (ops' hook): `lockming.save`, `lockming.pause`, `lockming.rate`.
 */
export function lockmingOpsRoutes(
  app: FastifyInstance,
  s: { ops: LockmingOpsService; audit: OperatorAudit },
): void {
  const api = API.opsEarn;
  handle(app, api.lockProducts, (input) => s.ops.list(input));
  handle(app, api.lockSave, (input, ctx) =>
    s.ops.save(input, (id) => s.audit.audit(ctx, 'lockming.save', 'lock_product', id)),
  );
  handle(app, api.lockPause, (input, ctx) =>
    s.ops.pause(input, s.audit.audit(ctx, 'lockming.pause', 'lock_product', input.id)),
  );
  handle(app, api.lockRates, (input) => s.ops.rates(input));
  handle(app, api.lockSetRate, (input, ctx) =>
    s.ops.setRate(
      input,
      ctx.operator.operatorId,
      s.audit.audit(ctx, 'lockming.rate', 'lock_day_rate', `${input.config_id}:${input.day}`),
    ),
  );
}
