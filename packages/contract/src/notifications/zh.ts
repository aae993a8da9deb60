import type { NotificationCatalogue } from './keys';

/** A futures position's side, as its close notices say it. */
const futuresSide = { side: { long: '多头', short: '空头' } };

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
  copy_skipped: {
    title: '跟单未开仓',
    body: '交易员 {{trader}} 的 {{symbol}} 订单未能复制，原因见“我的跟单”。',
  },
  copy_stopped: {
    title: '跟单止损已触发',
    body: '您对 {{trader}} 的跟单亏损 {{loss}} USDT（预算的 {{percent}}%），已停止跟单并平掉其跟单持仓。',
  },
  copy_follow_ended: {
    title: '跟单已结束',
    body: '{{trader}} 已不再是交易员，您的跟单已结束。未平仓的跟单持仓保留，由您自行管理。',
  },
  copy_share_received: {
    title: '收到分润',
    body: '跟随者的 {{symbol}} 跟单盈利平仓，您获得 {{amount}} USDT 分润。',
  },
  trader_approved: {
    title: '您已成为交易员',
    body: '您的交易员申请已通过，其他用户现在可以跟随您。',
  },
  trader_rejected: {
    title: '交易员申请未通过',
    body: '您的交易员申请未通过：{{reason}}。您可以重新申请。',
  },
  trader_revoked: {
    title: '交易员资格已撤销',
    body: '您的交易员资格已被撤销：{{reason}}。您的跟随者的跟单已结束。',
  },
  ieo_allocated: {
    title: 'IEO 配售：{{project}}',
    body: '您获配 {{allocated}} {{currency}}，花费 {{cost}} {{pay_currency}}，{{refund}} {{pay_currency}} 已退回现货账户。代币将于上市时间到账。',
  },
  ieo_delivered: {
    title: '{{currency}} 已到账',
    body: '{{project}} 的 {{amount}} {{currency}} 已存入您的现货账户。',
  },
  lockming_matured: {
    title: '锁仓到期',
    body: '您的 {{amount}} {{currency}} 锁仓已到期：本金已退回现货账户，累计收益 {{interest}} {{currency}}。',
  },
  dual_settled: {
    title: '理财订单已结算',
    body: '{{name}} 以 {{price}} 结算，{{amount}} {{currency}} 已支付到您的现货账户。',
  },
  dual_failed: {
    title: '理财订单已退款',
    body: '{{name}} 无法结算：结算时间前市场记录的价格不足。您的 {{amount}} {{currency}} 本金已全额退回。',
  },
  nft_outbid: {
    title: '您的出价已被超过',
    body: '您对 {{name}} 的出价已被超过，当前出价为 {{price}} {{currency}}。您冻结的出价金额已解冻。',
  },
  nft_auction_won: {
    title: '竞拍成功',
    body: '您已以 {{price}} {{currency}} 拍得 {{name}}。请在 {{deadline}} 前完成付款，否则保证金将被没收。',
  },
  nft_order_expired: {
    title: '拍卖付款已超时',
    body: '{{name}} 未在规定时间内付款，您的保证金 {{margin}} {{currency}} 已被没收。',
  },
  nft_sold: {
    title: '您的 NFT 已售出',
    body: '{{name}} 已售出，{{amount}} {{currency}} 已存入您的现货账户。',
  },
  nft_royalty: {
    title: '版税已到账',
    body: '{{name}} 已被转售，您的版税 {{amount}} {{currency}} 已存入现货账户。',
  },
  nft_margin_refunded: {
    title: '拍卖保证金已退还',
    body: '{{name}} 的拍卖已结束，您的保证金 {{margin}} {{currency}} 已退还。',
  },
  support_reply: {
    title: '客服已回复',
    body: '客服回复：“{{preview}}”。请打开聊天查看。',
  },
  // loans
  // futures
  futures_margin_warning: {
    title: '合约持仓保证金预警',
    body: '您的 {{symbol}} 持仓保证金率在 {{price}} 时达到 {{ratio}}%。请追加保证金或减仓：强平价为 {{liquidation_price}}。',
  },
  futures_closed_tp: {
    title: '触发止盈：{{symbol}}',
    body: '您的 {{symbol}} {{side}}仓位已触发止盈，并以 {{price}} 平仓。扣除手续费后的盈亏：{{sign}}{{result}} {{currency}}。',
    words: futuresSide,
  },
  futures_closed_sl: {
    title: '触发止损：{{symbol}}',
    body: '您的 {{symbol}} {{side}}仓位已触发止损，并以 {{price}} 平仓。扣除手续费后的盈亏：{{sign}}{{result}} {{currency}}。',
    words: futuresSide,
  },
  futures_closed_limit: {
    title: '限价平仓已成交：{{symbol}}',
    body: '您的 {{symbol}} {{side}}仓位的限价平仓已在 {{price}} 成交。扣除手续费后的盈亏：{{sign}}{{result}} {{currency}}。',
    words: futuresSide,
  },
  futures_liquidated: {
    title: '仓位已强制平仓：{{symbol}}',
    body: '由于保证金已不足以覆盖亏损，您的 {{symbol}} {{side}}仓位已在 {{price}} 被强制平仓。扣除手续费后的盈亏：{{sign}}{{result}} {{currency}}。',
    words: futuresSide,
  },
  loan_margin_call: {
    title: '借款追加保证金提醒',
    body: '您的 {{currency}} 质押借款在价格 {{price}} 时质押率达到 {{ltv}}%。请追加质押或还款：价格到 {{liquidation_price}} 时将被平仓。',
  },
  loan_liquidated: {
    title: '您的借款已被平仓',
    body: '{{collateral}} {{currency}} 质押物已按 {{price}} 卖出：{{debt}} {{borrow_currency}} 欠款已结清，{{returned}} {{borrow_currency}} 已退回您的现货账户。',
  },
  loan_matured: {
    title: '您的借款已到期',
    body: '期限已到：{{collateral}} {{currency}} 质押物已按 {{price}} 卖出，{{debt}} {{borrow_currency}} 欠款已结清，{{returned}} {{borrow_currency}} 已退回您的现货账户。',
  },
  loan_repaid: {
    title: '借款已还清',
    body: '您已还款 {{amount}} {{borrow_currency}}，借款已结束：{{collateral}} {{currency}} 质押物已释放到您的现货账户。',
  },
  otc_buy_completed: {
    title: 'OTC 买入已完成',
    body: '订单 {{order_no}}：以 {{total}} {{fiat}} 买入的 {{amount}} {{currency}} 已到账您的现货账户。',
  },
  otc_sell_completed: {
    title: 'OTC 卖出已完成',
    body: '订单 {{order_no}}：已卖出 {{amount}} {{currency}}，{{total}} {{fiat}} 已打款至您的银行卡。',
  },
  otc_rejected: {
    title: 'OTC 订单被拒绝',
    body: '订单 {{order_no}} 被拒绝：{{reason}}。卖出冻结的币已退回您的现货账户。',
  },
  otc_expired: {
    title: 'OTC 订单已过期',
    body: '订单 {{order_no}} 在付款时限内未完成付款，已自动取消。',
  },
  coupon_granted_futures: {
    title: '收到体验券',
    body: '您获得一张 {{value}} {{currency}} 的合约体验券（{{campaign}}），有效期至 {{expires_at}} UTC。下单时可用它抵扣部分保证金或投注金额。',
  },
  coupon_granted_options: {
    title: '收到体验券',
    body: '您获得一张 {{value}} {{currency}} 的期权体验券（{{campaign}}），有效期至 {{expires_at}} UTC。下单时可用它抵扣部分保证金或投注金额。',
  },
  security_new_device: {
    title: '新设备登录',
    body: '您的账户于{{time}}在{{device}}（{{ip}}）登录。不是您本人？打开此通知并点击“不是我”，即可结束该会话并暂停提现。',
  },
  security_totp_enabled: {
    title: '身份验证器已开启',
    body: '登录和提现前将要求输入身份验证器中的验证码。请妥善保管您的恢复码。',
  },
  security_totp_disabled: {
    title: '身份验证器已关闭',
    body: '身份验证器已关闭，提现暂停24小时。',
  },
  security_passkey_added: {
    title: '已添加通行密钥',
    body: '通行密钥“{{name}}”已添加到您的账户。',
  },
  security_passkey_removed: {
    title: '已删除通行密钥',
    body: '通行密钥“{{name}}”已从您的账户删除，提现暂停24小时。',
  },
  security_recovery_codes_renewed: {
    title: '新的恢复码',
    body: '已生成新的恢复码，旧的恢复码不再有效。',
  },
  security_allow_list_on: {
    title: '提现白名单已开启',
    body: '现在只能提现到已保存的地址和银行卡，且须在保存24小时后。',
  },
  security_allow_list_off: {
    title: '提现白名单已关闭',
    body: '提现可再次发送到您保存的任意地址或银行卡。',
  },
  security_destination_added: {
    title: '已保存提现目的地',
    body: '已保存“{{name}}”，自{{until}}起可接收提现。',
  },
  security_withdrawals_paused: {
    title: '提现已暂停',
    body: '因安全设置变更，提现暂停至{{until}}。',
  },
  security_anti_phishing_set: {
    title: '已设置防钓鱼码',
    body: 'Meridian发送的每封邮件都会显示您的防钓鱼码。没有该码的邮件并非来自我们。',
  },
  security_password_changed: {
    title: '密码已修改',
    body: '您的登录密码已修改，提现暂停24小时。不是您本人？请立即联系客服。',
  },
  alert_price_above: {
    title: '价格提醒：{{symbol}}',
    body: '{{symbol}} 已涨至 {{price}}，达到或高于您的提醒价格 {{target}}。',
  },
  alert_price_below: {
    title: '价格提醒：{{symbol}}',
    body: '{{symbol}} 已跌至 {{price}}，达到或低于您的提醒价格 {{target}}。',
  },
  alert_price_move: {
    title: '价格异动：{{symbol}}',
    body: '{{symbol}} 在 {{hours}} 小时内变动 {{sign}}{{percent}}%，现价 {{price}}。',
  },
  spot_stop_triggered: {
    title: '止损单已触发：{{symbol}}',
    body: '{{symbol}} 已达到 {{trigger}}：您数量 {{amount}} {{currency}}、价格 {{price}} 的限价委托已进入订单簿。',
  },
  spot_oco_cancelled: {
    title: 'OCO 委托：{{symbol}}',
    body: '您的 {{symbol}} 止盈委托已成交，同组的止损委托已撤销。',
  },
  spot_order_filled: {
    title: '委托已成交：{{symbol}}',
    body: '您在 {{symbol}} 上数量 {{amount}} {{currency}}、价格 {{price}} 的委托已全部成交。',
  },
};
