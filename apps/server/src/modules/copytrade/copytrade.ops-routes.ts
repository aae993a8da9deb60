import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OperatorAudit } from '../../platform/audit';
import type { TradersService } from './traders.service';

/**
 * The console's trader review (contract `API.opsCopytrade`, operator tokens only): applications with the
 * applicant's futures record, approve, reject with a reason, traders with their statistics (read-only: no call
 * edits them) and revoke with a reason. Each action writes its audit row in its own transaction (ops' hook).
 */
export function copytradeOpsRoutes(
  app: FastifyInstance,
  s: { traders: TradersService; ops: OperatorAudit },
): void {
  const api = API.opsCopytrade;
  handle(app, api.applications, (input) => s.traders.applications(input));
  handle(app, api.approve, (input, ctx) =>
    s.traders.approve(
      input.id,
      ctx.operator.operatorId,
      s.ops.audit(ctx, 'trader.approve', 'trader_application', input.id),
    ),
  );
  handle(app, api.reject, (input, ctx) =>
    s.traders.reject(
      input.id,
      ctx.operator.operatorId,
      input.reason,
      s.ops.audit(ctx, 'trader.reject', 'trader_application', input.id),
    ),
  );
  handle(app, api.traders, (input) => s.traders.traders(input));
  handle(app, api.revoke, (input, ctx) =>
    s.traders.revoke(input.user_id, input.reason, s.ops.audit(ctx, 'trader.revoke', 'trader', input.user_id)),
  );
}
