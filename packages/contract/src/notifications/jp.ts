import type { NotificationCatalogue } from './keys';

export const jp: NotificationCatalogue = {
  deposit_credited: {
    title: '入金が反映されました',
    body: '{{amount}} {{currency}} の入金が現物口座に反映されました。',
  },
  withdrawal_paid: {
    title: '出金が完了しました',
    body: '{{amount}} {{currency}} の出金が支払われました（手数料 {{fee}} {{currency}}）。',
  },
  withdrawal_rejected: {
    title: '出金が却下されました',
    body: '{{amount}} {{currency}} の出金は却下されました：{{reason}}。金額は現物口座に戻りました。',
  },
  kyc_approved: {
    title: '本人確認が完了しました',
    body: '本人確認（Lv{{level}}）が承認されました。',
  },
  kyc_rejected: {
    title: '本人確認が却下されました',
    body: '本人確認（Lv{{level}}）は却下されました：{{reason}}。再度提出できます。',
  },
  option_won: {
    title: 'オプション：勝ち',
    body: '{{symbol}} の{{seconds}}秒オプション（{{stake}} {{currency}}）は勝ちました：+{{profit}} {{currency}}。',
  },
  option_lost: {
    title: 'オプション：負け',
    body: '{{symbol}} の{{seconds}}秒オプション（{{stake}} {{currency}}）は負けました：−{{stake}} {{currency}}。',
  },
  option_draw: {
    title: 'オプション決済：引き分け',
    body: '{{symbol}} の{{seconds}}秒オプションはエントリー価格で終了しました：{{stake}} {{currency}} が返還されました。',
  },
  option_void: {
    title: 'オプション返金',
    body: '{{symbol}} の{{seconds}}秒オプションの決済秒に価格が記録されていないため、{{stake}} {{currency}} が返還されました。',
  },
};
