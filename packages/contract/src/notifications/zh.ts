import type { NotificationCatalogue } from './keys';

export const zh: NotificationCatalogue = {
  deposit_credited: {
    title: '充值已到账',
    body: '您充值的 {{amount}} {{currency}} 已入账至现货账户。',
  },
  withdrawal_paid: {
    title: '提现已支付',
    body: '您提现的 {{amount}} {{currency}} 已支付（手续费 {{fee}} {{currency}}）。',
  },
  withdrawal_rejected: {
    title: '提现被拒绝',
    body: '您提现的 {{amount}} {{currency}} 被拒绝：{{reason}}。款项已退回现货账户。',
  },
  kyc_approved: {
    title: '身份认证已通过',
    body: '您的身份认证（Lv{{level}}）已通过审核。',
  },
  kyc_rejected: {
    title: '身份认证未通过',
    body: '您的身份认证（Lv{{level}}）未通过：{{reason}}。您可以重新提交。',
  },
  option_won: {
    title: '期权盈利',
    body: '您的 {{symbol}} {{seconds}} 秒期权（{{stake}} {{currency}}）盈利：+{{profit}} {{currency}}。',
  },
  option_lost: {
    title: '期权亏损',
    body: '您的 {{symbol}} {{seconds}} 秒期权（{{stake}} {{currency}}）亏损：−{{stake}} {{currency}}。',
  },
  option_draw: {
    title: '期权结算：平局',
    body: '您的 {{symbol}} {{seconds}} 秒期权以开仓价结束，本金 {{stake}} {{currency}} 已退回。',
  },
  option_void: {
    title: '期权已退款',
    body: '您的 {{symbol}} {{seconds}} 秒期权的结算时刻没有记录价格，本金 {{stake}} {{currency}} 已退回。',
  },
};
