import type { Paginated } from '@meridian/contract';
import type {
  OpsAction,
  OpsAuditItem,
  OpsAuditRequest,
  OpsDepositAddressItem,
  OpsDepositItem,
  OpsKycItem,
  OpsMoneyRejectRequest,
  OpsQueueRequest,
  OpsRejectRequest,
  OpsSetDepositAddressRequest,
  OpsWithdrawalItem,
} from '@meridian/contract/ops';
import type { OperatorAudit } from '../../platform/audit';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db } from '../../platform/db';
import type { OperatorContext } from '../../platform/http/route';
import type { AccountService } from '../account';
import type { KycService } from '../kyc';
import type { DepositsService, ReviewedDeposit, WithdrawalsService } from '../wallet';
import { listAudit } from './audit.repo';

/** An approval that moves money: the item and the step-up proof of its action. */
interface MoneyApproval {
  id: number;
  step_up?: string | undefined;
}

export interface OpsDeps {
  db: Db;
  account: AccountService;
  kyc: KycService;
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  audit: OperatorAudit;
}

/**
 * The operator API's work: review queues with whose each item is, approvals and rejections through the
 * owning services (which post to the ledger; nothing here touches a balance), deposit addresses, and the
 * audit log. Every action passes an AuditHook, so its audit row is written in the action's own transaction.
 */
export class OpsService {
  constructor(private readonly d: OpsDeps) {}

  /** Identity images come as short-lived signed URLs, for this operator's console to show. */
  async kycQueue(q: OpsQueueRequest, ctx: OperatorContext): Promise<Paginated<OpsKycItem>> {
    const page = await this.d.kyc.listForReview(q, ctx.req);
    return this.withAccounts(page, (item, account) => ({ ...item, account }));
  }

  async depositQueue(q: OpsQueueRequest): Promise<Paginated<OpsDepositItem>> {
    return this.withAccounts(await this.d.deposits.listForReview(q), toDepositItem);
  }

  async withdrawalQueue(q: OpsQueueRequest): Promise<Paginated<OpsWithdrawalItem>> {
    return this.withAccounts(await this.d.withdrawals.listForReview(q), (item, account) => ({
      ...item,
      account,
    }));
  }

  async approveKyc(id: number, ctx: OperatorContext): Promise<OpsKycItem> {
    const item = await this.d.kyc.approve(
      id,
      ctx.operator.operatorId,
      this.audit(ctx, 'kyc.approve', 'kyc', id),
    );
    return { ...this.d.kyc.signedItem(item, ctx.req), account: await this.accountOf(item.user_id) };
  }

  async rejectKyc(input: OpsRejectRequest, ctx: OperatorContext): Promise<OpsKycItem> {
    const hook = this.audit(ctx, 'kyc.reject', 'kyc', input.id);
    const item = await this.d.kyc.reject(input.id, ctx.operator.operatorId, input.reason, hook);
    return { ...this.d.kyc.signedItem(item, ctx.req), account: await this.accountOf(item.user_id) };
  }

  async approveDeposit(input: MoneyApproval, ctx: OperatorContext): Promise<OpsDepositItem> {
    const hook = this.audit(ctx, 'deposit.approve', 'deposit', input.id, input.step_up);
    const item = await this.d.deposits.approve(input.id, ctx.operator.operatorId, hook);
    return toDepositItem(item, await this.accountOf(item.user_id));
  }

  async rejectDeposit(input: OpsMoneyRejectRequest, ctx: OperatorContext): Promise<OpsDepositItem> {
    const hook = this.audit(ctx, 'deposit.reject', 'deposit', input.id, input.step_up);
    const item = await this.d.deposits.reject(input.id, ctx.operator.operatorId, input.reason, hook);
    return toDepositItem(item, await this.accountOf(item.user_id));
  }

  async approveWithdrawal(input: MoneyApproval, ctx: OperatorContext): Promise<OpsWithdrawalItem> {
    const hook = this.audit(ctx, 'withdrawal.approve', 'withdrawal', input.id, input.step_up);
    const item = await this.d.withdrawals.approve(input.id, ctx.operator.operatorId, hook);
    return { ...item, account: await this.accountOf(item.user_id) };
  }

  async rejectWithdrawal(input: OpsMoneyRejectRequest, ctx: OperatorContext): Promise<OpsWithdrawalItem> {
    const hook = this.audit(ctx, 'withdrawal.reject', 'withdrawal', input.id, input.step_up);
    const item = await this.d.withdrawals.reject(input.id, ctx.operator.operatorId, input.reason, hook);
    return { ...item, account: await this.accountOf(item.user_id) };
  }

  depositAddresses(): Promise<OpsDepositAddressItem[]> {
    return this.d.deposits.addressTable();
  }

  async setDepositAddress(
    input: OpsSetDepositAddressRequest,
    ctx: OperatorContext,
  ): Promise<OpsDepositAddressItem[]> {
    const target = `${input.currency}:${input.network}`;
    const hook = this.audit(ctx, 'deposit_address.set', 'deposit_address', target);
    await this.d.deposits.setAddress(input.currency, input.network, input.address, hook);
    return this.d.deposits.addressTable();
  }

  async auditLog(q: OpsAuditRequest): Promise<Paginated<OpsAuditItem>> {
    const { page, limit } = q;
    const { rows, total } = await listAudit(this.d.db, {
      ...(q.action ? { action: q.action } : {}),
      limit,
      offset: (page - 1) * limit,
    });
    const data = rows.map(({ row, operatorEmail }) => ({
      id: row.id,
      operator_id: row.operatorId,
      operator_email: operatorEmail,
      action: row.action as OpsAction,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    }));
    return { data, page, limit, total };
  }

  /** A hook writing this action's audit row (spending a money action's step-up) in the service's transaction. */
  private audit<T>(
    ctx: OperatorContext,
    action: OpsAction,
    targetType: string,
    targetId: number | string,
    stepUp?: string,
  ): AuditHook<T> {
    return this.d.audit.audit(ctx, action, targetType, targetId, stepUp);
  }

  private async withAccounts<T extends { user_id: number }, R>(
    page: Paginated<T>,
    merge: (item: T, account: string) => R,
  ): Promise<Paginated<R>> {
    const accounts = await this.d.account.accountsOf(page.data.map((i) => i.user_id));
    return { ...page, data: page.data.map((i) => merge(i, accounts.get(i.user_id) ?? '')) };
  }

  private async accountOf(userId: number): Promise<string> {
    return (await this.d.account.accountsOf([userId])).get(userId) ?? '';
  }
}

function toDepositItem(item: ReviewedDeposit, account: string): OpsDepositItem {
  const { account: payAccount, ...rest } = item;
  return { ...rest, account, pay_account: payAccount };
}
