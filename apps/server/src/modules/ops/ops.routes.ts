import {
  opsApproveRequest,
  opsAuditRequest,
  opsLoginRequest,
  opsQueueRequest,
  opsRejectRequest,
  opsSetDepositAddressRequest,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import type { OperatorsService } from './operators.service';
import type { OpsService } from './ops.service';

const none = z.object({});
const READ: ('GET' | 'POST')[] = ['GET', 'POST'];

/**
 * The operator API (contract endpoints/ops.ts; OPS_PATHS lists every path). Operator tokens only (auth
 * 'operator'); routes only delegate. Nothing here edits a balance: approvals run the wallet services.
 */
export function opsRoutes(app: FastifyInstance, operators: OperatorsService, ops: OpsService): void {
  defineRoute(app, {
    method: 'POST',
    url: '/ops/login',
    auth: 'none',
    input: opsLoginRequest,
    rateLimit: { max: 20, timeWindowMs: 60_000 },
    handler: (input, ctx) => operators.login(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/logout',
    auth: 'operator',
    input: none,
    handler: (_input, ctx) => operators.logout(ctx),
  });
  defineRoute(app, {
    method: READ,
    url: '/ops/me',
    auth: 'operator',
    input: none,
    handler: (_input, ctx) => operators.me(ctx),
  });

  defineRoute(app, {
    method: READ,
    url: '/ops/kyc/list',
    auth: 'operator',
    input: opsQueueRequest,
    handler: (input, ctx) => ops.kycQueue(input, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/kyc/approve',
    auth: 'operator',
    input: opsApproveRequest,
    handler: (input, ctx) => ops.approveKyc(input.id, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/kyc/reject',
    auth: 'operator',
    input: opsRejectRequest,
    handler: (input, ctx) => ops.rejectKyc(input, ctx),
  });

  defineRoute(app, {
    method: READ,
    url: '/ops/deposits/list',
    auth: 'operator',
    input: opsQueueRequest,
    handler: (input) => ops.depositQueue(input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/deposits/approve',
    auth: 'operator',
    input: opsApproveRequest,
    handler: (input, ctx) => ops.approveDeposit(input.id, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/deposits/reject',
    auth: 'operator',
    input: opsRejectRequest,
    handler: (input, ctx) => ops.rejectDeposit(input, ctx),
  });

  defineRoute(app, {
    method: READ,
    url: '/ops/withdrawals/list',
    auth: 'operator',
    input: opsQueueRequest,
    handler: (input) => ops.withdrawalQueue(input),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/withdrawals/approve',
    auth: 'operator',
    input: opsApproveRequest,
    handler: (input, ctx) => ops.approveWithdrawal(input.id, ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/withdrawals/reject',
    auth: 'operator',
    input: opsRejectRequest,
    handler: (input, ctx) => ops.rejectWithdrawal(input, ctx),
  });

  defineRoute(app, {
    method: READ,
    url: '/ops/deposit_addresses',
    auth: 'operator',
    input: none,
    handler: () => ops.depositAddresses(),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ops/deposit_addresses/set',
    auth: 'operator',
    input: opsSetDepositAddressRequest,
    handler: (input, ctx) => ops.setDepositAddress(input, ctx),
  });
  defineRoute(app, {
    method: READ,
    url: '/ops/audit',
    auth: 'operator',
    input: opsAuditRequest,
    handler: (input) => ops.auditLog(input),
  });
}
