import type { Figures } from '../figures';
import type { ArticleText, RuleKeyA } from '../meta';

/** 日本語：手数料一覧、リスク警告、取引ルール（現物・先物・秒オプション）。 */
export const rulesA = (f: Figures): Record<RuleKeyA, ArticleText> => ({
  fees: {
    title: '手数料一覧',
    summary: 'Meridian が請求するすべての手数料：取引、出金、その他の商品。',
    html: `
<p>Meridian はすべての手数料を支払い前に公開しています。各注文の確認画面にその手数料が表示され、後から追加されることはありません。入金とご自身の口座間の振替は無料です。</p>
<h2>取引</h2>
<table>
<tr><th>商品</th><th>手数料</th></tr>
<tr><td>現物メイカー（板に並ぶ注文）</td><td>約定ごとに ${f.spotMaker}%</td></tr>
<tr><td>現物テイカー（即時約定する注文）</td><td>約定ごとに ${f.spotTaker}%</td></tr>
<tr><td>先物取引手数料</td><td>想定元本の ${f.futuresFee}%（新規建て時のみ）</td></tr>
<tr><td>先物オーバーナイト手数料</td><td>UTC 00:00 をまたいで保有した日ごとに想定元本の ${f.futuresOvernight}%</td></tr>
<tr><td>先物スプレッド</td><td>マーク価格の ${f.futuresSpread}%（エントリー時と決済時）</td></tr>
<tr><td>秒オプション</td><td>${f.optFee}% — 確認前に表示される払戻額がすべてです</td></tr>
</table>
<p>現物の買い手は受け取る資産で、売り手は受け取る決済通貨で手数料を支払います。</p>
<h2>出金</h2>
<table>
<tr><th>通貨</th><th>最低額</th><th>1回あたりの手数料</th></tr>
<tr><td>USDT</td><td>${f.wdUsdtMin}</td><td>${f.wdUsdtFee}</td></tr>
<tr><td>BTC</td><td>${f.wdBtcMin}</td><td>${f.wdBtcFee}</td></tr>
<tr><td>ETH</td><td>${f.wdEthMin}</td><td>${f.wdEthFee}</td></tr>
</table>
<p>手数料は出金額から差し引かれ、出金画面に着金額が表示されます。</p>
<h2>その他の商品</h2>
<ul>
<li><strong>NFT：</strong>売買ごとに販売価格の ${f.nftFee}% のプラットフォーム手数料を価格から差し引きます。転売時はクリエイターのロイヤリティ（最大 ${f.nftRoyaltyMax}%）がかかります。</li>
<li><strong>OTC：</strong>別途手数料はありません。見積価格にスプレッド（初期設定では市場価格から ${f.otcSpread}%）が含まれ、確認前に表示されます。</li>
<li><strong>ローン：</strong>利息のみ。元本に対し商品の公表時間利率で1時間ごとに発生します。</li>
<li><strong>コピートレード：</strong>コピーしたポジションには上記の先物手数料がかかります。トレーダーは最大 ${f.copyShareMax}% の利益分配を受け取れますが、対象はハイウォーターマークを超えた利益のみです。</li>
<li><strong>ロックマイニング：</strong>手数料なし。途中解約には公表された違約金がかかります。</li>
</ul>`,
  },
  risk: {
    title: 'リスク警告',
    summary: '暗号資産、先物、オプションの取引は短時間で損失を生む可能性があります。まずお読みください。',
    html: `
<p>Meridian での取引には高いリスクが伴い、すべての方に適しているわけではありません。失っても差し支えない資金でのみ取引してください。</p>
<h2>価格変動</h2>
<p>暗号資産の価格は1日で数十パーセント動くことがあり、市場は24時間取引されています。価格は急変（ギャップ）することがあり、次の価格が直前の価格から大きく離れる場合があります。</p>
<h2>レバレッジと強制決済</h2>
<p>先物は選択したレバレッジ（最大 ${f.futuresMax} 倍）で利益と損失の両方を拡大します。損失が証拠金の ${f.futuresLiqLossPct}% に達すると、ポジションは自動的に強制決済されます。${f.exLeverage} 倍では約 ${f.exLiqMovePct}% の逆行で十分です。オーバーナイト手数料は毎日証拠金を減らします。</p>
<h2>秒オプション</h2>
<p>予想が外れたオプションは<strong>賭け金の全額</strong>を失います。短い時間枠の値動きは偶然に近く、過去の勝ちは次の注文について何も示しません。</p>
<h2>その他の商品</h2>
<ul>
<li>コピートレードは利益だけでなく損失もコピーします。</li>
<li>変動利率の運用商品は予想を下回ることがあり、デュアル投資は別の通貨で償還される場合があります。</li>
<li>ローンの LTV が清算水準に達すると担保が売却されます。</li>
</ul>
<p>Meridian 上のいかなる情報も投資助言ではありません。結果は市場価格と公表ルールのみで決まります。各商品の<a href="#/pages/common/announcements">ルール</a>をご確認ください。</p>`,
  },
  'rules-spot': {
    title: '現物取引ルール',
    summary: '指値注文と成行注文、執行条件、最低注文金額、手数料。',
    html: `
<p>現物取引は現物口座から、ある資産を別の資産と即座に交換します。購入した資産はお客様のものとなり、レバレッジはありません。</p>
<h2>注文</h2>
<ul>
<li><strong>指値注文：</strong>指定価格以下で買い、指定価格以上で売ります。</li>
<li><strong>成行注文：</strong>板の最良価格から約定します。成行買いは 数量 × 最良売り気配 × (1 + ${f.spotCollar}%) を拘束し、それ以上は支払いません。この上限により約定しなかった残りは取り消されます。</li>
<li><strong>執行条件：</strong>GTC（約定または取消まで有効）、IOC（即時に約定できる分だけ約定し残りは取消）、FOK（即時に全量約定しなければ全量取消）。</li>
</ul>
<p>最低注文金額は暗号資産ペアで ${f.spotMinCrypto} USDT、株式ペアで ${f.spotMinStock} USDT です。未約定の注文は資金を拘束し、取り消すと未約定分が解放されます。</p>
<h2>手数料</h2>
<p>メイカー ${f.spotMaker}%、テイカー ${f.spotTaker}%（約定ごと）で、受け取る資産から差し引かれます。注文時に手数料が上乗せで拘束されることはありません。</p>
<p>すべての約定は価格と時刻を記録し、注文履歴で確認できます。今すぐ取引：<a href="#/pages/transaction/currency">現物</a>。</p>`,
  },
  'rules-futures': {
    title: '先物取引ルール',
    summary: 'ロット、レバレッジ、分離証拠金、強制決済と先物手数料（計算例付き）。',
    html: `
<p>先物では先物口座の USDT を使い、レバレッジをかけてロングまたはショートできます。各ポジションは独自の証拠金を持ち（分離マージン）、損失が証拠金を超えることはありません。</p>
<h2>注文</h2>
<ul>
<li><strong>ロット：</strong>${f.lotsMin}〜${f.lotsMax} の整数。各ペアは1ロットあたりの数量を公表しています。</li>
<li><strong>レバレッジ：</strong>${f.leverages} 倍。</li>
<li><strong>証拠金</strong> = 想定元本 ÷ レバレッジ。<strong>想定元本</strong> = 価格 × 数量。</li>
<li>成行注文はマーク価格 ± ${f.futuresSpread}% のスプレッドで約定します。指値注文はマーク価格が指定価格に達するまで待ち、指定価格ちょうどで約定します。</li>
<li>ペアの最新価格が ${f.futuresPriceAgeS} 秒より古い場合、注文は拒否されます。同時に保有できるポジションと待機注文は最大 ${f.futuresMaxLive} 件です。</li>
</ul>
<h2>手数料</h2>
<p>新規建て時に想定元本の ${f.futuresFee}%（決済時はなし）。UTC 00:00 をまたいで保有した日ごとに想定元本の ${f.futuresOvernight}% のオーバーナイト手数料を証拠金から差し引きます。</p>
<h2>強制決済</h2>
<p>リスク率 = (証拠金 + 損益) ÷ 建玉時の証拠金 × 100。マーク価格によりこれが ${f.futuresLiqRisk}% まで下がると、その価格でポジションが決済されます。価格急変で損失が証拠金を超えた場合、超過分はプラットフォームの保険口座が負担し、残高がマイナスになることはありません。</p>
<h2>計算例</h2>
<p>${f.exLeverage} 倍、想定元本 ${f.exNotional} USDT のポジションは証拠金 ${f.exMargin} USDT、手数料 ${f.exFee} USDT、その後1晩 ${f.exOvernight} USDT。損失が ${f.exLiqLoss} USDT（${f.exLiqMovePct}% の逆行）に達すると強制決済されます。</p>
<p>すべての決済は価格、時刻、理由を保存します。今すぐ取引：<a href="#/pages/transaction/contract">先物</a>。</p>`,
  },
  'rules-options': {
    title: '秒オプションのルール',
    summary: '一定時間後の上昇・下落を予想：時間枠、払戻率、各注文の決済方法。',
    html: `
<p>秒オプションは予想です。選んだ時間の終了時に価格は上がっているか（上昇）、下がっているか（下落）？注文が受け付けられた時点で、賭け金がオプション口座から USDT で支払われます。</p>
<h2>時間枠</h2>
<table>
<tr><th>時間</th><th>払戻率</th><th>賭け金（USDT）</th></tr>
${f.tiers.map((t) => `<tr><td>${t.seconds} 秒</td><td>${t.ratio}%</td><td>${t.min} – ${t.max}</td></tr>`).join('\n')}
</table>
<p>取引画面に表示される時間枠が有効なものです。</p>
<h2>決済</h2>
<ul>
<li>エントリー価格は注文受付時のマーケットフィードの価格です（その価格が ${f.optPriceAgeS} 秒より古い場合は拒否）。</li>
<li>注文は終了の1秒ちょうどに、その1秒間に有効なフィード価格で決済されます。それ以降の価格が結果を左右することはありません。</li>
<li><strong>勝ち</strong>（上昇予想で終了価格が高い、または下落予想で低い）：賭け金 × (1 + 払戻率) が戻ります。</li>
<li><strong>引き分け</strong>（同じ価格）：賭け金が戻ります。</li>
<li><strong>負け：</strong>賭け金の全額を失います。</li>
<li>終了の1秒に価格が記録されていない場合、注文は無効となり賭け金が戻ります。</li>
</ul>
<p>例：${f.optTierSeconds} 秒・${f.optTierRatio}% の枠に ${f.optStake} USDT を賭けると、勝ちで ${f.optWinPayout} USDT、引き分けで ${f.optStake} USDT が戻り、負けでは何も戻りません。手数料はありません。未決済の注文は最大 ${f.optMaxOpen} 件です。決済後、各注文に両方の価格と時刻が表示されます。</p>`,
  },
});
