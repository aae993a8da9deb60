import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OperatorAudit } from '../../platform/audit';
import type { IeoOpsService } from './ieo-ops.service';

/**
 * The console's IEO calls (contract `API.opsEarn.ieo*`, operator tokens only): projects, create/edit, pause and
 * list the token as a spot pair. Each change writes its audit row (ieo.save, ieo.pause, ieo.list_pair) in the
 * change's own transaction.
 */
export function ieoOpsRoutes(app: FastifyInstance, s: { ieoOps: IeoOpsService; ops: OperatorAudit }): void {
  const api = API.opsEarn;
  handle(app, api.ieoProjects, (input) => s.ieoOps.list(input));
  handle(app, api.ieoSave, (input, ctx) =>
    s.ieoOps.save(input, (id) => s.ops.audit(ctx, 'ieo.save', 'ieo_project', id)),
  );
  handle(app, api.ieoPause, (input, ctx) =>
    s.ieoOps.pause(input.id, input.paused, s.ops.audit(ctx, 'ieo.pause', 'ieo_project', input.id)),
  );
  handle(app, api.ieoListPair, (input, ctx) =>
    s.ieoOps.listPair(input.id, s.ops.audit(ctx, 'ieo.list_pair', 'ieo_project', input.id)),
  );
}
