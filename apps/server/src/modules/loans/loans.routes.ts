import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OperatorAudit } from '../../platform/audit';
import type { LoansOps } from './loans-ops.service';
import type { LoansService } from './loans.service';

/** The app's loan calls (contract `API.loans`): each delegates to the service. */
export function loansRoutes(app: FastifyInstance, loans: LoansService): void {
  const api = API.loans;
  handle(app, api.products, () => loans.products());
  handle(app, api.borrow, (q, ctx) => loans.borrow(ctx.session.userId, q));
  handle(app, api.loans, (q, ctx) => loans.loans(ctx.session.userId, q));
  handle(app, api.detail, (q, ctx) => loans.detail(ctx.session.userId, q.id));
  handle(app, api.repay, (q, ctx) => loans.repay(ctx.session.userId, q));
  handle(app, api.addCollateral, (q, ctx) => loans.addCollateral(ctx.session.userId, q));
}

/** The console's loan calls (contract `API.opsLoans`, operator tokens only); a product save is audited. */
export function loansOpsRoutes(app: FastifyInstance, s: { ops: OperatorAudit; loansOps: LoansOps }): void {
  const api = API.opsLoans;
  handle(app, api.products, () => s.loansOps.products());
  handle(app, api.productSave, (q, ctx) =>
    s.loansOps.productSave(q, (id) => s.ops.audit(ctx, 'loans.product_save', 'loan_product', id)),
  );
  handle(app, api.list, (q) => s.loansOps.list(q));
}
