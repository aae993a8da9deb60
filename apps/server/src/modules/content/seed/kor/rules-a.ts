import type { Figures } from '../figures';
import type { ArticleText, RuleKeyA } from '../meta';

/** 한국어: 수수료표, 위험 고지, 거래 규칙(현물, 선물, 초 단위 옵션). */
export const rulesA = (f: Figures): Record<RuleKeyA, ArticleText> => ({
  fees: {
    title: '수수료 안내',
    summary: 'Meridian이 부과하는 모든 수수료: 거래, 출금 및 기타 상품.',
    html: `
<p>Meridian은 모든 수수료를 결제 전에 공개합니다. 각 주문의 확인 화면에 해당 수수료가 표시되며, 이후 추가되는 금액은 없습니다. 입금과 본인 계정 간 이체는 무료입니다.</p>
<h2>거래</h2>
<table>
<tr><th>상품</th><th>수수료</th></tr>
<tr><td>현물 메이커(호가창에 대기하는 주문)</td><td>체결금액의 ${f.spotMaker}%</td></tr>
<tr><td>현물 테이커(즉시 체결되는 주문)</td><td>체결금액의 ${f.spotTaker}%</td></tr>
<tr><td>선물 거래 수수료</td><td>명목가치의 ${f.futuresFee}%, 진입 시에만</td></tr>
<tr><td>선물 오버나이트 수수료</td><td>UTC 00:00을 넘겨 보유한 날마다 명목가치의 ${f.futuresOvernight}%</td></tr>
<tr><td>선물 스프레드</td><td>마크 가격의 ${f.futuresSpread}%, 진입과 청산 시</td></tr>
<tr><td>초 단위 옵션</td><td>${f.optFee}% — 확인 전에 표시되는 지급액이 전부입니다</td></tr>
</table>
<p>현물 매수자는 받는 자산으로, 매도자는 받는 결제 통화로 수수료를 냅니다.</p>
<h2>출금</h2>
<table>
<tr><th>통화</th><th>최소 금액</th><th>건당 수수료</th></tr>
<tr><td>USDT</td><td>${f.wdUsdtMin}</td><td>${f.wdUsdtFee}</td></tr>
<tr><td>BTC</td><td>${f.wdBtcMin}</td><td>${f.wdBtcFee}</td></tr>
<tr><td>ETH</td><td>${f.wdEthMin}</td><td>${f.wdEthFee}</td></tr>
</table>
<p>수수료는 출금액에서 차감되며, 출금 화면에 실제 도착 금액이 표시됩니다.</p>
<h2>기타 상품</h2>
<ul>
<li><strong>NFT:</strong> 판매마다 판매가의 ${f.nftFee}% 플랫폼 수수료를 가격에서 차감합니다. 재판매 시에는 창작자 로열티(최대 ${f.nftRoyaltyMax}%)가 있습니다.</li>
<li><strong>OTC:</strong> 별도 수수료 없음. 견적에 스프레드(기본값: 시장가 대비 ${f.otcSpread}%)가 포함되며 확인 전에 표시됩니다.</li>
<li><strong>대출:</strong> 이자만 부과되며, 상품이 공시한 시간당 이율로 원금에 매시간 발생합니다.</li>
<li><strong>카피 트레이딩:</strong> 복사된 포지션에는 위의 선물 수수료가 적용됩니다. 트레이더는 최고 수익 기준선(하이워터마크)을 넘는 수익에 대해서만 최대 ${f.copyShareMax}%의 수익 배분을 받을 수 있습니다.</li>
<li><strong>락업 마이닝:</strong> 수수료 없음. 중도 해지 시 공시된 위약금이 부과됩니다.</li>
</ul>`,
  },
  risk: {
    title: '위험 고지',
    summary: '암호자산, 선물, 옵션 거래는 빠르게 손실을 낼 수 있습니다. 먼저 읽어 주세요.',
    html: `
<p>Meridian에서의 거래는 높은 위험을 수반하며 모든 사람에게 적합하지 않습니다. 잃어도 감당할 수 있는 자금으로만 거래하세요.</p>
<h2>변동성</h2>
<p>암호자산 가격은 하루에 수십 퍼센트 움직일 수 있으며, 시장은 24시간 거래됩니다. 가격은 갭이 생길 수 있어 다음 가격이 직전 가격과 크게 다를 수 있습니다.</p>
<h2>레버리지와 강제 청산</h2>
<p>선물은 선택한 레버리지(최대 ${f.futuresMax}배)만큼 수익과 손실을 모두 키웁니다. 손실이 증거금의 ${f.futuresLiqLossPct}%를 소진하면 포지션은 자동으로 강제 청산됩니다. ${f.exLeverage}배 레버리지에서는 약 ${f.exLiqMovePct}%의 역방향 움직임으로 충분합니다. 오버나이트 수수료는 매일 증거금을 줄입니다.</p>
<h2>초 단위 옵션</h2>
<p>방향을 틀린 옵션은 <strong>원금 전액</strong>을 잃습니다. 짧은 시간 단위의 움직임은 우연에 가깝고, 과거의 승리는 다음 주문에 대해 아무것도 말해 주지 않습니다.</p>
<h2>기타 상품</h2>
<ul>
<li>카피 트레이딩은 수익뿐 아니라 손실도 복사합니다.</li>
<li>변동 이율 상품은 기대보다 적게 지급할 수 있으며, 듀얼 투자는 다른 통화로 상환될 수 있습니다.</li>
<li>대출의 LTV가 청산 기준에 도달하면 담보가 매각됩니다.</li>
</ul>
<p>Meridian의 어떤 내용도 투자 조언이 아닙니다. 결과는 시장 가격과 공시된 규칙으로만 결정됩니다. 각 상품의 <a href="#/pages/common/announcements">규칙</a>을 확인하세요.</p>`,
  },
  'rules-spot': {
    title: '현물 거래 규칙',
    summary: '지정가·시장가 주문, 주문 유효 조건, 최소 주문 금액과 수수료.',
    html: `
<p>현물 거래는 현물 계정에서 한 자산을 다른 자산으로 즉시 교환합니다. 매수한 자산은 본인 소유이며 레버리지는 없습니다.</p>
<h2>주문</h2>
<ul>
<li><strong>지정가 주문:</strong> 지정한 가격 이하로 매수하고, 지정한 가격 이상으로 매도합니다.</li>
<li><strong>시장가 주문:</strong> 호가창의 최우선 가격으로 체결됩니다. 시장가 매수는 수량 × 최우선 매도호가 × (1 + ${f.spotCollar}%)를 묶어 두며 그 이상은 지불하지 않습니다. 이 한도로 체결되지 않은 나머지는 취소됩니다.</li>
<li><strong>유효 조건:</strong> GTC(체결 또는 취소될 때까지 유지), IOC(즉시 가능한 만큼 체결하고 나머지 취소), FOK(즉시 전량 체결되지 않으면 전량 취소).</li>
</ul>
<p>최소 주문 금액은 암호화폐 페어 ${f.spotMinCrypto} USDT, 주식 페어 ${f.spotMinStock} USDT입니다. 미체결 주문은 자금을 묶어 두며, 취소하면 미체결 부분이 해제됩니다.</p>
<h2>수수료</h2>
<p>메이커 ${f.spotMaker}%, 테이커 ${f.spotTaker}%(체결마다)이며 받는 자산에서 차감됩니다. 주문 시 수수료가 추가로 묶이지 않습니다.</p>
<p>모든 체결은 가격과 시각을 기록하며 주문 내역에서 확인할 수 있습니다. 지금 거래하기: <a href="#/pages/transaction/currency">현물</a>.</p>`,
  },
  'rules-futures': {
    title: '선물 거래 규칙',
    summary: '랏, 레버리지, 격리 증거금, 강제 청산과 선물 수수료, 계산 예시 포함.',
    html: `
<p>선물은 선물 계정의 USDT로 레버리지를 사용해 롱 또는 숏 포지션을 잡을 수 있습니다. 각 포지션은 자체 증거금을 가지며(격리 마진), 포지션의 손실은 증거금을 넘지 않습니다.</p>
<h2>주문</h2>
<ul>
<li><strong>랏:</strong> ${f.lotsMin}~${f.lotsMax}의 정수. 페어마다 1랏에 해당하는 수량을 공시합니다.</li>
<li><strong>레버리지:</strong> ${f.leverages}배.</li>
<li><strong>증거금</strong> = 명목가치 ÷ 레버리지. <strong>명목가치</strong> = 가격 × 수량.</li>
<li>시장가 주문은 마크 가격 ± ${f.futuresSpread}% 스프레드로 진입합니다. 지정가 주문은 마크 가격이 지정가에 도달할 때까지 기다린 뒤 정확히 지정가로 진입합니다.</li>
<li>페어의 최신 가격이 ${f.futuresPriceAgeS}초보다 오래되면 주문이 거부됩니다. 보유 포지션과 대기 주문은 동시에 최대 ${f.futuresMaxLive}개입니다.</li>
</ul>
<h2>수수료</h2>
<p>진입 시 명목가치의 ${f.futuresFee}%(청산 시 없음). UTC 00:00을 넘겨 보유한 날마다 명목가치의 ${f.futuresOvernight}% 오버나이트 수수료를 증거금에서 차감합니다.</p>
<h2>강제 청산</h2>
<p>위험률 = (증거금 + 손익) ÷ 진입 증거금 × 100. 마크 가격으로 이 값이 ${f.futuresLiqRisk}%까지 떨어지면 그 가격에 포지션이 청산됩니다. 가격 갭으로 손실이 증거금을 넘으면 초과분은 플랫폼 보험 계정이 부담하며, 잔고가 마이너스가 되는 일은 없습니다.</p>
<h2>예시</h2>
<p>${f.exLeverage}배, 명목가치 ${f.exNotional} USDT 포지션은 증거금 ${f.exMargin} USDT와 수수료 ${f.exFee} USDT가 필요하고, 이후 하룻밤마다 ${f.exOvernight} USDT입니다. 손실이 ${f.exLiqLoss} USDT(${f.exLiqMovePct}% 역방향 움직임)에 이르면 강제 청산됩니다.</p>
<p>모든 청산은 가격, 시각, 사유를 저장합니다. 지금 거래하기: <a href="#/pages/transaction/contract">선물</a>.</p>`,
  },
  'rules-options': {
    title: '초 단위 옵션 규칙',
    summary: '정해진 시간 뒤 상승 또는 하락: 구간, 지급 비율, 각 주문의 정산 방식.',
    html: `
<p>초 단위 옵션은 예측입니다. 선택한 시간이 끝날 때 가격이 더 높을까요(상승), 더 낮을까요(하락)? 주문이 접수되면 원금이 옵션 계정에서 USDT로 지불됩니다.</p>
<h2>구간</h2>
<table>
<tr><th>시간</th><th>지급 비율</th><th>원금(USDT)</th></tr>
${f.tiers.map((t) => `<tr><td>${t.seconds}초</td><td>${t.ratio}%</td><td>${t.min} – ${t.max}</td></tr>`).join('\n')}
</table>
<p>거래 화면에 표시된 구간이 현재 적용되는 구간입니다.</p>
<h2>정산</h2>
<ul>
<li>진입 가격은 주문 접수 시점의 시세 피드 가격입니다(그 가격이 ${f.optPriceAgeS}초보다 오래되면 거부).</li>
<li>주문은 정확히 종료 초에, 그 1초 동안 유효한 피드 가격으로 정산됩니다. 이후의 가격은 결과를 결정하지 않습니다.</li>
<li><strong>승리</strong>(상승 선택 후 종료 가격이 더 높거나, 하락 선택 후 더 낮음): 원금 × (1 + 비율)이 돌아옵니다.</li>
<li><strong>무승부</strong>(같은 가격): 원금이 돌아옵니다.</li>
<li><strong>패배:</strong> 원금 전액을 잃습니다.</li>
<li>종료 초에 기록된 가격이 없으면 주문은 무효가 되고 원금이 돌아옵니다.</li>
</ul>
<p>예: ${f.optTierSeconds}초·${f.optTierRatio}% 구간에 ${f.optStake} USDT를 걸면 승리 시 ${f.optWinPayout} USDT, 무승부 시 ${f.optStake} USDT가 돌아오고 패배 시에는 아무것도 돌아오지 않습니다. 수수료는 없습니다. 미정산 주문은 최대 ${f.optMaxOpen}건입니다. 정산 후 각 주문에 두 가격과 시각이 표시됩니다.</p>`,
  },
});
