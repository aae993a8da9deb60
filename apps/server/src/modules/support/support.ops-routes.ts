import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../platform/http/origin';
import {
  operatorImageUploadRoute,
  type OperatorImageUploadDeps,
} from '../../platform/http/operator-image-upload';
import { handle } from '../../platform/http/route';
import type { OperatorAudit } from '../../platform/audit';
import type { SupportOps } from './support-ops.service';

/**
 * The console's support inbox (contract `API.opsSupport`, operator tokens only). Assignment, closing and canned
 * replies write their audit row (support.*) in the change's own transaction; replies are stored messages.
 */
export function supportOpsRoutes(
  app: FastifyInstance,
  s: { ops: OperatorAudit; supportOps: SupportOps; upload: OperatorImageUploadDeps },
): void {
  const api = API.opsSupport;
  const o = s.supportOps;
  operatorImageUploadRoute(app, API.opsSupport.upload, 'support', s.upload);
  handle(app, api.threads, (q, ctx) => o.threads(q, ctx.operator.operatorId));
  handle(app, api.thread, (q) => o.thread(q));
  handle(app, api.send, (q, ctx) =>
    o.send(q, ctx.operator.operatorId, publicOrigin(ctx.req, s.upload.publicUrl)),
  );
  handle(app, api.read, (q) => o.read(q));
  handle(app, api.assign, (q, ctx) =>
    o.assign(q, ctx.operator.operatorId, (id) => s.ops.audit(ctx, 'support.assign', 'support_thread', id)),
  );
  handle(app, api.close, (q, ctx) =>
    o.close(q, (id) => s.ops.audit(ctx, 'support.close', 'support_thread', id)),
  );
  handle(app, api.operators, () => o.operatorList());
  handle(app, api.canned, () => o.canned());
  handle(app, api.cannedSave, (q, ctx) =>
    o.cannedSave(q, (id) => s.ops.audit(ctx, 'support.canned_save', 'support_canned', id)),
  );
  handle(app, api.cannedDelete, (q, ctx) =>
    o.cannedDelete(q, (id) => s.ops.audit(ctx, 'support.canned_delete', 'support_canned', id)),
  );
}
