import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { OperatorFactorsService } from './operator-factors.service';
import type { OperatorsService } from './operators.service';
import type { OpsService } from './ops.service';

/**
 * The operator API (contract `API.ops`, ops/ops.ts; OPS_PATHS lists every operator path). Operator tokens
 * only (auth 'operator'); routes only name the service call. Nothing here edits a balance: approvals run the
 * wallet services, and those that move money spend a step-up proof in their transaction (platform/audit.ts).
 */
export function opsRoutes(
  app: FastifyInstance,
  s: { operators: OperatorsService; operatorFactors: OperatorFactorsService; ops: OpsService },
): void {
  const { operators, operatorFactors: factors, ops } = s;
  const api = API.ops;
  handle(app, api.login, (input, ctx) => operators.login(input, ctx), {
    rateLimit: { max: 20, timeWindowMs: 60_000 },
  });
  handle(app, api.logout, (_input, ctx) => operators.logout(ctx));
  handle(app, api.me, (_input, ctx) => operators.me(ctx));
  handle(app, api.totpSetup, (_input, ctx) => factors.setup(ctx));
  // no per-IP limit on codes: FACTOR_LOCKOUT locks the factor after five wrong ones in a row
  handle(app, api.totpEnable, (input, ctx) => factors.enable(input.code, ctx));
  handle(app, api.stepUp, (input, ctx) => factors.stepUp(input, ctx));

  handle(app, api.kycList, (input, ctx) => ops.kycQueue(input, ctx));
  handle(app, api.kycApprove, (input, ctx) => ops.approveKyc(input.id, ctx));
  handle(app, api.kycReject, (input, ctx) => ops.rejectKyc(input, ctx));

  handle(app, api.depositsList, (input) => ops.depositQueue(input));
  handle(app, api.depositsApprove, (input, ctx) => ops.approveDeposit(input, ctx));
  handle(app, api.depositsReject, (input, ctx) => ops.rejectDeposit(input, ctx));

  handle(app, api.withdrawalsList, (input) => ops.withdrawalQueue(input));
  handle(app, api.withdrawalsApprove, (input, ctx) => ops.approveWithdrawal(input, ctx));
  handle(app, api.withdrawalsReject, (input, ctx) => ops.rejectWithdrawal(input, ctx));

  handle(app, api.depositAddresses, () => ops.depositAddresses());
  handle(app, api.setDepositAddress, (input, ctx) => ops.setDepositAddress(input, ctx));
  handle(app, api.audit, (input) => ops.auditLog(input));
}
