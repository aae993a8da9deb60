import type { NotificationCatalogue } from './keys';

/** A futures position's side, as its close notices say it. */
const futuresSide = { side: { long: 'ロング', short: 'ショート' } };

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
  copy_skipped: {
    title: 'コピー未約定',
    body: '{{trader}} の {{symbol}} 取引はコピーされませんでした。理由は「マイコピー」をご覧ください。',
  },
  copy_stopped: {
    title: 'コピー損切りに到達',
    body: '{{trader}} のコピーで {{loss}} USDT（予算の {{percent}}%）の損失が出たため、コピーを停止しポジションを決済しました。',
  },
  copy_follow_ended: {
    title: 'フォロー終了',
    body: '{{trader}} はトレーダーではなくなったため、フォローは終了しました。保有中のコピーはそのまま残り、ご自身で管理できます。',
  },
  copy_share_received: {
    title: '利益分配を受け取りました',
    body: 'フォロワーの {{symbol}} コピーが利益で決済され、{{amount}} USDT を受け取りました。',
  },
  trader_approved: {
    title: 'トレーダーになりました',
    body: 'トレーダー申請が承認されました。他のユーザーがあなたをフォローできます。',
  },
  trader_rejected: {
    title: 'トレーダー申請却下',
    body: 'トレーダー申請は却下されました：{{reason}}。再申請できます。',
  },
  trader_revoked: {
    title: 'トレーダー資格取り消し',
    body: 'トレーダー資格が取り消されました：{{reason}}。フォロワーのフォローは終了しました。',
  },
  ieo_allocated: {
    title: 'IEO 割当：{{project}}',
    body: '{{allocated}} {{currency}} が {{cost}} {{pay_currency}} で割り当てられ、{{refund}} {{pay_currency}} が現物口座に返金されました。トークンは上場時に届きます。',
  },
  ieo_delivered: {
    title: '{{currency}} が届きました',
    body: '{{project}} の {{amount}} {{currency}} が現物口座に入金されました。',
  },
  lockming_matured: {
    title: 'ロック満期',
    body: '{{amount}} {{currency}} のロックが終了しました。元本は現物口座に戻り、合計 {{interest}} {{currency}} を獲得しました。',
  },
  dual_settled: {
    title: '投資注文が決済されました',
    body: '{{name}} は {{price}} で決済され、{{amount}} {{currency}} が現物口座に支払われました。',
  },
  dual_failed: {
    title: '投資注文を返金しました',
    body: '{{name}} は決済時刻前の記録価格が不足したため決済できませんでした。預入 {{amount}} {{currency}} は全額返金されました。',
  },
  nft_outbid: {
    title: 'より高い入札がありました',
    body: '{{name}} への入札が上回られました。現在の入札額は {{price}} {{currency}} です。凍結されていた入札額は解除されました。',
  },
  nft_auction_won: {
    title: '落札しました',
    body: '{{name}} を {{price}} {{currency}} で落札しました。{{deadline}} までにお支払いください。期限を過ぎると保証金は没収されます。',
  },
  nft_order_expired: {
    title: 'オークションの支払い期限切れ',
    body: '{{name}} の支払いが期限内に行われなかったため、保証金 {{margin}} {{currency}} は没収されました。',
  },
  nft_sold: {
    title: 'NFT が売れました',
    body: '{{name}} が売れました。{{amount}} {{currency}} が現物口座に入金されました。',
  },
  nft_royalty: {
    title: 'ロイヤリティを受け取りました',
    body: '{{name}} が再販売され、ロイヤリティ {{amount}} {{currency}} が現物口座に入金されました。',
  },
  nft_margin_refunded: {
    title: 'オークション保証金を返還しました',
    body: '{{name}} のオークションが終了しました。保証金 {{margin}} {{currency}} は返還されました。',
  },
  support_reply: {
    title: 'サポートから返信があります',
    body: 'カスタマーサポートからの返信：「{{preview}}」。チャットを開いてご確認ください。',
  },
  // loans
  // futures
  futures_margin_warning: {
    title: '先物ポジションの証拠金警告',
    body: '{{symbol}} ポジションの証拠金率が {{price}} で {{ratio}}% に達しました。証拠金を追加するかポジションを減らしてください。{{liquidation_price}} で強制決済されます。',
  },
  futures_closed_tp: {
    title: '利確に到達：{{symbol}}',
    body: '{{symbol}} の{{side}}ポジションが利確価格に達し、{{price}} で決済されました。手数料差引後の損益：{{sign}}{{result}} {{currency}}。',
    words: futuresSide,
  },
  futures_closed_sl: {
    title: '損切りに到達：{{symbol}}',
    body: '{{symbol}} の{{side}}ポジションが損切り価格に達し、{{price}} で決済されました。手数料差引後の損益：{{sign}}{{result}} {{currency}}。',
    words: futuresSide,
  },
  futures_closed_limit: {
    title: '指値決済が約定：{{symbol}}',
    body: '{{symbol}} の{{side}}ポジションの指値決済が {{price}} で約定しました。手数料差引後の損益：{{sign}}{{result}} {{currency}}。',
    words: futuresSide,
  },
  futures_liquidated: {
    title: '強制ロスカット：{{symbol}}',
    body: '証拠金が損失をカバーできなくなったため、{{symbol}} の{{side}}ポジションが {{price}} で強制ロスカットされました。手数料差引後の損益：{{sign}}{{result}} {{currency}}。',
    words: futuresSide,
  },
  loan_margin_call: {
    title: 'ローンのマージンコール',
    body: '{{currency}} 担保ローンのLTVが価格 {{price}} で {{ltv}}% に達しました。担保を追加するか返済してください。{{liquidation_price}} で清算されます。',
  },
  loan_liquidated: {
    title: 'ローンが清算されました',
    body: '担保 {{collateral}} {{currency}} が {{price}} で売却されました。債務 {{debt}} {{borrow_currency}} を返済し、{{returned}} {{borrow_currency}} を現物アカウントに返却しました。',
  },
  loan_matured: {
    title: 'ローンが期限を迎えました',
    body: '期間が終了しました。担保 {{collateral}} {{currency}} が {{price}} で売却され、債務 {{debt}} {{borrow_currency}} を返済し、{{returned}} {{borrow_currency}} を現物アカウントに返却しました。',
  },
  loan_repaid: {
    title: 'ローンを完済しました',
    body: '{{amount}} {{borrow_currency}} を返済し、ローンは終了しました。担保 {{collateral}} {{currency}} は現物アカウントに解放されました。',
  },
  otc_buy_completed: {
    title: 'OTC 購入完了',
    body: '注文 {{order_no}}：{{total}} {{fiat}} で購入した {{amount}} {{currency}} が現物アカウントに入金されました。',
  },
  otc_sell_completed: {
    title: 'OTC 売却完了',
    body: '注文 {{order_no}}：{{amount}} {{currency}} を売却し、{{total}} {{fiat}} を銀行カードに送金しました。',
  },
  otc_rejected: {
    title: 'OTC 注文が却下されました',
    body: '注文 {{order_no}} は却下されました：{{reason}}。売却のために凍結されたコインは現物アカウントに戻りました。',
  },
  otc_expired: {
    title: 'OTC 注文の期限切れ',
    body: '注文 {{order_no}} は支払期限内に支払いが確認されなかったため取り消されました。',
  },
  coupon_granted_futures: {
    title: 'クーポンを受け取りました',
    body: '{{value}} {{currency}} の先物クーポン（{{campaign}}）を受け取りました。有効期限は {{expires_at}} UTC です。注文時に証拠金または賭け金の一部として使えます。',
  },
  coupon_granted_options: {
    title: 'クーポンを受け取りました',
    body: '{{value}} {{currency}} のオプションクーポン（{{campaign}}）を受け取りました。有効期限は {{expires_at}} UTC です。注文時に証拠金または賭け金の一部として使えます。',
  },
  security_new_device: {
    title: '新しいログイン',
    body: '{{time}}に{{device}}（{{ip}}）からアカウントにログインがありました。心当たりがない場合は、この通知を開いて「自分ではない」をタップし、そのセッションを終了して出金を停止してください。',
  },
  security_totp_enabled: {
    title: '認証アプリを有効にしました',
    body: 'ログイン時と出金前に認証アプリのコードが必要になりました。リカバリーコードは安全な場所に保管してください。',
  },
  security_totp_disabled: {
    title: '認証アプリを無効にしました',
    body: '認証アプリが無効になりました。出金は24時間停止されます。',
  },
  security_passkey_added: {
    title: 'パスキーを追加しました',
    body: 'パスキー「{{name}}」がアカウントに追加されました。',
  },
  security_passkey_removed: {
    title: 'パスキーを削除しました',
    body: 'パスキー「{{name}}」がアカウントから削除されました。出金は24時間停止されます。',
  },
  security_recovery_codes_renewed: {
    title: '新しいリカバリーコード',
    body: '新しいリカバリーコードが作成されました。以前のコードは使用できません。',
  },
  security_allow_list_on: {
    title: '出金許可リストを有効にしました',
    body: '出金は保存済みのアドレスとカードにのみ、それぞれ保存から24時間後に行えます。',
  },
  security_allow_list_off: {
    title: '出金許可リストを無効にしました',
    body: '保存したすべてのアドレスとカードに再び出金できます。',
  },
  security_destination_added: {
    title: '出金先を保存しました',
    body: '「{{name}}」を保存しました。{{until}}から出金を受け取れます。',
  },
  security_withdrawals_paused: {
    title: '出金を停止しました',
    body: 'セキュリティ設定の変更により、{{until}}まで出金が停止されています。',
  },
  security_anti_phishing_set: {
    title: 'フィッシング対策コードを設定しました',
    body: 'Meridianからのすべてのメールにフィッシング対策コードが表示されます。コードのないメールは当社からのものではありません。',
  },
  security_password_changed: {
    title: 'パスワードを変更しました',
    body: 'ログインパスワードが変更されました。出金は24時間停止されます。心当たりがない場合は、すぐにサポートへご連絡ください。',
  },
  alert_price_above: {
    title: '価格アラート：{{symbol}}',
    body: '{{symbol}} が {{price}} に達しました（アラート価格 {{target}} 以上）。',
  },
  alert_price_below: {
    title: '価格アラート：{{symbol}}',
    body: '{{symbol}} が {{price}} に下落しました（アラート価格 {{target}} 以下）。',
  },
  alert_price_move: {
    title: '価格変動：{{symbol}}',
    body: '{{symbol}} が {{hours}} 時間以内に {{sign}}{{percent}}% 変動し、現在 {{price}} です。',
  },
  spot_stop_triggered: {
    title: 'ストップ注文が発動しました：{{symbol}}',
    body: '{{symbol}} が {{trigger}} に達しました。{{price}} での {{amount}} {{currency}} の注文が板に出ました。',
  },
  spot_oco_cancelled: {
    title: 'OCO注文：{{symbol}}',
    body: '{{symbol}} の利確注文が約定したため、ペアのストップ注文は取り消されました。',
  },
  spot_order_filled: {
    title: '注文が約定しました：{{symbol}}',
    body: '{{symbol}} の {{price}} での {{amount}} {{currency}} の注文が約定しました。',
  },
};
