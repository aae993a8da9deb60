import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OperatorAudit } from '../../platform/audit';
import type { OtcDesk } from './desk';
import type { OtcReview } from './review';

/**
 * The console's OTC calls (contract `API.opsOtc`, operator tokens only): desk settings, the order queue, confirm
 * and reject. Each change writes its audit row (otc.settings_save, otc.confirm, otc.reject) in its own transaction.
 */
export function otcOpsRoutes(
  app: FastifyInstance,
  s: { desk: OtcDesk; review: OtcReview; ops: OperatorAudit },
): void {
  const api = API.opsOtc;
  handle(app, api.settings, () => s.desk.opsSettings());
  handle(app, api.settingsSave, (input, ctx) =>
    s.desk.save(input, s.ops.audit(ctx, 'otc.settings_save', 'otc_settings', 1)),
  );
  handle(app, api.orders, (input) => s.review.queue(input));
  handle(app, api.confirm, (input, ctx) =>
    s.review.confirm(
      input.id,
      ctx.operator.operatorId,
      s.ops.audit(ctx, 'otc.confirm', 'otc_order', input.id, input.step_up),
    ),
  );
  handle(app, api.reject, (input, ctx) =>
    s.review.reject(
      input,
      ctx.operator.operatorId,
      s.ops.audit(ctx, 'otc.reject', 'otc_order', input.id, input.step_up),
    ),
  );
}
