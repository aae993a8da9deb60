import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OperatorAudit } from '../../platform/audit';
import type { InvestOpsService } from './invest-ops.service';

/**
 * The console's invest products (the dual* calls of `API.opsEarn`, operator tokens only): list, save (create
 * or edit), pause/resume. Each change writes its audit row in its own transaction (ops' hook).
 */
export function investOpsRoutes(
  app: FastifyInstance,
  s: { investOps: InvestOpsService; ops: OperatorAudit },
): void {
  const api = API.opsEarn;
  handle(app, api.dualProducts, (input) => s.investOps.list(input));
  handle(app, api.dualSave, (input, ctx) =>
    s.investOps.save(input, (id) => s.ops.audit(ctx, 'dual.save', 'dual_product', id)),
  );
  handle(app, api.dualPause, (input, ctx) =>
    s.investOps.pause(input, s.ops.audit(ctx, 'dual.pause', 'dual_product', input.id)),
  );
}
