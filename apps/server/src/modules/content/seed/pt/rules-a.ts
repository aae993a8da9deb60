import type { Figures } from '../figures';
import type { ArticleText, RuleKeyA } from '../meta';

/** Português (Brasil): tabela de taxas, aviso de risco e regras de negociação (spot, futuros, opções). */
export const rulesA = (f: Figures): Record<RuleKeyA, ArticleText> => ({
  fees: {
    title: 'Tabela de taxas',
    summary: 'Todas as taxas cobradas pela Meridian em um só lugar: negociação, saques e outros produtos.',
    html: `
<p>A Meridian publica cada taxa antes de você pagá-la. A confirmação de cada ordem mostra sua taxa, e nada é acrescentado depois. Depósitos e transferências entre as suas próprias contas são gratuitos.</p>
<h2>Negociação</h2>
<table>
<tr><th>Produto</th><th>Taxa</th></tr>
<tr><td>Spot, maker (sua ordem fica no livro)</td><td>${f.spotMaker} % de cada execução</td></tr>
<tr><td>Spot, taker (sua ordem é executada na hora)</td><td>${f.spotTaker} % de cada execução</td></tr>
<tr><td>Futuros, taxa de negociação</td><td>${f.futuresFee} % do valor nocional, só na abertura</td></tr>
<tr><td>Futuros, taxa overnight</td><td>${f.futuresOvernight} % do nocional por dia em que a posição passa das 00:00 UTC</td></tr>
<tr><td>Futuros, spread</td><td>${f.futuresSpread} % do preço de marcação, na entrada e na saída</td></tr>
<tr><td>Opções por segundos</td><td>${f.optFee} % — o pagamento mostrado antes de confirmar é tudo</td></tr>
</table>
<p>No spot, quem compra paga a taxa no ativo recebido; quem vende, na moeda de cotação recebida.</p>
<h2>Saques</h2>
<table>
<tr><th>Moeda</th><th>Mínimo</th><th>Taxa por saque</th></tr>
<tr><td>USDT</td><td>${f.wdUsdtMin}</td><td>${f.wdUsdtFee}</td></tr>
<tr><td>BTC</td><td>${f.wdBtcMin}</td><td>${f.wdBtcFee}</td></tr>
<tr><td>ETH</td><td>${f.wdEthMin}</td><td>${f.wdEthFee}</td></tr>
</table>
<p>A taxa é descontada do valor; a tela de saque mostra quanto chega.</p>
<h2>Outros produtos</h2>
<ul>
<li><strong>NFT:</strong> taxa de plataforma de ${f.nftFee} % do preço de cada venda, descontada do preço; nas revendas, o royalty do criador, no máximo ${f.nftRoyaltyMax} %.</li>
<li><strong>OTC:</strong> sem taxa separada; a cotação inclui um spread (${f.otcSpread} % sobre o preço de mercado por padrão), exibido antes de confirmar.</li>
<li><strong>Empréstimos:</strong> apenas juros, cobrados a cada hora sobre o principal à taxa horária publicada do produto.</li>
<li><strong>Copy trading:</strong> as posições copiadas pagam as taxas de futuros acima; o trader pode ficar com uma participação nos lucros de no máximo ${f.copyShareMax} %, só sobre o lucro acima da sua marca d'água mais alta.</li>
<li><strong>Mineração bloqueada:</strong> sem taxa; o resgate antecipado custa a multa publicada.</li>
</ul>`,
  },
  risk: {
    title: 'Aviso de risco',
    summary:
      'Negociar criptoativos, futuros e opções pode fazer você perder dinheiro rapidamente. Leia isto primeiro.',
    html: `
<p>Negociar na Meridian envolve alto risco e não é adequado para todos. Negocie apenas com dinheiro que você pode perder.</p>
<h2>Volatilidade</h2>
<p>Os preços dos criptoativos podem variar dezenas de por cento em um dia, e os mercados funcionam sem parar. Um preço pode dar um salto: o próximo preço pode ficar longe do anterior.</p>
<h2>Alavancagem e liquidação</h2>
<p>Os futuros multiplicam ganhos e perdas pela alavancagem escolhida (até ${f.futuresMax}×). Uma posição é liquidada automaticamente quando as perdas consomem ${f.futuresLiqLossPct} % da margem. Com ${f.exLeverage}×, basta um movimento contrário de cerca de ${f.exLiqMovePct} %. A taxa overnight reduz a margem todos os dias.</p>
<h2>Opções por segundos</h2>
<p>Uma opção que termina do lado errado perde <strong>todo o valor apostado</strong>. Em prazos muito curtos o movimento é quase aleatório; ganhos anteriores não dizem nada sobre a próxima ordem.</p>
<h2>Outros produtos</h2>
<ul>
<li>O copy trading copia perdas tanto quanto ganhos.</li>
<li>Produtos de rendimento com taxa variável podem pagar menos que o esperado; o investimento dual pode ser devolvido em outra moeda.</li>
<li>A garantia de um empréstimo é vendida quando o LTV atinge o nível de liquidação.</li>
</ul>
<p>Nada na Meridian é recomendação de investimento. Os resultados são decididos apenas pelos preços de mercado e pelas regras publicadas; leia as <a href="#/pages/common/announcements">regras</a> de cada produto.</p>`,
  },
  'rules-spot': {
    title: 'Regras de negociação spot',
    summary: 'Ordens limitadas e a mercado, validade, valor mínimo e taxas.',
    html: `
<p>A negociação spot troca na hora um ativo por outro, a partir da sua conta spot. O que você compra é seu; não há alavancagem.</p>
<h2>Ordens</h2>
<ul>
<li><strong>Ordem limitada:</strong> compra pelo seu preço ou menos e vende pelo seu preço ou mais.</li>
<li><strong>Ordem a mercado:</strong> é executada contra os melhores preços do livro. Uma compra a mercado reserva quantidade × melhor oferta de venda × (1 + ${f.spotCollar} %) e nunca paga mais; o que esse limite deixar sem execução é cancelado.</li>
<li><strong>Validade:</strong> GTC (fica ativa até ser executada ou cancelada), IOC (executa na hora o que puder e cancela o resto), FOK (executa tudo na hora ou nada).</li>
</ul>
<p>O valor mínimo de uma ordem é ${f.spotMinCrypto} USDT em pares de cripto e ${f.spotMinStock} USDT em pares de ações. Uma ordem aberta reserva seus fundos; cancelá-la libera a parte não executada.</p>
<h2>Taxas</h2>
<p>Maker ${f.spotMaker} %, taker ${f.spotTaker} % de cada execução, descontadas do que você recebe. Nenhuma taxa é reservada além da ordem.</p>
<p>Cada execução registra o preço e o horário, visíveis no seu histórico. Negocie agora: <a href="#/pages/transaction/currency">spot</a>.</p>`,
  },
  'rules-futures': {
    title: 'Regras de negociação de futuros',
    summary: 'Lotes, alavancagem, margem isolada, liquidação e taxas, com um exemplo calculado.',
    html: `
<p>Os futuros permitem operar comprado ou vendido em um par com alavancagem, usando USDT da sua conta de futuros. Cada posição tem sua própria margem (margem isolada): uma posição nunca perde mais do que a sua margem.</p>
<h2>Ordens</h2>
<ul>
<li><strong>Lotes:</strong> números inteiros de ${f.lotsMin} a ${f.lotsMax}; cada par publica quanto do ativo vale um lote.</li>
<li><strong>Alavancagem:</strong> ${f.leverages}×.</li>
<li><strong>Margem</strong> = nocional ÷ alavancagem. <strong>Nocional</strong> = preço × quantidade.</li>
<li>Uma ordem a mercado entra no preço de marcação ± ${f.futuresSpread} % de spread; uma ordem limitada espera o preço de marcação chegar ao seu preço e entra exatamente nele.</li>
<li>Uma ordem é recusada se o último preço do par tiver mais de ${f.futuresPriceAgeS} segundos. No máximo ${f.futuresMaxLive} posições abertas e ordens pendentes ao mesmo tempo.</li>
</ul>
<h2>Taxas</h2>
<p>Taxa de negociação de ${f.futuresFee} % do nocional na abertura (nenhuma no fechamento); taxa overnight de ${f.futuresOvernight} % do nocional por dia mantida após as 00:00 UTC, descontada da margem.</p>
<h2>Liquidação</h2>
<p>Risco = (margem + lucro ou prejuízo) ÷ margem de abertura × 100. Quando o preço de marcação o leva a ${f.futuresLiqRisk} %, a posição é fechada nesse preço. Se um salto de preço levar a perda além da margem, a conta de seguro da plataforma absorve o restante: seu saldo nunca fica negativo.</p>
<h2>Exemplo</h2>
<p>Uma posição de ${f.exNotional} USDT a ${f.exLeverage}× exige ${f.exMargin} USDT de margem e paga ${f.exFee} USDT de taxa, depois ${f.exOvernight} USDT por noite. Ela é liquidada após uma perda de ${f.exLiqLoss} USDT, um movimento contrário de ${f.exLiqMovePct} %.</p>
<p>Cada fechamento guarda o preço, o horário e o motivo. Negocie agora: <a href="#/pages/transaction/contract">futuros</a>.</p>`,
  },
  'rules-options': {
    title: 'Regras das opções por segundos',
    summary:
      'Alta ou baixa em um tempo fixo: os prazos, os percentuais de pagamento e como cada ordem é liquidada.',
    html: `
<p>Uma opção por segundos é uma previsão: o preço estará mais alto (alta) ou mais baixo (baixa) quando o tempo escolhido terminar? O valor é pago em USDT da sua conta de opções quando a ordem é aceita.</p>
<h2>Prazos</h2>
<table>
<tr><th>Tempo</th><th>Percentual de pagamento</th><th>Valor (USDT)</th></tr>
${f.tiers.map((t) => `<tr><td>${t.seconds} s</td><td>${t.ratio} %</td><td>${t.min} – ${t.max}</td></tr>`).join('\n')}
</table>
<p>Os prazos exibidos na tela de negociação são os que estão em vigor.</p>
<h2>Liquidação</h2>
<ul>
<li>O preço de entrada é o do feed de mercado quando a ordem é aceita (recusada se esse preço tiver mais de ${f.optPriceAgeS} segundos).</li>
<li>A ordem é liquidada exatamente no segundo final, pelo preço do feed vigente naquele segundo. Um preço posterior nunca a decide.</li>
<li><strong>Ganho</strong> (alta e o preço final é maior, ou baixa e é menor): você recebe valor × (1 + percentual).</li>
<li><strong>Empate</strong> (preços iguais): o valor volta para você.</li>
<li><strong>Perda:</strong> todo o valor é perdido.</li>
<li>Se nenhum preço foi registrado no segundo final, a ordem é anulada e o valor volta para você.</li>
</ul>
<p>Exemplo: ${f.optStake} USDT no prazo de ${f.optTierSeconds} s a ${f.optTierRatio} % retornam ${f.optWinPayout} USDT no ganho, ${f.optStake} USDT no empate e nada na perda. Sem taxa. No máximo ${f.optMaxOpen} ordens abertas ao mesmo tempo. Após a liquidação, cada ordem mostra os dois preços e seus horários.</p>`,
  },
});
